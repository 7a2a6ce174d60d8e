import { type ListEntry, listEntrySchema, MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { entryDigest } from '../entry-diff';
import { byRef, fixture, refusal } from '../testing/parse-fixtures';
import { detectFormat, parseListFile } from './index';
import { JSONL_MAX_LINE_BYTES } from './limits';

const line = (o: unknown) => `${JSON.stringify(o)}\n`;
const person = (id: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  schema: 'Person',
  caption: name,
  properties: { name: [name], topics: ['role.pep'], ...more },
  datasets: ['id_dpr'],
  target: true,
});

describe('PEP list: OpenSanctions FollowTheMoney JSON lines', () => {
  it('reads the people with their positions, from their own property and from occupancies', async () => {
    const { format, entries } = await parseListFile('pep', fixture('pep-v1.ftm.jsonl'));
    expect(format).toBe('jsonl');
    for (const e of entries) listEntrySchema.parse(e);
    // Twelve people; the company, the family tie, the positions and the linked non-target are not entries.
    expect(entries).toHaveLength(12);
    expect(entries.map((e) => e.ref)).not.toContain('Q98765099');
    expect(byRef(entries, 'Q98765001')).toMatchObject({
      source: 'pep',
      kind: 'individual',
      name: 'Bambang Sutrisno Wibowo',
      birth_dates: [{ year: 1964, month: 3, day: 12 }],
      birth_places: ['Yogyakarta'],
      nationalities: ['ID'],
      positions: ['Bupati Kabupaten Sleman'],
      // The gender a screening qualifier reads (decision 0197), beside its words for the reviewer.
      gender: 'male',
      details: {
        gender: MSG.screeningGenderMale,
        topics: MSG.screeningTopicPep,
        datasets: 'id_kepala_daerah',
      },
    });
    // A governor whose position is an Occupancy → Position, and a partial birth date.
    expect(byRef(entries, 'Q98765003').positions).toEqual(['Gubernur Provinsi Sumatera Utara']);
    expect(byRef(entries, 'Q98765003').birth_dates).toEqual([{ year: 1968 }]);
    expect(byRef(entries, 'Q98765004').birth_dates).toEqual([{ year: 1975, month: 11 }]);
    expect(byRef(entries, 'Q98765002').aliases).toEqual([{ name: 'Siti Rahma Lubis', quality: 'unknown' }]);
    expect(byRef(entries, 'Q98765005').positions).toHaveLength(2);
    // A relative or close associate is on the list with its topic.
    expect(byRef(entries, 'Q98765012').details.topics).toBe(MSG.screeningTopicRca);
  });

  it('is told from the other formats by its first character', () => {
    expect(detectFormat(Buffer.from('{"id": "x"}\n'))).toBe('jsonl');
    expect(detectFormat(Buffer.from('\uFEFF{"id": "x"}\n'))).toBe('jsonl');
  });

  it('keeps the other lists’ entries as they were: no positions field, the same digest', async () => {
    const { entries } = await parseListFile('dttot', fixture('dttot-v1.csv'));
    for (const e of entries) expect(Object.hasOwn(e, 'positions')).toBe(false);
    expect(entryDigest(entries[0] as ListEntry)).toBe(entryDigest({ ...(entries[0] as ListEntry) }));
  });

  it('refuses a truncated line with its number', async () => {
    const err = await refusal(() => parseListFile('pep', fixture('pep-malformed.ftm.jsonl')));
    expect(err.row).toBe(3);
    expect(err.text).toMatch(/^Berkas ditolak\. Baris 3: baris ini bukan JSON yang sah/);
  });

  it('refuses a property that is not a list of text, naming it', async () => {
    const err = await refusal(() => parseListFile('pep', fixture('pep-bad-property.ftm.jsonl')));
    expect(err.row).toBe(2);
    expect(err.reason).toBe('properti "birthDate" harus berupa daftar teks');
  });

  it.each([
    ['an array', '[1, 2, 3]'],
    ['a string', '"Budi"'],
    ['an object without properties', '{"id": "Q1", "schema": "Person"}'],
    ['an object without id', '{"schema": "Person", "properties": {}}'],
  ])('refuses a line that is %s', async (_what, text) => {
    const bytes = Buffer.from(`${line(person('Q1', 'Budi Santoso'))}${text}\n`);
    // The first character decides the format: a file starting with '[' is not JSON lines.
    const err = await refusal(() => parseListFile('pep', bytes));
    expect(err.row).toBe(2);
    expect(err.reason).toBe(MSG.watchlistJsonNotEntity);
  });

  it('refuses a line longer than the limit, a duplicate id, an unreadable birth date, a missing name', async () => {
    const long = person('Q2', 'Budi Santoso', { alias: ['x'.repeat(JSONL_MAX_LINE_BYTES)] });
    expect(
      (await refusal(() => parseListFile('pep', Buffer.from(line(person('Q1', 'A B')) + line(long))))).row,
    ).toBe(2);
    const twice = Buffer.from(line(person('Q1', 'Budi Santoso')) + line(person('Q1', 'Budi Santosa')));
    expect((await refusal(() => parseListFile('pep', twice))).reason).toBe(
      'nomor referensi Q1 sudah muncul di baris 1',
    );
    const date = Buffer.from(line(person('Q1', 'Budi Santoso', { birthDate: ['12 Maret'] })));
    expect((await refusal(() => parseListFile('pep', date))).reason).toBe(
      'tanggal lahir "12 Maret" tidak dikenali',
    );
    const nameless = Buffer.from(line({ ...person('Q1', ''), caption: '' }));
    expect((await refusal(() => parseListFile('pep', nameless))).reason).toBe(MSG.watchlistNameMissing);
  });

  it('ignores a "__proto__" property and refuses a file without a person or not UTF-8', async () => {
    const proto = Buffer.from(
      '{"id": "Q1", "schema": "Person", "caption": "Budi Santoso", "properties": {"__proto__": ["x"], "name": ["Budi Santoso"]}}\n',
    );
    const { entries } = await parseListFile('pep', proto);
    expect(entries[0]?.name).toBe('Budi Santoso');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const orgs = Buffer.from(line({ id: 'O1', schema: 'Company', properties: { name: ['PT Fiktif'] } }));
    expect((await refusal(() => parseListFile('pep', orgs))).reason).toBe(MSG.watchlistPepNoPersons);
    const latin1 = Buffer.concat([
      Buffer.from('{"id": "Q1", "caption": "Jos'),
      Buffer.from([0xe9]),
      Buffer.from('"}\n'),
    ]);
    expect((await refusal(() => parseListFile('pep', latin1))).reason).toBe(MSG.watchlistNotUtf8);
  });

  it('is refused as the UN list’s or the DTTOT’s file, and an .xlsx or XML as a PEP list', async () => {
    expect((await refusal(() => parseListFile('dttot', fixture('pep-v1.ftm.jsonl')))).reason).toMatch(
      /format berkas tidak sesuai/,
    );
    expect((await refusal(() => parseListFile('pep', fixture('un-consolidated-v1.xml')))).reason).toMatch(
      /JSON Lines \(FollowTheMoney\), \.csv/,
    );
  });
});

