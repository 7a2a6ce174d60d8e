/**
 * Two instances started together on a fresh PostgreSQL database with SEED_DEMO=1: both migrate
 * and seed under the migrations' lock, one after the other, and both start (before, both found
 * the demo accounts missing, both inserted them, and one exited on a duplicate key). Needs the
 * machine's PostgreSQL (TEST_DATABASE_URL's server, or 127.0.0.1:5432), like the backup test.
 *
 * The embedded database has no such race to test: a PGlite data folder belongs to one process
 * (PGlite is single-user; several instances need PostgreSQL), and that process prepares it once,
 * so nothing migrates or seeds beside it (db/client.ts).
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../db/client';
import { users } from '../db/schema';
import { prepareDatabase } from './prepare';
import { DEMO_CUSTOMERS } from './seed';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kilau_seedrace_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
})();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('start-up on a fresh PostgreSQL database', () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('two instances with SEED_DEMO=1 started together both start, and the demo data is there once', async () => {
    await admin((c) => c.query(`create database ${name}`));
    for (let i = 0; i < 2; i++) handles.push(await openDb(url, ''));
    const config = { seedDemo: true, NODE_ENV: 'development' as const };
    const results = await Promise.allSettled(
      handles.map((h) => prepareDatabase(h, config, pino({ level: 'silent' }))),
    );
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const first = handles[0] as DbHandle;
    const emails = DEMO_CUSTOMERS.map((c) => c.email);
    const made = await first.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    expect(made).toHaveLength(emails.length);
  });
});
