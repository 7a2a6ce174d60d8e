/**
 * What a version of the scenario set would raise over the last days' transactions (decision
 * 0214): the totals, each scenario's alerts and how many of them are new, and the participants
 * who would get a new one. Nothing of it is stored.
 */
import { fillTemplate, MONITORING_SCENARIO_LABELS, MSG, type ScenarioDryRun } from '@kilau/shared';
import { Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { TableScrollContainer } from '../../../lib/table-scroll-container';

const number = (n: number) => n.toLocaleString('id-ID');

export function ScenarioDryRunPanel({ result }: { result: ScenarioDryRun }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="scenario-dry-run">
      <Stack gap="sm">
        <Title order={2} fz="md" id="scenario-dry-run">
          {fillTemplate(MSG.scenarioSetDryRunTitle, { version: result.version })}
        </Title>
        <Text size="sm">
          {fillTemplate(MSG.scenarioSetDryRunSummary, {
            days: number(result.days),
            participants: number(result.participants),
            alerts: number(result.alerts),
            new: number(result.new_alerts),
          })}
        </Text>
        <TableScrollContainer minWidth={420}>
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
        </TableScrollContainer>
        <Title order={3} fz="sm">
          {MSG.scenarioSetDryRunParticipants}
        </Title>
        {result.participants_with_new.length === 0 ? (
          <Text size="sm">{MSG.scenarioSetDryRunNone}</Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
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
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
