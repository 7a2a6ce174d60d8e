/**
 * What start-up does to the database before serving: migrate, then seed. Migrations run as
 * DATABASE_MIGRATION_URL's role when it is set (the owner of the schema and of audit_log), so that
 * the app's own role can own nothing (README "Deploying on PostgreSQL", decision 0106). The reference data
 * (banks, platforms, master data, regions) is always there; the demo accounts, which share a
 * published password, only where configuration asks for them (config.seedDemo).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { seedDemo, seedReferenceData } from './seed';

export async function prepareDatabase(
  handle: DbHandle,
  config: Pick<Config, 'seedDemo' | 'NODE_ENV'> & Partial<Pick<Config, 'DATABASE_MIGRATION_URL'>>,
  log: FastifyBaseLogger,
): Promise<void> {
  await migrate(handle, config.DATABASE_MIGRATION_URL);
  if (!config.seedDemo) {
    await seedReferenceData(handle.db);
    return;
  }
  const { created } = await seedDemo(handle.db);
  if (created) log.info('demo data seeded');
  if (config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO is on in production: the demo accounts share a published password');
  }
}

/** Applies the migrations through `handle`, or through a connection of their own role. */
async function migrate(handle: DbHandle, migrationUrl: string | undefined): Promise<void> {
  if (!migrationUrl || handle.kind !== 'postgres') return handle.migrate();
  const owner = await openDb(migrationUrl, '');
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
}
