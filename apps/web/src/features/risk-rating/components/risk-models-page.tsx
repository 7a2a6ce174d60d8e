/**
 * /model-risiko, 'Model Risiko' (decision 0189): for the super admin, the risk model's versions.
 * A new version starts from the active one's document and is stored as a draft; a draft's 'Uji
 * coba' shows what it would do to the current participants; one super admin proposes it and
 * another activates or declines it. Each decision reports in Indonesian; a refusal keeps the
 * dialog open with the server's message.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  RISK_LEVEL_LABELS,
  type RiskDryRun,
  type RiskModelStatus,
  type RiskModelVersion,
} from '@kilau/shared';
import { Badge, Button, Card, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCreateRiskModel,
  useRiskDryRun,
  useRiskModel,
  useRiskModelDecision,
  useRiskModels,
} from '../api/risk-models';
import { RiskModelForm } from './risk-model-form';

const STATUS: Record<RiskModelStatus, { label: string; color: string }> = {
  draft: { label: MSG.riskModelStatusDraft, color: 'gray' },
  proposed: { label: MSG.riskModelStatusProposed, color: 'orange' },
  active: { label: MSG.riskModelStatusActive, color: 'teal' },
  retired: { label: MSG.riskModelStatusRetired, color: 'gray' },
  declined: { label: MSG.riskModelStatusDeclined, color: 'red' },
};

type Dialog = { kind: 'propose' | 'activate' | 'decline'; version: string } | null;

export default function RiskModelsPage() {
  usePageTitle(MSG.riskModelsTitle);
  const models = useRiskModels();
  const active = models.data?.find((m) => m.status === 'active') ?? null;
  const [creating, setCreating] = useState(false);
  const base = useRiskModel(creating ? (active?.version ?? null) : null);
  const create = useCreateRiskModel();
  const dryRun = useRiskDryRun();
  const [tried, setTried] = useState<{ version: string; result: RiskDryRun } | null>(null);
  const decide = useRiskModelDecision();
  const [dialog, setDialog] = useState<Dialog>(null);

  const tryOut = async (version: string) => {
    setTried(null);
    const reply = await dryRun.mutateAsync(version);
    setTried({ version, result: reply.data });
  };

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.riskModelsTitle} intro={MSG.riskModelsIntro} />
      <Group>
        <Button onClick={() => setCreating(true)} disabled={!active}>
          {MSG.riskModelNew}
        </Button>
      </Group>
      <ListState query={models}>
        {models.data && (
          <VersionsTable
            models={models.data}
            busy={dryRun.isPending ? dryRun.variables : null}
            onTry={(v) => void tryOut(v).catch(() => {})}
            onDialog={setDialog}
          />
        )}
      </ListState>
      {dryRun.isError && <FormAlert>{errorMessage(dryRun.error)}</FormAlert>}
      {tried && <DryRunPanel version={tried.version} result={tried.result} />}

      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={MSG.riskModelNewTitle}
        size="xl"
        centered
      >
        <ListState query={base}>
          {base.data && (
            <RiskModelForm
              base={base.data.document}
              onCancel={() => setCreating(false)}
              onSubmit={async (document) => {
                await create.mutateAsync(document);
                notifySuccess(fillTemplate(MSG.riskModelSaved, { version: document.version }));
                setCreating(false);
              }}
            />
          )}
        </ListState>
      </Modal>

      <ConfirmModal
        opened={dialog?.kind === 'propose' || dialog?.kind === 'activate'}
        title={dialog?.kind === 'activate' ? MSG.riskModelActivate : MSG.riskModelPropose}
        question={dialog?.kind === 'activate' ? MSG.riskModelActivateQuestion : MSG.riskModelProposeQuestion}
        subject={dialog?.version}
        confirmLabel={dialog?.kind === 'activate' ? MSG.riskModelActivate : MSG.riskModelPropose}
        confirmColor={dialog?.kind === 'activate' ? 'teal.9' : undefined}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!dialog || dialog.kind === 'decline') return;
          await decide.mutateAsync({ decision: dialog.kind, version: dialog.version });
          const text = dialog.kind === 'activate' ? MSG.riskModelActivated : MSG.riskModelProposed;
          notifySuccess(fillTemplate(text, { version: dialog.version }));
        }}
      />
      <ReasonModal
        opened={dialog?.kind === 'decline'}
        title={fillTemplate(MSG.riskModelDeclineTitle, { version: dialog?.version ?? '' })}
        question={MSG.riskModelDecline}
        subject={dialog?.version}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={MSG.riskModelDecline}
        submitColor="red"
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          if (!dialog) return;
          await decide.mutateAsync({ decision: 'decline', version: dialog.version, reason });
          notifySuccess(fillTemplate(MSG.riskModelDeclined, { version: dialog.version }));
        }}
      />
    </Stack>
  );
}

function who(m: RiskModelVersion): string {
  const parts = [
    m.created_by && `${m.created_by.fullname}, ${formatWibDateTime(m.created_at)}`,
    m.proposed_by && m.proposed_at && `${m.proposed_by.fullname}, ${formatWibDateTime(m.proposed_at)}`,
    m.decided_by?.fullname,
  ].filter(Boolean);
  return parts.join(' · ') || '—';
}

function VersionsTable({
  models,
  busy,
  onTry,
  onDialog,
}: {
  models: RiskModelVersion[];
  busy: string | null | undefined;
  onTry: (version: string) => void;
  onDialog: (d: Dialog) => void;
}) {
  return (
    <Card withBorder padding="md">
      <TableScrollContainer minWidth={760}>
        <Table striped data-testid="risk-model-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.riskModelColVersion}</Table.Th>
              <Table.Th>{MSG.riskModelColStatus}</Table.Th>
              <Table.Th>{MSG.riskModelColBy}</Table.Th>
              <Table.Th>{MSG.colAction}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.map((m) => (
              <Table.Tr key={m.version}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {m.version}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2} maw={360}>
                    {m.description}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    color={STATUS[m.status].color}
                    variant="light"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {STATUS[m.status].label}
                  </Badge>
                  {m.decision_reason && (
                    <Text size="xs" maw={260}>
                      {m.decision_reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{who(m)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {(m.status === 'draft' || m.status === 'proposed') && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={busy === m.version}
                        onClick={() => onTry(m.version)}
                      >
                        {MSG.riskModelDryRun}
                      </Button>
                    )}
                    {m.status === 'draft' && (
                      <Button
                        size="compact-sm"
                        onClick={() => onDialog({ kind: 'propose', version: m.version })}
                      >
                        {MSG.riskModelPropose}
                      </Button>
                    )}
                    {m.status === 'proposed' &&
                      (m.can_decide ? (
                        <>
                          <Button
                            size="compact-sm"
                            color="teal.9"
                            onClick={() => onDialog({ kind: 'activate', version: m.version })}
                          >
                            {MSG.riskModelActivate}
                          </Button>
                          <Button
                            size="compact-sm"
                            color="red"
                            variant="light"
                            onClick={() => onDialog({ kind: 'decline', version: m.version })}
                          >
                            {MSG.riskModelDecline}
                          </Button>
                        </>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {MSG.riskModelOwnProposal}
                        </Text>
                      ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
    </Card>
  );
}

function DryRunPanel({ version, result }: { version: string; result: RiskDryRun }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="risk-dry-run">
      <Stack gap="sm">
        <Title order={2} fz="md" id="risk-dry-run">
          {fillTemplate(MSG.riskModelDryRunTitle, { version })}
        </Title>
        <Text size="sm">
          {fillTemplate(MSG.riskModelDryRunSummary, {
            participants: result.participants.toLocaleString('id-ID'),
            changed: result.changed.toLocaleString('id-ID'),
          })}
        </Text>
        <TableScrollContainer minWidth={480}>
          <Table withTableBorder data-testid="risk-dry-run-levels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.riskModelDryRunLevel}</Table.Th>
                <Table.Th ta="right">{MSG.riskModelDryRunNow}</Table.Th>
                <Table.Th ta="right">{MSG.riskModelDryRunDraft}</Table.Th>
                <Table.Th ta="right">{MSG.riskModelDryRunGained}</Table.Th>
                <Table.Th ta="right">{MSG.riskModelDryRunLost}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.levels.map((l) => (
                <Table.Tr key={l.level}>
                  <Table.Td>{RISK_LEVEL_LABELS[l.level]}</Table.Td>
                  <Table.Td ta="right">{l.now}</Table.Td>
                  <Table.Td ta="right">{l.draft}</Table.Td>
                  <Table.Td ta="right">+{l.gained}</Table.Td>
                  <Table.Td ta="right">−{l.lost}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
        <Title order={3} fz="sm">
          {MSG.riskModelDryRunChanges}
        </Title>
        {result.changes.length === 0 ? (
          <Text size="sm">{MSG.riskModelDryRunNone}</Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped data-testid="risk-dry-run-changes">
              <Table.Tbody>
                {result.changes.map((c) => (
                  <Table.Tr key={c.customer_id}>
                    <Table.Td>{c.fullname || c.customer_id}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {c.from ? RISK_LEVEL_LABELS[c.from] : '—'} → {RISK_LEVEL_LABELS[c.to]}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
