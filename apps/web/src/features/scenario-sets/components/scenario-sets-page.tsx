/**
 * /pemantauan/skenario, 'Skenario Pemantauan' (decision 0214): for the compliance officer, the
 * transaction-monitoring scenario set's versions, as 'Model Risiko' is the risk model's for the
 * super admin. A new version starts from the active one's document and is stored as a draft; a
 * draft's 'Uji coba' shows what it would raise over the last days' transactions; one officer
 * proposes it and another activates or declines it. Each decision reports in Indonesian; a refusal
 * keeps the dialog open with the server's message.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  SCENARIO_DRY_RUN_DAYS,
  type ScenarioDryRun,
  type ScenarioSetStatus,
  type ScenarioSetVersion,
} from '@kilau/shared';
import { Badge, Button, Card, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
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
  useCreateScenarioSet,
  useScenarioDryRun,
  useScenarioSet,
  useScenarioSetDecision,
  useScenarioSets,
} from '../api/scenario-sets';
import { ScenarioDryRunPanel } from './scenario-dry-run-panel';
import { ScenarioSetForm } from './scenario-set-form';

/** The risk model's labels and colours: the two live the same life (draft → proposed → active). */
const STATUS: Record<ScenarioSetStatus, { label: string; color: string }> = {
  draft: { label: MSG.riskModelStatusDraft, color: 'gray' },
  proposed: { label: MSG.riskModelStatusProposed, color: 'orange' },
  active: { label: MSG.riskModelStatusActive, color: 'teal' },
  retired: { label: MSG.riskModelStatusRetired, color: 'gray' },
  declined: { label: MSG.riskModelStatusDeclined, color: 'red' },
};

type Dialog = { kind: 'propose' | 'activate' | 'decline'; version: string } | null;

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
  const [tried, setTried] = useState<ScenarioDryRun | null>(null);
  const decide = useScenarioSetDecision();
  const [dialog, setDialog] = useState<Dialog>(null);

  const tryOut = async (version: string) => {
    if (!validDays(days)) return;
    setTried(null);
    const reply = await dryRun.mutateAsync({ version, days });
    setTried(reply.data);
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
            sets={sets.data}
            busy={dryRun.isPending ? dryRun.variables?.version : null}
            canTry={validDays(days)}
            onTry={(v) => void tryOut(v).catch(() => {})}
            onDialog={setDialog}
          />
        )}
      </ListState>
      {dryRun.isError && <FormAlert>{errorMessage(dryRun.error)}</FormAlert>}
      {tried && <ScenarioDryRunPanel result={tried} />}

      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={MSG.scenarioSetNewTitle}
        size="xl"
        centered
      >
        <ListState query={base}>
          {base.data && (
            <ScenarioSetForm
              base={base.data.document}
              onCancel={() => setCreating(false)}
              onSubmit={async (document) => {
                await create.mutateAsync(document);
                notifySuccess(fillTemplate(MSG.scenarioSetSaved, { version: document.version }));
                setCreating(false);
              }}
            />
          )}
        </ListState>
      </Modal>

      <ConfirmModal
        opened={dialog?.kind === 'propose' || dialog?.kind === 'activate'}
        title={dialog?.kind === 'activate' ? MSG.scenarioSetActivate : MSG.scenarioSetPropose}
        question={
          dialog?.kind === 'activate' ? MSG.scenarioSetActivateQuestion : MSG.scenarioSetProposeQuestion
        }
        subject={dialog?.version}
        confirmLabel={dialog?.kind === 'activate' ? MSG.scenarioSetActivate : MSG.scenarioSetPropose}
        confirmColor={dialog?.kind === 'activate' ? 'teal.9' : undefined}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!dialog || dialog.kind === 'decline') return;
          await decide.mutateAsync({ decision: dialog.kind, version: dialog.version });
          const text = dialog.kind === 'activate' ? MSG.scenarioSetActivated : MSG.scenarioSetProposed;
          notifySuccess(fillTemplate(text, { version: dialog.version }));
        }}
      />
      <ReasonModal
        opened={dialog?.kind === 'decline'}
        title={fillTemplate(MSG.scenarioSetDeclineTitle, { version: dialog?.version ?? '' })}
        question={MSG.scenarioSetDecline}
        subject={dialog?.version}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={MSG.scenarioSetDecline}
        submitColor="red"
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          if (!dialog) return;
          await decide.mutateAsync({ decision: 'decline', version: dialog.version, reason });
          notifySuccess(fillTemplate(MSG.scenarioSetDeclined, { version: dialog.version }));
        }}
      />
    </Stack>
  );
}

function who(s: ScenarioSetVersion): string {
  const parts = [
    s.created_by && `${s.created_by.fullname}, ${formatWibDateTime(s.created_at)}`,
    s.proposed_by && s.proposed_at && `${s.proposed_by.fullname}, ${formatWibDateTime(s.proposed_at)}`,
    s.decided_by?.fullname,
  ].filter(Boolean);
  return parts.join(' · ') || '—';
}

function VersionsTable({
  sets,
  busy,
  canTry,
  onTry,
  onDialog,
}: {
  sets: ScenarioSetVersion[];
  busy: string | null | undefined;
  /** The dry run's period is valid: 'Uji coba' may run. */
  canTry: boolean;
  onTry: (version: string) => void;
  onDialog: (d: Dialog) => void;
}) {
  return (
    <Card withBorder padding="md">
      <TableScrollContainer minWidth={760}>
        <Table striped data-testid="scenario-set-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.scenarioSetColVersion}</Table.Th>
              <Table.Th>{MSG.scenarioSetColStatus}</Table.Th>
              <Table.Th>{MSG.scenarioSetColBy}</Table.Th>
              <Table.Th>{MSG.colAction}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sets.map((s) => (
              <Table.Tr key={s.version}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.version}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fillTemplate(MSG.scenarioSetEnabledCount, { enabled: s.enabled, count: s.scenarios })}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    color={STATUS[s.status].color}
                    variant="light"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {STATUS[s.status].label}
                  </Badge>
                  {s.decision_reason && (
                    <Text size="xs" maw={260} style={{ whiteSpace: 'normal' }}>
                      {s.decision_reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{who(s)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {(s.status === 'draft' || s.status === 'proposed') && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={busy === s.version}
                        disabled={!canTry}
                        onClick={() => onTry(s.version)}
                      >
                        {MSG.scenarioSetDryRun}
                      </Button>
                    )}
                    {s.status === 'draft' && (
                      <Button
                        size="compact-sm"
                        onClick={() => onDialog({ kind: 'propose', version: s.version })}
                      >
                        {MSG.scenarioSetPropose}
                      </Button>
                    )}
                    {s.status === 'proposed' &&
                      (s.can_decide ? (
                        <>
                          <Button
                            size="compact-sm"
                            color="teal.9"
                            onClick={() => onDialog({ kind: 'activate', version: s.version })}
                          >
                            {MSG.scenarioSetActivate}
                          </Button>
                          <Button
                            size="compact-sm"
                            color="red"
                            variant="light"
                            onClick={() => onDialog({ kind: 'decline', version: s.version })}
                          >
                            {MSG.scenarioSetDecline}
                          </Button>
                        </>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {MSG.scenarioSetOwnProposal}
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
