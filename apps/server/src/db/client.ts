import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { lockDataFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the migrations' lock (on PostgreSQL an advisory lock), so that instances
   * starting together on one database seed one after the other, never side by side.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); absent for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * apps/server/drizzle, found from the source (src/db) and from the bundle (dist) alike.
 */
export function migrationsFolder(): string {
  if (process.env.KILAU_MIGRATIONS_DIR) return process.env.KILAU_MIGRATIONS_DIR;
  const candidates = ['../drizzle', '../../drizzle'].map((p) => path.resolve(import.meta.dirname, p));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Opens PostgreSQL when the URL is postgres://…, else an embedded PGlite database in a folder
 * (or `memory://`). Both get the same migrations and queries.
 */
/** The advisory lock held while migrating and seeding at start-up (a number no other lock of ours uses). */
const MIGRATION_LOCK = 7_302_026;

export async function openDb(
  databaseUrl: string | undefined,
  dataDir: string,
  /** Told when an idle pooled connection dies (database restart, failover, a dropped database). */
  onIdleError: (err: Error) => void = () => {},
): Promise<DbHandle> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // Without a listener, an idle client's lost connection would crash the process; the pool
    // discards that client and opens a new one on the next query.
    pool.on('error', onIdleError);
    // A checked-out client has no such listener (the pool removes it while lent): a connection
    // lost between two queries of a transaction (a restart during a step save) would emit an
    // unhandled 'error' and end the process. Its next query fails instead, the request answers
    // 500, and the pool discards the client on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const withStartupLock = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      // Several instances starting at once: one migrates, the others wait on the lock and then
      // find nothing left to apply.
      migrate: () =>
        withStartupLock((client) =>
          migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() }),
        ),
      // The work runs on the pool's other connections while this one holds the lock.
      exclusively: (work) => withStartupLock(() => work()),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const location = databaseUrl?.startsWith('memory://') ? databaseUrl : dataDir;
  let unlock = () => {};
  if (!location.startsWith('memory://')) {
    mkdirSync(path.dirname(location), { recursive: true });
    // One process per folder (decision 0123): refused here, before PGlite reads a byte of it.
    unlock = lockDataFolder(location);
  }
  const client = await PGlite.create(location).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() }),
    // No lock here: an embedded database is one process's (PGlite is single-user, the folder lock
    // keeps a second process out; several instances need PostgreSQL, README "Production"), and
    // that process starts up once, so nothing seeds beside it.
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a path are checked before they reach a uuid column (which would raise, not miss). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** PostgreSQL unique violation, raw or wrapped by drizzle (DrizzleQueryError.cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
