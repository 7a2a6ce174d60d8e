/**
 * /permintaan-data, 'Permintaan Data' (decision 0113): the customers' requests about their data,
 * each due 72 hours after it was made. Each row: the kind, the customer, when it was made, the due
 * time with its countdown ('Terlambat …' once past it) and the status; status, kind and page live
 * in the URL. Open requests come first by default.
 */
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
  DATA_REQUESTS_PAGE_SIZE,
  type DataRequestKind,
  type DataRequestStatus,
  formatWibDateTime,
  MSG,
  type StaffDataRequest,
} from '@kilau/shared';
import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { DetailLink } from '../../../../components/backoffice/detail-link';
import { ListState } from '../../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../../components/backoffice/page-heading';
import { PagedTable } from '../../../../components/ui/paged-table';
import { paths } from '../../../../config/staff-paths';
import { useStaffPrefix } from '../../../../lib/staff/staff-prefix';
import { useListParams } from '../../../../lib/use-list-params';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useStaffDataRequests } from '../../api/staff-data-requests';
import { correctionFieldLabel, KIND_TEXT, REQUEST_STATUS_COLOR, REQUEST_STATUS_TEXT } from '../../lib/labels';
import { useNow } from '../../lib/remaining';
import { DueCell } from './due-cell';

const ALL = 'all';
const isStatus = (v: string | null): v is DataRequestStatus =>
  (DATA_REQUEST_STATUSES as readonly string[]).includes(v ?? '');
const isKind = (v: string | null): v is DataRequestKind =>
  (DATA_REQUEST_KINDS as readonly string[]).includes(v ?? '');

export default function DataRequestsPage() {
  usePageTitle(MSG.dataRequestsStaffTitle);
  const prefix = useStaffPrefix() ?? 'admin-broker';
  const [params, setParam] = useListParams();
  const now = useNow();
  // No status in the URL: the open ones, what needs an answer. 'Semua' is written as status=all.
  const statusParam = params.get('status');
  const status = statusParam === ALL ? undefined : isStatus(statusParam) ? statusParam : 'open';
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStaffDataRequests(prefix, {
    page,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
  });

  const columns: DataTableColumn<StaffDataRequest>[] = [
    {
      accessor: 'kind',
      title: MSG.dataRequestColKind,
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {KIND_TEXT[r.kind]}
          </Text>
          {r.kind === 'correction' && (
            <Text size="xs" c="dimmed">
              {correctionFieldLabel(r.field)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'customer',
      title: MSG.dataRequestColCustomer,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.customer.fullname}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.customer.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'created_at',
      title: MSG.dataRequestColMade,
      render: (r) => <Text size="sm">{formatWibDateTime(r.created_at)}</Text>,
    },
    {
      accessor: 'due_at',
      title: MSG.dataRequestColDue,
      render: (r) => <DueCell dueAt={r.due_at} open={r.status === 'open'} now={now} />,
    },
    {
      accessor: 'status',
      title: MSG.dataRequestColStatus,
      render: (r) => (
        <Badge variant="light" color={REQUEST_STATUS_COLOR[r.status]}>
          {REQUEST_STATUS_TEXT[r.status]}
        </Badge>
      ),
    },
    {
      accessor: 'actions',
      title: '',
      render: (r) => <DetailLink to={paths.dataRequestDetail(r._id)} of={r.customer.fullname} />,
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.dataRequestsStaffTitle} intro={MSG.dataRequestsStaffIntro} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={MSG.dataRequestsFilterStatus}
          value={status ?? ALL}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setParam({ status: v === 'open' ? null : v, page: null });
          }}
          data={[
            ...DATA_REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_TEXT[s] })),
            { value: ALL, label: MSG.dataRequestsFilterAll },
          ]}
        />
        <NativeSelect
          label={MSG.dataRequestsFilterKind}
          value={kind ?? ALL}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setParam({ kind: v === ALL ? null : v, page: null });
          }}
          data={[
            { value: ALL, label: MSG.dataRequestsFilterAll },
            ...DATA_REQUEST_KINDS.map((k) => ({ value: k, label: KIND_TEXT[k] })),
          ]}
        />
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<StaffDataRequest>
          idAccessor="_id"
          records={list.data?.requests ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.dataRequestsNone}
          total={list.data?.total ?? 0}
          pageSize={DATA_REQUESTS_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
