/** A case's state (decision 0209): open, closed as not suspicious, or escalated to a report. */
import { MONITORING_CASE_STATUSES, type MonitoringCaseStatus, MSG } from '@kilau/shared';
import { Badge } from '@mantine/core';

export const CASE_STATUS_TEXT: Readonly<Record<MonitoringCaseStatus, string>> = {
  open: MSG.monitoringCaseStatusOpen,
  closed: MSG.monitoringCaseStatusClosed,
  escalated: MSG.monitoringCaseStatusEscalated,
};

const COLOR: Readonly<Record<MonitoringCaseStatus, string>> = {
  open: 'blue',
  closed: 'teal.9',
  escalated: 'red.9',
};

export const isCaseStatus = (v: string | null): v is MonitoringCaseStatus =>
  (MONITORING_CASE_STATUSES as readonly string[]).includes(v ?? '');

export function CaseStatusBadge({ status }: { status: MonitoringCaseStatus }) {
  return (
    <Badge variant="light" color={COLOR[status]} data-testid="monitoring-case-status">
      {CASE_STATUS_TEXT[status]}
    </Badge>
  );
}
