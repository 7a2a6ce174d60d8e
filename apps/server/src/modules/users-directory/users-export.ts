/**
 * The users directory as an .xlsx file, written as it is read (docs/product/back-office.md § Screens, Limits; decision 0068).
 * exceljs' streaming writer commits each row to the zip stream, and the rows are read in keyset
 * batches, so memory stays flat however many users there are: neither the rows nor the workbook
 * are ever held whole. Between batches the writer waits for the response to drain, so a slow
 * client slows the export instead of filling the server's memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { MSG, USERS_EXPORT_WIDTHS, type UsersDirectoryFilter, userStatusText } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import type { StaffScope } from '../auth';
import { type DirectoryCursor, directoryBatch } from './users-directory.repository';

const BATCH = 2000;
/** The sixth column's letter: the export has the six columns of docs/product/back-office.md § Screens (/users). */
const USERS_EXPORT_LAST_COLUMN = 'F';

const HEADERS = [
  'No',
  MSG.colUsersFullname,
  MSG.colUsersPlatform,
  MSG.colUsersPhone,
  MSG.colUsersEmail,
  MSG.colUsersStatus,
] as const;

/** Writes the workbook to `out` and answers how many users it holds. */
export async function writeUsersWorkbook(
  db: DbOrTx,
  scope: StaffScope,
  filter: UsersDirectoryFilter,
  out: Writable,
): Promise<number> {
  // exceljs loads on the first export: it is large, and an idle server needs none of it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  // The header stays in view while scrolling; the streaming writer writes the views with the
  // sheet's opening, so they are given here rather than set later.
  const sheet = workbook.addWorksheet(MSG.usersExportTitle, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = HEADERS.map((header, i) => ({ header, width: USERS_EXPORT_WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let written = 0;
  let cursor: DirectoryCursor | null = null;
  for (;;) {
    const rows = await directoryBatch(db, scope, filter, cursor, BATCH);
    for (const r of rows) {
      written += 1;
      sheet
        .addRow([
          written,
          r.kycName ?? r.accountName ?? '-',
          r.platformName ?? '-',
          r.phonenumber,
          r.email,
          userStatusText(r.status),
        ])
        .commit();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    cursor = { createdAtText: last.createdAtText, id: last.id, nasabahId: last.nasabahId };
    if (out.writableNeedDrain) {
      // A client that went away never drains: stop rather than wait for ever.
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return written;
    }
  }
  // Filter buttons on the header over every written row: the writer puts the filter at the
  // sheet's end, so its range can name the last row.
  sheet.autoFilter = `A1:${USERS_EXPORT_LAST_COLUMN}${written + 1}`;
  sheet.commit();
  await workbook.commit();
  return written;
}
