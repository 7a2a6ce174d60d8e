import { DAY_MS } from '@kilau/shared';

/**
 * Due times in working time (decision 0112). A file is due REVIEW_DUE_WORKING_DAYS working days
 * after submission: days Monday to Friday in Jakarta time (UTC+7, no daylight saving), less the
 * configured public holidays. Working time is counted whole days at a time: a file submitted on
 * Friday 16:00 with two working days is due Tuesday 16:00; one submitted on Saturday counts from
 * Monday 00:00. While the customer fixes what a reviewer asked, the clock stops: the working time
 * left is kept and counted again from the resubmission.
 */
const WIB_OFFSET_MS = 7 * 60 * 60_000;

export interface WorkingCalendar {
  /** YYYY-MM-DD, Jakarta dates. */
  holidays: readonly string[];
}

/** The Jakarta calendar day of an instant, as days since the epoch. */
function wibDay(ms: number): number {
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS);
}

function isWorkingDay(day: number, cal: WorkingCalendar): boolean {
  // 1970-01-01 was a Thursday: (day + 4) % 7 gives 0 for Sunday, 6 for Saturday.
  const weekday = (day + 4) % 7;
  if (weekday === 0 || weekday === 6) return false;
  const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
  return !cal.holidays.includes(iso);
}

/** The start of the first working moment at or after `ms`. */
function nextWorkingMoment(ms: number, cal: WorkingCalendar): number {
  let day = wibDay(ms);
  if (isWorkingDay(day, cal)) return ms;
  do day++;
  while (!isWorkingDay(day, cal));
  return day * DAY_MS - WIB_OFFSET_MS;
}

/** `from` plus `workingMs` of working time. */
export function addWorkingTime(from: Date, workingMs: number, cal: WorkingCalendar): Date {
  let at = nextWorkingMoment(from.getTime(), cal);
  let left = workingMs;
  for (let guard = 0; guard < 3660; guard++) {
    const dayEnd = (wibDay(at) + 1) * DAY_MS - WIB_OFFSET_MS;
    if (at + left <= dayEnd) return new Date(at + left);
    left -= dayEnd - at;
    at = nextWorkingMoment(dayEnd, cal);
  }
  throw new Error('due time beyond ten years');
}

/** The working time between two instants (0 when `to` is not later). */
export function workingTimeBetween(from: Date, to: Date, cal: WorkingCalendar): number {
  let at = nextWorkingMoment(from.getTime(), cal);
  const end = to.getTime();
  let total = 0;
  for (let guard = 0; at < end && guard < 3660; guard++) {
    const dayEnd = (wibDay(at) + 1) * DAY_MS - WIB_OFFSET_MS;
    total += Math.min(dayEnd, end) - at;
    at = nextWorkingMoment(dayEnd, cal);
  }
  return total;
}

/** The due time of a file submitted at `submittedAt`. */
export function dueFrom(submittedAt: Date, workingDays: number, cal: WorkingCalendar): Date {
  return addWorkingTime(submittedAt, workingDays * DAY_MS, cal);
}
