import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from './index';
import { BIRTH_DAY_DIFFERS, BIRTH_DAY_DIFFERS_COMMON_NAME, BIRTH_EXACT } from './qualifiers';

/**
 * A common name with a birth date in the same year but another day (decision 0195): the index
 * reads how common a listed name is from its parts' frequencies in the lists, and a date that
 * disagrees on such a name is another person's. A rare name keeps the milder reading.
 */
let ref = 0;
function official(name: string, birth: string): ListEntry {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  ref++;
  return {
    source: 'dttot',
    ref: `CN-${ref}`,
    kind: 'individual',
    name,
    aliases: [],
    birth_dates: [{ year, month, day }],
    birth_places: [],
    nationalities: ['ID'],
    documents: [],
    addresses: [],
    details: {},
  };
}
function investor(name: string, birth_date: string): ScreeningSubject {
  return { name, birth_date, birth_place: '', nationality: 'ID', nik: '' };
}

/** Officials as a list of Indonesian PEPs holds them: Bayu and Saputra each borne by five. */
const LIST: ListEntry[] = [
  official('Bayu Saputra', '1981-07-23'),
  official('Bayu Pratama', '1975-03-02'),
  official('Bayu Santoso', '1968-11-30'),
  official('Bayu Hidayat', '1979-05-14'),
  official('Bayu Nugroho', '1983-01-09'),
  official('Agus Saputra', '1970-08-17'),
  official('Dedi Saputra', '1966-02-25'),
  official('Rizky Saputra', '1990-10-01'),
  official('Eko Saputra', '1972-06-06'),
  official('Hermawan Soesilo', '1977-09-21'),
];

describe('a common name with a birth date in the same year, another day', () => {
  const index = buildScreeningIndex(LIST);

  it('does not alert: two people share a common name and a birth year often', () => {
    expect(index.screen(investor('Bayu Saputra', '1981-09-01'))).toEqual([]);
  });

  it('says why, in the breakdown a reviewer would read at a lower threshold', () => {
    const [hit] = buildScreeningIndex(LIST, { alertThreshold: 0.5 }).screen(
      investor('Bayu Saputra', '1981-09-01'),
    );
    const date = hit?.breakdown.qualifiers.find((q) => q.kind === 'birth_date');
    expect(date?.effect).toBe(BIRTH_DAY_DIFFERS_COMMON_NAME);
    expect(date?.note).toContain('01/09/1981 dan 23/07/1981');
    expect(date?.note).toContain('nama yang umum dalam daftar');
    expect(hit?.score).toBeLessThan(0.7);
  });

  it('still alerts on the listed person: the same common name with the listed date', () => {
    const [hit] = index.screen(investor('Bayu Saputra', '1981-07-23'));
    expect(hit?.entry.name).toBe('Bayu Saputra');
    expect(hit?.breakdown.qualifiers.find((q) => q.kind === 'birth_date')?.effect).toBe(BIRTH_EXACT);
  });

  it('still alerts on the common name written another way with the listed date', () => {
    const [hit] = index.screen(investor('Bajoe Sapoetra', '1981-07-23'));
    expect(hit?.entry.name).toBe('Bayu Saputra');
  });

  it('still alerts when the participant has no birth date to disagree', () => {
    expect(index.screen(investor('Bayu Saputra', ''))[0]?.entry.name).toBe('Bayu Saputra');
  });

  it('keeps the milder reading for a rare name: the shared year is itself a coincidence', () => {
    const [hit] = index.screen(investor('Hermawan Susilo', '1977-04-04'));
    expect(hit?.entry.name).toBe('Hermawan Soesilo');
    expect(hit?.breakdown.qualifiers.find((q) => q.kind === 'birth_date')?.effect).toBe(BIRTH_DAY_DIFFERS);
  });

  it('reads a name alone in the lists as rare, whatever it is elsewhere', () => {
    const alone = buildScreeningIndex([official('Bayu Saputra', '1981-07-23')]);
    const [hit] = alone.screen(investor('Bayu Saputra', '1981-09-01'));
    expect(hit?.breakdown.qualifiers.find((q) => q.kind === 'birth_date')?.effect).toBe(BIRTH_DAY_DIFFERS);
  });

  it('reads a name the lists hold for another person too as common, whatever its parts', () => {
    // Yuli and Permatasari are each met once more in the lists, together: the parts' frequencies
    // alone would call the name rare.
    const twice = [
      official('Yuli Permatasari', '1992-07-06'),
      official('Yuli Permatasari', '1968-01-15'),
      official('Hermawan Soesilo', '1977-09-21'),
      official('Joko Susanto', '1970-03-03'),
      official('Arif Prasetyo', '1983-11-27'),
    ];
    const lists = buildScreeningIndex(twice);
    expect(lists.screen(investor('Yuli Permatasari', '1992-02-17'))).toEqual([]);
    expect(lists.screen(investor('Yuli Permatasari', '1992-07-06'))[0]?.entry.ref).toBe(twice[0]?.ref);
  });

  it('counts people, not names: an alias adds no person', () => {
    // Bayu and Saputra each borne by two of four entries: a third of another Bayu Saputra expected.
    // Counted per name, the aliases (the name with the clan added) would make it one and a half.
    const few = [
      {
        ...official('Bayu Saputra', '1981-07-23'),
        aliases: [{ name: 'Bayu Saputra Lubis', quality: 'good' as const }],
      },
      {
        ...official('Bayu Pratama', '1975-03-02'),
        aliases: [{ name: 'Bayu Pratama Lubis', quality: 'good' as const }],
      },
      {
        ...official('Agus Saputra', '1970-08-17'),
        aliases: [{ name: 'Agus Saputra Lubis', quality: 'good' as const }],
      },
      official('Hermawan Soesilo', '1977-09-21'),
    ];
    const [hit] = buildScreeningIndex(few).screen(investor('Bayu Saputra', '1981-09-01'));
    expect(hit?.breakdown.qualifiers.find((q) => q.kind === 'birth_date')?.effect).toBe(BIRTH_DAY_DIFFERS);
  });
});
