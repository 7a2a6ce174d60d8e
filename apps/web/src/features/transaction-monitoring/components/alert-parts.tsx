/**
 * An alert as the officer reads it, in the alerts list and in a case: the scenario with its
 * severity and 'Kandidat LTKT' where the cash reached the threshold, then what was counted (how
 * many, their rupiah against the threshold, from the first to the last).
 */
import {
  fillTemplate,
  formatMoney,
  formatWibShort,
  MONITORING_SCENARIO_LABELS,
  type MonitoringAlertItem,
  type MonitoringSeverity,
  MSG,
} from '@kilau/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';

export const SEVERITY: Record<MonitoringSeverity, { label: string; color: string }> = {
  low: { label: MSG.monitoringSeverityLow, color: 'gray' },
  medium: { label: MSG.monitoringSeverityMedium, color: 'yellow' },
  high: { label: MSG.monitoringSeverityHigh, color: 'red' },
};
const rupiah = (n: number) => formatMoney(n, 'IDR');

/** 'Tingkat: …' and, for an LTKT candidate, its mark. */
export function SeverityMarks({ severity, ltkt }: { severity: MonitoringSeverity; ltkt: boolean }) {
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color={SEVERITY[severity].color}>
        {MSG.monitoringAlertSeverity}: {SEVERITY[severity].label}
      </Badge>
      {ltkt && (
        <Badge size="sm" variant="filled" color="red.9">
          {MSG.monitoringAlertLtkt}
        </Badge>
      )}
    </Group>
  );
}

/** What the scenario counted, in one or a few short lines. */
function Counted({ a }: { a: MonitoringAlertItem }) {
  const amounts = [
    a.sum_idr !== null && fillTemplate(MSG.monitoringAlertSum, { sum: rupiah(a.sum_idr) }),
    a.threshold_idr !== null &&
      fillTemplate(MSG.monitoringAlertThreshold, { threshold: rupiah(a.threshold_idr) }),
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      <Text size="sm">
        {fillTemplate(MSG.monitoringAlertCount, { count: a.count })}
        {amounts.length > 0 && `, ${amounts.join(', ')}`}
      </Text>
      {a.window_from && a.window_to && (
        <Text size="xs" c="dimmed">
          {fillTemplate(MSG.monitoringAlertWindow, {
            from: formatWibShort(a.window_from),
            to: formatWibShort(a.window_to),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The scenario, its marks and what it counted. */
export function AlertScenario({ a }: { a: MonitoringAlertItem }) {
  return (
    <Stack gap={4} data-testid="monitoring-alert-scenario">
      <Text size="sm" fw={600}>
        {MONITORING_SCENARIO_LABELS[a.kind]}
      </Text>
      <SeverityMarks severity={a.severity} ltkt={a.ltkt_candidate} />
      <Counted a={a} />
    </Stack>
  );
}
