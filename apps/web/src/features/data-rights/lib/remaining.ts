/** The countdown to a request's due time, in words ('2 hari 5 jam', 'Terlambat 3 jam 10 menit'). */
import { MSG } from '@kilau/shared';
import { useEffect, useState } from 'react';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A duration in days and hours, hours and minutes, or minutes: the two largest units that count. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return fill(MSG.durationDaysHours, { d, h });
  if (h > 0) return fill(MSG.durationHoursMinutes, { h, m });
  return fill(MSG.durationMinutes, { m });
}

export interface Remaining {
  overdue: boolean;
  /** 'sisa 2 hari 5 jam' or 'Terlambat 3 jam 10 menit'. */
  text: string;
}

export function remaining(dueAt: string, now: number): Remaining {
  const left = new Date(dueAt).getTime() - now;
  return left >= 0
    ? { overdue: false, text: fill(MSG.dataRequestDueIn, { time: formatDuration(left) }) }
    : { overdue: true, text: fill(MSG.dataOverdueBy, { time: formatDuration(-left) }) };
}

/** The time now, renewed every `everyMs` (a minute by default): a countdown in minutes needs no more. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export { fill };
