/**
 * 'Laporan PPATK' (docs/product/monitoring.md § Reports, decision 0211): the drafts the decided
 * cases owe PPATK, soonest deadline first. Each row: the kind and reference, the deadline (past it
 * marked), the participant and their platform; the row opens the report. The page lives in the URL.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  PPATK_REPORTS_PAGE_SIZE,
  type PpatkReportItem,
} from '@kilau/shared';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
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
import { reportKindText } from './report-kind';

export default function PpatkReportsPage() {
  usePageTitle(MSG.ppatkReportsTitle);
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePpatkReports('draft', page);

  const columns: DataTableColumn<PpatkReportItem>[] = [
    {
      accessor: 'reference',
      title: MSG.ppatkReportsTitle,
      render: (r) => (
        <Stack gap={4} data-testid="ppatk-report">
          <Anchor component={Link} to={paths.ppatkReportDetail(r._id)} size="sm" fw={600}>
            {reportKindText(r)}
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
            <Badge size="sm" variant="light" color="gray">
              {MSG.ppatkReportStatusDraft}
            </Badge>
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
      {list.data && (
        <Text size="sm" c="dimmed" data-testid="ppatk-reports-total">
          {fillTemplate(MSG.ppatkReportsTotal, { count: list.data.total })}
        </Text>
      )}
      <ListState query={list} tableLoads>
        <PagedTable<PpatkReportItem>
          idAccessor="_id"
          records={list.data?.reports ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.ppatkReportsEmpty}
          total={list.data?.total ?? 0}
          pageSize={PPATK_REPORTS_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
