/**
 * The one place that keeps a KYC record's customer `state` and staff `status_nasabah` consistent
 * (architecture.md §5). Pure functions: the onboarding service and the back-office review compute every
 * new (state, status_nasabah) pair here and write both in one guarded UPDATE.
 *
 *   open ─personal→ customer ─work→ employment ─finance→ financial ─bank→ account ─contact→ contact
 *     ─attachments→ attachment ─submit→ submitted (status 2 new, or 7 waiting bank approval)
 *   submitted ─approve→ approved (4) · submitted ─reject→ reject (5) ─re-submit→ submitted
 *   approved ─blacklist→ approved (6) ─unblacklist→ approved (4)
 *   submitted (2, 7) ─resubmission request→ fix (8) ─resubmit→ submitted (the status it had)
 *
 * Before submission status_nasabah is null: staff lists never show a record still being filled in.
 */
import {
  advanceState,
  BANK_APPROVAL_BANK_CODES,
  CUSTOMER_STATES,
  type CustomerState,
  isEditableState,
  STATUS_NASABAH,
} from '@kilau/shared';

export interface CustomerStatus {
  state: CustomerState;
  statusNasabah: number | null;
}

export function isCustomerState(value: string): value is CustomerState {
  return (CUSTOMER_STATES as readonly string[]).includes(value);
}

export function parseState(value: string): CustomerState {
  if (!isCustomerState(value)) throw new Error(`unknown customer state ${value}`);
  return value;
}

/** Steps may be saved and the record submitted while this holds; otherwise the answer is 2004. */
export function canEdit(current: CustomerStatus): boolean {
  return isEditableState(current.state);
}

/** A step saved: the state moves forward only; the staff status is untouched (null, or 5 after a reject). */
export function afterStepSaved(current: CustomerStatus, stepState: CustomerState): CustomerStatus {
  if (!canEdit(current)) throw new Error(`step saved on a ${current.state} record`);
  return { state: advanceState(current.state, stepState), statusNasabah: current.statusNasabah };
}

/** The staff status a submitted record starts with: banks that approve first (CIMB) → 7, else 2. */
export function submittedStatus(bankCode: string | null): number {
  return (BANK_APPROVAL_BANK_CODES as readonly string[]).includes(bankCode ?? '')
    ? STATUS_NASABAH.waitingBank
    : STATUS_NASABAH.new;
}

export function afterSubmission(current: CustomerStatus, bankCode: string | null): CustomerStatus {
  if (!canEdit(current)) throw new Error(`submission of a ${current.state} record`);
  // A record being fixed goes back to the status it had (afterResubmit), not to a new one.
  if (current.state === 'fix') throw new Error('submission of a record being fixed');
  return { state: 'submitted', statusNasabah: submittedStatus(bankCode) };
}

export type ReviewAction =
  | 'bankApprove'
  | 'approve'
  | 'reject'
  | 'blacklist'
  | 'unblacklist'
  | 'listBlacklist';

/**
 * The back-office outcomes. Returns null when the action does not apply to the current status
 * (the caller answers 409). A record waiting for its bank (7) is approved by the bank first, which
 * puts it on the broker's new list (2); only then may the broker approve it. Either may be rejected.
 */
export function afterReview(
  current: CustomerStatus,
  action: ReviewAction,
  /** For unblacklist: whether the participant had been approved (holds a trading account). */
  opts: { approvedBefore?: boolean } = {},
): CustomerStatus | null {
  const s = current.statusNasabah;
  switch (action) {
    case 'bankApprove':
      return current.state === 'submitted' && s === STATUS_NASABAH.waitingBank
        ? { state: 'submitted', statusNasabah: STATUS_NASABAH.new }
        : null;
    case 'approve':
      return current.state === 'submitted' && s === STATUS_NASABAH.new
        ? { state: 'approved', statusNasabah: STATUS_NASABAH.accepted }
        : null;
    case 'reject':
      return current.state === 'submitted' && (s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank)
        ? { state: 'reject', statusNasabah: STATUS_NASABAH.rejected }
        : null;
    case 'blacklist':
      return current.state === 'approved' && s === STATUS_NASABAH.accepted
        ? { state: 'approved', statusNasabah: STATUS_NASABAH.blacklisted }
        : null;
    case 'listBlacklist':
      // A confirmed list match (decision 0111) blacklists from any live status: submitted (2, 7)
      // or approved (4).
      return (current.state === 'submitted' &&
        (s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank)) ||
        (current.state === 'approved' && s === STATUS_NASABAH.accepted)
        ? { state: 'approved', statusNasabah: STATUS_NASABAH.blacklisted }
        : null;
    case 'unblacklist':
      if (s !== STATUS_NASABAH.blacklisted) return null;
      // One blacklisted before approval (a confirmed list match) goes back to the broker's new
      // list, not to an account they never had.
      return opts.approvedBefore === false
        ? { state: 'submitted', statusNasabah: STATUS_NASABAH.new }
        : { state: 'approved', statusNasabah: STATUS_NASABAH.accepted };
  }
}

/**
 * A reviewer asks the customer to fix some documents or sections (decision 0112): a record waiting
 * for a review (2, or 7 waiting for its bank) moves to 'fix' / 8, where only the requested steps
 * open. Not a rejection: the customer's data stays, and the partners are told nothing. Null when the
 * record is not waiting for a review (the caller answers 409).
 */
export function afterResubmissionRequest(current: CustomerStatus): CustomerStatus | null {
  const s = current.statusNasabah;
  return current.state === 'submitted' && (s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank)
    ? { state: 'fix', statusNasabah: STATUS_NASABAH.needsFix }
    : null;
}

/**
 * The customer resubmits what was asked: back to the review, at the status the record had when the
 * request was made (2, or 7 when it still waits for its bank). Null when the record is not in 'fix'.
 */
export function afterResubmit(current: CustomerStatus, statusBefore: number): CustomerStatus | null {
  if (current.state !== 'fix' || current.statusNasabah !== STATUS_NASABAH.needsFix) return null;
  if (statusBefore !== STATUS_NASABAH.new && statusBefore !== STATUS_NASABAH.waitingBank) return null;
  return { state: 'submitted', statusNasabah: statusBefore };
}

/** Whether a (state, status_nasabah) pair is one this module can produce. */
export function isConsistent(s: CustomerStatus): boolean {
  const n = s.statusNasabah;
  switch (s.state) {
    case 'submitted':
      return n === STATUS_NASABAH.new || n === STATUS_NASABAH.waitingBank;
    case 'approved':
      return n === STATUS_NASABAH.accepted || n === STATUS_NASABAH.blacklisted;
    case 'reject':
      return n === STATUS_NASABAH.rejected;
    case 'fix':
      return n === STATUS_NASABAH.needsFix;
    default:
      return n === null;
  }
}
