/**
 * 200 customers at once on PostgreSQL for 60 seconds, each walking login → dashboard → a step save
 * (and logging out) again and again: no error at all, and the p95 of each step printed. Timing is
 * reported, never asserted (`npm run bench -- production` compares one instance with two).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormOptions } from './customers';
import { type Instance, scratchDatabase, startInstance } from './instances';
import { type LoadCustomer, prepareCustomers, walkFor } from './load';

const CUSTOMERS = 200;
const SECONDS = 60;

describe(`${CUSTOMERS} customers at once on PostgreSQL`, () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let instance: Instance;
  let customers: LoadCustomer[];
  let options: FormOptions;

  beforeAll(async () => {
    db = await scratchDatabase();
    // Every request comes from this one address: the per-address limits would stop a crowd that,
    // in production, comes from thousands of addresses.
    instance = await startInstance('load', { DATABASE_URL: db.url, RATE_LIMIT_SCALE: '100000' });
    ({ customers, options } = await prepareCustomers(instance.base, db.url, CUSTOMERS));
  }, 600_000);
  afterAll(async () => {
    await instance?.stop();
    await db?.drop();
  });

  it(`walk login → dashboard → step save for ${SECONDS} s without an error`, {
    timeout: 300_000,
  }, async () => {
    const stats = await walkFor([instance.base], customers, options, SECONDS);
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(
      `  ${CUSTOMERS} customers, ${SECONDS} s: ${stats.walks} walks, ${stats.requests} requests ` +
        `(${Math.round(stats.requests / stats.seconds)}/s), ${stats.errors.length} errors\n` +
        `  p95: login ${ms(stats.p95.login)}, dashboard ${ms(stats.p95.dashboard)}, ` +
        `save ${ms(stats.p95.save)}, whole walk ${ms(stats.p95.walk)}`,
    );
    expect(stats.errors.slice(0, 5)).toEqual([]);
    // Every customer got through at least once: nobody was starved.
    expect(stats.walks).toBeGreaterThanOrEqual(CUSTOMERS);
  });
});
