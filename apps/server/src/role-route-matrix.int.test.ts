/**
 * The role × route matrix (decisions 0056, 0124). Every route of the OpenAPI document is called by
 * every kind of caller: no token, a customer, each staff role (0, 1, 13, 4, 5, 6, 14) and the partners'
 * keys. Whom a route must let in is read from the route index's own rows (routes-index.ts, the
 * source of docs/routes.md), so a new route is in the matrix the day it is registered: its guard's
 * roles are let in (the answer is anything but 401 or 403), everyone else is refused (401 without
 * a session, 403 with the wrong kind of session or role).
 *
 * Then the step-up (decision 0124): every staff route that changes something or hands out a file is
 * either behind the step-up or named below with why it is not, so a new decision route must be
 * classified; and the OpenAPI description of exactly the step-up routes says so. The walk of the
 * step-up routes with a stale factor is staff-step-up.int.test.ts.
 */
import { ROLES, type StaffRole } from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationPartner } from './modules/integration/partner-keys';
import { createStaff, generateStaffPassword } from './modules/staff-auth/staff-accounts';
import { staffSession } from './modules/staff-mfa/testing/staff-login';
import { STEP_UP_NOTE } from './plugins/auth';
import { type IndexedRoute, routeCollector } from './routes-index';
import { createTestApp, type TestApp } from './test/app';
import { nextTestIp, registerCustomer } from './test/customer';

/** Every staff role there is: a new role is in the matrix the day it is declared. */
const STAFF_ROLES: readonly StaffRole[] = Object.values(ROLES);

type Caller =
  | { kind: 'none' }
  | { kind: 'customer' }
  | { kind: 'staff'; role: StaffRole }
  | { kind: 'partner'; partner: 'exchange' | 'bank' };

const CALLERS: Caller[] = [
  { kind: 'none' },
  { kind: 'customer' },
  ...STAFF_ROLES.map((role) => ({ kind: 'staff' as const, role })),
  { kind: 'partner', partner: 'exchange' },
  { kind: 'partner', partner: 'bank' },
];

const name = (c: Caller) =>
  c.kind === 'staff' ? `role ${c.role}` : c.kind === 'partner' ? `${c.partner} key` : c.kind;

/**
 * The routes a partner's key opens instead of a session (decision 0105): the exchange reports
 * trades, a bank balances. The route index lists them as public (no sign-in guard).
 */
const PARTNER_ROUTES: Record<string, 'exchange' | 'bank'> = {
  'POST /v1/integration/trade-transactions': 'exchange',
  'POST /v1/integration/balances': 'bank',
};

/**
 * Staff routes that change something or hand out a file and still need no step-up: none of them
 * decides on a participant or a request, or hands out more than one document of one person.
 * Everything else of that kind is behind the step-up (decision 0124).
 */
