/**
 * 'Keamanan akun' lists the staff member's other sessions, each with the browser that holds it and
 * its times, and ends one of them (decision 0127): that session's token is refused from the next
 * call on, the others live, the end is audited, and nobody can end another's session. Staff sign
 * in through the real calls.
 */
import { ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { staffSession } from './testing/staff-login';

/** The session a token names (its `sid` claim). */
const sidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

describe("'Keamanan akun': the other sessions", () => {
  const { h, staff, api } = useReviewHarness();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the other sessions with their browser and times, and ends exactly the one chosen', async () => {
    // Each login of the same account needs the next 30-second TOTP step: the fake clock moves to it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const me = await staff(ROLES.brokerAdmin);
    const phone = (await staffSession(h.t.app, me.username, me.password)).token;
    const laptop = (await staffSession(h.t.app, me.username, me.password)).token;

    const security = (await api('GET', '/v1/staff/security', me.token)).json().data;
    expect(security.other_sessions).toBe(2);
    const listed = security.sessions as { id: string; user_agent: string | null; created_at: string }[];
    expect(listed.map((s) => s.id).sort()).toEqual([sidOf(phone), sidOf(laptop)].sort());
    // The list is of the others: the session in use is not in it.
    expect(listed.map((s) => s.id)).not.toContain(sidOf(me.token));
    for (const s of listed) {
      expect(s.user_agent).toBeTruthy();
      expect(Number.isNaN(Date.parse(s.created_at))).toBe(false);
    }

    const end = await api('DELETE', `/v1/staff/security/sessions/${sidOf(phone)}`, me.token);
    expect(end.statusCode, end.body).toBe(200);
    expect((await api('GET', '/v1/staff/profile', phone)).statusCode).toBe(401);
    expect((await api('GET', '/v1/staff/profile', laptop)).statusCode).toBe(200);
    expect((await api('GET', '/v1/staff/profile', me.token)).statusCode).toBe(200);
    const after = (await api('GET', '/v1/staff/security', me.token)).json().data;
    expect(after.sessions.map((s: { id: string }) => s.id)).toEqual([sidOf(laptop)]);

    const [row] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.revoke_session'), eq(auditLog.actorId, me.id)));
    expect(row?.details).toMatchObject({ session_id: sidOf(phone) });

    // An ended session, and the one in use (that is 'Keluar'), answer 404.
    expect((await api('DELETE', `/v1/staff/security/sessions/${sidOf(phone)}`, me.token)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/v1/staff/security/sessions/${sidOf(me.token)}`, me.token)).statusCode).toBe(
      404,
    );
  });

  it("cannot end another staff member's session", async () => {
    const me = await staff(ROLES.superAdmin);
    const colleague = await staff(ROLES.brokerAdmin);
    const res = await api('DELETE', `/v1/staff/security/sessions/${sidOf(colleague.token)}`, me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().err_message_id).toBeTruthy();
    expect((await api('GET', '/v1/staff/profile', colleague.token)).statusCode).toBe(200);
    expect((await api('DELETE', `/v1/staff/security/sessions/${sidOf(me.token)}`)).statusCode).toBe(401);
  });
});