describe('PEP list: OpenSanctions targets.simple.csv', () => {
  it('reads the Person rows with aliases, dates, countries and datasets; no positions in this export', async () => {
    const { format, entries } = await parseListFile('pep', fixture('pep-targets.simple.csv'));
    expect(format).toBe('csv');
    for (const e of entries) listEntrySchema.parse(e);
    expect(entries).toHaveLength(12);
    expect(byRef(entries, 'Q98765002')).toMatchObject({
      name: 'Siti Rahmawati Lubis',
      aliases: [{ name: 'Siti Rahma Lubis', quality: 'unknown' }],
      birth_dates: [{ year: 1971, month: 8, day: 17 }],
      nationalities: ['ID'],
      positions: [],
      details: { datasets: 'Indonesian Members of Parliament (fiktif)' },
    });
  });

  it('refuses a header without its columns, a row without id, an open quote', async () => {
    const noSchema = Buffer.from('id,name\nQ1,Budi Santoso\n');
    expect((await refusal(() => parseListFile('pep', noSchema))).text).toBe(
      'Berkas ditolak. Baris 1: kolom "schema" tidak ditemukan pada baris judul. Tidak ada data yang disimpan.',
    );
    const noId = Buffer.from('id,schema,name\nQ1,Person,Budi Santoso\n,Person,Ani Suryani\n');
    const err = await refusal(() => parseListFile('pep', noId));
    expect([err.row, err.reason]).toEqual([3, MSG.watchlistRefMissing]);
    const quote = Buffer.from('id,schema,name\nQ1,Person,"Budi Santoso\nQ2,Person,Ani\n');
    expect((await refusal(() => parseListFile('pep', quote))).reason).toMatch(/^CSV tidak dapat dibaca/);
  });
});
