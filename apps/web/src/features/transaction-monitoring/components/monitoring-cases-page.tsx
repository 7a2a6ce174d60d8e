/**
 * 'Kasus Pemantauan' (docs/product/monitoring.md § Screens, decisions 0208 and 0209): the open
 * cases, soonest due first, or the closed or escalated ones, newest first. Each row: the case (its
 * severity and LTKT mark, how many alerts, when it is due, overdue marked, a decision waiting for a
 * second officer, when it was decided), then the participant and their platform; the row opens
 * the case. The status and page live in the URL.
 */
import {
  fillTemplate,
  formatWibDateTime,
  MONITORING_CASES_PAGE_SIZE,
  type MonitoringCaseItem,
  type MonitoringCaseStatus,
  MSG,
} from '@kilau/shared';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { FormAlert } from '../../../components/ui/form-alert';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMonitoringCases, useNextMonitoringCase } from '../api/monitoring-cases';
import { SeverityMarks } from './alert-parts';
import { CaseDue } from './case-due';
import { isCaseStatus } from './case-status';

const EMPTY: Readonly<Record<MonitoringCaseStatus, string>> = {
  open: MSG.monitoringCasesEmpty,
  closed: MSG.monitoringCasesEmptyClosed,
  escalated: MSG.monitoringCasesEmptyEscalated,
};

export default function MonitoringCasesPage() {
  usePageTitle(MSG.monitoringCasesTitle);
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = params.get('status');
  const status: MonitoringCaseStatus = isCaseStatus(asked) ? asked : 'open';
  const list = useMonitoringCases(status, page);
  const next = useNextMonitoringCase();
  const navigate = useNavigate();
  const [nextFailure, setNextFailure] = useState('');
  const takeNext = () => {
    setNextFailure('');
    next.mutate(undefined, {
      onSuccess: (r) => navigate(paths.monitoringCaseDetail(r.data.id)),
      onError: (err) => setNextFailure(errorMessage(err)),
    });
  };

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
          {c.status === 'open' ? (
            <CaseDue c={c} />
          ) : (
            <Text size="xs" c="dimmed">
              {MSG.monitoringCaseDecidedAt}: {c.decided_at ? formatWibDateTime(c.decided_at) : '-'}
            </Text>
          )}
          {c.pending_decision && (
            <Badge size="sm" color="orange.9" variant="light" data-testid="monitoring-case-awaiting">
              {MSG.monitoringCaseAwaitingSecond}
            </Badge>
          )}
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
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={MSG.monitoringCasesStatusFilter}
          value={status}
          onChange={(v) => setParam({ status: v === 'open' ? null : v, page: null })}
          data={[
            { value: 'open', label: MSG.monitoringCaseStatusOpen },
            { value: 'closed', label: MSG.monitoringCasesFilterClosed },
            { value: 'escalated', label: MSG.monitoringCasesFilterEscalated },
          ]}
          style={{ maxWidth: '100%' }}
        />
        {/* 'Berikutnya': the case she works on, else the next one due, taken and opened. */}
        <Button size="sm" loading={next.isPending} onClick={takeNext}>
          {MSG.caseNext}
        </Button>
      </Group>
      <FormAlert>{nextFailure}</FormAlert>
      {list.data && (
        <Text size="sm" c="dimmed" data-testid="monitoring-cases-total">
          {fillTemplate(status === 'open' ? MSG.monitoringCasesTotal : MSG.monitoringCasesTotalOf, {
            count: list.data.total,
          })}
        </Text>
      )}
      <ListState query={list} tableLoads>
        <PagedTable<MonitoringCaseItem>
          idAccessor="_id"
          records={list.data?.cases ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={EMPTY[status]}
          total={list.data?.total ?? 0}
          pageSize={MONITORING_CASES_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
