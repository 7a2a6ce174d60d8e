import { listEntrySchema } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { byRef, fixture, refusal } from '../testing/parse-fixtures';
import { parseListDates } from './dates';
import { detectFormat, parseListFile } from './index';
import { splitAliases } from './names';
import { nationalityCodes } from './nationality';

describe('UN consolidated list (XML)', () => {
  it('reads individuals and entities with names, aliases, dates, places, documents', async () => {
    const { format, entries } = await parseListFile('un', fixture('un-consolidated-v1.xml'));
    expect(format).toBe('xml');
    expect(entries.map((e) => e.ref)).toEqual(['QDi.901', 'QDi.902', 'QDi.903', 'QDe.901']);
    for (const e of entries) listEntrySchema.parse(e);
    const sutarman = byRef(entries, 'QDi.901');
    expect(sutarman).toMatchObject({
      source: 'un',
      kind: 'individual',
      name: 'SUTARMAN WIRJOHADI KUSUMO',
      birth_dates: [{ year: 1971, month: 8, day: 17 }],
      birth_places: ['Sukoharjo, Jawa Tengah, Indonesia'],
      nationalities: ['ID'],
      addresses: ['Jalan Fiktif 12, Solo, Jawa Tengah, Indonesia'],
    });
    // A Low alias element holding two names gives two low-quality aliases.
    expect(sutarman.aliases).toEqual([
      { name: 'Abu Sutar', quality: 'good' },
      { name: 'Pak Tarman', quality: 'low' },
      { name: 'Mas Sutar', quality: 'low' },
    ]);
    expect(sutarman.documents).toContainEqual({
      type: 'National Identification Number',
      number: '3311011708710001',
    });
    expect(sutarman.details).toMatchObject({ un_list_type: 'Al-Qaida', listed_on: '2004-01-28' });
    const hamdan = byRef(entries, 'QDi.902');
    expect(hamdan.birth_dates).toEqual([{ year: 1968 }]);
    expect(hamdan.nationalities).toEqual(['MY', 'ID']);
    expect(hamdan.aliases).toEqual([{ name: 'Hamdan Zulkarnain', quality: 'good' }]);
    const rashid = byRef(entries, 'QDi.903');
    // BETWEEN 1979 and 1981: each year is a possible birth year.
    expect(rashid.birth_dates).toEqual([{ year: 1979 }, { year: 1980 }, { year: 1981 }]);
    expect(rashid.aliases).toContainEqual({ name: 'راشد الفخري', quality: 'good' });
    expect(rashid.details.comments).toBe('Synthetic test entry & fictitious.');
    expect(byRef(entries, 'QDe.901')).toMatchObject({
      kind: 'entity',
      name: 'JAMAAH CONTOH FIKTIF',
      aliases: [{ name: 'JCF', quality: 'good' }],
      addresses: ['Indonesia'],
    });
  });

  it('refuses broken XML with the line', async () => {
    const err = await refusal(() => parseListFile('un', fixture('un-malformed.xml')));
    // The parser notices at the enclosing element's closing tag, and names where the open one began.
    expect(err.row).toBe(99);
    expect(err.reason).toContain("'REFERENCE_NUMBER' (opened in line 69");
    expect(err.text).toMatch(
      /^Berkas ditolak\. Baris 99: XML tidak dapat dibaca \(.+\)\. Tidak ada data yang disimpan\.$/,
    );
  });

  it('refuses an XML file that is not the consolidated list, and an entry without a name', async () => {
    const other = await refusal(() =>
      parseListFile('un', Buffer.from('<?xml version="1.0"?><LIST><A/></LIST>')),
    );
    expect(other.row).toBeNull();
    expect(other.reason).toContain('CONSOLIDATED_LIST');
    const xml = fixture('un-consolidated-v1.xml')
      .toString()
      .replace('<FIRST_NAME>HAMDAN</FIRST_NAME>', '<FIRST_NAME></FIRST_NAME>')
      .replace('<SECOND_NAME>BIN</SECOND_NAME>', '')
      .replace('<THIRD_NAME>ZULKARNAEN</THIRD_NAME>', '');
    const noName = await refusal(() => parseListFile('un', Buffer.from(xml)));
    expect(noName.reason).toBe('nama kosong');
    // The line of the second INDIVIDUAL element.
    expect(xml.split('\n')[(noName.row ?? 0) - 1]?.trim()).toBe('<INDIVIDUAL>');
  });
});

