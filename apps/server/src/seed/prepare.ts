/**
 * What start-up does to the database before serving: migrate, then seed. The reference data
 * (banks, platforms, master data, regions) is always there; the demo accounts, which share a
 * published password, only where configuration asks for them (config.seedDemo). Migrating and
 * seeding happen under one lock, so that instances starting together take turns.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import { seedDemo, seedReferenceData } from './seed';

export async function prepareDatabase(
  handle: DbHandle,
  config: Pick<Config, 'seedDemo' | 'NODE_ENV'>,
  log: FastifyBaseLogger,
): Promise<void> {
  // Seeded under the migrations' lock: two instances started together on a fresh database would
  // otherwise both find the demo accounts missing and both insert them (a duplicate key, and one
  // instance exits). The second now waits, then finds them made.
  await handle.migrate(async () => {
    if (!config.seedDemo) {
      await seedReferenceData(handle.db);
      return;
    }
    const { created } = await seedDemo(handle.db);
    if (created) log.info('demo data seeded');
  });
  if (config.seedDemo && config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO is on in production: the demo accounts share a published password');
  }
}