const NO_STEP_UP: Record<string, string> = {
  'POST /v1/auth/logout': 'ends one’s own session',
  'PUT /v1/staff/password': 'one’s own password, asked with the current one',
  'POST /v1/staff/step-up': 'is the step-up',
  'POST /v1/staff/step-up/passkey/options': 'is the step-up',
  'POST /v1/staff/step-up/passkey/verify': 'is the step-up',
  'POST /v1/staff/security/sessions/revoke-others': 'only takes access away (decision 0109)',
  'DELETE /v1/staff/security/sessions/{id}':
    'only takes access away: one of one’s own sessions (decision 0127)',
  'PUT /v1/admin-broker/activity/{activityId}': 'a location hint on one’s own audit row',
  'POST /v1/admin-bank/kyc/{id}/notes': 'an internal note: append-only, decides nothing',
  'POST /v1/admin-broker/kyc/{id}/notes': 'an internal note: append-only, decides nothing',
  'POST /v1/super-admin/kyc/{id}/notes': 'an internal note: append-only, decides nothing',
  'POST /v1/admin-bank/kyc/next': 'takes the next file to review (who works on it, not its state)',
  'POST /v1/admin-broker/kyc/next': 'takes the next file to review (who works on it, not its state)',
  'POST /v1/compliance/monitoring/cases/{id}/claim':
    'takes a monitoring case (who works on it, not its state)',
  'DELETE /v1/compliance/monitoring/cases/{id}/claim':
    'frees a monitoring case (who works on it, not its state)',
  'PUT /v1/compliance/reports/{id}': 'the officer’s draft of a report: decides nothing and sends nothing',
  'POST /v1/compliance/monitoring/cases/next': 'takes the next case to work, as ‘Ambil’; decides nothing',
  'POST /v1/compliance/monitoring/cases/{id}/notes':
    'an officer’s note on a case: append-only, decides nothing',
  'POST /v1/admin-bank/kyc/{id}/claim': 'takes a file to review (who works on it, not its state)',
  'POST /v1/admin-broker/kyc/{id}/claim': 'takes a file to review (who works on it, not its state)',
  'PUT /v1/admin-broker/kyc/{id}/claim': 'hands a file to a reviewer (who works on it, not its state)',
  'PUT /v1/super-admin/kyc/{id}/claim': 'hands a file to a reviewer (who works on it, not its state)',
  'DELETE /v1/admin-bank/kyc/{id}/claim': 'frees a file (who works on it, not its state)',
  'DELETE /v1/admin-broker/kyc/{id}/claim': 'frees a file (who works on it, not its state)',
  'DELETE /v1/super-admin/kyc/{id}/claim': 'frees a file (who works on it, not its state)',
  'PUT /v1/counter/add_video': 'schedules the call (logistics; accepting the video is the decision)',
  'PUT /v1/counter/video/reschedule': 'moves the call (logistics)',
  'PUT /v1/counter/video/cancel': 'cancels a scheduled call (logistics; it can be scheduled again)',
  'POST /v1/counter/video/recordings': 'records the call while it runs',
  'PUT /v1/counter/video/recordings/{id}/chunks/{seq}': 'records the call while it runs',
  'POST /v1/counter/video/recordings/{id}/finish': 'records the call while it runs',
  'POST /v1/super-admin/jobs/{id}/retry': 'sends a failed delivery again, as it was',
  'POST /v1/super-admin/risk-models':
    'a draft of the risk model: applies to no one until two super admins activate it',
  'POST /v1/super-admin/risk-models/{version}/dry-run': 'rates everyone in memory and writes nothing',
  'POST /v1/compliance/scenario-sets':
    'a draft of the monitoring scenarios: applies to no one until two compliance officers activate it',
  'POST /v1/compliance/scenario-sets/{version}/dry-run':
    'evaluates the last days’ transactions in memory and writes nothing',
  'POST /v1/super-admin/webhook-deliveries/{id}/resend': 'sends a partner event again, as it was',
  'POST /v1/super-admin/webhook-endpoints/{id}/test': 'a test event with no personal data',
  'GET /v1/get/file': 'one stored document, viewed in the detail (each viewing audited, decision 0104)',
  'GET /v1/managing-bank/file': 'one stored document of a bank account, viewed in its detail',
  'GET /v1/admin-broker/kyc/print/{name}/{id}': 'one printed form of one participant, as the detail shows it',
  'GET /v1/super-admin/kyc/print/{name}/{id}': 'one printed form of one participant, as the detail shows it',
};

