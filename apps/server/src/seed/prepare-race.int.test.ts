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
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { kycCustomers, monitoringAlerts, riskRatings, riskStates, users } from '../db/schema';
import { NoGeo } from '../plugins/geo';
import { createInfra, type Infra } from '../plugins/infra';
import { prepareDatabase, seedDemoWithApp } from './prepare';
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

interface Instance {
  handle: DbHandle;
  infra?: Infra;
  app?: FastifyInstance;
  dataDir: string;
}

describe('start-up on a fresh PostgreSQL database', () => {
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const i of instances) {
      await i.app?.close();
      await i.infra?.jobs.stop();
      await i.handle.close();
      rmSync(i.dataDir, { recursive: true, force: true });
    }
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  /** What server.ts does before listening, with SEED_DEMO=1: migrate, seed, build, seed the rest. */
  async function start(instance: Instance) {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_DIR: instance.dataDir,
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: '1',
      WEB_DIST: path.join(instance.dataDir, 'no-web'),
    });
    const log = pino({ level: 'silent' });
    await prepareDatabase(instance.handle, config, log);
    instance.infra = await createInfra(config, instance.handle, log, { geo: new NoGeo() });
    instance.app = await buildApp(instance.infra, { logger: false });
    await seedDemoWithApp(instance.handle, instance.app, log);
  }

  it('two instances with SEED_DEMO=1 started together both start, and the demo data is there once', async () => {
    await admin((c) => c.query(`create database ${name}`));
    for (let i = 0; i < 2; i++) {
      instances.push({
        handle: await openDb(url, ''),
        dataDir: mkdtempSync(path.join(os.tmpdir(), `kilau-seedrace-${i}-`)),
      });
    }
    const results = await Promise.allSettled(instances.map(start));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

    const db = (instances[0] as Instance).handle.db;
    const emails = DEMO_CUSTOMERS.map((c) => c.email);
    const made = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    expect(made).toHaveLength(emails.length);
    // The demo customer was registered and approved once (one KYC record), by one of the two.
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMERS[0].email));
    const records = await db
      .select()
      .from(kycCustomers)
      .where(eq(kycCustomers.userId, demo?.id ?? ''));
    expect(records).toHaveLength(1);
    // Her seeded trades were evaluated before the server was ready: the alert her trading beyond
    // her declared income raises is there once, and her rating weighs it (decision 0204).
    const alerts = await db
      .select({ kind: monitoringAlerts.kind })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.kycCustomerId, records[0]?.id ?? ''));
    expect(alerts).toEqual([{ kind: 'beyond_profile' }]);
    const [rating] = await db
      .select({ trigger: riskRatings.trigger, factors: riskRatings.factors })
      .from(riskStates)
      .innerJoin(riskRatings, eq(riskRatings.id, riskStates.ratingId))
      .where(eq(riskStates.customerId, records[0]?.id ?? ''));
    expect(rating?.trigger).toBe('monitoring');
    expect(rating?.factors.map((f) => f.factor)).toContain('monitoring_alert');
  });
});
