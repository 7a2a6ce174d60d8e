/**
 * A PPATK list as .xlsx (exceljs): the first sheet that has a header row. Row numbers are the
 * sheet's own, as the spreadsheet shows them. Date cells arrive as dates, formulas as their
 * results, rich text and links as their text.
 */
import { type ListEntry, MSG } from '@kilau/shared';
import type ExcelJS from 'exceljs';
import { type Cell, parsePpatkRows, type SheetRow } from './ppatk-rows';
import { refuseFile, WatchlistRefusalError } from './refusal';

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

function rowsOf(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellOf(cell.value);
    });
    rows.push({ row: row.number, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

export async function parsePpatkXlsx(bytes: Buffer, source: 'dttot' | 'proliferation'): Promise<ListEntry[]> {
  // Loaded with the first list uploaded, not with the server: exceljs and its zip, stream and
  // polyfill packages are some 3,000 files that every start would otherwise resolve and keep.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuseFile(MSG.watchlistXlsxInvalid);
  }
  let first: WatchlistRefusalError | null = null;
  for (const sheet of workbook.worksheets) {
    try {
      return parsePpatkRows(rowsOf(sheet), source);
    } catch (err) {
      if (!(err instanceof WatchlistRefusalError)) throw err;
      // A sheet without a header (a cover sheet, notes) is passed over; a sheet that has one
      // and a bad row refuses the file.
      if (err.row !== null) throw err;
      first ??= err;
    }
  }
  throw first ?? refuseFile(MSG.watchlistNoEntries);
}
