/**
 * A proposal as the shared `proposalSchema` shows it to one caller (decision 0111): never the
 * sealed password, and whether this caller may decide it now, or why not. The four-eyes routes and
 * the screening panel (through index.ts, decision 0176) both answer through this one mapping.
 */
import { FOUR_EYES_DECIDE_ROLES, MSG, type Proposal } from '@kilau/shared';
import type { ProposalRow } from './proposals.repository';

export interface Caller {
  staffId: string;
  role: number | null;
}

/** Why this caller may not decide the proposal, or null when they may. */
export function cannotDecideReason(row: Pick<ProposalRow, 'kind' | 'status' | 'proposedBy'>, caller: Caller) {
  if (row.status !== 'pending') return MSG.proposalNotPending;
  if (row.proposedBy === caller.staffId) return MSG.proposalOwn;
  const roles: readonly number[] = FOUR_EYES_DECIDE_ROLES[row.kind];
  if (caller.role === null || !roles.includes(caller.role)) return MSG.proposalRoleCannotDecide;
  return null;
}

export function proposalView(row: ProposalRow, caller: Caller): Proposal {
  const why = cannotDecideReason(row, caller);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customer_id: row.customerId,
    customer_name: row.customerName,
    app_name: row.appName,
    match_id: row.matchId,
    match_source: row.matchSource,
    reason: row.reason,
    approve:
      row.kind === 'approve'
        ? { username: row.payload.username ?? '', account_no: row.payload.account_no ?? '' }
        : null,
    proposed_by: { id: row.proposedBy, fullname: row.proposerName },
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy ? { id: row.decidedBy, fullname: row.deciderName ?? '' } : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    can_decide: why === null,
    cannot_decide_reason: why,
  };
}
