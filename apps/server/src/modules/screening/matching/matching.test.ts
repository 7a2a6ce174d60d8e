import { type ListEntry, MSG, type ScreeningSubject } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, DEFAULT_ALERT_THRESHOLD } from './index';
import { prepareName, scoreNames } from './name-score';
import { ALIAS_LOW, BIRTH_EXACT, BIRTH_YEAR, BIRTH_YEAR_DIFFERS, IDENTITY_EQUAL_FLOOR } from './qualifiers';
import { scoreEntry } from './score-entry';
import { jaroWinkler, phoneticKeys, soundAlike } from './similarity';

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
/** The score of one participant against one entry, without blocking and whatever the score. */
function score(s: ScreeningSubject, e: ListEntry) {
  return scoreEntry(s, e, DEFAULT_ALERT_THRESHOLD);
}

describe('Jaro-Winkler and Double Metaphone', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('same', 'same')).toBe(1);
  });
  it('counts only phonetic codes of three letters or more', () => {
    expect(soundAlike(phoneticKeys('usama'), phoneticKeys('osama'))).toBe(true);
    // 'Budi' and 'Badu' are both 'PT': too short to tell anything.
    expect(soundAlike(phoneticKeys('budi'), phoneticKeys('badu'))).toBe(false);
  });
});

describe('the name score', () => {
  it('is order-free: a reordered name scores as the name', () => {
    const a = prepareName('Budi Santoso Prakoso');
    const b = prepareName('Prakoso Budi Santoso');
    expect(scoreNames(a, b).score).toBe(1);
  });
  it('reads the shorter name: two parts matching a five-part list name still alert', () => {
    const hit = score(subject('Hendra Gunawan'), entry('D1', 'Abu Hendra Gunawan Al Jawi Saputra'));
    expect(hit?.score).toBeGreaterThanOrEqual(DEFAULT_ALERT_THRESHOLD);
    expect(hit?.breakdown.unmatched_list_tokens.length).toBe(3);
    // …but the longer name's unmatched parts lower it a little.
    expect(hit?.breakdown.name_score).toBeLessThan(1);
  });
  it("lowers fully for the shorter name's unmatched parts", () => {
    const hit = score(subject('Ahmad Fauzi'), entry('D1', 'Ahmad Rizal'));
    expect(hit?.score ?? 0).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
  });
  it('matches a part written with the article against the part without it, a little lower', () => {
    const hit = score(subject('Salahuddin Ayubi'), entry('D1', 'Shalahuddin Al-Ayyubi'));
    expect(hit.breakdown.tokens.find((t) => t.list === 'alajubi')?.score).toBe(0.95);
    expect(hit.score).toBeGreaterThan(0.9);
  });
  it('weighs an initial less than the full part', () => {
    const initial = scoreNames(prepareName('A. Halim Perdana'), prepareName('Abdul Halim Perdana'));
    expect(initial.tokens.find((t) => t.subject === 'a')?.how).toBe('initial');
    expect(initial.score).toBeLessThan(1);
    expect(initial.score).toBeGreaterThan(0.9);
  });
  it('keeps the breakdown: pairs, how they matched, the normalised names', () => {
    const hit = score(subject('Soedjono Hadiwidjaja'), entry('D1', 'Sujono Hadiwijoyo'));
    expect(hit?.breakdown.subject_normalised).toBe('sujono hadiwijaja');
    expect(hit?.breakdown.list_normalised).toBe('sujono hadiwijojo');
    expect(hit?.breakdown.tokens).toEqual([
      { subject: 'sujono', list: 'sujono', score: 1, how: 'exact' },
      expect.objectContaining({ subject: 'hadiwijaja', list: 'hadiwijojo', how: 'jaro_winkler' }),
    ]);
  });
});

describe('aliases', () => {
  it('matches through an alias and says so', () => {
    const hit = score(
      subject('Rudi Hermawan'),
      entry('D1', 'Abu Salman', { aliases: [{ name: 'Rudi Hermawan', quality: 'good' }] }),
    );
    expect(hit?.breakdown.matched_alias).toBe(true);
    expect(hit?.breakdown.matched_name).toBe('Rudi Hermawan');
    expect(hit?.score).toBe(1);
  });
  it("weighs a UN 'low' quality alias less", () => {
    const e = entry('U1', 'Abu Salman', {
      source: 'un',
      aliases: [{ name: 'Rudi Hermawan', quality: 'low' }],
    });
    const hit = score(subject('Rudi Hermawan'), e);
    expect(hit?.score).toBeCloseTo(1 + ALIAS_LOW, 3);
    expect(hit?.breakdown.qualifiers.map((q) => q.kind)).toContain('alias_quality');
  });
  it('the best name wins: the primary name beats a weaker alias', () => {
    const e = entry('D1', 'Rudi Hermawan', { aliases: [{ name: 'Rudy Hermanto', quality: 'good' }] });
    expect(score(subject('Rudi Hermawan'), e)?.breakdown.matched_alias).toBe(false);
  });
});

