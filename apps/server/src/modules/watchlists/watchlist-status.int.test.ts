/**
 * The lists' state the dashboards warn with (decision 0132), through the real calls: the super
 * admin uploads the lists through the upload route; the super admin and the broker's reviewers read
 * which of the UN list and the DTTOT has no version, or one older than SCREENING_LIST_MAX_AGE_DAYS
 * (30 here, the default), since when, and whether they may upload; nobody else reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_MS, HOUR_MS, ROLES, type StaffRole, watchlistStatusReplySchema } from '@kilau/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { storeList } from './testing/upload-list';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'testdata', name));

describe('the lists’ state on the dashboards', () => {
  let t: TestApp;
  const accounts = new Map<StaffRole, { username: string; password: string }>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin]) {
      const username = `statusdaftar${role}`;
      const password = generateStaffPassword();
      await createStaff(t.db, {
        username,
        fullname: `Staf Status ${role}`,
        role,
        password,
        bankCode: role === ROLES.bankAdmin ? '037' : undefined,
      });
      accounts.set(role, { username, password });
    }
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const tokens = new Map<StaffRole, string>();
  /** Each role signs in once; again only after the clock moved (its session lives on that clock). */
  async function tokenOf(role: StaffRole, fresh = false) {
    const held = tokens.get(role);
    if (held && !fresh) return held;
    const a = accounts.get(role);
    if (!a) throw new Error(`no account of role ${role}`);
    const { token } = await staffSession(t.app, a.username, a.password);
    tokens.set(role, token);
    return token;
  }

  const read = (prefix: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/${prefix}/watchlists/status`,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}` },
    });

  async function statusAs(role: StaffRole, fresh = false) {
    const prefix = role === ROLES.superAdmin ? 'super-admin' : 'admin-broker';
    const reply = await read(prefix, await tokenOf(role, fresh));
    expect(reply.statusCode, reply.body).toBe(200);
    return watchlistStatusReplySchema.parse(reply.json()).data;
  }

  const upload = async (source: 'un' | 'dttot' | 'proliferation', file: string) =>
    (await storeList(t, await tokenOf(ROLES.superAdmin), source, { name: file, bytes: fixture(file) }))
      .version;

  it('before any upload: the UN list and the DTTOT are both missing; the super admin may upload, the brokers may not', async () => {
    const missing = [
      { source: 'un', state: 'missing', version_no: null, uploaded_at: null, age_days: null },
      { source: 'dttot', state: 'missing', version_no: null, uploaded_at: null, age_days: null },
    ];
    expect(await statusAs(ROLES.superAdmin)).toEqual({ max_age_days: 30, may_upload: true, lists: missing });
    expect(await statusAs(ROLES.brokerAdmin)).toEqual({
      max_age_days: 30,
      may_upload: false,
      lists: missing,
    });
    expect(await statusAs(ROLES.brokerViewer)).toEqual({
      max_age_days: 30,
      may_upload: false,
      lists: missing,
    });
  });

  it('the bank never reads it (screening is not the bank’s to know, decision 0121), nor a broker the super admin’s route', async () => {
    expect((await read('admin-broker', await tokenOf(ROLES.bankAdmin))).statusCode).toBe(403);
    expect((await read('super-admin', await tokenOf(ROLES.brokerAdmin))).statusCode).toBe(403);
    expect((await read('admin-bank', await tokenOf(ROLES.bankAdmin))).statusCode).toBe(404);
  });

  it('an uploaded DTTOT is current from its upload; the proliferation list does not stand in for the UN list', async () => {
    const dttot = await upload('dttot', 'dttot-v1.csv');
    await upload('proliferation', 'proliferation.csv');
    const { lists } = await statusAs(ROLES.brokerAdmin);
    expect(lists).toEqual([
      { source: 'un', state: 'missing', version_no: null, uploaded_at: null, age_days: null },
      { source: 'dttot', state: 'current', version_no: 1, uploaded_at: dttot.uploaded_at, age_days: 0 },
    ]);
  });

  it('a list is stale once its current version is older than the configured age, and says since when', async () => {
    const un = await upload('un', 'un-consolidated-v1.xml');
    const dttot = (await upload('dttot', 'dttot-v1.xlsx')).uploaded_at;
    const current = await statusAs(ROLES.superAdmin);
    expect(current.lists.map((l) => [l.source, l.state, l.version_no])).toEqual([
      ['un', 'current', 1],
      ['dttot', 'current', 2],
    ]);

    // An hour short of 30 days after the newer upload: still current, 29 whole days old.
    const newest = Math.max(Date.parse(un.uploaded_at), Date.parse(dttot));
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(newest + 30 * DAY_MS - HOUR_MS);
    const almost = await statusAs(ROLES.brokerAdmin, true);
    expect(almost.lists.find((l) => l.source === 'dttot')).toMatchObject({ state: 'current', age_days: 29 });

    // An hour past 30 days: both stale, each with the upload it dates from.
    vi.setSystemTime(newest + 30 * DAY_MS + HOUR_MS);
    const stale = await statusAs(ROLES.brokerAdmin, true);
    expect(stale.lists).toEqual([
      { source: 'un', state: 'stale', version_no: 1, uploaded_at: un.uploaded_at, age_days: 30 },
      { source: 'dttot', state: 'stale', version_no: 2, uploaded_at: dttot, age_days: 30 },
    ]);
  });
});
