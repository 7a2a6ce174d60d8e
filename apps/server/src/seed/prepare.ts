/**
 * What start-up does to the database before serving: migrate, then seed. Migrations run as
 * DATABASE_MIGRATION_URL's role when it is set (the owner of the schema and of audit_log), so that
 * the app's own role can own nothing (README "Deploying on PostgreSQL", decision 0106). The reference data
 * (banks, platforms, master data, regions) is always there; the demo accounts, which share a
 * published password, only where configuration asks for them (config.seedDemo). Migrating and
 * seeding happen under one lock, so that instances starting together take turns.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { evaluateActiveNow } from '../modules/transaction-monitoring';
import { seedDemo, seedReferenceData } from './seed';
import { seedDemoCustomer } from './seed-demo-customer';
import { seedDemoFundMovements, seedDemoGoldWithdrawals } from './seed-fund-movements';
import { seedDemoParticipants } from './seed-participants';

/**
 * Migrates, then seeds the reference data, or with SEED_DEMO the demo accounts too. Seeding holds
 * the migrations' lock (DbHandle.exclusively): two instances started together on a fresh database
 * would otherwise both find the demo accounts missing and both insert them (a duplicate key, and
 * one instance exits). The second now waits, then finds them made.
 */
export async function prepareDatabase(
  handle: DbHandle,
  config: Pick<Config, 'seedDemo' | 'NODE_ENV' | 'jwtSecret'> &
    Partial<Pick<Config, 'DATABASE_MIGRATION_URL'>>,
  log: FastifyBaseLogger,
): Promise<void> {
  await migrateDatabase(handle, config.DATABASE_MIGRATION_URL);
  await handle.exclusively(async () => {
    if (!config.seedDemo) {
      await seedReferenceData(handle.db);
      return;
    }
    const { created } = await seedDemo(handle.db, config.jwtSecret);
    if (created) log.info('demo data seeded');
  });
  if (config.seedDemo && config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO is on in production: the demo accounts share a published password');
  }
}

/**
 * Start-up's preparation. On PostgreSQL, the bundle runs it as a short-lived process of its own
 * (`dist/prepare-database.js`, cli/prepare-database.ts) and waits for it: a first start migrates
 * and loads 83,762 villages, and that burst grew the server's young generation to 64 MB, which
 * Node 24 kept while the instance sat idle (175 MB RSS instead of 145; decision 0117). The embedded
 * database is one process's data directory, so there (and from the sources, where no built command
 * sits beside this module) it runs in the server's process.
 */
export async function prepareDatabaseAtStart(
  handle: DbHandle,
  config: Parameters<typeof prepareDatabase>[1],
  log: FastifyBaseLogger,
): Promise<void> {
  const command = path.join(import.meta.dirname, 'prepare-database.js');
  if (handle.kind !== 'postgres' || !existsSync(command)) return prepareDatabase(handle, config, log);
  const started = performance.now();
  await runToEnd(process.execPath, [...process.execArgv, command]);
  log.debug({ ms: Math.round(performance.now() - started) }, 'database prepared in its own process');
}

/**
 * Runs a command with this process's environment and output, and resolves when it exits 0. A stop
 * asked of the server while it runs is passed on, so a deploy's SIGTERM does not leave it behind.
 */
function runToEnd(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    const pass = (signal: NodeJS.Signals) => () => child.kill(signal);
    const onTerm = pass('SIGTERM');
    const onInt = pass('SIGINT');
    process.once('SIGTERM', onTerm);
    process.once('SIGINT', onInt);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      if (code === 0) resolve();
      else reject(new Error(`database preparation failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Applies the migrations through `handle`, or through a connection of their own role. */
export async function migrateDatabase(handle: DbHandle, migrationUrl: string | undefined): Promise<void> {
  if (!migrationUrl || handle.kind !== 'postgres') return handle.migrate();
  const owner = await openDb(migrationUrl, '');
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
}

/**
 * With SEED_DEMO, the demo data that needs the file store and the app: the back-office's demo
 * queue (document images), its 90 days of trades and fund movements (and the planted gold
 * withdrawal), and the approved demo customer (made through the app's own calls,
 * seed-demo-customer.ts). Under the same lock, for the same reason.
 */
export async function seedDemoWithApp(handle: DbHandle, app: FastifyInstance, log: FastifyBaseLogger) {
  await handle.exclusively(async () => {
    const participants = await seedDemoParticipants(handle.db, app.files);
    if (participants.created) {
      log.info({ participants: participants.created }, 'demo participants seeded');
      // Their fund movements with the participants only, never for one approved later in the demo;
      // the planted cash days on working days of the monitoring's own calendar.
      const movements = await seedDemoFundMovements(handle.db, new Date(), app.config.REVIEW_HOLIDAYS);
      const withdrawals = await seedDemoGoldWithdrawals(handle.db);
      log.info(
        { movements: movements.created, gold_withdrawals: withdrawals.created },
        'demo fund movements and gold withdrawals seeded',
      );
    }
    const customer = await seedDemoCustomer(app);
    if (customer.created) log.info('demo customer registered and approved');
    // The seeded trades and fund movements evaluated once, as an ingest's job evaluates them, but
    // before the server is ready (transaction-monitoring.job.ts): the officer's first page already
    // holds the planted patterns' cases.
    if (participants.created || customer.created) {
      const raised = await evaluateActiveNow(app, new Date());
      log.info({ raised }, 'demo activity evaluated by the monitoring');
    }
  });
}