describe("PPATK's lists (.xlsx and .csv)", () => {
  it.each(['dttot-v1.xlsx', 'dttot-v1.csv'])(
    'reads %s below its title, aliases split, dates partial',
    async (file) => {
      const { entries } = await parseListFile('dttot', fixture(file));
      expect(entries).toHaveLength(6);
      for (const e of entries) listEntrySchema.parse(e);
      expect(byRef(entries, 'IDD-0001')).toMatchObject({
        source: 'dttot',
        kind: 'individual',
        name: 'Soedjatmiko Prawirohardjo',
        aliases: [
          { name: 'Abu Miko', quality: 'unknown' },
          { name: 'Pak Djatmiko', quality: 'unknown' },
        ],
        birth_dates: [{ year: 1975 }],
        birth_places: ['Klaten'],
        nationalities: ['ID'],
        details: { kode_densus: 'IDD-0001', no: '1', deskripsi: 'Anggota kelompok fiktif' },
      });
      expect(byRef(entries, 'IDD-0002').birth_dates).toEqual([
        { year: 1980, month: 5, day: 12 },
        { year: 1981, month: 5, day: 12 },
      ]);
      expect(byRef(entries, 'IDD-0002').aliases).toEqual([{ name: 'Ummu Hidayah', quality: 'unknown' }]);
      expect(byRef(entries, 'IDD-0003').birth_dates).toEqual([{ year: 1975, month: 5 }]);
      expect(byRef(entries, 'IDE-0001')).toMatchObject({
        kind: 'entity',
        birth_dates: [],
        birth_places: [],
        nationalities: [],
        addresses: [],
      });
      // The .xlsx holds a real date cell here, the .csv its text: the same date either way.
      expect(byRef(entries, 'IDD-0004').birth_dates).toEqual([{ year: 1985, month: 3, day: 12 }]);
      expect(byRef(entries, 'IDD-0004').nationalities).toEqual(['ID', 'MY']);
      expect(byRef(entries, 'IDD-0005')).toMatchObject({
        birth_dates: [{ year: 1978 }],
        nationalities: ['PH'],
      });
    },
  );

  it.each(['proliferation.xlsx', 'proliferation.csv'])(
    'reads the proliferation list %s (headers in capitals)',
    async (file) => {
      const { entries } = await parseListFile('proliferation', fixture(file));
      expect(entries.map((e) => [e.ref, e.kind, e.nationalities])).toEqual([
        ['KP-0001', 'individual', ['KP']],
        ['KP-E-0001', 'entity', []],
        ['IR-0001', 'individual', ['IR']],
      ]);
      expect(entries[0]?.aliases).toEqual([{ name: 'KIM C. SONG', quality: 'unknown' }]);
    },
  );

  it.each([
    ['dttot-no-name.csv', 6, 'nama kosong'],
    ['dttot-bad-date.csv', 7, 'tanggal lahir "akhir tahun tujuh puluhan" tidak dikenali'],
    ['dttot-bad-date.xlsx', 7, 'tanggal lahir "31/02/1976" tidak dikenali'],
    ['dttot-duplicate-ref.csv', 8, 'nomor referensi IDD-0001 sudah muncul di baris 4'],
    ['dttot-missing-column.csv', 3, 'kolom "Kode Densus" tidak ditemukan pada baris judul'],
  ])('refuses %s at row %i: %s', async (file, row, reason) => {
    const err = await refusal(() => parseListFile('dttot', fixture(file)));
    expect(err.refusal).toEqual({ row, reason });
    expect(err.text).toBe(`Berkas ditolak. Baris ${row}: ${reason}. Tidak ada data yang disimpan.`);
  });

  it('refuses a file of the wrong format for the list, and an empty one', async () => {
    const wrong = await refusal(() => parseListFile('dttot', fixture('un-consolidated-v1.xml')));
    expect(wrong.text).toBe(
      'Berkas ditolak: format berkas tidak sesuai untuk daftar ini (.xlsx, .csv). Tidak ada data yang disimpan.',
    );
    const unWrong = await refusal(() => parseListFile('un', fixture('dttot-v1.xlsx')));
    expect(unWrong.reason).toBe('format berkas tidak sesuai untuk daftar ini (XML)');
    const empty = await refusal(() => parseListFile('dttot', Buffer.alloc(0)));
    expect(empty.reason).toBe('berkas kosong');
    const pdf = await refusal(() => parseListFile('dttot', Buffer.from('%PDF-1.7\n\0\0binary')));
    expect(pdf.row).toBeNull();
  });
});

describe('the cells', () => {
  it('detects the format from the bytes', () => {
    expect(detectFormat(fixture('dttot-v1.xlsx'))).toBe('xlsx');
    expect(detectFormat(Buffer.from('\uFEFF  <?xml version="1.0"?><a/>'))).toBe('xml');
    expect(detectFormat(Buffer.from('No;Nama\n1;X'))).toBe('csv');
    expect(detectFormat(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBeNull();
  });

  it('splits the name cell on alias, als, alias:', () => {
    expect(splitAliases('Fulan bin Fulan alias Abu Fulan als. Si Fulan, alias: Pak Fulan')).toEqual({
      name: 'Fulan bin Fulan',
      aliases: ['Abu Fulan', 'Si Fulan', 'Pak Fulan'],
    });
    // 'als' inside a word is not a separator.
    expect(splitAliases('Salsabila Kalsum')).toEqual({ name: 'Salsabila Kalsum', aliases: [] });
  });

  it('reads the dates PPATK writes', () => {
    expect(parseListDates('17/08/1971')).toEqual([{ year: 1971, month: 8, day: 17 }]);
    expect(parseListDates('00/00/1975')).toEqual([{ year: 1975 }]);
    expect(parseListDates('00/05/1975')).toEqual([{ year: 1975, month: 5 }]);
    expect(parseListDates('1975 atau 1976')).toEqual([{ year: 1975 }, { year: 1976 }]);
    expect(parseListDates('12 Mei 1975')).toEqual([{ year: 1975, month: 5, day: 12 }]);
    expect(parseListDates('Tidak diketahui')).toEqual([]);
    expect(parseListDates('-')).toEqual([]);
    expect(parseListDates('31/02/1975')).toBeNull();
    expect(parseListDates('10/00/1975')).toBeNull();
    expect(parseListDates('akhir 1970-an')).toBeNull();
  });

  it('maps nationality words to ISO codes, else keeps the word', () => {
    expect(nationalityCodes('Indonesia')).toEqual(['ID']);
    expect(nationalityCodes('Arab Saudi dan Yaman')).toEqual(['SA', 'YE']);
    expect(nationalityCodes('Singapura / SINGAPORE')).toEqual(['SG']);
    expect(nationalityCodes('Atlantis')).toEqual(['atlantis']);
  });
});
