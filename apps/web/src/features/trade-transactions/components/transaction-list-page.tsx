/**
 * /transaction (docs/product/back-office.md § Screens, Calls): the trade transactions in the caller's scope, with every filter of
 * the product (search, platform, traded date, status, contract, type, direction, condition)
 * and the sort, all kept in the URL; 10 a page, the pager only above 10, 'No Data' when empty.
 */
import {
  BACKOFFICE_PAGE_SIZE,
  CONTRACT_SIZES,
  formatWibDateTime,
  MSG,
  TRADE_CONDITIONS,
  TRADE_DIRECTIONS,
  TRADE_SORTS,
  TRADE_STATUSES,
  TRADE_TYPES,
  type TradeRow,
  todayWib,
} from '@kilau/shared';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { type ChangeEvent, useEffect, useState } from 'react';
import { DetailLink } from '../../../components/backoffice/detail-link';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PlatformFilter } from '../../../components/backoffice/platform-filter';
import { DateField } from '../../../components/ui/date-field-core';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTradeAppNames, useTradeTransactions } from '../api/trade-transactions';
import { filtersFromUrl, URL_KEYS } from '../lib/trade-filters';
import {
  CONDITION_TEXT,
  DIRECTION_TEXT,
  formatAmount,
  SORT_TEXT,
  STATUS_COLOR,
  STATUS_TEXT,
  TYPE_TEXT,
} from '../lib/trade-text';

const SEARCH_DEBOUNCE_MS = 500;
const ALL = '';
const options = <T extends string>(list: readonly T[], text: Record<T, string>) => [
  { value: ALL, label: MSG.tradeFilterAll },
  ...list.map((v) => ({ value: v, label: text[v] })),
];

const nowrap = { whiteSpace: 'nowrap' } as const;