describe('birth dates', () => {
  const e = (births: ListEntry['birth_dates']) =>
    entry('D1', 'Zainal Arifin Hasibuan', { birth_dates: births });
  const s = subject('Zainal Arifin Hasibuan', { birth_date: '1978-04-09' });
  it('raises for an equal date, less for an equal year where the list has only the year', () => {
    const exact = score(s, e([{ year: 1978, month: 4, day: 9 }]));
    const year = score(s, e([{ year: 1978 }]));
    expect(exact?.breakdown.qualifiers).toEqual([
      expect.objectContaining({ kind: 'birth_date', effect: BIRTH_EXACT }),
    ]);
    expect(year?.breakdown.qualifiers).toEqual([
      expect.objectContaining({ kind: 'birth_date', effect: BIRTH_YEAR }),
    ]);
  });
  it('lowers for another year, and takes the best of several listed dates', () => {
    const far = score(s, e([{ year: 1960 }]));
    expect(far?.score).toBeCloseTo(1 + BIRTH_YEAR_DIFFERS, 3);
    expect(far?.breakdown.qualifiers[0]?.note).toContain('1960');
    const either = score(s, e([{ year: 1960 }, { year: 1978 }]));
    expect(either?.breakdown.qualifiers[0]?.effect).toBe(BIRTH_YEAR);
  });
  it('lowers for the same year with another day', () => {
    const other = score(s, e([{ year: 1978, month: 9, day: 21 }]));
    expect(other?.breakdown.qualifiers[0]?.effect).toBeLessThan(0);
  });
  it('does nothing without a date on either side', () => {
    expect(score(subject('Zainal Arifin Hasibuan'), e([{ year: 1960 }]))?.breakdown.qualifiers).toEqual([]);
    expect(score(s, e([]))?.breakdown.qualifiers).toEqual([]);
  });
});

