/**
 * The participant lists of spec 002 §2 (/nsb-baru, /nsb-terdaftar, /nsb-reject, /nsb-blacklist,
 * /esp-kyc, /esp-terdaftar, and ours /nsb-perbaikan): 10 a page, the pager only above 10, 'No Data'
 * when empty. The page and the filters live in the URL, so a reload or a shared link shows the same
 * view. The app routes each variant (app/backoffice/participant-list-screens.tsx) with case
 * ownership's columns and filters handed in (decision 0112).
 */
import {
  BACKOFFICE_PAGE_SIZE,
  fillTemplate,
  formatDateId,
  formatWibDate,
  formatWibShort,
  type KycListItem,
  MSG,
  ROLES,
  statusNasabahText,
  todayWib,
} from '@kilau/shared';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { DetailLink } from '../../../components/backoffice/detail-link';
import { ListState } from '../../../components/backoffice/list-state';
import { PlatformFilter } from '../../../components/backoffice/platform-filter';
import { DateFilter } from '../../../components/ui/date-filter';
import { ListSearch } from '../../../components/ui/list-search';
import { PagedTable } from '../../../components/ui/paged-table';
import { TwoLineDate } from '../../../components/ui/two-line-date';
import { ValuePair } from '../../../components/ui/value-pair';
import { VideoStatusBadge } from '../../../components/ui/video-status-badge';
import { paths } from '../../../config/staff-paths';
import { useSession } from '../../../lib/session';
import { useStaffPlatforms } from '../../../lib/staff/staff-platforms';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { usePageTitle } from '../../../lib/use-page-title';
import { useListParams } from '../../../lib/use-query-params';
import { useParticipants } from '../api/participants';
import { type UseCaseListSlot, useNoCaseSlot } from '../lib/case-slot';
import { LIST_VARIANTS, type ListVariant } from '../lib/list-variants';
import { type ReviewDialogKind, ReviewRowActions } from './review-actions-bar';
import {
  ApproveModal,
  BankApproveModal,
  type ParticipantRef,
  ReasonModal,
  UnblacklistModal,
} from './review-modals';

const dash = (v: string | null | undefined) => (v ? v : '-');
const birth = (r: KycListItem) =>
  [r.place_of_birth, r.date_of_birth ? formatDateId(r.date_of_birth) : ''].filter(Boolean).join(', ') || '-';

/** "27 Nov 2026" over "03.16 WIB". */
function ShortTwoLineDate({ value }: { value: string }) {
  const parts = formatWibShort(value).split(' ');
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {parts.slice(0, 3).join(' ')}
      <br />
      {parts.slice(3).join(' ')}
    </Text>
  );
}

type Dialog = {
  kind: ReviewDialogKind;
  participant: ParticipantRef;
  bankCode?: string | null;
} | null;