const columns = (page: number, listSearch: string): DataTableColumn<TradeRow>[] => [
  { accessor: 'no', title: 'No', width: 48, render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1 },
  {
    accessor: 'transaction_id',
    title: MSG.tradeColTransaction,
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={nowrap}>
          {r.transaction_id}
        </Text>
        <Text size="xs" c="dimmed" style={nowrap}>
          {formatWibDateTime(r.traded_at)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'fullname',
    title: MSG.tradeColParticipant,
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {r.fullname}
        </Text>
        <Text size="xs" c="dimmed" style={nowrap}>
          {[r.account_no, r.app_name].filter(Boolean).join(' · ') || '-'}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'contract_size',
    title: MSG.tradeColContract,
    cellsStyle: () => nowrap,
    render: (r) => `${r.contract_size} × ${r.quantity}`,
  },
  {
    // Side, type and time-in-force read as one order ("Beli · Limit · GTC"): one column, not three.
    accessor: 'type',
    title: MSG.tradeDetailOrder,
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {DIRECTION_TEXT[r.direction]}
        </Text>
        <Text size="xs" c="dimmed" style={nowrap}>
          {`${TYPE_TEXT[r.type]} · ${r.condition.toUpperCase()}`}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'status',
    title: MSG.tradeColStatus,
    render: (r) => (
      <Badge color={STATUS_COLOR[r.status]} variant="light" radius="sm" miw="max-content">
        {STATUS_TEXT[r.status]}
      </Badge>
    ),
  },
  {
    accessor: 'settlement_amount',
    title: MSG.tradeColSettlement,
    textAlign: 'right',
    cellsStyle: () => nowrap,
    render: (r) => formatAmount(r.settlement_amount, r.currency),
  },
  {
    accessor: 'actions',
    title: MSG.colAction,
    render: (r) => (
      <DetailLink
        to={paths.transactionDetail(r.id)}
        of={r.transaction_id}
        // The detail's back button returns to this very view.
        state={{ listSearch }}
      />
    ),
  },
];

export default function TransactionListPage() {
  usePageTitle(MSG.tradeListTitle);
  const [params, setUrlParam, setParams] = useListParams();
  const filters = filtersFromUrl(params);
  const page = filters.page;
  const list = useTradeTransactions(filters);
  const appNames = useTradeAppNames();
  const today = todayWib();

  const setParam = (changes: Partial<Record<keyof typeof URL_KEYS, string | null>>) =>
    setUrlParam({
      ...Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [URL_KEYS[k as keyof typeof URL_KEYS], v]),
      ),
      // Any filter change starts again from the first page.
      ...('page' in changes ? {} : { [URL_KEYS.page]: null }),
    });

  // The search box types freely; the URL (and the request) follow 500 ms after the last key.
  const urlSearch = params.get(URL_KEYS.search) ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search writes the URL
  useEffect(() => {
    if (debounced.trim() !== urlSearch) setParam({ search: debounced.trim() || null });
  }, [debounced]);
  // A change of the URL from elsewhere (back, reset) shows in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only
  useEffect(() => {
    if (urlSearch !== search.trim()) setSearch(urlSearch);
  }, [urlSearch]);

  const select = (key: keyof typeof URL_KEYS) => (e: ChangeEvent<HTMLSelectElement>) =>
    setParam({ [key]: e.currentTarget.value || null });
  const filtered = [...params.keys()].some((k) => k !== URL_KEYS.page);
  const total = list.data?.total_rows ?? 0;

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.tradeListTitle} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={MSG.tradeSearchLabel}
          placeholder={MSG.tradeSearchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={300}
          type="search"
        />
        <PlatformFilter
          value={filters.platform}
          options={(appNames.data ?? []).map((a) => ({ value: a, label: a }))}
          onChange={(platform) => setParam({ platform })}
        />
        <DateField
          label={MSG.tradeFilterDateFrom}
          placeholder={MSG.tradeFilterDatePlaceholder}
          value={filters.start_date ?? ''}
          maxDate={filters.end_date || today}
          onChange={(v) => setParam({ start: v || null })}
          clearable
          w={210}
        />
        <DateField
          label={MSG.tradeFilterDateTo}
          placeholder={MSG.tradeFilterDatePlaceholder}
          value={filters.end_date ?? ''}
          minDate={filters.start_date || undefined}
          maxDate={today}
          onChange={(v) => setParam({ end: v || null })}
          clearable
          w={210}
        />
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={MSG.tradeFilterStatus}
          value={filters.status ?? ALL}
          onChange={select('status')}
          data={options(TRADE_STATUSES, STATUS_TEXT)}
        />
        <NativeSelect
          label={MSG.tradeFilterContract}
          value={filters.contract_id === undefined ? ALL : String(filters.contract_id)}
          onChange={select('contract')}
          data={[
            { value: ALL, label: MSG.tradeFilterAll },
            ...Object.entries(CONTRACT_SIZES).map(([id, size]) => ({ value: id, label: size })),
          ]}
        />
        <NativeSelect
          label={MSG.tradeFilterType}
          value={filters.type ?? ALL}
          onChange={select('type')}
          data={options(TRADE_TYPES, TYPE_TEXT)}
        />
        <NativeSelect
          label={MSG.tradeFilterDirection}
          value={filters.direction ?? ALL}
          onChange={select('direction')}
          data={options(TRADE_DIRECTIONS, DIRECTION_TEXT)}
        />
        <NativeSelect
          label={MSG.tradeFilterCondition}
          value={filters.condition ?? ALL}
          onChange={select('condition')}
          data={options(TRADE_CONDITIONS, CONDITION_TEXT)}
        />
        <NativeSelect
          label={MSG.tradeFilterSort}
          value={filters.orderByQuery}
          onChange={(e) =>
            setParam({ sort: e.currentTarget.value === TRADE_SORTS[0] ? null : e.currentTarget.value })
          }
          data={TRADE_SORTS.map((s) => ({ value: s, label: SORT_TEXT[s] }))}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setParams({})}>
            {MSG.tradeFilterReset}
          </Button>
        )}
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<TradeRow>
          idAccessor="id"
          records={list.data?.rows ?? []}
          columns={columns(page, params.toString() ? `?${params}` : '')}
          fetching={list.isFetching}
          total={total}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
