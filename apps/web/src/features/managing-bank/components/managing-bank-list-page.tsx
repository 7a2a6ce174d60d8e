/**
 * /list-bank-account (docs/product/back-office.md § Screens; decision 0071): the participants' managing-bank accounts in the
 * caller's scope, filtered by status and platform, sorted by a column, 10 a page with the pager only
 * above 10 and 'No Data' when empty. The filters, the sort and the page live in the URL, so a
 * reload or a shared link shows the same view.
 */
import {
  BACKOFFICE_PAGE_SIZE,
  fillTemplate,
  MANAGING_BANK_SORT_FIELDS,
  MANAGING_BANK_STATUSES,
  type ManagingBank,
  type ManagingBankSortField,
  type ManagingBankStatus,
  MSG,
} from '@kilau/shared';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { DetailLink } from '../../../components/backoffice/detail-link';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PlatformFilter } from '../../../components/backoffice/platform-filter';
import { ListSearch } from '../../../components/ui/list-search';
import { PagedTable } from '../../../components/ui/paged-table';
import { TwoLineDate } from '../../../components/ui/two-line-date';
import { paths } from '../../../config/staff-paths';
import { useStaffPlatforms } from '../../../lib/staff/staff-platforms';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useManagingBankList } from '../api/managing-bank';
import { ManagingBankStatusBadge, STATUS_TEXT } from './managing-bank-status';

const dash = (v: string | null | undefined) => (v ? v : '-');
const ALL = 'all';

const isStatus = (v: string | null): v is ManagingBankStatus =>
  (MANAGING_BANK_STATUSES as readonly string[]).includes(v ?? '');
const isSortField = (v: string | null): v is ManagingBankSortField =>
  (MANAGING_BANK_SORT_FIELDS as readonly string[]).includes(v ?? '');

export default function ManagingBankListPage() {
  usePageTitle(MSG.managingBankTitle);
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const appName = params.get('app') ?? '';
  const sortParam = params.get('sort');
  const sortBy: ManagingBankSortField = isSortField(sortParam) ? sortParam : 'created_at';
  const sortDir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const search = params.get('q') ?? '';

  // The four statuses side by side are wider than a phone: there they stack.
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  const platforms = useStaffPlatforms(useStaffPrefix() ?? 'admin-broker');
  const list = useManagingBankList({
    page,
    status,
    appName: appName || undefined,
    q: search || undefined,
    sortBy,
    sortDir,
  });

  const columns: DataTableColumn<ManagingBank>[] = [
    { accessor: 'no', title: 'No', width: 36, render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1 },
    { accessor: 'fullname', title: MSG.managingBankColParticipant },
    { accessor: 'platform_name', title: MSG.colPlatform },
    { accessor: 'bank', title: MSG.colBank, render: (r) => dash(r.bank?.name) },
    { accessor: 'account_no', title: MSG.managingBankColAccountNo, render: (r) => dash(r.account_no) },
    { accessor: 'account_name', title: MSG.managingBankColAccountName, sortable: true },
    {
      accessor: 'status',
      title: MSG.managingBankColStatus,
      sortable: true,
      noWrap: true,
      render: (r) => <ManagingBankStatusBadge status={r.status} />,
    },
    {
      accessor: 'created_at',
      title: MSG.managingBankColCreatedAt,
      sortable: true,
      render: (r) => <TwoLineDate value={r.created_at} />,
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      render: (r) => <DetailLink to={paths.managingBankDetail(r.id)} of={r.fullname} />,
    },
  ];

  const sortStatus: DataTableSortStatus<ManagingBank> = { columnAccessor: sortBy, direction: sortDir };
  const total = list.data?.page_metadata.count ?? 0;
  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.managingBankTitle} />
      <ListSearch value={search} onSearch={(q) => setParam({ q: q || null, page: null })} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="managing-bank-status-label">
            {MSG.managingBankFilterStatus}
          </Text>
          <SegmentedControl
            aria-labelledby="managing-bank-status-label"
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={status ?? ALL}
            onChange={(v) => setParam({ status: v === ALL ? null : v, page: null })}
            data={[
              { value: ALL, label: MSG.managingBankStatusAll },
              ...MANAGING_BANK_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] })),
            ]}
          />
        </Stack>
        <PlatformFilter
          value={appName}
          options={(platforms.data ?? []).map((p) => ({ value: p.app_name, label: p.name }))}
          onChange={(app) => setParam({ app, page: null })}
        />
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<ManagingBank>
          idAccessor="id"
          // Nine columns beside the navigation at 1280 px: narrower cell padding lets them fit.
          horizontalSpacing={5}
          noRecordsText={search ? fillTemplate(MSG.participantSearchEmpty, { q: search }) : undefined}
          records={list.data?.managing_bank ?? []}
          columns={columns}
          fetching={list.isFetching}
          total={total}
          page={page}
          sortStatus={sortStatus}
          onSortStatusChange={(s) => {
            const column = String(s.columnAccessor);
            // A newly chosen column starts where a person expects it: names and statuses A→Z,
            // dates newest first; a second click on it turns it round.
            const dir = column !== sortBy ? (column.endsWith('_at') ? 'desc' : 'asc') : s.direction;
            setParam({
              sort: column === 'created_at' ? null : column,
              dir: dir === 'desc' ? null : dir,
              page: null,
            });
          }}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
