/**
 * 'Pengkinian Data' (decision 0194): the approved participants whose periodic review is due within
 * 30 days or overdue (or every scheduled review), earliest first. Each row: the participant and their
 * platform, the due date with 'Terlambat' once past it, and the reminders sent; state and page live
 * in the URL. The broker's reviewers see their platforms' participants, the super admin everyone.
 */
import {
  fillTemplate,
  formatWibDate,
  MSG,
  PERIODIC_REVIEW_STATES,
  PERIODIC_REVIEWS_PAGE_SIZE,
  type PeriodicReviewItem,
  type PeriodicReviewState,
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
import { useStaffPeriodicReviews } from '../../api/staff-periodic-reviews';
import { OverdueBadge } from './overdue-badge';

const STATE_TEXT: Record<PeriodicReviewState, string> = {
  due: MSG.periodicReviewsStateDue,
  overdue: MSG.periodicReviewsStateOverdue,
  all: MSG.periodicReviewsStateAll,
};
const isState = (v: string | null): v is PeriodicReviewState =>
  (PERIODIC_REVIEW_STATES as readonly string[]).includes(v ?? '');

function Reminders({ r }: { r: PeriodicReviewItem }) {
  if (!r.reminded_30_at && !r.reminded_7_at)
    return (
      <Text size="xs" c="dimmed">
        {MSG.periodicReviewNoReminder}
      </Text>
    );
  return (
    <Stack gap={0}>
      {r.reminded_30_at && (
        <Text size="xs">
          {fillTemplate(MSG.periodicReviewReminded30, { date: formatWibDate(r.reminded_30_at) })}
        </Text>
      )}
      {r.reminded_7_at && (
        <Text size="xs">
          {fillTemplate(MSG.periodicReviewReminded7, { date: formatWibDate(r.reminded_7_at) })}
        </Text>
      )}
    </Stack>
  );
}

export default function PeriodicReviewsPage() {
  usePageTitle(MSG.periodicReviewsStaffTitle);
  const prefix = useStaffPrefix() ?? 'admin-broker';
  const [params, setParam] = useListParams();
  const stateParam = params.get('state');
  const state: PeriodicReviewState = isState(stateParam) ? stateParam : 'due';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStaffPeriodicReviews(prefix, { state, page });
  const detail = (id: string) =>
    prefix === 'super-admin' ? `${paths.customerDetail}?id=${encodeURIComponent(id)}` : paths.adminDetail(id);

  const columns: DataTableColumn<PeriodicReviewItem>[] = [
    {
      accessor: 'fullname',
      title: MSG.periodicReviewColParticipant,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.fullname ?? '-'}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
          {/* The platform under the name, not a column of its own: the due date keeps its room on a phone. */}
          <Text size="xs" c="dimmed">
            {MSG.periodicReviewColPlatform}: {r.platform ?? '-'}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'due_at',
      title: MSG.periodicReviewColDue,
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatWibDate(r.due_at)}
          </Text>
          {r.overdue && <OverdueBadge />}
        </Stack>
      ),
    },
    {
      accessor: 'reminders',
      title: MSG.periodicReviewColReminders,
      render: (r) => <Reminders r={r} />,
    },
    {
      accessor: 'actions',
      title: '',
      render: (r) => <DetailLink to={detail(r._id)} of={r.fullname ?? r.email} />,
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.periodicReviewsStaffTitle} intro={MSG.periodicReviewsStaffIntro} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={MSG.periodicReviewsFilterState}
          value={state}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setParam({ state: v === 'due' ? null : v, page: null });
          }}
          data={PERIODIC_REVIEW_STATES.map((s) => ({ value: s, label: STATE_TEXT[s] }))}
        />
        {list.data && list.data.overdue > 0 && (
          <Badge color="red.9" variant="filled" size="lg" data-testid="periodic-review-overdue-count">
            {MSG.periodicReviewOverdueCount}: {list.data.overdue}
          </Badge>
        )}
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<PeriodicReviewItem>
          idAccessor="_id"
          records={list.data?.reviews ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.periodicReviewsNone}
          total={list.data?.total ?? 0}
          pageSize={PERIODIC_REVIEWS_PAGE_SIZE}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
    </Stack>
  );
}
