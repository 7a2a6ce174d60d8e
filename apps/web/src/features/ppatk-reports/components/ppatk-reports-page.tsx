/**
 * 'Laporan PPATK' (docs/product/monitoring.md § Reports, decision 0211): the drafts the decided
 * cases owe PPATK, soonest deadline first, and beside them the approved ones waiting to be sent and
 * those sent (decision 0212). Each row: the kind and reference, the deadline (past it marked while
 * PPATK does not have it), the participant and their platform; the row opens the report. The status
 * and page live in the URL.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  PPATK_REPORTS_PAGE_SIZE,
  type PpatkReportItem,
  type PpatkReportStatus,
  ppatkReportKindText,
} from '@kilau/shared';
import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePpatkReports } from '../api/ppatk-reports';
import { ReportDeadline } from './report-deadline';
import { isReportStatus, REPORT_STATUS_TEXT, ReportStatusBadge } from './report-status';

const EMPTY: Readonly<Record<PpatkReportStatus, string>> = {
  draft: MSG.ppatkReportsEmpty,
  approved: MSG.ppatkReportsEmptyApproved,
  submitted: MSG.ppatkReportsEmptySubmitted,
};

export default function PpatkReportsPage() {
  usePageTitle(MSG.ppatkReportsTitle);
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = params.get('status');
  const status: PpatkReportStatus = isReportStatus(asked) ? asked : 'draft';
  const list = usePpatkReports(status, page);

  const columns: DataTableColumn<PpatkReportItem>[] = [
    {
      accessor: 'reference',
      title: MSG.ppatkReportsTitle,
      render: (r) => (
        <Stack gap={4} data-testid="ppatk-report">
          <Anchor component={Link} to={paths.ppatkReportDetail(r._id)} size="sm" fw={600}>
            {ppatkReportKindText(r)}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.reference}
          </Text>
          <ReportDeadline r={r} />
        </Stack>
      ),
    },
    {
      accessor: 'fullname',
      title: MSG.monitoringAlertParticipant,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.fullname ?? '-'}
          </Text>
          <Text size="xs" c="dimmed">
            {r.platform ?? '-'}
          </Text>
          <Group gap={4}>
            <ReportStatusBadge status={r.status} size="sm" />
            <Text size="xs" c="dimmed">
              {formatWibDateTime(r.created_at)}
            </Text>
          </Group>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.ppatkReportsTitle} intro={MSG.ppatkReportsIntro} />
      <SegmentedControl
        aria-label={MSG.ppatkReportsStatusFilter}
        value={status}
        onChange={(v) => setParam({ status: v === 'draft' ? null : v, page: null })}
        data={(['draft', 'approved', 'submitted'] as const).map((s) => ({
          value: s,
          label: REPORT_STATUS_TEXT[s],
        }))}
        style={{ maxWidth: '100%', alignSelf: 'flex-start' }}
      />
      {list.data && (
        <Text size="sm" c="dimmed" data-testid="ppatk-reports-total">
          {fillTemplate(status === 'draft' ? MSG.ppatkReportsTotal : MSG.ppatkReportsTotalOf, {
            count: list.data.total,
          })}
        </Text>
      )}
      <ListState query={list} tableLoads>
        <PagedTable<PpatkReportItem>
          idAccessor="_id"
          records={list.data?.reports ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={EMPTY[status]}
          total={list.data?.total ?? 0}
          pageSize={PPATK_REPORTS_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
