/**
 * The one-time password link (decision 0090) on participants approved and given a demo account
 * through the real staff calls: the mail carries only the link, the customer logged in opens it
 * once, the second opening and an expired link say what to do, another customer cannot open it,
 * and no row of the outbox, the jobs or the link table holds the password in clear.
 */
import { MSG, ROLES, revealReplySchema } from '@kilau/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, credentialReveals, jobs, outbox } from '../../db/schema';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { CredentialRevealService } from './credential-reveal.service';

const TRADING_PASSWORD = 'Trading#Rahasia26';
const DEMO_PASSWORD = 'Demo#Rahasia2026';
const LINK = /\/sandi-akun\/([A-Za-z0-9_-]{43})/;

describe('one-time password links', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  async function approve(p: Participant, accountNo: string): Promise<string> {
    const broker = await staff(ROLES.brokerAdmin);
    await readyForApproval(broker.token, p.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: `trader${accountNo.slice(-4)}`,
      password: TRADING_PASSWORD,
      account_no: accountNo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await h.t.lastMessageTo(p.customer.email);
    expect(mail?.subject).toBe(MSG.approvalEmailSubject);
    const token = mail?.text.match(LINK)?.[1];
    if (!token) throw new Error(`no link in ${mail?.text}`);
    return token;
  }

  const reveal = (token: string, customerToken: string) =>
    api('POST', '/v2/credentials/reveal', customerToken, { token });

  async function noPasswordAtRest(password: string) {
    const everything = JSON.stringify([
      await h.t.db.select().from(outbox),
      await h.t.db.select().from(jobs),
      await h.t.db.select().from(credentialReveals),
      await h.t.db.select().from(auditLog),
    ]);
    expect(everything).not.toContain(password);
  }

  it('shows the trading password once to its customer, then says it was shown and what to do', async () => {
    const p = await submittedParticipant();
    const token = await approve(p, '8800555001');
    await noPasswordAtRest(TRADING_PASSWORD);

    // Logged out: no access.
    const anonymous = await h.t.app.inject({
      method: 'POST',
      url: '/v2/credentials/reveal',
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
    // Another customer's session: the same answer as an unknown link.
    const other = await submittedParticipant();
    const foreign = await reveal(token, other.customer.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ err_message_id: MSG.revealNotFound });

    const first = await reveal(token, p.customer.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(revealReplySchema.parse(first.json()).data).toEqual({
      kind: 'trading',
      account_no: '8800555001',
      username: 'trader5001',
      password: TRADING_PASSWORD,
    });
    // This customer's link (the seeded demo customer has one of its own).
    const [row] = await h.t.db.select().from(credentialReveals).where(eq(credentialReveals.customerId, p.id));
    expect(row?.secretCiphertext).toBeNull();
    expect(row?.revealedAt).toBeInstanceOf(Date);

    const second = await reveal(token, p.customer.token);
    expect(second.statusCode).toBe(410);
    expect(second.json()).toMatchObject({ err_message_id: MSG.revealAlreadyShown });
    expect(MSG.revealAlreadyShown).toContain('layanan pelanggan');

    const audits = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'credential.reveal'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'user', actorId: p.customer.id });
    // The approval itself is still audited with the staff member who approved.
    const approvals = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'kyc.approve'));
    expect(approvals.some((a) => a.targetId === p.id && a.actorType === 'staff')).toBe(true);
  });

  it('an expired link says so, and the sweep erases the secrets of links never opened', async () => {
    const p = await submittedParticipant();
    const token = await approve(p, '8800555002');
    const q = await submittedParticipant();
    await approve(q, '8800555003');
    // 72 hours later for these two links (the seeded demo customer's own link stays valid).
    await h.t.db.execute(
      sql`update credential_reveals set expires_at = now() - interval '1 second' where customer_id in (${p.id}, ${q.id})`,
    );

    const late = await reveal(token, p.customer.token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ err_message_id: MSG.revealExpired });

    const erased = await new CredentialRevealService(h.t.app).sweepExpired();
    expect(erased).toBe(1); // q's; p's was erased when it was opened too late
    const held = await h.t.db
      .select()
      .from(credentialReveals)
      .where(inArray(credentialReveals.customerId, [p.id, q.id]));
    expect(held).toHaveLength(2);
    expect(held.every((r) => r.secretCiphertext === null)).toBe(true);
    const sweep = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'credential.sweep_expired'));
    expect(sweep).toHaveLength(1);
  });

  it('the demo account mail carries a link, not the password', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const made = await api('POST', '/v1/counter/user/non_trading', broker.token, {
      username: p.customer.username,
      password: DEMO_PASSWORD,
      user_id: p.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const hin = made.json().data.hin_demo as string;
    const mail = await h.t.lastMessageTo(p.customer.email);
    expect(mail?.text).toContain(hin);
    const token = mail?.text.match(LINK)?.[1] ?? '';
    await noPasswordAtRest(DEMO_PASSWORD);
    const shown = await reveal(token, p.customer.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({
      kind: 'demo',
      account_no: hin,
      username: p.customer.username,
      password: DEMO_PASSWORD,
    });
  });
});
