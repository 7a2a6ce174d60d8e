/**
 * Where a customer lands after login (decision 0002), from the KYC records that
 * GET /v2/kyc/customer/platform returns (an empty list also stands for the lookup's code 002).
 */
import { CUSTOMER_STATES, type CustomerState } from '@kilau/shared';
import { paths } from '../../config/paths';

/** Every state short of the finished ones: the customer still has the registration to fill in. */
const FINISHED: readonly CustomerState[] = ['submitted', 'approved'];
const IN_PROGRESS: readonly string[] = CUSTOMER_STATES.filter((s) => !FINISHED.includes(s));

function destinationOf(state: string): string {
  if (state === 'approved') return paths.dashboard;
  // A reviewer asked for a fix (decision 0112): the list of what to fix, not the first step.
  if (state === 'fix') return paths.registerFix;
  // The resume route picks the first unfinished step of the record's flow.
  if (IN_PROGRESS.includes(state)) return paths.registerResume;
  if (state === 'submitted') return paths.registerWaiting;
  return paths.accountStatus;
}

/** When one user has records on several platforms, the most useful one decides. */
const PRIORITY: readonly string[] = [
  paths.dashboard,
  paths.registerFix,
  paths.registerResume,
  paths.registerWaiting,
  paths.accountStatus,
];

export function destinationAfterLogin(customers: readonly { state: string }[]): string {
  if (customers.length === 0) return paths.platformChoice;
  const destinations = customers.map((c) => destinationOf(c.state));
  return PRIORITY.find((p) => destinations.includes(p)) ?? paths.accountStatus;
}

/**
 * The page a customer was sent to log in from, when it is one to return to: the video-call room
 * opened from the e-mail or SMS link (docs/product/back-office.md § Screens), or the one-time password link of the approval
 * or demo-account mail (decision 0090), or the mailed link of a copy of one's data (decision 0113).
 * Anything else (a registration step, a foreign URL) goes through the usual destination, which
 * knows the record's state.
 */
export function returnPathAfterLogin(from: unknown): string | null {
  if (typeof from !== 'string') return null;
  return /^\/(video-call|sandi-akun|data-saya\/unduh)\/[A-Za-z0-9_-]{1,100}$/.test(from) ? from : null;
}
