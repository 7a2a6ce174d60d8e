/**
 * On PostgreSQL the built server prepares its database (migrations, reference data) in a process of
 * its own before it serves (decision 0117). What an operator relies on: a fresh database is migrated
 * and loaded completely by the time the instance answers /ready, and a preparation that fails stops
 * the start with its reason instead of leaving an instance serving an unprepared database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, scratchDatabase, startInstance } from './instances';

/** The villages in the region data the server loads (idn-area-data's villages.csv, less its header). */
function villagesInDataFile(): number {
  const dir = path.dirname(import.meta.resolve('idn-area-data/package.json').replace('file://', ''));
  const text = readFileSync(path.join(dir, 'data/villages.csv'), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '').length - 1;
}

const migrationFiles = () =>
  readdirSync(path.resolve(import.meta.dirname, '../../drizzle')).filter((f) => f.endsWith('.sql')).length;

describe('the database prepared in a process of its own (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let client: pg.Client;
  let instance: Instance | undefined;

  beforeAll(async () => {
    db = await scratchDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });

  afterAll(async () => {
    await instance?.stop();
    await client?.end();
    await db?.drop();
  });

  it('does not serve when the preparation fails, and says why', async () => {
    const refused = new URL(db.url);
    refused.username = 'no_such_role';
    await expect(
      startInstance('prepare-fails', { DATABASE_URL: db.url, DATABASE_MIGRATION_URL: refused.toString() }),
    ).rejects.toThrow(
      /exited before it was ready[\s\S]*"reason":"role \\"no_such_role\\" does not exist"[\s\S]*database preparation failed \(exit 1\)/,
    );
  });

  it('is migrated and holds every region once the instance is ready', async () => {
    instance = await startInstance('prepare-apart', { DATABASE_URL: db.url, LOG_LEVEL: 'debug' });
    const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(migrationFiles());
    const villages = await client.query('select count(*)::int as n from regions where level = 4');
    expect(villages.rows[0].n).toBe(villagesInDataFile());
    expect(instance.logs.some((line) => line.includes('database prepared in its own process'))).toBe(true);
  });
});