describe('the one-word rule', () => {
  const idx = buildScreeningIndex([
    entry('D1', 'Suparman', { birth_dates: [{ year: 1975 }] }),
    entry('D2', 'Wagiman'),
    entry('D3', 'Sarjono', { nationalities: ['ID'] }),
  ]);
  it('a one-word name without support does not alert', () => {
    expect(idx.screen(subject('Wagiman', { birth_date: '1971-02-02' }))).toEqual([]);
    expect(idx.screen(subject('Suparman', { birth_date: '1990-01-01' }))).toEqual([]);
    const capped = score(subject('Wagiman'), entry('D2', 'Wagiman'));
    expect(capped?.breakdown.qualifiers.at(-1)?.kind).toBe('single_token');
    expect(capped?.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
  });
  it('alerts with a supporting birth date', () => {
    const [hit] = idx.screen(subject('Suparman', { birth_date: '1975-03-12' }));
    expect(hit?.entry.ref).toBe('D1');
  });
  it('alerts for two one-word names of the same nationality', () => {
    expect(idx.screen(subject('Sardjono', { birth_date: '1970-05-05' })).map((r) => r.entry.ref)).toEqual([
      'D3',
    ]);
  });
  it("counts a name with one distinctive part ('Abdul Malik', 'Muhammad Yusuf') as one word", () => {
    expect(score(subject('Abdulmalik'), entry('D7', 'Abdul Malik')).score).toBeLessThan(
      DEFAULT_ALERT_THRESHOLD,
    );
    const dated = score(
      subject('Muhammad Yusuf', { birth_date: '1974-05-03' }),
      entry('D8', 'Mohammad Yusuf', { birth_dates: [{ year: 1974 }] }),
    );
    expect(dated.score).toBeGreaterThanOrEqual(DEFAULT_ALERT_THRESHOLD);
  });
  it('the same nationality does not support a one-word name when the listed date contradicts it', () => {
    const hit = score(
      subject('Sarmidi', { birth_date: '1991-06-04' }),
      entry('D9', 'Sarmidi', { birth_dates: [{ year: 1955 }], nationalities: ['ID'] }),
    );
    expect(hit.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
  });
  it('two names of several distinctive parts sharing only one of them do not alert, even with the date', () => {
    const hit = score(
      subject('Muhammad Yusuf Hakim', { birth_date: '1980-01-01' }),
      entry('D6', 'Muhammad Yusuf Rahman', {
        birth_dates: [{ year: 1980, month: 1, day: 1 }],
        nationalities: ['ID'],
      }),
    );
    expect(hit.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    expect(hit.breakdown.qualifiers.at(-1)?.note).toBe(MSG.matchNoteOnePartShared);
  });
  it('a match on common parts alone (Abdul, Siti, Nur) never alerts, not even with the date', () => {
    const hit = score(subject('Siti Nur'), entry('D9', 'Siti Nur Aisyah'));
    expect(hit.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    const dated = score(
      subject('Amina Abdul', { birth_date: '1970-06-15' }),
      entry('D10', 'Abdul', { birth_dates: [{ year: 1970 }] }),
    );
    expect(dated.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    expect(dated.breakdown.qualifiers.at(-1)?.note).toBe(MSG.matchNoteWeakName);
  });
});

describe('identity numbers', () => {
  const nik = '3174010101800001';
  it('a NIK equal to a listed document number is a near-certain match, whatever the name', () => {
    const idx = buildScreeningIndex([
      entry('D1', 'Abu Ibrahim', { documents: [{ type: 'NIK', number: '3174 0101 0180 0001' }] }),
    ]);
    const [hit] = idx.screen(subject('Edi Susanto', { nik }));
    expect(hit?.entry.ref).toBe('D1');
    expect(hit?.score).toBeGreaterThanOrEqual(IDENTITY_EQUAL_FLOOR);
    expect(hit?.breakdown.qualifiers.at(-1)?.kind).toBe('identity_number');
  });
  it('a listed NIK that is another number lowers, and takes away a one-word match its support', () => {
    const docs = { documents: [{ type: 'NIK', number: '3505081010790011' }] };
    const two = score(subject('Agus Setiawan', { nik }), entry('D1', 'Agus Setiawan', docs));
    expect(two?.score).toBeLessThan(1);
    const one = score(
      subject('Rohman', { nik, birth_date: '1979-08-08' }),
      entry('D2', 'Rohman', { ...docs, birth_dates: [{ year: 1979 }] }),
    );
    expect(one?.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
  });
  it('a passport number is not compared with a NIK', () => {
    const hit = score(
      subject('Bayu Aji', { nik }),
      entry('D1', 'Bayu Aji', { documents: [{ type: 'Passport', number: 'B1234567' }] }),
    );
    expect(hit?.breakdown.qualifiers.filter((q) => q.kind === 'identity_number')).toEqual([]);
  });
});

describe('nationality and entities', () => {
  it('another nationality lowers, the same raises a little', () => {
    const other = score(
      subject('Tariq Anwar Saleem'),
      entry('U1', 'Tariq Anwar Saleem', { nationalities: ['PK'] }),
    );
    const same = score(
      subject('Tariq Anwar Saleem'),
      entry('U1', 'Tariq Anwar Saleem', { nationalities: ['Indonesia'] }),
    );
    expect(other?.breakdown.qualifiers[0]).toEqual(
      expect.objectContaining({ kind: 'nationality', effect: -0.1 }),
    );
    expect(same?.breakdown.qualifiers[0]).toEqual(
      expect.objectContaining({ kind: 'nationality', effect: 0.03 }),
    );
  });
  it('an organisation named like the participant does not alert on the name alone', () => {
    const idx = buildScreeningIndex([entry('E1', 'Koperasi Barokah Amanah', { kind: 'entity' })]);
    expect(idx.screen(subject('Barokah Amanah'))).toEqual([]);
  });
});

describe('the index', () => {
  it('screens a participant whose name normalises to nothing without failing (a NIK still finds)', () => {
    const nik = '3174010101800001';
    const idx = buildScreeningIndex([
      entry('D1', 'Edi Susanto', { documents: [{ type: 'NIK', number: nik }] }),
    ]);
    expect(idx.screen(subject(' - . '))).toEqual([]);
    expect(idx.screen(subject('', { nik })).map((h) => h.entry.ref)).toEqual(['D1']);
  });
  it('counts entries, not names', () => {
    const idx = buildScreeningIndex([
      entry('D1', 'A B', { aliases: [{ name: 'C D', quality: 'good' }] }),
      entry('D2', 'E F'),
    ]);
    expect(idx.size).toBe(2);
  });
  it('answers every alert at or above the threshold, best first, one per entry', () => {
    const idx = buildScreeningIndex([
      entry('D1', 'Budi Santoso Prakoso', { aliases: [{ name: 'Budi Santosa', quality: 'good' }] }),
      entry('D2', 'Budi Santosa'),
      entry('D3', 'Budi Hartono'),
    ]);
    const hits = idx.screen(subject('Budi Santoso'));
    expect(hits.map((h) => h.entry.ref)).toEqual(['D1', 'D2']);
    expect(hits[0]?.score).toBeGreaterThanOrEqual(hits[1]?.score ?? 1);
  });
  it('takes its alert threshold from the configuration', () => {
    const e = [entry('D1', 'Dedi Mulyana', { birth_dates: [{ year: 1964 }] })];
    const s = subject('Dedi Mulyadi', { birth_date: '1978-01-13' });
    const [hit] = buildScreeningIndex(e, { alertThreshold: 0.5 }).screen(s);
    expect(hit?.score).toBeGreaterThan(0.5);
    expect(hit?.score).toBeLessThan(DEFAULT_ALERT_THRESHOLD);
    expect(buildScreeningIndex(e).screen(s)).toEqual([]);
  });
  it('finds through blocking what scoring every entry would find, on generated names', () => {
    // A seeded generator: the same names on every run.
    let seed = 7;
    const r = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const parts = [
      'Ahmad',
      'Achmad',
      'Muhammad',
      'Mochammad',
      'Abdul',
      'Abdurrahman',
      'Rahman',
      'Siti',
      'Nur',
      'Yusuf',
      'Yousef',
      'Joesoef',
      'Hidayat',
      'Hidajat',
      'Santoso',
      'Santosa',
      'Sukarno',
      'Soekarno',
      'Fauzi',
      'Fauzan',
      'Mulyadi',
      'Muljadi',
      'Mulyana',
      'Al-Bakri',
      'Bakri',
      'Usamah',
      'Osama',
      'Hasan',
      'Hassan',
      'Husin',
      'Wijaya',
      'Widjaja',
      'Budi',
      'Budiman',
      'Aminah',
      'Amina',
      'Kurniawan',
      'Kurnia',
      'Zainal',
      'Arifin',
    ];
    const name = () =>
      Array.from({ length: 1 + Math.floor(r() * 3) }, () => parts[Math.floor(r() * parts.length)]).join(' ');
    const year = () => 1950 + Math.floor(r() * 40);
    const entries = Array.from({ length: 300 }, (_, i) =>
      entry(`G${i}`, name(), {
        aliases: r() < 0.3 ? [{ name: name(), quality: r() < 0.5 ? 'low' : 'good' }] : [],
        birth_dates: r() < 0.7 ? [{ year: year() }] : [],
        nationalities: r() < 0.5 ? ['ID'] : [],
      }),
    );
    const idx = buildScreeningIndex(entries);
    for (let k = 0; k < 150; k++) {
      const s = subject(name(), { birth_date: `${year()}-06-15` });
      const exhaustive = entries
        .map((e) => score(s, e))
        .filter((h) => h.score >= DEFAULT_ALERT_THRESHOLD)
        .map((h) => `${h.entry.ref} ${h.score}`)
        .sort();
      const blocked = idx
        .screen(s)
        .map((h) => `${h.entry.ref} ${h.score}`)
        .sort();
      expect(blocked, s.name).toEqual(exhaustive);
    }
  });
  it('finds through blocking what scoring every entry would find', () => {
    const names = [
      'Muhammad Yusuf Kamil',
      'Yusuf Kamil',
      'Mochammad Joesoef',
      'Abdurrahman Wahid Saleh',
      'Abdul Rahman Saleh',
      'Ahmad Fauzi Hidayat',
      'Akhmad Fauzi',
      'Siti Aminah',
      'Siti Rahayu',
      'Hidajat Soerjadi',
      'Hidayat Suryadi Putra',
      'Fatimah Azzahra Hasan',
      'Fatima Az-Zahra Hassan',
      'Salahuddin Ayubi Putra',
      'Shalahuddin Al-Ayyubi Putra',
      'Mukhlis Ramadhan',
      'Muklis Ramadan',
      'Usamah Hamid',
      'Osama Hamid Rashid',
      'Budi Santoso',
      'Santosa Budi',
    ];
    const entries = names.map((n, i) => entry(`D${i}`, n));
    const idx = buildScreeningIndex(entries, { alertThreshold: 0.5 });
    for (const n of names) {
      const s = subject(n);
      const exhaustive = entries
        .map((e) => score(s, e))
        .filter((h) => h.score >= 0.7)
        .map((h) => h.entry.ref)
        .sort();
      const blocked = idx
        .screen(s)
        .filter((h) => h.score >= 0.7)
        .map((h) => h.entry.ref)
        .sort();
      expect(blocked, n).toEqual(exhaustive);
    }
  });
});
