import { DAY_MS, HOUR_MS } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { addWorkingTime, dueFrom, workingTimeBetween } from './due-time';

const cal = { holidays: ['2026-12-25'] };
const wib = (s: string) => new Date(`${s}+07:00`);

describe('due times in working days, Jakarta time', () => {
  it('counts two working days from a Tuesday afternoon to Thursday afternoon', () => {
    expect(dueFrom(wib('2026-11-24T15:30:00'), 2, cal)).toEqual(wib('2026-11-26T15:30:00'));
  });

  it('skips the weekend: Friday 16:00 is due Tuesday 16:00', () => {
    expect(dueFrom(wib('2026-11-27T16:00:00'), 2, cal)).toEqual(wib('2026-12-01T16:00:00'));
  });

  it('counts a Saturday submission from Monday morning', () => {
    expect(dueFrom(wib('2026-11-28T10:00:00'), 2, cal)).toEqual(wib('2026-12-02T00:00:00'));
  });

  it('skips a configured holiday (Christmas on a Friday)', () => {
    expect(dueFrom(wib('2026-12-24T09:00:00'), 2, cal)).toEqual(wib('2026-12-29T09:00:00'));
  });

  it('measures the working time left, which a later resumption adds back', () => {
    const due = wib('2026-12-01T16:00:00');
    const pausedAt = wib('2026-11-27T10:00:00'); // Friday 10:00: 14 h of Friday, Monday, 16 h of Tuesday left
    const left = workingTimeBetween(pausedAt, due, cal);
    expect(left).toBe(14 * HOUR_MS + DAY_MS + 16 * HOUR_MS);
    // Resubmitted the next Wednesday at 09:00: 15 h of Wednesday, Thursday, 15 h of Friday.
    expect(addWorkingTime(wib('2026-12-02T09:00:00'), left, cal)).toEqual(wib('2026-12-04T15:00:00'));
  });

  it('has no working time left past the due time', () => {
    expect(workingTimeBetween(wib('2026-12-02T00:00:00'), wib('2026-12-01T00:00:00'), cal)).toBe(0);
  });
});
