import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { diffRows, fieldLabels, shortSha } from './diff-view';
import { anyRunActive, runPercent, runProgressText } from './runs';

describe('the diff as shown', () => {
  it('shows the first rows and says how many more the whole count has', () => {
    const sample = Array.from({ length: 200 }, (_, i) => i);
    expect(diffRows(sample, 1250, 20)).toEqual({ rows: sample.slice(0, 20), more: 'dan 1.230 lainnya' });
    expect(diffRows([1, 2], 2, 20)).toEqual({ rows: [1, 2], more: null });
    expect(diffRows([], 0, 20)).toEqual({ rows: [], more: null });
  });

  it('names the changed fields in Indonesian', () => {
    expect(fieldLabels(['addresses', 'birth_dates'])).toBe(
      `${MSG.watchlistFieldAddresses}, ${MSG.watchlistFieldBirthDates}`,
    );
    expect(fieldLabels(['something_new'])).toBe('something_new');
  });

  it('shortens the SHA-256 for the card', () => {
    expect(shortSha('a'.repeat(64))).toBe(`${'a'.repeat(12)}…`);
  });
});

describe('a rescreen’s progress', () => {
  it('is a share of the total while it runs, full when done, and polled only while queued or running', () => {
    expect(runPercent({ status: 'running', total: 3, screened: 1 })).toBe(33);
    expect(runPercent({ status: 'queued', total: 0, screened: 0 })).toBe(0);
    expect(runPercent({ status: 'done', total: 0, screened: 0 })).toBe(100);
    expect(runProgressText({ total: 100000, screened: 2500 })).toBe('2.500 / 100.000');
    expect(anyRunActive([{ status: 'done' }, { status: 'queued' }])).toBe(true);
    expect(anyRunActive([{ status: 'done' }, { status: 'failed' }])).toBe(false);
  });
});
