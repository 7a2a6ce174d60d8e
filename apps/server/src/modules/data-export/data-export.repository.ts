/**
 * The rows of 'Unduh data saya' (decision 0113): one per request for a copy, from `queued` to
 * `ready` (a ZIP in the file store, a mailed link whose token is kept only as its SHA-256) or
 * `failed`, and `expired` once the 7 days are over and the ZIP is deleted.
 */
import type { DataExport } from '@kilau/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The reply shape; a ready export past its expiry reads 'expired' before the sweep deletes it. */
export function toDataExport(row: DataExportRow, now: Date = new Date()): DataExport {
  const expired =
    row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    _id: row.id,
    status: expired ? 'expired' : row.status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes ?? null,
    downloads: row.downloads,
  };
}

/** A customer's exports, newest first. */
export async function findExportsOf(db: DbOrTx, userId: string): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
}
