/**
 * OpenSanctions' simplified CSV export (targets.simple.csv, decision 0193): a header row (id,
 * schema, name, aliases, birth_date, countries, addresses, identifiers, sanctions, phones, emails,
 * program_ids, dataset, first_seen, last_seen, last_change), one target a row, several values of a
 * cell joined by ';' as a CSV line of their own. Read with papaparse, as the PPATK lists are. The
 * export carries no positions, gender or topics: a PEP list wanted with its positions is uploaded
 * as the FollowTheMoney export (pep-ftm.ts). Rows of other schemas than Person are not screened.
 */
import { fillTemplate, type ListEntry, MSG } from '@kilau/shared';
import Papa from 'papaparse';
import { pepEntryOf } from './pep-entry';
import { RefRegistry, refuseFile, refuseRow } from './refusal';

const REQUIRED = ['id', 'schema', 'name'] as const;

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuseFile(MSG.watchlistNotUtf8);
  }
}

/** A cell of several values: itself a CSV line with ';' between them. */
function multi(cell: string | undefined): string[] {
  if (!cell) return [];
  const parsed = Papa.parse<string[]>(cell, { delimiter: ';' });
  return (parsed.data[0] ?? []).map((v) => v.trim()).filter((v) => v !== '');
}

export function parsePepCsv(bytes: Buffer): ListEntry[] {
  const text = decode(bytes);
  if (text.trim() === '') throw refuseFile(MSG.watchlistFileEmpty);
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken)
    throw refuseRow((broken.row ?? 0) + 1, fillTemplate(MSG.watchlistCsvInvalid, { detail: broken.message }));
  const [header = [], ...rows] = result.data;
  const folded = header.map((h) => h.trim().toLowerCase());
  for (const column of REQUIRED)
    if (!folded.includes(column)) throw refuseRow(1, fillTemplate(MSG.watchlistHeaderMissing, { column }));
  const at = (cells: string[], column: string) => {
    const i = folded.indexOf(column);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  const registry = new RefRegistry();
  const entries: ListEntry[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const id = at(cells, 'id');
    if (id === '') throw refuseRow(row, MSG.watchlistRefMissing);
    if (at(cells, 'schema') !== 'Person') return;
    registry.add(id, row);
    entries.push(
      pepEntryOf(
        {
          id,
          caption: at(cells, 'name'),
          names: [],
          aliases: multi(at(cells, 'aliases')),
          birthDates: multi(at(cells, 'birth_date')),
          birthPlaces: [],
          countries: multi(at(cells, 'countries')),
          gender: [],
          positions: [],
          topics: [],
          datasets: multi(at(cells, 'dataset')),
          addresses: multi(at(cells, 'addresses')),
        },
        row,
      ),
    );
  });
  if (entries.length === 0) throw refuseFile(MSG.watchlistPepNoPersons);
  return entries;
}