const key = (r: Pick<IndexedRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The logouts: each caller calls its own last, so the walk keeps its session. */
const ENDS_SESSION = new Set(['POST /v1/auth/logout', 'POST /v2/user/logout']);

/** Whether a route's 200 reply is something other than JSON (a PDF, a spreadsheet, a file). */
function handsOutFile(doc: OpenApiDoc, r: IndexedRoute): boolean {
  const content = doc.paths[r.path]?.[r.method.toLowerCase()]?.responses?.['200']?.content ?? {};
  return Object.keys(content).some((type) => type !== 'application/json');
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      { description?: string; responses?: Record<string, { content?: Record<string, unknown> }> }
    >
  >;
}

const collector = routeCollector();
let t: TestApp;
let rows: IndexedRoute[];
const tokens = new Map<string, string | undefined>();

beforeAll(async () => {
  t = await createTestApp({ onRoute: collector.onRoute });
  rows = collector.routes(t.app);
  tokens.set('none', undefined);
  tokens.set('customer', (await registerCustomer(t)).token);
  for (const role of STAFF_ROLES) {
    // Made as an operator makes staff (npm run staff:create), signed in through the staff login and
    // its second factor, so the session has used its factor just now.
    const username = `matriks${role}`;
    const password = generateStaffPassword();
    await createStaff(t.db, {
      username,
      fullname: `Staf Matriks ${role}`,
      role,
      bankCode: role === ROLES.bankAdmin ? '037' : undefined,
      password,
    });
    tokens.set(`role ${role}`, (await staffSession(t.app, username, password)).token);
  }
  tokens.set(
    'exchange key',
    (await createIntegrationPartner(t.db, 'Bursa Matriks', { kind: 'exchange', platform: 'gofx' })).key,
  );
  tokens.set(
    'bank key',
    (await createIntegrationPartner(t.db, 'Bank Matriks', { kind: 'bank', bank: '037' })).key,
  );
});
afterAll(() => t.close());

/** Whom the route index says the route lets in; `undefined` for a public route (not checked here). */
function letsIn(r: IndexedRoute, c: Caller): boolean | undefined {
  const partner = PARTNER_ROUTES[key(r)];
  if (partner) return c.kind === 'partner' && c.partner === partner;
  if (!r.guard) return undefined;
  if (r.guard.audience === 'customer') return c.kind === 'customer';
  return c.kind === 'staff' && (r.guard.roles === null || r.guard.roles.includes(c.role));
}

/** The refusal a caller who is not let in gets: no session (or a key where a session is asked) 401. */
function refusal(r: IndexedRoute, c: Caller): number {
  if (c.kind === 'none') return 401;
  if (PARTNER_ROUTES[key(r)]) return c.kind === 'partner' ? 403 : 401;
  return c.kind === 'partner' ? 401 : 403;
}

describe('the role × route matrix', () => {
  it('knows every route and the callers of each kind', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.filter((r) => r.guard?.audience === 'staff').length).toBeGreaterThan(100);
    for (const route of Object.keys(PARTNER_ROUTES)) expect(rows.map(key)).toContain(route);
  });

  // Every route as every caller: a couple of thousand requests, longer than one request's test.
  it('lets in exactly the callers the route index names, and refuses the others with 401 or 403', {
    timeout: 120_000,
  }, async () => {
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      // The logout that ends this caller's session comes last, after everything else it calls.
      const last = (r: IndexedRoute) => Number(ENDS_SESSION.has(key(r)) && letsIn(r, caller) === true);
      for (const r of [...rows].sort((a, b) => last(a) - last(b))) {
        const allowed = letsIn(r, caller);
        if (allowed === undefined) continue;
        const token = tokens.get(name(caller));
        // Parameters, query and body of the wrong shape: a caller let in gets 422 or 404 before any
        // change, so the walk changes nothing.
        const res = await t.app.inject({
          method: r.method,
          url: `${r.path.replace(/\{\w+\}/g, 'not-an-id')}?page=-1&limit=abc&id=x`,
          remoteAddress: nextTestIp(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: { unexpected: ['x'] } }),
        });
        const ok = allowed ? ![401, 403].includes(res.statusCode) : res.statusCode === refusal(r, caller);
        if (!ok) {
          mismatches.push(
            `${key(r)} as ${name(caller)}: ${res.statusCode} (expected ${allowed ? 'let in' : refusal(r, caller)})`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the step-up on every decision and bulk read (decision 0124)', () => {
  it('puts every staff route that changes something or hands out a file behind the step-up, or names why not', () => {
    const doc = t.app.swagger() as unknown as OpenApiDoc;
    const unclassified: string[] = [];
    for (const r of rows) {
      if (r.guard?.audience !== 'staff') continue;
      if (r.method === 'GET' && !handsOutFile(doc, r)) continue;
      const exempt = key(r) in NO_STEP_UP;
      if (r.stepUp === exempt)
        unclassified.push(`${key(r)}${r.stepUp ? ' is behind the step-up and exempt' : ''}`);
    }
    expect(unclassified).toEqual([]);
    for (const route of Object.keys(NO_STEP_UP)) expect(rows.map(key), route).toContain(route);
  });

  it('says so in the OpenAPI description of exactly the step-up routes', () => {
    const doc = t.app.swagger() as unknown as OpenApiDoc;
    const wrong = rows
      .filter(
        (r) =>
          (doc.paths[r.path]?.[r.method.toLowerCase()]?.description ?? '').endsWith(STEP_UP_NOTE) !==
          r.stepUp,
      )
      .map(key);
    expect(wrong).toEqual([]);
    expect(doc.paths['/v1/admin-broker/kyc/{id}/resubmission']?.post?.description).toMatch(
      /^Only for a participant.*Step-up: .*2032/,
    );
  });
});
