/**
 * A staff member's own profile and password (docs/product/back-office.md § Screens /profil), for staff made as an operator
 * makes them and signed in through the staff login.
 */
import { MSG, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { createStaff, generateStaffPassword, resetStaffPassword } from './staff-accounts';

describe('staff profile', () => {
  const { h, staff, api } = useReviewHarness();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the staff member their role and scope', async () => {
    const broker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const res = await api('GET', '/v1/staff/profile', broker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 1, platform: { app_name: 'jafets' }, bank: null });
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    expect((await api('GET', '/v1/staff/profile', bank.token)).json().data.bank).toMatchObject({
      bank_code: '022',
    });
    expect((await api('GET', '/v1/staff/profile')).statusCode).toBe(401);
  });

  it('changes the password with the current one; other sessions end, the one in use stays', async () => {
    const password = generateStaffPassword();
    const username = 'ganti.sandi';
    const id = await createStaff(h.t.db, {
      username,
      fullname: 'Ganti Sandi',
      role: ROLES.brokerAdmin,
      password,
    });
    const login = async (pw: string) => api('POST', '/v1/auth', undefined, { username, password: pw });
    // Two sessions through the whole login (password, then the second factor). A code is accepted
    // once: the second login's code is of the next 30-second step, reached by moving the clock on
    // rather than waiting for it (which, added to the rest, ran past the test's time limit).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const here = (await staffSession(h.t.app, username, password)).token;
    const elsewhere = (await staffSession(h.t.app, username, password)).token;

    const wrong = await api('PUT', '/v1/staff/password', here, {
      password: 'Salah#Sandi2026',
      new_password: 'Emas#Baru2026x',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().err_message_id).toBe(MSG.staffProfileWrongPassword);
    expect((await api('GET', '/v1/staff/profile', here)).statusCode).toBe(200);

    const weak = await api('PUT', '/v1/staff/password', here, { password, new_password: 'Password1!' });
    expect(weak.statusCode).toBe(422);

    const changed = await api('PUT', '/v1/staff/password', here, {
      password,
      new_password: 'Emas#Baru2026x',
    });
    expect(changed.json(), changed.body).toMatchObject({
      status_code: '00',
      message: MSG.staffProfilePasswordChanged,
    });
    expect((await api('GET', '/v1/staff/profile', here)).statusCode).toBe(200);
    expect((await api('GET', '/v1/staff/profile', elsewhere)).statusCode).toBe(401);
    expect((await login(password)).statusCode).not.toBe(200);
    expect((await login('Emas#Baru2026x')).json()).toMatchObject({ status: 'mfa_required' });
    const rows = await h.t.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.change_password'), eq(auditLog.actorId, id)));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure', 'success']);
  });

  it('lets an operator set a lost password: strong only, every session ends, audited', async () => {
    const username = 'lupa.sandi';
    const old = generateStaffPassword();
    const id = await createStaff(h.t.db, {
      username,
      fullname: 'Lupa Sandi',
      role: ROLES.videoOfficer,
      password: old,
    });
    const login = (pw: string) => api('POST', '/v1/auth', undefined, { username, password: pw });
    const session = (await staffSession(h.t.app, username, old)).token;
    expect((await api('GET', '/v1/staff/profile', session)).statusCode).toBe(200);

    await expect(resetStaffPassword(h.t.db, username, 'password123')).rejects.toThrow(/password/);
    await expect(resetStaffPassword(h.t.db, 'nobody.here', generateStaffPassword())).rejects.toThrow(
      /no staff account/,
    );
    const fresh = generateStaffPassword();
    expect(await resetStaffPassword(h.t.db, username, fresh)).toBe(id);

    expect((await api('GET', '/v1/staff/profile', session)).statusCode).toBe(401);
    expect((await login(old)).json()).toMatchObject({ err_message_id: MSG.staffLoginWrong });
    expect((await login(fresh)).json()).toMatchObject({ status: 'mfa_required' });
    const [row] = await h.t.db
      .select({ actorType: auditLog.actorType, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.reset_password'), eq(auditLog.targetId, id)));
    expect(row).toMatchObject({ actorType: 'system', details: { username, sessions_revoked: true } });
  });
});
