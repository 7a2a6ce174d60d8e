/**
 * Every 4xx of the API speaks Indonesian. Walks EVERY route the app registers (collected with an
 * onRoute hook), sends it wrong bodies, params and queries (NUL bytes included), without a token,
 * with a customer's and with a staff member's, and checks each error reply: no 5xx, and every
 * `err_message_id` and `error[].message` is a text of the catalogue (or one of its {n} templates),
 * never zod's or Fastify's English.
 */
import { MSG } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffUsers, users } from './db/schema';
import { createTestApp, type TestApp } from './test/app';

const ZOD_ENGLISH =
  /too small|too big|invalid input|expected|unrecognized key|invalid (string|option|email|uuid|type|enum)|required|must be|should/i;

/** The catalogue's texts, and its templates as patterns ("Minimal {n} karakter" → /^Minimal \d+ karakter$/). */
const catalogue: string[] = Object.values(MSG as Record<string, unknown>).filter(
  (v): v is string => typeof v === 'string',
);
const exact = new Set<string>(catalogue);
const templates = catalogue
  .filter((m) => m.includes('{n}'))
  .map((m) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '\\d+')}$`));
const isCatalogueText = (m: string) => exact.has(m) || templates.some((re) => re.test(m));

/** Keys of a zod object schema (a route's body or querystring), if it is one. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return [];
}

type Variant = { url: string; payload?: unknown; contentType?: string };

/** Wrong inputs for one route: junk params, queries and bodies of the wrong shape and type. */
function variantsOf(route: RouteOptions): Variant[] {
  const withParams = (value: string) =>
    route.url.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(value)).replace(/\*$/, 'x');
  const query = keysOf(route.schema?.querystring);
  const body = keysOf(route.schema?.body);
  const qs = (value: string) =>
    query.length ? `?${query.map((k) => `${k}=${encodeURIComponent(value)}`).join('&')}` : '';
  const wrongTypes = Object.fromEntries(body.map((k) => [k, { nested: [1, 2] }]));
  const tooLong = Object.fromEntries(body.map((k) => [k, 'x'.repeat(5000)]));
  const empty = Object.fromEntries(body.map((k) => [k, '']));
  const nul = Object.fromEntries(body.map((k) => [k, 'a\u0000b']));
  const out: Variant[] = [
    { url: withParams('tidak-ada') + qs(''), payload: {} },
    { url: withParams('00000000-0000-4000-8000-000000000000') + qs('abc'), payload: wrongTypes },
    { url: withParams('a\u0000b') + qs('a\u0000b'), payload: tooLong },
    { url: withParams('-1') + qs('-1'), payload: empty },
    { url: withParams('x') + qs('x'), payload: nul },
  ];
  if (route.method !== 'GET') {
    out.push({ url: withParams('x'), payload: 'bukan json', contentType: 'application/json' });
    out.push({ url: withParams('x'), payload: '<a/>', contentType: 'text/xml' });
  }
  return out;
}

describe('every 4xx of every route speaks Indonesian', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let customerId: string;
  let staffId: string;

  beforeAll(async () => {
    t = await createTestApp({
      seed: 'demo',
      // Rate limits would answer 429 before the validation this test is about.
      env: { RATE_LIMIT_SCALE: '100000' },
      onRoute: (r) => routes.push(r),
    });
    const [customer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demonasabah'));
    const [staff] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'superadmin'));
    customerId = String(customer?.id);
    staffId = String(staff?.id);
  });
  afterAll(() => t.close());

  it('collects the routes of every module', () => {
    const urls = routes.map((r) => r.url);
    for (const url of ['/v2/user/auth', '/v2/user/register', '/v2/kyc/upload/:customerId', '/v1/get/file']) {
      expect(urls).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers no 5xx and no English to wrong bodies, params and queries', async () => {
    const problems: string[] = [];
    let ip = 0;
    let checked = 0;
    const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);
    for (const route of routes) {
      if (route.url.startsWith('/docs') || route.url.startsWith('/dev/')) continue;
      for (const method of methods(route)) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        for (const who of ['nobody', 'customer', 'staff'] as const) {
          for (const v of variantsOf(route)) {
            // A fresh session each time: a logout or password change must not end the next call's.
            const token =
              who === 'customer'
                ? await t.app.sessions.open('user', customerId, null, {})
                : who === 'staff'
                  ? await t.app.sessions.open('staff', staffId, 0, {})
                  : null;
            const res = await t.app.inject({
              method: method as 'GET',
              url: v.url,
              remoteAddress: `10.9.${(++ip >> 8) & 255}.${ip & 255}`,
              ...(v.payload !== undefined && method !== 'GET' ? { payload: v.payload as string } : {}),
              headers: {
                ...(v.contentType ? { 'content-type': v.contentType } : {}),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
            });
            const where = `${method} ${v.url} (${who})`;
            if (res.statusCode >= 500) {
              problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
              continue;
            }
            if (res.statusCode < 400) continue;
            checked++;
            let body: { err_message_id?: unknown; error?: { message?: unknown }[] };
            try {
              body = res.json();
            } catch {
              problems.push(`${where}: ${res.statusCode} without a JSON body`);
              continue;
            }
            const texts = [body.err_message_id, ...(body.error ?? []).map((e) => e.message)];
            for (const text of texts) {
              if (typeof text !== 'string' || !isCatalogueText(text) || ZOD_ENGLISH.test(text)) {
                problems.push(`${where}: ${res.statusCode} ${JSON.stringify(text)}`);
              }
            }
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 300_000);
});
