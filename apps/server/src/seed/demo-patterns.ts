/**
 * The patterns planted in the demo's activity for the compliance officer (docs/product/monitoring.md
 * § Rules): each on a seeded participant of its own, named by trading account (the participants are
 * drawn from a fixed seed, so the same account is always the same person; the README names them).
 * Never on the approved demo customer (88100000): the browser test of the monitoring counts her
 * alerts and cases.
 */
import { DAY_MS, HOUR_MS } from '@kilau/shared';

export const PLANTED = {
  /** Cash top-ups of Rp 525,000,000 on one working day: an LTKT candidate (`daily_cumulative`). */
  ltktCashDay: '88100035',
  /** Three cash top-ups just below Rp 500,000,000 on three working days of one week (`structuring`). */
  structuring: '88100039',
  /** A buy and a sell of 200 g (contract 1), about Rp 300,000,000 each, hours apart (`rapid_round_trip`). */
  roundTrip: '88100041',
  /**
   * A buy of 200 g (contract 1), about Rp 305,000,000, then the 200 g taken out as bars two working
   * days later (`withdrawal_after_buy`).
   */
  withdrawalAfterBuy: '88100044',
} as const;

/** Days on which a planted participant has nothing but its pattern, around it. */
export const PLANTED_QUIET_DAYS = 4;

const WIB_MS = 7 * HOUR_MS;

/** Midnight (Jakarta) of the Jakarta day holding `ms`. */
function wibMidnight(ms: number): number {
  return Math.floor((ms + WIB_MS) / DAY_MS) * DAY_MS - WIB_MS;
}

/**
 * A working day as monitoring.md § One working day counts them (Monday to Friday in Jakarta, not a
 * holiday of REVIEW_HOLIDAYS), answered as its Jakarta midnight.
 */
function isWorkingDay(midnight: number, holidays: readonly string[]): boolean {
  const local = new Date(midnight + WIB_MS);
  const weekday = local.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(local.toISOString().slice(0, 10));
}

/**
 * The Jakarta midnights of `count` consecutive working days, the first the latest working day at
 * least `daysAgo` days before `now`. A planted day is a plain working day, so that a Saturday is
 * never merged into the Monday after it and the pattern reads as it was planted.
 */
export function workingDaysAgo(now: Date, daysAgo: number, holidays: readonly string[], count = 1): number[] {
  let day = wibMidnight(now.getTime() - daysAgo * DAY_MS);
  while (!isWorkingDay(day, holidays)) day -= DAY_MS;
  const days = [day];
  while (days.length < count) {
    day += DAY_MS;
    if (isWorkingDay(day, holidays)) days.push(day);
  }
  return days;
}

/** `midnight` (Jakarta) plus a time of day, `hh:mm`. */
export const atWib = (midnight: number, hours: number, minutes = 0) =>
  new Date(midnight + hours * HOUR_MS + minutes * 60_000);

/**
 * The planted buy and physical withdrawal: the Jakarta midnights of the buy's day, about two weeks
 * ago, and of the second working day after it (at most four calendar days later, inside
 * withdrawal_after_buy's 7). The trades' seed and the withdrawals' seed each ask it: the rule counts
 * calendar days, so the holidays do not matter here, as for the round trip.
 */
export function withdrawalAfterBuyDays(now: Date): { buy: number; withdrawal: number } {
  const [buy = 0, , withdrawal = 0] = workingDaysAgo(now, 15, [], 3);
  return { buy, withdrawal };
}
