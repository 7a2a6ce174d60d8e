/** A report's state (decision 0212): a draft, approved with its file archived, or sent to PPATK. */
import { MSG, PPATK_REPORT_STATUSES, type PpatkReportStatus } from '@kilau/shared';
import { Badge } from '@mantine/core';

export const REPORT_STATUS_TEXT: Readonly<Record<PpatkReportStatus, string>> = {
  draft: MSG.ppatkReportStatusDraft,
  approved: MSG.ppatkReportStatusApproved,
  submitted: MSG.ppatkReportStatusSubmitted,
};

const COLOR: Readonly<Record<PpatkReportStatus, string>> = {
  draft: 'gray',
  approved: 'blue',
  submitted: 'teal.9',
};

export const isReportStatus = (v: string | null): v is PpatkReportStatus =>
  (PPATK_REPORT_STATUSES as readonly string[]).includes(v ?? '');

export function ReportStatusBadge({ status, size }: { status: PpatkReportStatus; size?: 'sm' }) {
  return (
    <Badge variant="light" color={COLOR[status]} size={size} data-testid="ppatk-report-status">
      {REPORT_STATUS_TEXT[status]}
    </Badge>
  );
}
