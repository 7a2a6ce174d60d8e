/**
 * Staff reads of personal data in the audit trail (decision 0105): a participant's detail, a users
 * directory page and a trade's detail each leave one row per viewing (30 minutes), which the super
 * admin finds under the participant. Participants and staff are made through the real calls.
 */
import { activityListReplySchema, isAuditStaffAction, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { VIEWING_WINDOW_MS } from './personal-reads.service';

describe('reads of personal data', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();
  let p: Participant;
  let superAdmin = '';

  /** A broker whose password we keep, so the same person can sign in again later. */
  async function reader(username: string) {
    const password = generateStaffPassword();
    const id = await createStaff(h.t.db, {
      username,
      fullname: `Pembaca ${username}`,
      role: ROLES.brokerAdmin,
      platform: 'gofx',
      password,
    });
    const login = async () => (await staffSession(h.t.app, username, password)).token;
    return { id, login };
  }

  const viewsOf = (staffId: string, action: string) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, staffId), eq(auditLog.action, action)));

  const trailOf = async (participantId: string, token = superAdmin) => {
    const res = await api('GET', `/v1/super-admin/activity?limit=100&participant=${participantId}`, token);
    return res;
  };

  beforeAll(async () => {
    p = await submittedParticipant();
    superAdmin = (await staff(ROLES.superAdmin)).token;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one row per viewing of a participant’s detail: twice within 30 minutes is one, after it two', async () => {
    const ani = await reader('ani.pembaca');
    const token = await ani.login();
    for (let i = 0; i < 3; i++) {
      const res = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const once = await viewsOf(ani.id, 'participant.view');
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({
      actorType: 'staff',
      targetType: 'kyc_customer',
      targetId: p.id,
      details: { source: 'detail' },
    });
    // Past the window: the same person reading the same participant is a new viewing.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + VIEWING_WINDOW_MS + 60_000);
    const later = await ani.login();
    expect((await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, later)).statusCode).toBe(200);
    expect(await viewsOf(ani.id, 'participant.view')).toHaveLength(2);
    vi.useRealTimers();

    // Another reader is another viewing.
    const budi = await reader('budi.pembaca');
    await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, await budi.login());
    expect(await viewsOf(budi.id, 'participant.view')).toHaveLength(1);
    // A participant outside the reader's scope is a 404 and no row.
    const jafets = await submittedParticipant({ platform: 'jafets' });
    expect((await api('GET', `/v1/admin-broker/kyc/detail/${jafets.id}`, token)).statusCode).toBe(404);
    expect(await viewsOf(ani.id, 'participant.view')).toHaveLength(2);

    // The super admin sees the readings under the participant, labelled; a broker reads no trail.
    const trail = await trailOf(p.id);
    expect(trail.statusCode, trail.body).toBe(200);
    const rows = activityListReplySchema.parse(trail.json()).data.activity;
    const reads = rows.filter((r) => r.action === 'participant.view');
    expect(reads).toHaveLength(3);
    expect(reads.map((r) => r.operator_id?.fullname).sort()).toEqual([
      'Pembaca ani.pembaca',
      'Pembaca ani.pembaca',
      'Pembaca budi.pembaca',
    ]);
    expect(reads.every((r) => r.fullname === p.customer.fullname)).toBe(true);
    expect(rows.every((r) => isAuditStaffAction(r.action))).toBe(true);
    const other = activityListReplySchema.parse((await trailOf(jafets.id)).json()).data.activity;
    expect(other.filter((r) => r.action === 'participant.view')).toEqual([]);
    expect((await trailOf(p.id, token)).statusCode).toBe(403);
    expect((await trailOf('not-an-id')).json().data.total).toBe(0);
  });

  it('records a users directory page with its participants, once per viewing, found under each participant', async () => {
    const cici = await reader('cici.pembaca');
    const token = await cici.login();
    const page = `/v1/admin-broker/users?keyword=${encodeURIComponent(p.customer.email)}`;
    for (let i = 0; i < 2; i++) {
      const res = await api('GET', page, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.body.count).toBe(1);
    }
    const rows = await viewsOf(cici.id, 'users.view');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({
      participants: [p.id],
      users: [],
      keyword_hmac: h.t.app.audit.personalDigest(p.customer.email),
      count: 1,
      offset: 1,
    });
    // Another page is another row.
    await api('GET', '/v1/admin-broker/users?limit=5', token);
    expect(await viewsOf(cici.id, 'users.view')).toHaveLength(2);
    const trail = activityListReplySchema.parse((await trailOf(p.id)).json()).data.activity;
    expect(trail.filter((r) => r.action === 'users.view').map((r) => r.operator_id?.fullname)).toContain(
      'Pembaca cici.pembaca',
    );
  });

  it('records a trade’s detail as a reading of its participant', async () => {
    const broker = await staff(ROLES.brokerAdmin);
    await readyForApproval(broker.token, p.id);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'baca.trading',
      password: 'Trading#2026',
      account_no: '8800555001',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const exchange = await createIntegrationPartner(h.t.db, 'Bursa Baca', {
      kind: 'exchange',
      platform: 'gofx',
    });
    const sent = await h.t.app.inject({
      method: 'POST',
      url: '/v1/integration/trade-transactions',
      headers: { authorization: `Bearer ${exchange.key}` },
      payload: {
        transactions: [
          {
            transaction_id: 'R-1',
            account_no: '8800555001',
            contract_id: 6,
            direction: 'buy',
            type: 'market',
            condition: 'day',
            status: 'settled',
            quantity: 1,
            price: '1530000.00',
            settlement_amount: '1530000.00',
            fee: '0.00',
            currency: 'IDR',
            traded_at: '2026-11-20T10:15:00+07:00',
          },
        ],
      },
    });
    expect(sent.json(), sent.body).toMatchObject({ inserted: 1 });
    const desk = await staff(ROLES.tradeDesk);
    const list = await api('GET', '/v1/trade-transaction?search=R-1', desk.token);
    const id = list.json().data.rows[0]?.id as string;
    for (let i = 0; i < 2; i++) {
      expect((await api('GET', `/v1/trade-transaction/${id}`, desk.token)).statusCode).toBe(200);
    }
    const reads = await viewsOf(desk.id, 'participant.view');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ targetId: p.id, details: { source: 'trade', trade_id: id } });
  });
});
