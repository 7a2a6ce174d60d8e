/**
 * The attachments page's agreement statements, their code (the statements' cards, the clause-24
 * choice, the "done" badge, the legal text's modal: about 3 kB gzip) fetched right after the page's
 * first paint: the page was over its first-paint budget (decision 0052). Until it has arrived the
 * section is drawn with the same cards, numbered labels and dispute choice, every control disabled,
 * so the layout does not move and a screen reader announces the buttons as unavailable (like the
 * select's, the date's and the radio group's stand-ins).
 */
import { DISPUTE_BODY_CHOICES, type LegalDocumentId, MSG } from '@kilau/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RadioGroupPlaceholder } from '../../../../components/ui/radio-group';

export interface Statement {
  step: number;
  documentId: LegalDocumentId;
  label: string;
}

export const AGREEMENT_STATEMENTS: readonly Statement[] = [
  { step: 2, documentId: 'perjanjian-amanat', label: MSG.attachStatementAmanat },
  { step: 3, documentId: 'pemilik-manfaat', label: MSG.attachStatementOwner },
  { step: 4, documentId: 'simulasi-transaksi', label: MSG.attachStatementSimulation },
];

export interface DisputeValue {
  body: string;
  detail: string;
}

export interface AgreementStepsProps {
  /** The statement step reached (2–5). */
  step: number;
  onStep: (step: number) => void;
  dispute: DisputeValue;
  onDispute: (v: DisputeValue) => void;
  disputeError: string | null;
  onDisputeError: (message: string | null) => void;
  bankCode?: string | null;
  /**
   * Statements the customer already approved on an earlier step (the beneficial-owner statement on
   * the work step): shown approved and skipped, never asked again (decision 0135).
   */
  carried?: readonly LegalDocumentId[];
}

const LoadedAgreementSteps = lazy(() => import('./agreement-steps'));

export function AgreementSteps(props: AgreementStepsProps) {
  return (
    <Suspense fallback={<AgreementStepsPlaceholder {...props} />}>
      <LoadedAgreementSteps {...props} />
    </Suspense>
  );
}

function AgreementStepsPlaceholder({ dispute, disputeError, carried = [] }: AgreementStepsProps) {
  return (
    <Stack gap="sm">
      {AGREEMENT_STATEMENTS.map((s) => (
        <Paper key={s.step} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ minWidth: 0 }}>
                {s.step - 1}. {s.label}
              </Text>
              {carried.includes(s.documentId) ? (
                <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                  {MSG.attachAgreementDone}
                </Badge>
              ) : null}
            </Group>
            {carried.includes(s.documentId) ? (
              <Text size="xs" c="dimmed">
                {MSG.attachStatementCarried}
              </Text>
            ) : null}
            {s.documentId === 'perjanjian-amanat' ? (
              <RadioGroupPlaceholder
                label={MSG.attachDisputeLabel}
                options={DISPUTE_BODY_CHOICES.map((c) => ({ value: c.id, label: c.label }))}
                value={dispute.body}
                onChange={() => {}}
                error={disputeError && !dispute.body ? disputeError : undefined}
                withAsterisk
              />
            ) : null}
            <Group>
              <Button size="xs" variant="light" disabled>
                {carried.includes(s.documentId) ? MSG.legalRead : MSG.attachAgreementRead}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
