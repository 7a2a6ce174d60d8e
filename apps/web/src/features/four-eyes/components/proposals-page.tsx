/**
 * /menunggu-persetujuan, 'Menunggu Persetujuan' (ours, decision 0111): the four-eyes proposals of
 * the caller's scope. 'Perlu keputusan saya' (pending ones the caller may decide, the navigation's
 * count), 'Pengajuan saya' and 'Semua', with a status filter for the last two; each row names the
 * decision, the participant (a link to the detail), the app, who proposed it, when and why, and
 * 'Periksa', which opens the proposal with its evidence; it is decided there, never from the row
 * (decision 0133). Scope, status, page and the open proposal live in the URL.
 */
import {
  BACKOFFICE_PAGE_SIZE,
  formatWibDateTime,
  MSG,
  PROPOSAL_STATUSES,
  type Proposal,
  type ProposalStatus,
  ROLES,
} from '@kilau/shared';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { useSession } from '../../../lib/session';
import { PROPOSAL_STATUS_COLOR, PROPOSAL_STATUS_TEXT } from '../../../lib/staff/proposal-status';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { type ProposalScope, useProposals } from '../api/proposals';
import { proposalKindText } from './proposal-decision';
import { type MatchViews, ProposalDrawer } from './proposal-drawer';

/** The URL's key of the proposal open in the drawer. */
export const PROPOSAL_PARAM = 'pengajuan';

const SCOPES: { value: ProposalScope; label: string }[] = [
  { value: 'to_decide', label: MSG.proposalScopeToDecide },
  { value: 'mine', label: MSG.proposalScopeMine },
  { value: 'all', label: MSG.proposalScopeAll },
];
const isScope = (v: string | null): v is ProposalScope => SCOPES.some((s) => s.value === v);
const isStatus = (v: string | null): v is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly string[]).includes(v ?? '');

export default function ProposalsPage({ matchViews }: { matchViews: MatchViews }) {
  usePageTitle(MSG.proposalsTitle);
  const prefix = useStaffPrefix() ?? 'admin-broker';
  const { role } = useSession();
  const [params, setParam] = useListParams();
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  const scopeParam = params.get('scope');
  const scope: ProposalScope = isScope(scopeParam) ? scopeParam : 'to_decide';
  const statusParam = params.get('status');
  // What waits for the caller's decision is pending by definition.
  const status: ProposalStatus = scope !== 'to_decide' && isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useProposals(prefix, { scope, status, page, limit: BACKOFFICE_PAGE_SIZE });
  const opened = params.get(PROPOSAL_PARAM);
  const open = (p: Proposal) => (
    <Button
      size="compact-sm"
      variant="light"
      w="fit-content"
      onClick={() => setParam({ [PROPOSAL_PARAM]: p.id })}
    >
      {MSG.proposalOpen}
    </Button>
  );
  // The super admin reads every platform through its own detail route (docs/product/back-office.md § Screens).
  const detailPath = (id: string) =>
    role === ROLES.superAdmin
      ? `${paths.customerDetail}?id=${encodeURIComponent(id)}`
      : paths.adminDetail(id);

  const columns: DataTableColumn<Proposal>[] = [
    {
      accessor: 'kind',
      title: MSG.proposalColKind,
      render: (p) => (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {proposalKindText(p)}
          </Text>
          {p.status !== 'pending' && (
            <Badge size="sm" variant="light" color={PROPOSAL_STATUS_COLOR[p.status]}>
              {PROPOSAL_STATUS_TEXT[p.status]}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'customer_name',
      title: MSG.proposalColParticipant,
      render: (p) => (
        <Anchor component={Link} to={detailPath(p.customer_id)} size="sm">
          {p.customer_name}
        </Anchor>
      ),
    },
    { accessor: 'app_name', title: MSG.proposalColApp },
    {
      accessor: 'proposed_by',
      title: MSG.proposalProposedBy,
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.proposed_by?.fullname ?? '-'}</Text>
          <Text size="xs" c="dimmed">
            {formatWibDateTime(p.proposed_at)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'reason',
      title: MSG.proposalReason,
      render: (p) => (
        <Text size="sm" lineClamp={4} maw={280} style={{ overflowWrap: 'anywhere' }}>
          {p.reason}
        </Text>
      ),
    },
    {
      accessor: 'actions',
      title: MSG.proposalColDecision,
      render: (p) =>
        p.status === 'pending' ? (
          <Stack gap={4} maw={220}>
            {open(p)}
            {!p.can_decide && (
              <Text size="xs" c="dimmed" data-testid="cannot-decide">
                {p.cannot_decide_reason ?? MSG.proposalPending}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap={0} maw={220}>
            {open(p)}
            <Text size="sm">
              {MSG.proposalDecidedBy}: {p.decided_by?.fullname ?? '-'}
            </Text>
            {p.decided_at && (
              <Text size="xs" c="dimmed">
                {formatWibDateTime(p.decided_at)}
              </Text>
            )}
            {p.decision_reason && (
              <Text size="xs" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {p.decision_reason}
              </Text>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.proposalsTitle} intro={MSG.proposalsIntro} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={MSG.proposalsTitle}
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          value={scope}
          onChange={(v) => setParam({ scope: v === 'to_decide' ? null : v, status: null, page: null })}
          data={SCOPES}
        />
        {scope !== 'to_decide' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="proposal-status-label">
              {MSG.proposalStatusFilter}
            </Text>
            <SegmentedControl
              aria-labelledby="proposal-status-label"
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth={narrow}
              value={status}
              onChange={(v) => setParam({ status: v === 'pending' ? null : v, page: null })}
              data={PROPOSAL_STATUSES.map((s) => ({ value: s, label: PROPOSAL_STATUS_TEXT[s] }))}
            />
          </Stack>
        )}
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<Proposal>
          idAccessor="id"
          horizontalSpacing={5}
          records={list.data?.proposals ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.proposalsEmpty}
          total={list.data?.total ?? 0}
          page={page}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
      <ProposalDrawer
        prefix={prefix}
        proposalId={opened}
        onClose={() => setParam({ [PROPOSAL_PARAM]: null })}
        matchViews={matchViews}
        detailPath={detailPath}
      />
    </Stack>
  );
}
