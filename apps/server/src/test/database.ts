/** A fresh, migrated database for one test file (architecture.md §3.7). */

import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type DbHandle, openDb } from '../db/client';
import { seedRegions } from '../seed/seed-regions';

/**
 * Makes `handle`'s database what every test file's copy starts from: migrated, with the regions
 * (they take seconds to load, so once, into the template).
 */
export async function prepareTemplate(handle: DbHandle): Promise<void> {
  await handle.migrate();
  await seedRegions(handle.db);
}

export async function freshDatabase(): Promise<DbHandle & { url: string | undefined }> {
  const template = process.env.KILAU_TEST_TEMPLATE;
  if (!template) throw new Error('KILAU_TEST_TEMPLATE missing: run through vitest (global setup)');
  const name = `kilau_t_${randomBytes(6).toString('hex')}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const handle = await openDb(url.toString(), '');
    return {
      ...handle,
      url: url.toString(),
      close: async () => {
        await handle.close();
        const a = new pg.Client({ connectionString: pgUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const root = process.env.KILAU_TEST_ROOT ?? path.dirname(template);
  const dir = path.join(root, name);
  cpSync(template, dir, { recursive: true });
  const handle = await openDb(undefined, dir);
  return {
    ...handle,
    url: undefined,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
