/**
 * /pemantauan/skenario, 'Skenario Pemantauan' (decision 0214): for the compliance officer, the
 * transaction-monitoring scenario set's versions, as 'Model Risiko' is the risk model's for the
 * super admin. A new version starts from the active one's document and is stored as a draft; a
 * draft's 'Uji coba' shows what it would raise over the last days' transactions; one officer
 * proposes it and another activates or declines it. Each decision reports in Indonesian; a refusal
 * keeps the dialog open with the server's message.
 */
import { fillTemplate, MSG, SCENARIO_DRY_RUN_DAYS } from '@kilau/shared';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
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
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCreateScenarioSet,
  useScenarioDryRun,
  useScenarioDryRunState,
  useScenarioSet,
  useScenarioSetDecision,
  useScenarioSets,
} from '../api/scenario-sets';
import { ScenarioDryRunPanel } from './scenario-dry-run-panel';
import { ScenarioSetForm } from './scenario-set-form';

const TEXTS: VersionTexts = {
  colVersion: MSG.scenarioSetColVersion,
  colStatus: MSG.scenarioSetColStatus,
  colBy: MSG.scenarioSetColBy,
  dryRun: MSG.scenarioSetDryRun,
  propose: MSG.scenarioSetPropose,
  proposeQuestion: MSG.scenarioSetProposeQuestion,
  proposed: MSG.scenarioSetProposed,
  activate: MSG.scenarioSetActivate,
  activateQuestion: MSG.scenarioSetActivateQuestion,
  activated: MSG.scenarioSetActivated,
  decline: MSG.scenarioSetDecline,
  declineTitle: MSG.scenarioSetDeclineTitle,
  declined: MSG.scenarioSetDeclined,
  ownProposal: MSG.scenarioSetOwnProposal,
};

const validDays = (days: number | string): days is number =>
  typeof days === 'number' &&
  Number.isInteger(days) &&
  days >= SCENARIO_DRY_RUN_DAYS.min &&
  days <= SCENARIO_DRY_RUN_DAYS.max;

export default function ScenarioSetsPage() {
  usePageTitle(MSG.scenarioSetsTitle);
  const sets = useScenarioSets();
  const active = sets.data?.find((s) => s.status === 'active') ?? null;
  const [creating, setCreating] = useState(false);
  const base = useScenarioSet(creating ? (active?.version ?? null) : null);
  const create = useCreateScenarioSet();
  const dryRun = useScenarioDryRun();
  const [days, setDays] = useState<number | string>(SCENARIO_DRY_RUN_DAYS.default);
  const [asked, setAsked] = useState<{ version: string; id: string } | null>(null);
  const run = useScenarioDryRunState(asked);
  const running = dryRun.isPending || run.data?.status === 'running';
  const decide = useScenarioSetDecision();
  const [dialog, setDialog] = useState<VersionDialog>(null);

  const tryOut = async (version: string) => {
    if (!validDays(days)) return;
    setAsked(null);
    const reply = await dryRun.mutateAsync({ version, days });
    setAsked({ version, id: reply.data.run.id });
  };

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.scenarioSetsTitle} intro={MSG.scenarioSetsIntro} />
      <Group justify="space-between" align="flex-end">
        <Button onClick={() => setCreating(true)} disabled={!active}>
          {MSG.scenarioSetNew}
        </Button>
        <NumberInput
          label={MSG.scenarioSetDryRunDays}
          value={days}
          onChange={setDays}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          w={220}
          error={validDays(days) ? undefined : MSG.scenarioSetDryRunDaysInvalid}
        />
      </Group>
      <ListState query={sets}>
        {sets.data && (
          <VersionsTable
            testId="scenario-set-versions"
            versions={sets.data}
            detail={(s) => (
              <Text size="xs" c="dimmed">
                {fillTemplate(MSG.scenarioSetEnabledCount, { enabled: s.enabled, count: s.scenarios })}
              </Text>
            )}
            texts={TEXTS}
            trying={running ? (asked?.version ?? dryRun.variables?.version) : null}
            canTry={validDays(days)}
            onTry={(v) => void tryOut(v).catch(() => {})}
            onDialog={setDialog}
          />
        )}
      </ListState>
      {dryRun.isError && <FormAlert>{errorMessage(dryRun.error)}</FormAlert>}
      {run.isError && <FormAlert>{errorMessage(run.error)}</FormAlert>}
      {run.data?.status === 'running' && (
        <Text size="sm" role="status">
          {MSG.scenarioSetDryRunRunning}
        </Text>
      )}
      {run.data?.status === 'failed' && <FormAlert>{MSG.scenarioSetDryRunFailed}</FormAlert>}
      {run.data?.result && <ScenarioDryRunPanel result={run.data.result} />}

      <NewVersionModal
        opened={creating}
        title={MSG.scenarioSetNewTitle}
        saved={MSG.scenarioSetSaved}
        base={base}
        form={ScenarioSetForm}
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
