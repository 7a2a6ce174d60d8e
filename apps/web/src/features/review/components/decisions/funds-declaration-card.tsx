/**
 * The customer's declaration of source of funds and wealth on a Tinggi participant's detail
 * (docs/product/risk-rating.md § Enhanced due diligence): the newest one resubmitted, with its
 * document, for the reviewer to weigh in the EDD; or, before one, the choice to ask it with the
 * next 'Kirim permintaan' (the request item `funds_declaration`, a note to the customer optional).
 * Shown only where the detail names EDD checks, so never to the bank's staff.
 */
import { FUNDS_DECLARATION_ITEM, fillTemplate, formatWibDateTime, type KycDetail, MSG } from '@kilau/shared';
import { Card, Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { DocumentCard } from '../../../../components/backoffice/document-card';
import { useStaffFileById } from '../../api/resubmission';
import type { DecisionsState } from './use-decisions';

export function FundsDeclarationCard({
  detail,
  decisions,
  canAsk,
}: {
  detail: Pick<KycDetail, 'edd_checks' | 'edd_declaration'>;
  decisions: DecisionsState;
  canAsk: boolean;
}) {
  const declaration = detail.edd_declaration;
  const file = useStaffFileById(declaration?.file_id ?? null);
  if (detail.edd_checks === null) return null;
  const draft = decisions.drafts[FUNDS_DECLARATION_ITEM];
  const asking = draft.decision === 'resubmit';
  return (
    <Card withBorder data-testid="funds-declaration">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {MSG.resubmissionItemFundsDeclaration}
        </Title>
        {declaration ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {fillTemplate(MSG.fundsDeclarationDeclaredAt, {
                at: formatWibDateTime(declaration.declared_at),
              })}
            </Text>
            <Text size="sm" fw={600}>
              {MSG.fundsDeclarationFundsLabel}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {declaration.source_of_funds}
            </Text>
            <Text size="sm" fw={600}>
              {MSG.fundsDeclarationWealthLabel}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {declaration.source_of_wealth}
            </Text>
            <DocumentCard
              label={MSG.fundsDeclarationDocumentLabel}
              path={declaration.file_id}
              file={file}
              height={160}
            />
          </Stack>
        ) : (
          <Text size="sm">{MSG.fundsDeclarationNone}</Text>
        )}
        {canAsk && (
          <Stack gap={6}>
            <Checkbox
              label={MSG.fundsDeclarationAsk}
              description={MSG.fundsDeclarationAskHint}
              checked={asking}
              onChange={(e) =>
                decisions.update(FUNDS_DECLARATION_ITEM, {
                  decision: e.currentTarget.checked ? 'resubmit' : 'undecided',
                })
              }
            />
            {asking && (
              <Textarea
                label={MSG.resubmissionNoteLabel}
                autosize
                minRows={2}
                value={draft.note}
                error={decisions.errors[FUNDS_DECLARATION_ITEM]?.note}
                onChange={(e) => decisions.update(FUNDS_DECLARATION_ITEM, { note: e.currentTarget.value })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
