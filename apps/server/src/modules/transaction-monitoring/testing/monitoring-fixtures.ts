/** What the monitoring's integration tests share: a recent working week inside every look-back. */
import { DAY_MS, HOUR_MS } from '@kilau/shared';

const WIB_MS = 7 * HOUR_MS;

/** A Tuesday (Jakarta) two to three weeks ago: that week's working days are all past and in the look-back. */
export function recentTuesday(): string {
  let at = Date.now() - 20 * DAY_MS;
  while (new Date(at + WIB_MS).getUTCDay() !== 2) at += DAY_MS;
  return new Date(at + WIB_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
