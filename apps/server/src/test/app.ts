/**
 * Builds the whole app for an integration test file: a fresh database, the embedded outbox for
 * mail and SMS (unless a test passes its own), no geo lookup, and the bot challenge off unless asked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { outbox } from '../db/schema';
import { NoGeo } from '../plugins/geo';
import { createInfra, type Infra } from '../plugins/infra';
import { seedDemo, seedReferenceData } from '../seed/seed';
import { seedDemoCustomer } from '../seed/seed-demo-customer';
import { freshDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle['db'];
  infra: Infra;
  /** Runs queued jobs (mail, SMS) now, so the outbox holds what was sent. */
  flushJobs(): Promise<void>;
  /** The newest outbox message to a recipient. */
  lastMessageTo(recipient: string): Promise<{ text: string; subject: string } | undefined>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: 'reference' | 'demo' | 'none';
  infra?: Partial<Infra>;
  /** Told of every route as the app registers it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The database of another test app, for a second instance of the same deployment: not seeded
   * again, and left open when this app closes (its owner closes it).
   */
  dbHandle?: DbHandle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'off',
    ALTCHA_COST: '50',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const dbHandle = options.dbHandle ?? (await freshDatabase());
  const seed = options.dbHandle ? 'none' : (options.seed ?? 'reference');
  if (seed === 'demo') await seedDemo(dbHandle.db, config.jwtSecret);
  else if (seed === 'reference') await seedReferenceData(dbHandle.db);
  const silent = (await import('pino')).default({ level: 'silent' });
  const infra = await createInfra(config, dbHandle, silent, { geo: new NoGeo(), ...options.infra });
  const app = await buildApp(infra, { logger: false, onRoute: options.onRoute });
  await app.ready();
  if (seed === 'demo') await seedDemoCustomer(app);
  return {
    app,
    db: dbHandle.db,
    infra,
    flushJobs: () => infra.jobs.drain(),
    async lastMessageTo(recipient) {
      await infra.jobs.drain();
      const [row] = await dbHandle.db
        .select({ text: outbox.text, subject: outbox.subject })
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return row;
    },
    async close() {
      await app.close();
      await infra.jobs.stop();
      if (!options.dbHandle) await dbHandle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
