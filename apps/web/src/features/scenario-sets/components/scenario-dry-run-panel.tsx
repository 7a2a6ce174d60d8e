/**
 * What a version of the scenario set would raise over the last days' transactions (decision
 * 0214): the totals, each scenario's alerts and how many of them are new, and the participants
 * who would get a new one. Nothing of it is stored.
 */
import { fillTemplate, MONITORING_SCENARIO_LABELS, MSG, type ScenarioDryRun } from '@kilau/shared';
import { Table, Text } from '@mantine/core';
import { VersionDryRunCard } from '../../../components/backoffice/version-dry-run-card';

const number = (n: number) => n.toLocaleString('id-ID');

export function ScenarioDryRunPanel({ result }: { result: ScenarioDryRun }) {
  return (
    <VersionDryRunCard
      titleId="scenario-dry-run"
      title={fillTemplate(MSG.scenarioSetDryRunTitle, { version: result.version })}
      summary={fillTemplate(MSG.scenarioSetDryRunSummary, {
        days: number(result.days),
        participants: number(result.participants),
        alerts: number(result.alerts),
        new: number(result.new_alerts),
      })}
      totalsMinWidth={420}
      totals={
        <Table withTableBorder data-testid="scenario-dry-run-scenarios">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.scenarioSetDryRunScenario}</Table.Th>
              <Table.Th ta="right">{MSG.scenarioSetDryRunAlerts}</Table.Th>
              <Table.Th ta="right">{MSG.scenarioSetDryRunNew}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.scenarios.map((s) => (
              <Table.Tr key={s.kind}>
                <Table.Td>{MONITORING_SCENARIO_LABELS[s.kind]}</Table.Td>
                {s.enabled ? (
                  <>
                    <Table.Td ta="right">{number(s.alerts)}</Table.Td>
                    <Table.Td ta="right">{number(s.new_alerts)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={2} ta="right" c="dimmed">
                    {MSG.scenarioSetDryRunOff}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      listTitle={MSG.scenarioSetDryRunParticipants}
      none={MSG.scenarioSetDryRunNone}
      list={
        result.participants_with_new.length === 0 ? null : (
          <Table striped data-testid="scenario-dry-run-participants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.monitoringAlertParticipant}</Table.Th>
                <Table.Th>{MSG.scenarioSetDryRunScenario}</Table.Th>
                <Table.Th ta="right">{MSG.scenarioSetDryRunNew}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.participants_with_new.map((p) => (
                <Table.Tr key={p.customer_id}>
                  <Table.Td>{p.fullname || p.customer_id}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{p.kinds.map((k) => MONITORING_SCENARIO_LABELS[k]).join('; ')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{number(p.new_alerts)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    />
  );
}