export function ParticipantListPage({
  variant,
  useCaseSlot = useNoCaseSlot,
}: {
  variant: ListVariant;
  /** Case ownership's columns, filters and 'Berikutnya' (decision 0112), handed in by the app. */
  useCaseSlot?: UseCaseListSlot;
}) {
  const config = LIST_VARIANTS[variant];
  usePageTitle(config.title);
  const prefix = useStaffPrefix();
  const { role } = useSession();
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const platformId = params.get('platform') ?? 'all';
  const startDate = params.get('start') ?? '';
  const endDate = params.get('end') ?? '';
  const search = params.get('q') ?? '';
  const [dialog, setDialog] = useState<Dialog>(null);
  const superAdmin = role === ROLES.superAdmin;
  const caseSlot = useCaseSlot({
    prefix,
    waitingList: config.status === 2,
    needsFixList: config.status === 8,
    params,
    setParam,
    platformId: !superAdmin && platformId !== 'all' ? platformId : undefined,
  });

  const platforms = useStaffPlatforms(prefix ?? 'admin-broker');
  const list = useParticipants(prefix ?? 'admin-broker', {
    status: config.status,
    page,
    platformId: superAdmin ? 'all' : platformId,
    startDate: superAdmin ? undefined : startDate || undefined,
    endDate: superAdmin ? undefined : endDate || undefined,
    q: search || undefined,
    ...caseSlot.query,
  });

  const today = todayWib();
  // The super admin's all-platforms view opens its own detail route (spec 002 §2 /customer-detail).
  const detailPath = (id: string) =>
    variant === 'all-platforms'
      ? `${paths.customerDetail}?id=${encodeURIComponent(id)}`
      : paths.adminDetail(id);
  const act = (kind: NonNullable<Dialog>['kind'], r: KycListItem) =>
    setDialog({
      kind,
      participant: { id: r._id, fullname: r.fullname },
      bankCode: r.bank?.bank_code ?? null,
    });

  const columns: DataTableColumn<KycListItem>[] = [
    {
      accessor: 'no',
      title: 'No',
      width: 44,
      render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1,
    },
    {
      accessor: 'fullname',
      title: `${MSG.colName} / ${MSG.colPhone}`,
      render: (r) => <ValuePair first={dash(r.fullname)} second={dash(r.phonenumber)} />,
    },
    { accessor: 'birth', title: MSG.colBirth, render: birth },
    // Pairs share a column (ValuePair), so that every list fits beside the navigation at 1280 px.
    {
      accessor: 'platform_name',
      title: `${MSG.colPlatform} / ${MSG.colBank}`,
      render: (r) => <ValuePair first={r.platform_name} second={dash(r.bank?.name)} />,
    },
    config.broker
      ? {
          accessor: 'ktp_no',
          title: `${MSG.colNik} / ${MSG.colNpwp}`,
          render: (r: KycListItem) => <ValuePair first={r.ktp_no} second={dash(r.npwp_no)} />,
        }
      : { accessor: 'ktp_no', title: MSG.colNik },
    ...(config.status === 4
      ? [
          {
            accessor: 'account',
            title: `${MSG.colHoldingAccount} / ${MSG.colGoldAccount}`,
            render: (r: KycListItem) => (
              <ValuePair
                first={dash(r.trade_account.bank_account.etb_no)}
                second={dash(r.trade_account.bank_account.account_no)}
              />
            ),
          },
        ]
      : []),
    ...(config.status === 5 || config.status === 6
      ? [
          {
            accessor: 'description',
            title: MSG.colReason,
            width: 200,
            render: (r: KycListItem) => dash(r.description),
          },
        ]
      : []),
    ...(config.status === null
      ? [
          {
            accessor: 'status_nasabah',
            title: MSG.detailStatus,
            render: (r: KycListItem) => statusNasabahText(r.status_nasabah, r.account_closed),
          },
        ]
      : []),
    ...(config.status === 2
      ? [
          {
            accessor: 'video_status',
            title: MSG.videoColSchedule,
            // Narrower since the case columns joined this list (decision 0112): the badge wraps.
            width: 116,
            render: (r: KycListItem) => (
              <VideoStatusBadge status={r.video_status} schedule={r.video_schedule} wrap />
            ),
          },
        ]
      : []),
    ...caseSlot.columns,
    {
      accessor: 'created_at',
      title: caseSlot.underRegisteredTitle
        ? `${MSG.colRegisteredAt} / ${caseSlot.underRegisteredTitle}`
        : MSG.colRegisteredAt,
      render: (r) => {
        const date = config.broker ? <TwoLineDate value={r.created_at} /> : formatWibDate(r.created_at);
        if (!caseSlot.underRegistered) return date;
        return (
          <Stack gap={2}>
            {/* The short month keeps the column narrow beside the case columns (decision 0112). */}
            <div>{config.broker ? <ShortTwoLineDate value={r.created_at} /> : date}</div>
            {caseSlot.underRegistered(r)}
          </Stack>
        );
      },
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      // Wide enough for Detail and one decision side by side (more buttons and reasons wrap);
      // Detail alone where the list decides nothing (rejected, every platform).
      width: config.status === 5 || config.status === null ? 90 : 150,
      // The server says which buttons this row offers, as on the detail (review-actions-bar.tsx).
      render: (r) => (
        <Stack gap={4} align="flex-start">
          {/* A closed account (decision 0130) offers nothing: the list names it where the buttons were. */}
          {r.account_closed && config.status !== null && (
            <Badge color="gray" variant="light" data-testid="participant-closed">
              {MSG.statusClosed}
            </Badge>
          )}
          <ReviewRowActions
            item={r}
            onAction={(kind) => act(kind, r)}
            detailLink={<DetailLink to={detailPath(r._id)} />}
          />
        </Stack>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {config.title}
      </Title>
      <ListSearch value={search} onSearch={(q) => setParam({ q: q || null, page: null })} />
      {!superAdmin && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PlatformFilter
            value={platformId === 'all' ? null : platformId}
            options={(platforms.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
            onChange={(platform) => setParam({ platform, page: null })}
          />
          <DateFilter
            label={`${MSG.filterDateRange} (${MSG.filterFrom})`}
            value={startDate}
            maxDate={endDate || today}
            onChange={(v) => setParam({ start: v || null, page: null })}
            clearable
            w={210}
          />
          <DateFilter
            label={`${MSG.filterDateRange} (${MSG.filterTo})`}
            value={endDate}
            minDate={startDate || undefined}
            maxDate={today}
            onChange={(v) => setParam({ end: v || null, page: null })}
            clearable
            w={210}
          />
        </Group>
      )}
      {caseSlot.controls}
      {role === ROLES.bankAdmin && (
        <Text fw={600}>
          {MSG.totalLabel}: {total}
        </Text>
      )}
      <ListState query={list} tableLoads>
        <PagedTable<KycListItem>
          idAccessor="_id"
          records={list.data?.customers ?? []}
          columns={columns}
          fetching={list.isFetching}
          total={total}
          page={page}
          noRecordsText={search ? fillTemplate(MSG.participantSearchEmpty, { q: search }) : undefined}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
      <ApproveModal
        participant={
          dialog?.kind === 'approve' || dialog?.kind === 'proposeApprove' ? dialog.participant : null
        }
        propose={dialog?.kind === 'proposeApprove'}
        onClose={() => setDialog(null)}
      />
      <BankApproveModal
        participant={dialog?.kind === 'bankApprove' ? dialog.participant : null}
        bankCode={dialog?.bankCode ?? null}
        onClose={() => setDialog(null)}
      />
      <ReasonModal
        kind="reject"
        participant={dialog?.kind === 'reject' ? dialog.participant : null}
        onClose={() => setDialog(null)}
      />
      <ReasonModal
        kind="blacklist"
        participant={dialog?.kind === 'blacklist' ? dialog.participant : null}
        onClose={() => setDialog(null)}
      />
      <UnblacklistModal
        participant={dialog?.kind === 'unblacklist' ? dialog.participant : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
