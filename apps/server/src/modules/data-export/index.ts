/**
 * 'Unduh data saya' (decision 0113) as other modules use it: the customer's exports for the
 * 'Data Saya' page.
 */
import type { DataExport } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { findExportsOf, toDataExport } from './data-export.repository';

/** A customer's exports, newest first; a ready one past its 7 days reads 'expired'. */
export async function listExportsOf(db: DbOrTx, userId: string): Promise<DataExport[]> {
  const now = new Date();
  return (await findExportsOf(db, userId)).map((row) => toDataExport(row, now));
}

/** The daily sweep of copies past their 7 days, for a retention job that runs it as well. */
export { sweepExpiredExports } from './data-export.service';
