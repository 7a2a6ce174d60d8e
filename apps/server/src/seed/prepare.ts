/**
 * What start-up does to the database before serving: migrate, then seed. The reference data
 * (banks, platforms, master data, regions) is always there; the demo accounts, which share a
 * published password, only where configuration asks for them (config.seedDemo).
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
  await handle.migrate();
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
