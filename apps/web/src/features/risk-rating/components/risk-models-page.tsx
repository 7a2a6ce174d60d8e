/**
 * /model-risiko, 'Model Risiko' (decision 0189): for the super admin, the risk model's versions.
 * A new version starts from the active one's document and is stored as a draft; a draft's 'Uji
 * coba' shows what it would do to the current participants; one super admin proposes it and
 * another activates or declines it. Each decision reports in Indonesian; a refusal keeps the
 * dialog open with the server's message.
 */
import { fillTemplate, MSG, RISK_LEVEL_LABELS, type RiskDryRun } from '@kilau/shared';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type VersionDialog,
  VersionsTable,
  type VersionTexts,
} from '../../../components/backoffice/document-versions';
import { ListState } from '../../../components/backoffice/list-state';
import { NewVersionModal } from '../../../components/backoffice/new-version-modal';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { VersionDecisionDialogs } from '../../../components/backoffice/version-decision-dialogs';
import { VersionDryRunCard } from '../../../components/backoffice/version-dry-run-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCreateRiskModel,
  useRiskDryRun,
  useRiskModel,
  useRiskModelDecision,
  useRiskModels,
} from '../api/risk-models';
import { RiskModelForm } from './risk-model-form';

const TEXTS: VersionTexts = {
  colVersion: MSG.riskModelColVersion,
  colStatus: MSG.riskModelColStatus,
  colBy: MSG.riskModelColBy,
  dryRun: MSG.riskModelDryRun,
  propose: MSG.riskModelPropose,
  proposeQuestion: MSG.riskModelProposeQuestion,
  proposed: MSG.riskModelProposed,
  activate: MSG.riskModelActivate,
  activateQuestion: MSG.riskModelActivateQuestion,
  activated: MSG.riskModelActivated,
  decline: MSG.riskModelDecline,
  declineTitle: MSG.riskModelDeclineTitle,
  declined: MSG.riskModelDeclined,
  ownProposal: MSG.riskModelOwnProposal,
};

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
  const [dialog, setDialog] = useState<VersionDialog>(null);

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
            testId="risk-model-versions"
            versions={models.data}
            detail={(m) => (
              <Text size="xs" c="dimmed" lineClamp={2} maw={360}>
                {m.description}
              </Text>
            )}
            texts={TEXTS}
            trying={dryRun.isPending ? dryRun.variables : null}
            onTry={(v) => void tryOut(v).catch(() => {})}
            onDialog={setDialog}
          />
        )}
      </ListState>
      {dryRun.isError && <FormAlert>{errorMessage(dryRun.error)}</FormAlert>}
      {tried && <DryRunPanel version={tried.version} result={tried.result} />}

      <NewVersionModal
        opened={creating}
        title={MSG.riskModelNewTitle}
        saved={MSG.riskModelSaved}
        base={base}
        form={RiskModelForm}
        onCreate={create.mutateAsync}
        onClose={() => setCreating(false)}
      />

      <VersionDecisionDialogs
        dialog={dialog}
        texts={TEXTS}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onDecide={decide.mutateAsync}
      />
    </Stack>
  );
}

function DryRunPanel({ version, result }: { version: string; result: RiskDryRun }) {
  return (
    <VersionDryRunCard
      titleId="risk-dry-run"
      title={fillTemplate(MSG.riskModelDryRunTitle, { version })}
      summary={fillTemplate(MSG.riskModelDryRunSummary, {
        participants: result.participants.toLocaleString('id-ID'),
        changed: result.changed.toLocaleString('id-ID'),
      })}
      totalsMinWidth={480}
      totals={
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
      }
      listTitle={MSG.riskModelDryRunChanges}
      none={MSG.riskModelDryRunNone}
      list={
        result.changes.length === 0 ? null : (
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
        )
      }
    />
  );
}
