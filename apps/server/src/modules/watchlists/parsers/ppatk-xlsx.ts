/**
 * A PPATK list as .xlsx (exceljs): the first sheet that has a header row. Row numbers are the
 * sheet's own, as the spreadsheet shows them. Date cells arrive as dates, formulas as their
 * results, rich text and links as their text. The zip is verified first (zip-guard.ts), then read
 * with exceljs's streaming reader, part by part, never as a whole workbook in memory (decision 0120).
 */
import { Readable } from 'node:stream';
import { type ListEntry, MSG } from '@kilau/shared';
import type ExcelJS from 'exceljs';
import { type Cell, parsePpatkRows, type SheetRow } from './ppatk-rows';
import { refuseFile, WatchlistRefusalError } from './refusal';
import { verifyZip } from './zip-guard';

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** Each sheet's rows, in the workbook's order of parts. */
async function* sheetsOf(bytes: Buffer): AsyncGenerator<SheetRow[]> {
  // Loaded with the first list uploaded, not with the server: exceljs and its zip, stream and
  // polyfill packages are some 3,000 files that every start would otherwise resolve and keep.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    // Styles tell a date cell from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    const rows: SheetRow[] = [];
    for await (const row of sheet) {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellOf(cell.value);
      });
      if (cells.length > 0) rows.push({ row: row.number, cells: Array.from(cells, (c) => c ?? '') });
    }
    yield rows;
  }
}

/**
 * A good workbook is read again when exceljs's streaming reader fails on it: the reader's unzip
 * iteration now and then misses a part (the workbook itself, read before its sheets) when the
 * machine is busy, and throws. Measured with three parses at once: about 1 in 100 failed; read up
 * to three times, none in 1,200. A broken file fails every time and is refused.
 */
const XLSX_READ_ATTEMPTS = 3;

/**
 * Every sheet, read to the end of the workbook before any is parsed: leaving the streaming reader
 * in the middle (a return out of its loop once a sheet parsed) made its clean-up reject too.
 */
async function readSheets(bytes: Buffer): Promise<SheetRow[][]> {
  for (let attempt = 1; ; attempt++) {
    const sheets: SheetRow[][] = [];
    try {
      for await (const rows of sheetsOf(bytes)) sheets.push(rows);
      return sheets;
    } catch {
      if (attempt >= XLSX_READ_ATTEMPTS) throw refuseFile(MSG.watchlistXlsxInvalid);
    }
  }
}

export async function parsePpatkXlsx(bytes: Buffer, source: 'dttot' | 'proliferation'): Promise<ListEntry[]> {
  await verifyZip(bytes);
  let first: WatchlistRefusalError | null = null;
  for (const rows of await readSheets(bytes)) {
    try {
      return parsePpatkRows(rows, source);
    } catch (err) {
      // A cell exceljs read in a shape the rows do not expect: as unreadable as a broken zip.
      if (!(err instanceof WatchlistRefusalError)) throw refuseFile(MSG.watchlistXlsxInvalid);
      // A sheet without a header (a cover sheet, notes) is passed over; a sheet that has one
      // and a bad row refuses the file.
      if (err.row !== null) throw err;
      first ??= err;
    }
  }
  throw first ?? refuseFile(MSG.watchlistNoEntries);
}
