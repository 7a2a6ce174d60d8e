import { describe, expect, it } from 'vitest';
import { wibWallClock, wibWallClockToInstant } from './wib-time';

describe('WIB wall-clock times of the schedule picker', () => {
  it('shows an instant as the clock in Jakarta reads it, whatever the computer’s zone', () => {
    expect(wibWallClock(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25 00:30:00');
  });

  it('sends the picked time as an instant with the +07:00 offset', () => {
    const sent = wibWallClockToInstant('2026-11-25 00:30');
    expect(sent).toBe('2026-11-25T00:30:00+07:00');
    expect(new Date(sent).toISOString()).toBe('2026-11-24T17:30:00.000Z');
    expect(wibWallClockToInstant(wibWallClock(new Date('2026-01-02T03:04:05Z')))).toBe(
      '2026-01-02T10:04:05+07:00',
    );
  });
});
