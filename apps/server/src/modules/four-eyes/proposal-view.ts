/**
 * A proposal as the shared `proposalSchema` shows it to one caller (decision 0111): never the
 * sealed password, and whether this caller may decide it now, or why not. The four-eyes routes and
 * the screening panel (through index.ts, decision 0176) both answer through this one mapping.
 */
import {
  EDD_CHECKS,
  type EddChecklist,
  FOUR_EYES_DECIDE_ROLES,
  type FundsDeclarationView,
  MSG,
  type Proposal,
  RISK_LEVELS,
  RISK_SENIOR_FLAG_ROLES,
  RISK_SENIOR_ROLES,
  type RiskLevel,
} from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import type { AccessClaims } from '../auth/session.service';
import type { ProposalRow } from './proposals.repository';

const isRiskLevel = (v: string | undefined): v is RiskLevel =>
  (RISK_LEVELS as readonly string[]).includes(v ?? '');

export interface Caller {
  staffId: string;
  role: number | null;
  /** The account is flagged senior (staff_users.senior): read by `callerOf`. */
  senior: boolean;
}

/** The caller as the views and decisions read them: their role, and their account's senior flag. */
export async function callerOf(db: DbOrTx, claims: Pick<AccessClaims, 'sub' | 'role'>): Promise<Caller> {
  const [staff] = await db
    .select({ senior: staffUsers.senior })
    .from(staffUsers)
    .where(eq(staffUsers.id, claims.sub));
  return { staffId: claims.sub, role: claims.role ?? null, senior: staff?.senior === true };
}

/**
 * The EDD an approve proposal carries (docs/product/risk-rating.md § Enhanced due diligence), kept
 * in its payload as the checks joined and the note; null when it carries none.
 */
export function eddOf(
  row: Pick<ProposalRow, 'kind' | 'payload'>,
): (EddChecklist & { declaration: FundsDeclarationView | null }) | null {
  const p = row.payload;
  const note = p.edd_note;
  if (row.kind !== 'approve' || !note) return null;
  const listed = (p.edd_checks ?? '').split(',');
  // Kept by the approve effect when proposed (review/proposal-effects.ts, declarationPayload).
  const declaration =
    p.edd_declared_funds && p.edd_declared_wealth && p.edd_declaration_file && p.edd_declared_at
      ? {
          source_of_funds: p.edd_declared_funds,
          source_of_wealth: p.edd_declared_wealth,
          file_id: p.edd_declaration_file,
          declared_at: p.edd_declared_at,
        }
      : null;
  return { checks: EDD_CHECKS.filter((c) => listed.includes(c)), note, declaration };
}

/** The payload fields that keep an EDD (eddOf reads them back). */
export function eddPayload(edd: EddChecklist | undefined): Record<string, string> {
  return edd ? { edd_checks: edd.checks.join(','), edd_note: edd.note } : {};
}

/**
 * Whether a senior must decide it: the approval of a Tinggi participant (it carries EDD), or a
 * manual override that lowers the level (its effect marks it `needs_senior`, decision 0196).
 * proposals.repository.ts's 'to decide' filter reads the same two payload fields.
 */
export function needsSeniorChecker(row: Pick<ProposalRow, 'kind' | 'payload'>): boolean {
  return eddOf(row) !== null || row.payload.needs_senior === 'true';
}

/** A manual override's level and expiry, as the proposal keeps them; null for other kinds. */
export function overrideOf(row: Pick<ProposalRow, 'kind' | 'payload'>) {
  const level = row.payload.override_level;
  const expiresAt = row.payload.override_expires_at;
  if (row.kind !== 'risk_override' || !expiresAt || !isRiskLevel(level)) return null;
  return { level, expires_at: expiresAt };
}

/** A senior decides a Tinggi participant's approval: the super admin, or a broker admin flagged senior. */
const isSenior = (caller: Pick<Caller, 'role' | 'senior'>) =>
  caller.role !== null &&
  ((RISK_SENIOR_ROLES as readonly number[]).includes(caller.role) ||
    (caller.senior && (RISK_SENIOR_FLAG_ROLES as readonly number[]).includes(caller.role)));

/** Why this caller may not decide the proposal, or null when they may. */
export function cannotDecideReason(
  row: Pick<ProposalRow, 'kind' | 'status' | 'proposedBy' | 'payload'>,
  caller: Caller,
) {
  if (row.status !== 'pending') return MSG.proposalNotPending;
  if (row.proposedBy === caller.staffId) return MSG.proposalOwn;
  const roles: readonly number[] = FOUR_EYES_DECIDE_ROLES[row.kind];
  if (caller.role === null || !roles.includes(caller.role)) return MSG.proposalRoleCannotDecide;
  // A Tinggi participant's approval, proposed with EDD, and an override that lowers a level are a senior's.
  if (needsSeniorChecker(row) && !isSenior(caller)) return MSG.proposalNeedsSenior;
  return null;
}

/** Whether this caller decides the proposals that need a senior (the 'to decide' list and badge). */
export const decidesSeniorProposals = isSenior;

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
    case_id: row.caseId,
    report_id: row.reportId,
    match_source: row.matchSource,
    reason: row.reason,
    approve:
      row.kind === 'approve'
        ? { username: row.payload.username ?? '', account_no: row.payload.account_no ?? '' }
        : null,
    edd: eddOf(row),
    override: overrideOf(row),
    proposed_by: { id: row.proposedBy, fullname: row.proposerName },
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy ? { id: row.decidedBy, fullname: row.deciderName ?? '' } : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    can_decide: why === null,
    cannot_decide_reason: why,
  };
}
