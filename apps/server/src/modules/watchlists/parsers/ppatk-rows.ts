/**
 * PPATK's DTTOT and proliferation-financing lists, as rows of cells whatever the file (.xlsx or
 * .csv). The columns are found by their names (case and spacing ignored) on the header row, which
 * may sit below a title; the rows under it are the entries. Columns as PPATK publishes them: No,
 * Nama (with the aliases), Deskripsi, Terduga (Orang/Korporasi), Kode Densus (the entry's
 * reference), Tempat Lahir, Tanggal Lahir, WN, Alamat.
 */
import { fillTemplate, type ListEntry, MSG, type PartialDate } from '@kilau/shared';
import { fromCellDate, parseListDates } from './dates';
import { collapseSpaces, splitAliases } from './names';
import { nationalityCodes } from './nationality';
import { RefRegistry, refuseFile, refuseRow } from './refusal';

/** One cell: its text, or the Date a spreadsheet's date cell holds. */
export type Cell = string | Date;
/** A row with its number as the file shows it (1-based). */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

type Column =
  | 'no'
  | 'name'
  | 'description'
  | 'kind'
  | 'ref'
  | 'birthPlace'
  | 'birthDate'
  | 'nationality'
  | 'address';

/** Each column's names as headers write them, folded (lower case, single spaces, no punctuation). */
const HEADERS: Readonly<Record<Column, readonly string[]>> = {
  no: ['no', 'nomor', 'no urut'],
  name: ['nama'],
  description: ['deskripsi', 'keterangan'],
  kind: ['terduga', 'jenis'],
  ref: ['kode densus', 'kode'],
  birthPlace: ['tempat lahir'],
  birthDate: ['tanggal lahir', 'tgl lahir'],
  nationality: ['wn', 'warga negara', 'kewarganegaraan'],
  address: ['alamat'],
};
/** Without these a row is not an entry we can screen or follow from version to version. */
const REQUIRED: readonly { column: Column; label: string }[] = [
  { column: 'name', label: 'Nama' },
  { column: 'kind', label: 'Terduga' },
  { column: 'ref', label: 'Kode Densus' },
];
/** PPATK's sheets carry a title and a blank line or two above the header. */
const HEADER_SEARCH_ROWS = 20;

const KINDS: Readonly<Record<string, ListEntry['kind']>> = {
  orang: 'individual',
  perorangan: 'individual',
  individu: 'individual',
  korporasi: 'entity',
  entitas: 'entity',
  organisasi: 'entity',
  kelompok: 'entity',
};

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const cellText = (cell: Cell | undefined): string =>
  cell === undefined ? '' : cell instanceof Date ? '' : collapseSpaces(cell);

function findHeader(rows: readonly SheetRow[]): { at: number; columns: Partial<Record<Column, number>> } {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const folded = (rows[i]?.cells ?? []).map((c) => (c instanceof Date ? '' : fold(c)));
    if (!folded.includes('nama')) continue;
    const columns: Partial<Record<Column, number>> = {};
    for (const [column, names] of Object.entries(HEADERS) as [Column, readonly string[]][]) {
      const index = folded.findIndex((h) => names.includes(h));
      if (index >= 0) columns[column] = index;
    }
    for (const { column, label } of REQUIRED) {
      if (columns[column] === undefined) {
        throw refuseRow(rows[i]?.row ?? i + 1, fillTemplate(MSG.watchlistHeaderMissing, { column: label }));
      }
    }
    return { at: i, columns };
  }
  throw refuseFile(fillTemplate(MSG.watchlistHeaderMissing, { column: 'Nama' }));
}

function birthDates(cell: Cell | undefined, row: number): PartialDate[] {
  if (cell instanceof Date) {
    const date = fromCellDate(cell);
    if (!date) throw refuseRow(row, fillTemplate(MSG.watchlistDateInvalid, { value: cell.toISOString() }));
    return [date];
  }
  const value = cellText(cell);
  const dates = parseListDates(value);
  if (!dates) throw refuseRow(row, fillTemplate(MSG.watchlistDateInvalid, { value }));
  return dates;
}

const listOf = (value: string, split: RegExp) =>
  value === '' || value === '-'
    ? []
    : value
        .split(split)
        .map(collapseSpaces)
        .filter((v) => v !== '');

export function parsePpatkRows(rows: readonly SheetRow[], source: 'dttot' | 'proliferation'): ListEntry[] {
  const { at, columns } = findHeader(rows);
  const registry = new RefRegistry();
  const entries: ListEntry[] = [];
  for (const { row, cells } of rows.slice(at + 1)) {
    const get = (column: Column) => {
      const index = columns[column];
      return index === undefined ? '' : cellText(cells[index]);
    };
    // Blank lines between blocks and below the table are not entries.
    if (cells.every((c) => cellText(c) === '' && !(c instanceof Date))) continue;
    const { name, aliases } = splitAliases(get('name'));
    if (name === '') throw refuseRow(row, MSG.watchlistNameMissing);
    const ref = get('ref');
    if (ref === '' || ref === '-') throw refuseRow(row, MSG.watchlistRefMissing);
    registry.add(ref, row);
    const kindText = fold(get('kind'));
    const kind = kindText === '' ? 'individual' : KINDS[kindText];
    if (!kind) throw refuseRow(row, fillTemplate(MSG.watchlistKindInvalid, { value: get('kind') }));
    const details: Record<string, string> = { kode_densus: ref };
    if (get('no') !== '') details.no = get('no');
    if (get('description') !== '') details.deskripsi = get('description');
    const dateIndex = columns.birthDate;
    entries.push({
      source,
      ref,
      kind,
      name,
      aliases: aliases.map((a) => ({ name: a, quality: 'unknown' as const })),
      birth_dates: dateIndex === undefined ? [] : birthDates(cells[dateIndex], row),
      birth_places: listOf(get('birthPlace'), /\s*(?:\batau\b|;)\s*/i),
      nationalities: get('nationality') === '' ? [] : nationalityCodes(get('nationality')),
      documents: [],
      addresses: listOf(get('address'), /\s*;\s*/),
      details,
    });
  }
  if (entries.length === 0) throw refuseFile(MSG.watchlistNoEntries);
  return entries;
}
