/**
 * A PPATK list saved as .csv (papaparse): the delimiter is detected (Indonesian spreadsheets save
 * with ';'), a byte-order mark is dropped, and a file that is not UTF-8 is read as Windows-1252,
 * the encoding such spreadsheets save in otherwise.
 */
import { fillTemplate, type ListEntry, MSG } from '@kilau/shared';
import Papa from 'papaparse';
import { parsePpatkRows, type SheetRow } from './ppatk-rows';
import { refuseFile, refuseRow } from './refusal';

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function parsePpatkCsv(bytes: Buffer, source: 'dttot' | 'proliferation'): ListEntry[] {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw refuseFile(MSG.watchlistFileEmpty);
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  // A quote left open swallows the rest of the file: its row is where the damage starts.
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    throw refuseRow((broken.row ?? 0) + 1, fillTemplate(MSG.watchlistCsvInvalid, { detail: broken.message }));
  }
  const rows: SheetRow[] = result.data.map((cells, i) => ({ row: i + 1, cells }));
  return parsePpatkRows(rows, source);
}
