/**
 * The matcher's indexes, kept per process (decision 0111): building one over 50,000 list entries
 * takes far longer than screening a participant against it, so an index is built once per set of
 * list versions and reused until an upload changes them. Kilau's blacklist has its own, small index,
 * keyed by a cheap signature of the blacklisted records, so that blacklisting someone does not
 * rebuild the lists' index. Every process checks the keys (two small queries) before each use, so
 * several instances stay current without telling each other.
 */
import type { ScreeningSource, UploadedSource } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { currentEntries, currentVersionIds } from '../watchlists';
import { buildScreeningIndex } from './matching';
import type { ScreeningIndex } from './matching/types';
import { blacklistedRecords, blacklistSignature, versionsByIds } from './screening.repository';
import { kilauEntryOf } from './subject';

export interface ListsIndex {
  index: ScreeningIndex;
  /** The versions screened against, sorted (what screening_states keeps). */
  versionIds: string[];
  /** The version each uploaded source's entries come from. */
  versionOf: Partial<Record<UploadedSource, string>>;
}

export interface Indexes {
  lists: ListsIndex;
  kilau: ScreeningIndex;
  versionIdOf(source: ScreeningSource): string | null;
}

/**
 * One index under its key. A build in flight is shared by every caller that asks meanwhile; a
 * failed build is forgotten so that the next call tries again.
 */
class IndexCache<T> {
  private key: string | null = null;
  private value: Promise<T> | null = null;

  get(key: string, build: () => Promise<T>): Promise<T> {
    if (this.value && this.key === key) return this.value;
    const value = build();
    this.key = key;
    this.value = value;
    value.catch(() => {
      if (this.value === value) {
        this.key = null;
        this.value = null;
      }
    });
    return value;
  }
}

const listsCache = new IndexCache<ListsIndex>();
const kilauCache = new IndexCache<ScreeningIndex>();

async function listsIndex(db: DbOrTx, threshold: number): Promise<ListsIndex> {
  const ids = await currentVersionIds(db);
  const key = `${threshold}|${ids.join(',')}`;
  return listsCache.get(key, async () => {
    const { versionIds, entries } = await currentEntries(db);
    const versions = await versionsByIds(db, versionIds);
    const versionOf: ListsIndex['versionOf'] = {};
    for (const v of versions) versionOf[v.source] = v.id;
    return { index: buildScreeningIndex(entries, { alertThreshold: threshold }), versionIds, versionOf };
  });
}

async function kilauIndex(db: DbOrTx, threshold: number): Promise<ScreeningIndex> {
  const key = `${threshold}|${await blacklistSignature(db)}`;
  return kilauCache.get(key, async () => {
    const records = await blacklistedRecords(db);
    return buildScreeningIndex(records.map(kilauEntryOf), { alertThreshold: threshold });
  });
}

/** The current indexes, rebuilt only when the lists or the blacklist changed. */
export async function currentIndexes(db: DbOrTx, threshold: number): Promise<Indexes> {
  const [lists, kilau] = await Promise.all([listsIndex(db, threshold), kilauIndex(db, threshold)]);
  return {
    lists,
    kilau,
    versionIdOf: (source) => (source === 'kilau' ? null : (lists.versionOf[source] ?? null)),
  };
}
