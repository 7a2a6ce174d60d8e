import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, DEFAULT_ALERT_THRESHOLD } from './index';
import { compareTokens, prepareName, scoreNames } from './name-score';
import { BIRTH_DATE_DIFFERS, BIRTH_DIFFERS_PART_LEFT_OUT, OTHER_NAME_CEILING } from './qualifiers';
import { scoreEntry } from './score-entry';
import { phoneticKeys } from './similarity';

function entry(ref: string, name: string, extra: Partial<ListEntry> = {}): ListEntry {
  return {
    source: 'dttot',
    ref,
    kind: 'individual',
    name,
    aliases: [],
    birth_dates: [],
    birth_places: [],
    nationalities: [],
    documents: [],
    addresses: [],
    details: {},
    ...extra,
  };
}
function subject(name: string, extra: Partial<ScreeningSubject> = {}): ScreeningSubject {
  return { name, birth_date: '', birth_place: '', nationality: 'ID', nik: '', ...extra };
}
const compare = (a: string, b: string) => compareTokens(a, phoneticKeys(a), b, phoneticKeys(b));

describe('another established name (decision 0190)', () => {
  it('pairs close parts that are two names, marked as such', () => {
    expect(compare('wahjudi', 'wahjuni')).toEqual(expect.objectContaining({ otherName: true }));
    expect(compare('santoso', 'santosa')).toEqual({ score: 0.95, how: 'jaro_winkler' });
    // Jaro-Winkler alone (0.67) would not have paired them.
    expect(compare('jaka', 'joko')?.score).toBe(0.9);
  });
  it('keeps a name paired through another name below the default threshold, whatever else agrees', () => {
    const hit = scoreEntry(
      subject('Wahyudi Santoso', { birth_date: '1975-03-02' }),
      entry('D1', 'Wahyuni Santoso', {
        birth_dates: [{ year: 1975, month: 3, day: 2 }],
        nationalities: ['ID'],
      }),
      DEFAULT_ALERT_THRESHOLD,
    );
    expect(hit.score).toBe(OTHER_NAME_CEILING);
    expect(hit.breakdown.tokens.find((t) => t.subject === 'wahjudi')?.list).toBe('wahjuni');
    expect(
      buildScreeningIndex([hit.entry]).screen(subject('Wahyudi Santoso', { birth_date: '1975-03-02' })),
    ).toEqual([]);
  });
  it('does not alert for names that each keep a distinctive part the other lacks', () => {
    const hit = scoreEntry(
      subject('Eko Gunawan Saputra', { birth_date: '1987-08-18' }),
      entry('D1', 'Eko Gunadi Saputra', { birth_dates: [{ year: 1987 }] }),
      DEFAULT_ALERT_THRESHOLD,
    );
    expect(hit.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
  });
});

describe('a name written together or apart', () => {
  it('matches a part with two parts of the other name, and the index finds it both ways', () => {
    const names = scoreNames(prepareName('Dewi Kartikasari'), prepareName('Dewi Kartika Sari'));
    expect(names.tokens).toContainEqual(
      expect.objectContaining({ subject: 'kartikasari', list: 'kartika sari' }),
    );
    expect(names.score).toBeGreaterThan(0.95);
    const together = buildScreeningIndex([entry('D1', 'Fathurrahman Ghazali Lubis')]);
    expect(together.screen(subject('Fathur Rahman Ghozali Lubis')).map((h) => h.entry.ref)).toEqual(['D1']);
    const apart = buildScreeningIndex([entry('D2', 'Nur Hayati Lubis')]);
    expect(apart.screen(subject('Nurhayati Lubis')).map((h) => h.entry.ref)).toEqual(['D2']);
  });
});

describe('birth dates on both sides', () => {
  const listed = (birth: ListEntry['birth_dates'][number]) =>
    entry('D1', 'Budi Santoso', { birth_dates: [birth], nationalities: ['ID'] });
  it('reads a full listed date in another year as another person, a year off on the same day as a typing error', () => {
    const s = subject('Budi Santoso', { birth_date: '1990-07-30' });
    const other = scoreEntry(s, listed({ year: 1961, month: 3, day: 12 }), DEFAULT_ALERT_THRESHOLD);
    expect(other.breakdown.qualifiers[0]?.effect).toBe(BIRTH_DATE_DIFFERS);
    expect(other.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    const typo = scoreEntry(s, listed({ year: 1991, month: 7, day: 30 }), DEFAULT_ALERT_THRESHOLD);
    expect(typo.score).toBeGreaterThanOrEqual(DEFAULT_ALERT_THRESHOLD);
    // A listed year alone is an estimate: an equal name still alerts.
    const estimate = scoreEntry(s, listed({ year: 1961 }), DEFAULT_ALERT_THRESHOLD);
    expect(estimate.score).toBeGreaterThanOrEqual(DEFAULT_ALERT_THRESHOLD);
  });
  it('weighs a disagreeing date more against a name with a part left out', () => {
    const s = subject('Aditya Pratama', { birth_date: '1988-12-16' });
    const e = entry('D1', 'Aditya Pratama Hartono', { birth_dates: [{ year: 1988, month: 2, day: 20 }] });
    const hit = scoreEntry(s, e, DEFAULT_ALERT_THRESHOLD);
    expect(hit.breakdown.qualifiers[0]?.effect).toBe(BIRTH_DIFFERS_PART_LEFT_OUT);
    expect(hit.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    // The complete name, same year and another day: still one for a reviewer.
    const complete = scoreEntry(
      s,
      entry('D2', 'Aditya Pratama', { birth_dates: [{ year: 1988, month: 2, day: 20 }] }),
      0.7,
    );
    expect(complete.score).toBeGreaterThanOrEqual(DEFAULT_ALERT_THRESHOLD);
  });
});
