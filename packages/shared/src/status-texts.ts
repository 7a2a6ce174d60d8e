/**
 * The names the back-office gives to a participant's status_nasabah and to a customer account's
 * status. Not in format.ts on purpose: the customer's screens import format.ts, and the build copies
 * a small shared module whole into every chunk that uses it, so these two would carry the
 * back-office's message areas (backoffice, backoffice-records, workbench: 4.5 to 7 kB gzip per
 * page) into customer pages that never show them (decision 0110, "Third round").
 */
import { MSG } from './messages';

/**
 * A staff status_nasabah as the back-office names it ('-' for none or an unknown one). A closed
 * account's participant is 'Ditutup' whatever its review status still says (decision 0130).
 */
export function statusNasabahText(status: number | null, accountClosed = false): string {
  if (accountClosed) return MSG.statusClosed;
  switch (status) {
    case 2:
      return MSG.statusNew;
    case 4:
      return MSG.statusRegistered;
    case 5:
      return MSG.statusRejected;
    case 6:
      return MSG.statusBlacklisted;
    case 7:
      return MSG.statusWaitingBank;
    // The workbench's 'perlu perbaikan' (decision 0112): sent back to the customer for a fix.
    case 8:
      return MSG.statusNeedsFix;
    default:
      return '-';
  }
}

/** A customer account's status as the users directory names it. */
export function userStatusText(status: 'pending' | 'new' | 'active' | 'blocked' | 'closed'): string {
  switch (status) {
    case 'pending':
      return MSG.userStatusPending;
    case 'new':
      return MSG.userStatusNew;
    case 'active':
      return MSG.userStatusActive;
    case 'blocked':
      return MSG.userStatusBlocked;
    case 'closed':
      return MSG.statusClosed;
  }
}
