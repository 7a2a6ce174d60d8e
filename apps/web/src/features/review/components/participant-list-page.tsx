/**
 * The participant lists of docs/product/back-office.md § Screens (/nsb-baru, /nsb-terdaftar, /nsb-reject, /nsb-blacklist,
 * /esp-kyc, /esp-terdaftar, and ours /nsb-perbaikan): 10 a page, the pager only above 10, 'No Data'
 * when empty. The page and the filters live in the URL, so a reload or a shared link shows the same
 * view. The app routes each variant (app/backoffice/participant-list-screens.tsx) with case
 * ownership's columns and filters handed in (decision 0112). Compact rows on a wide screen, cards
 * and folded filters on a phone (decision 0134, participant-rows.tsx).
 */
import {
  fillTemplate,
  type KycListItem,
  MSG,
  RISK_LEVELS,
  RISK_READ_ROLES,
  ROLES,
  todayWib,
} from '@kilau/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DetailLink } from '../../../components/backoffice/detail-link';
import { FoldingFilters } from '../../../components/backoffice/folding-filters';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PlatformFilter } from '../../../components/backoffice/platform-filter';
import { RecordCards } from '../../../components/backoffice/record-cards';
import { RiskLevelFilter } from '../../../components/backoffice/risk-level-filter';
import { DateField } from '../../../components/ui/date-field-core';
import { ListSearch } from '../../../components/ui/list-search';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { useSession } from '../../../lib/session';
import { useStaffPlatforms } from '../../../lib/staff/staff-platforms';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import { useParticipants } from '../api/participants';
import { type UseCaseListSlot, useNoCaseSlot } from '../lib/case-slot';
import { LIST_VARIANTS, type ListVariant } from '../lib/list-variants';
import { ClosedBadge, ParticipantCard, participantColumns, type RowContext } from './participant-rows';
import { type ReviewDialogKind, ReviewRowActions, rowActionsWidth } from './review-actions-bar';
import { type ParticipantRef, ReasonModal, UnblacklistModal } from './review-modals';

type Dialog = {
  kind: ReviewDialogKind;
  participant: ParticipantRef;
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
  const readsRisk = role !== null && (RISK_READ_ROLES as readonly number[]).includes(role);
  const riskLevel = readsRisk ? (RISK_LEVELS.find((l) => l === params.get('risiko')) ?? null) : null;
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
    riskLevel: riskLevel ?? undefined,
    ...caseSlot.query,
  });

  const today = todayWib();
  // The super admin's all-platforms view opens its own detail route (docs/product/back-office.md § Screens /customer-detail).
  const detailPath = (id: string) =>
    variant === 'all-platforms'
      ? `${paths.customerDetail}?id=${encodeURIComponent(id)}`
      : paths.adminDetail(id);
  const navigate = useNavigate();
  const act = (kind: NonNullable<Dialog>['kind'], r: KycListItem) => {
    // An approval rests on the review checklist, which is on the detail (decision 0131): 'Terima'
    // opens the detail, never an approval dialog from the list.
    if (kind === 'approve' || kind === 'proposeApprove' || kind === 'bankApprove') {
      void navigate(detailPath(r._id));
      return;
    }
    setDialog({ kind, participant: { id: r._id, fullname: r.fullname } });
  };

  const phone = usePhoneWidth();
  const rows: RowContext = {
    config,
    page,
    caseSlot,
    actions: (r) => (
      <ReviewRowActions
        item={r}
        // A closed account (decision 0130) offers nothing: the list names it where the buttons were.
        before={r.account_closed && config.status !== null ? <ClosedBadge /> : undefined}
        onAction={(kind) => act(kind, r)}
        detailLink={<DetailLink to={detailPath(r._id)} size="compact-xs" />}
      />
    ),
  };
  const filtersSet = [platformId !== 'all', startDate, endDate, riskLevel].filter(Boolean).length;
  const actionsWidth = rowActionsWidth(list.data?.customers ?? []);

  const total = list.data?.total ?? 0;
  const noRecordsText = search ? fillTemplate(MSG.participantSearchEmpty, { q: search }) : undefined;
  const onPageChange = (p: number) => setParam({ page: p > 1 ? String(p) : null });
  const riskFilter = (compact: boolean) =>
    readsRisk && (
      <RiskLevelFilter
        compact={compact}
        value={riskLevel}
        onChange={(level) => setParam({ risiko: level, page: null })}
      />
    );
  const filters = superAdmin ? (
    phone && riskFilter(false)
  ) : (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <PlatformFilter
        value={platformId === 'all' ? null : platformId}
        options={(platforms.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
        onChange={(platform) => setParam({ platform, page: null })}
      />
      <DateField
        label={`${MSG.filterDateRange} (${MSG.filterFrom})`}
        value={startDate}
        maxDate={endDate || today}
        onChange={(v) => setParam({ start: v || null, page: null })}
        clearable
        w={{ base: '100%', xs: 230 }}
      />
      <DateField
        label={`${MSG.filterDateRange} (${MSG.filterTo})`}
        value={endDate}
        minDate={startDate || undefined}
        maxDate={today}
        onChange={(v) => setParam({ end: v || null, page: null })}
        clearable
        w={{ base: '100%', xs: 230 }}
      />
      {phone && riskFilter(false)}
    </Group>
  );
  return (
    <Stack gap="sm">
      {!phone && readsRisk ? (
        // On a wide screen the level is chosen beside the heading: the filters and the switches
        // below keep their one line each, and ten rows stay in view at 1280×800.
        <Group justify="space-between" align="center" gap="sm">
          <StaffPageHeading title={config.title} />
          {riskFilter(true)}
        </Group>
      ) : (
        <StaffPageHeading title={config.title} />
      )}
      {/* The search, then the filters beside it on a wide screen, folded away on a phone. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearch
          value={search}
          onSearch={(q) => setParam({ q: q || null, page: null })}
          width={phone ? undefined : 240}
        />
        {!phone && filters}
      </Group>
      {phone ? (
        <FoldingFilters active={filtersSet + (caseSlot.activeFilters ?? 0)}>
          {filters}
          {caseSlot.controls}
        </FoldingFilters>
      ) : (
        caseSlot.controls
      )}
      {role === ROLES.bankAdmin && (
        <Text fw={600}>
          {MSG.totalLabel}: {total}
        </Text>
      )}
      <ListState query={list} tableLoads>
        {phone ? (
          <RecordCards<KycListItem>
            records={list.data?.customers ?? []}
            idOf={(r) => r._id}
            total={total}
            page={page}
            fetching={list.isFetching}
            noRecordsText={noRecordsText}
            onPageChange={onPageChange}
            renderCard={(r, i) => (
              <ParticipantCard
                r={r}
                index={i}
                context={rows}
                detailLink={<DetailLink to={detailPath(r._id)} of={r.fullname} size="sm" />}
                onAction={(kind) => act(kind, r)}
              />
            )}
          />
        ) : (
          <PagedTable<KycListItem>
            // The table keeps the widths it was first drawn with: a page whose buttons need another
            // width draws it anew.
            key={actionsWidth}
            idAccessor="_id"
            density="compact"
            records={list.data?.customers ?? []}
            columns={participantColumns({ ...rows, actionsWidth })}
            fetching={list.isFetching}
            total={total}
            page={page}
            noRecordsText={noRecordsText}
            onPageChange={onPageChange}
          />
        )}
      </ListState>
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
