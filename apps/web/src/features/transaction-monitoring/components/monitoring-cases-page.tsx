/**
 * 'Kasus Pemantauan' (docs/product/monitoring.md § Screens, decision 0208): the open cases, soonest
 * due first. Each row: the case (its severity and LTKT mark, how many alerts, when it opened and
 * when it is due, overdue marked), then the participant and their platform; the row opens the
 * case. The page lives in the URL.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MONITORING_CASES_PAGE_SIZE,
  type MonitoringCaseItem,
  MSG,
} from '@kilau/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMonitoringCases } from '../api/monitoring-cases';
import { SeverityMarks } from './alert-parts';
import { CaseDue } from './case-due';

export default function MonitoringCasesPage() {
  usePageTitle(MSG.monitoringCasesTitle);
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMonitoringCases(page);

  // Two columns, as the alerts: a phone shows the whole case without scrolling sideways.
  const columns: DataTableColumn<MonitoringCaseItem>[] = [
    {
      accessor: 'severity',
      title: MSG.monitoringCaseColumn,
      render: (c) => (
        <Stack gap={4} data-testid="monitoring-case">
          <Anchor component={Link} to={paths.monitoringCaseDetail(c._id)} size="sm" fw={600}>
            {fillTemplate(MSG.monitoringCaseAlerts, { count: c.alerts })}
          </Anchor>
          <SeverityMarks severity={c.severity} ltkt={c.ltkt_candidate} />
          <CaseDue c={c} />
        </Stack>
      ),
    },
    {
      accessor: 'fullname',
      title: MSG.monitoringAlertParticipant,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {c.fullname ?? '-'}
          </Text>
          <Text size="xs" c="dimmed">
            {c.platform ?? '-'}
          </Text>
          <Text size="xs" c="dimmed">
            {MSG.monitoringCaseOpenedAt}: {formatWibDateTime(c.opened_at)}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.monitoringCasesTitle} intro={MSG.monitoringCasesIntro} />
      {list.data && (
        <Text size="sm" c="dimmed" data-testid="monitoring-cases-total">
          {fillTemplate(MSG.monitoringCasesTotal, { count: list.data.total })}
        </Text>
      )}
      <ListState query={list} tableLoads>
        <PagedTable<MonitoringCaseItem>
          idAccessor="_id"
          records={list.data?.cases ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.monitoringCasesEmpty}
          total={list.data?.total ?? 0}
          pageSize={MONITORING_CASES_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
