/**
 * Which case buttons a row or the detail offers (decision 0112). The server's allowed_actions
 * decide as soon as they name any case action ('claim', 'release', 'reassign'). Until the review
 * rules offer them, the same rule as the claim routes is applied here: the broker's reviewers take
 * the files waiting for the broker (2), the bank's those waiting for the bank (7), a file nobody
 * holds; the holder or a supervisor frees it (the release route is the reviewers' prefixes); a
 * supervisor hands a waiting file on. The routes still refuse what the caller may not do.
 */
import {
  CASE_CLAIM_ROLES,
  CASE_SUPERVISOR_ROLES,
  type CaseTiming,
  type KycListItem,
  ROLES,
  STATUS_NASABAH,
} from '@kilau/shared';

export type CaseAction = 'claim' | 'release' | 'reassign';
const CASE_ACTIONS: readonly string[] = ['claim', 'release', 'reassign'];

type Item = Pick<KycListItem, 'allowed_actions' | 'unavailable_actions' | 'status_nasabah'> &
  Partial<Pick<KycListItem, 'account_closed'>> &
  CaseTiming;

const has = (roles: readonly number[], role: number | null) => role !== null && roles.includes(role);

function waitingFor(role: number | null): number[] {
  if (role === ROLES.bankAdmin) return [STATUS_NASABAH.waitingBank];
  if (role === ROLES.superAdmin) return [STATUS_NASABAH.new, STATUS_NASABAH.waitingBank];
  if (role === ROLES.brokerAdmin || role === ROLES.brokerViewer) return [STATUS_NASABAH.new];
  return [];
}

export function caseActionsFor(item: Item, role: number | null, callerId: string | null): Set<CaseAction> {
  // A closed account's file is nobody's to take, free or hand on (decision 0130).
  if (item.account_closed) return new Set();
  const named =
    item.allowed_actions.some((a) => CASE_ACTIONS.includes(a)) ||
    item.unavailable_actions.some((u) => CASE_ACTIONS.includes(u.action));
  if (named) return new Set(item.allowed_actions.filter((a): a is CaseAction => CASE_ACTIONS.includes(a)));
  const out = new Set<CaseAction>();
  const waiting = waitingFor(role).includes(item.status_nasabah);
  if (waiting && item.claim === null && has(CASE_CLAIM_ROLES, role)) out.add('claim');
  const supervisor = has(CASE_SUPERVISOR_ROLES, role);
  if (item.claim !== null && has(CASE_CLAIM_ROLES, role) && (item.claim.staff_id === callerId || supervisor))
    out.add('release');
  if (waiting && supervisor) out.add('reassign');
  return out;
}
