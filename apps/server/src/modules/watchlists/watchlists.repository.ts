/**
 * The lists' versions and entries (decision 0111). A version is written once, with its entries, in
 * the upload's transaction; the newest version of each source is what participants are screened
 * against.
 */
import type { ListEntry } from '@kilau/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { watchlistEntries, watchlistVersions } from '../../db/schema';

/** The newest version's id of each uploaded source that has one. */
export async function currentVersionIds(db: DbOrTx): Promise<string[]> {
  const newest = db
    .select({ source: watchlistVersions.source, no: max(watchlistVersions.versionNo).as('no') })
    .from(watchlistVersions)
    .groupBy(watchlistVersions.source)
    .as('newest');
  const rows = await db
    .select({ id: watchlistVersions.id })
    .from(watchlistVersions)
    .innerJoin(
      newest,
      and(eq(watchlistVersions.source, newest.source), eq(watchlistVersions.versionNo, newest.no)),
    );
  return rows.map((r) => r.id).sort();
}

/**
 * What participants are screened against: the entries of the newest version of each uploaded
 * source, with those versions' ids (sorted, so a screening state can tell whether it is current).
 */
export async function currentEntries(db: DbOrTx): Promise<{ versionIds: string[]; entries: ListEntry[] }> {
  const versionIds = await currentVersionIds(db);
  if (versionIds.length === 0) return { versionIds, entries: [] };
  const rows = await db
    .select({ data: watchlistEntries.data })
    .from(watchlistEntries)
    .where(inArray(watchlistEntries.versionId, versionIds));
  return { versionIds, entries: rows.map((r) => r.data) };
}
