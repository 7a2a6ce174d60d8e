/**
 * 'Pemantauan Transaksi' (docs/product/monitoring.md § Screens, decision 0205): the compliance
 * officer's alerts, newest first. Each row: the scenario with its severity and 'Kandidat LTKT'
 * where the cash reached the threshold, what was counted (how many, their rupiah against the
 * threshold, from the first to the last); then the participant, their platform and when it was
 * raised. Scenario and page live in the URL.
 */
import {
  fillTemplate,
  formatWibDateTime,
  isMonitoringScenarioKind,
  MONITORING_ALERTS_PAGE_SIZE,
  MONITORING_SCENARIO_KINDS,
  MONITORING_SCENARIO_LABELS,
  type MonitoringAlertItem,
  MSG,
} from '@kilau/shared';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMonitoringAlerts } from '../api/monitoring-alerts';
import { AlertScenario } from './alert-parts';

export default function MonitoringAlertsPage() {
  usePageTitle(MSG.monitoringAlertsTitle);
  const [params, setParam] = useListParams();
  const kindParam = params.get('kind');
  const kind = isMonitoringScenarioKind(kindParam) ? kindParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMonitoringAlerts({ kind, page });

  // Two columns, so that a phone shows the whole alert without scrolling sideways: what was seen
  // (the scenario, its marks and what it counted), and whom (the participant, platform and time).
  const columns: DataTableColumn<MonitoringAlertItem>[] = [
    {
      accessor: 'kind',
      title: MSG.monitoringAlertScenario,
      render: (a) => <AlertScenario a={a} />,
    },
    {
      accessor: 'fullname',
      title: MSG.monitoringAlertParticipant,
      render: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {a.fullname ?? '-'}
          </Text>
          <Text size="xs" c="dimmed">
            {a.platform ?? '-'}
          </Text>
          <Text size="xs" c="dimmed">
            {MSG.monitoringAlertRaisedAt}: {formatWibDateTime(a.raised_at)}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.monitoringAlertsTitle} intro={MSG.monitoringAlertsIntro} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={MSG.monitoringAlertsScenarioFilter}
          value={kind ?? ''}
          onChange={(e) => setParam({ kind: e.currentTarget.value || null, page: null })}
          data={[
            { value: '', label: MSG.monitoringAlertsScenarioAll },
            ...MONITORING_SCENARIO_KINDS.map((k) => ({ value: k, label: MONITORING_SCENARIO_LABELS[k] })),
          ]}
        />
        {list.data && (
          <Text size="sm" c="dimmed" data-testid="monitoring-alerts-total">
            {fillTemplate(MSG.monitoringAlertsTotal, { count: list.data.total })}
          </Text>
        )}
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<MonitoringAlertItem>
          idAccessor="_id"
          records={list.data?.alerts ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={kind ? MSG.monitoringAlertsEmptyFiltered : MSG.monitoringAlertsEmpty}
          total={list.data?.total ?? 0}
          pageSize={MONITORING_ALERTS_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
