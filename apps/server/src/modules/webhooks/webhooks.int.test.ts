/**
 * Signed events for the partners (decision 0114), as a partner and an auditor see them: decisions
 * made through the real routes arrive at a receiver on this machine, each verified with the
 * Standard Webhooks library itself; a 500 is retried through the job handler, a 410 turns the
 * endpoint off, a rotated secret signs beside the new one for its overlap only, internal addresses
 * are refused when saved and when sent to, a rolled-back decision sends nothing, and a partner
 * hears only of its own participants.
 */
import {
  INTEGRATION_ROLES,
  integrationsReplySchema,
  MSG,
  ROLES,
  SC,
  type WebhookEventBody,
  webhookAttemptReplySchema,
  webhookDeliveriesReplySchema,
  webhookEndpointSecretReplySchema,
  webhookEventBodySchema,
} from '@kilau/shared';
import { eq, like, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  fourEyesProposals,
  jobs,
  managingBankAccounts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import { createIntegrationPartner } from '../integration/partner-keys';
import { useReviewHarness } from '../review/testing/review-harness';
import { recordPartnerEvent } from '.';
import {
  endRotationOverlap,
  makeRetriesDue,
  type Received,
  type Receiver,
  startReceiver,
} from './testing/receiver';

const ALLOWED = '127.0.0.1/32';

describe('signed events for the partners', () => {
  const { h, submittedParticipant, cimbParticipant, staff, api, readyForApproval } = useReviewHarness({
    env: { WEBHOOK_ALLOW_PRIVATE_CIDRS: ALLOWED },
  });
  let receiver: Receiver;
  let admin: { token: string };
  let broker: { token: string };
  const partners: Record<'gofx' | 'jafets' | 'bank037', string> = { gofx: '', jafets: '', bank037: '' };
  let seq = 0;

  /** The allow-list as configured; the address tests run without it. */
  const allowList = (cidrs: string[]) => {
    (h.t.app.config as { webhookAllowPrivateCidrs: string[] }).webhookAllowPrivateCidrs = cidrs;
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    admin = await staff(ROLES.superAdmin);
    broker = await staff(ROLES.brokerAdmin);
    partners.gofx = (
      await createIntegrationPartner(h.t.db, 'Bursa GOFX', { kind: 'exchange', platform: 'gofx' })
    ).id;
    partners.jafets = (
      await createIntegrationPartner(h.t.db, 'Bursa JAFETS', { kind: 'exchange', platform: 'jafets' })
    ).id;
    partners.bank037 = (
      await createIntegrationPartner(h.t.db, 'Bank Artha Graha', { kind: 'bank', bank: '037' })
    ).id;
  });
  afterAll(() => receiver.close());

  async function createEndpoint(partnerId: string, path: string, types: string[], token = admin.token) {
    const res = await api('POST', `/v1/super-admin/integrations/${partnerId}/endpoints`, token, {
      url: `${receiver.origin}${path}`,
      description: `Penerima ${path}`,
      event_types: types,
    });
    expect(res.statusCode, res.body).toBe(201);
    return webhookEndpointSecretReplySchema.parse(res.json()).data;
  }

  const ALL = [
    'participant.submitted',
    'participant.approved',
    'participant.rejected',
    'participant.resubmission_requested',
    'participant.blacklisted',
    'participant.unblacklisted',
    'bank_account.verified',
  ];

  /** What the partner's own code does: verify with the standard's library, then read the event. */
  function verified(r: Received, secret: string) {
    return webhookEventBodySchema.parse(new Webhook(secret).verify(r.body, r.headers));
  }

  /**
   * The types of the events a receiver got, in the order they happened. Deliveries run on four
   * workers (decision 0114), so two events sent in one pass may arrive in either order; a partner
   * orders them by the event's time, and so does this.
   */
  function typesInOrder(events: readonly WebhookEventBody[]): string[] {
    return [...events]
      .sort((a, b) => Date.parse(a.data.occurred_at) - Date.parse(b.data.occurred_at))
      .map((e) => e.type);
  }

  const at = (path: string) => receiver.received.filter((r) => r.path === path);
  const about = (path: string, participantId: string) =>
    at(path).filter((r) => JSON.parse(r.body).data?.participant_id === participantId);

  async function approve(id: string) {
    seq += 1;
    await readyForApproval(broker.token, id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${id}`, broker.token, {
      nasabah_id: id,
      username: `mitra${seq}x${String(Date.now() % 100000).padStart(5, '0')}`,
      password: 'Trading#2026',
      account_no: `66${String(Date.now() % 1_000_000).padStart(6, '0')}${seq}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('delivers a submission and an approval made through the routes: signed, thin, to the partners whose scope covers the participant', async () => {
    const exchange = await createEndpoint(partners.gofx, '/gofx', ALL);
    const other = await createEndpoint(partners.jafets, '/jafets', ALL);
    const bank = await createEndpoint(partners.bank037, '/bank', ['participant.approved']);
    expect(exchange.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);

    const p = await submittedParticipant({ platform: 'gofx' });
    await approve(p.id);
    await h.t.flushJobs();

    const events = about('/gofx', p.id).map((r) => verified(r, exchange.secret));
    expect(typesInOrder(events)).toEqual(['participant.submitted', 'participant.approved']);
    const approved = events.find((e) => e.type === 'participant.approved');
    expect(approved?.data).toEqual({
      participant_id: p.id,
      platform_id: h.gofxId,
      status_nasabah: 4,
      reason_code: null,
      occurred_at: expect.any(String),
    });
    // Thin: no name, no NIK, no document of the participant anywhere in what left the broker.
    for (const r of about('/gofx', p.id)) {
      expect(r.body).not.toContain(p.ktp_no);
      expect(r.body).not.toContain(p.customer.fullname);
      expect(r.body).not.toMatch(/ktp|selfie|screening|file/i);
      expect(r.headers['webhook-id']).toMatch(/^msg_/);
      expect(r.headers['content-type']).toBe('application/json');
    }
    // The bank hears of its own customer, only the types it chose; another platform's exchange nothing.
    expect(about('/bank', p.id).map((r) => verified(r, bank.secret).type)).toEqual(['participant.approved']);
    expect(about('/jafets', p.id)).toEqual([]);
    expect(other.endpoint.partner_id).toBe(partners.jafets);
    // A signature made with another partner's secret is refused by the receiver's library.
    const first = about('/gofx', p.id)[0] as Received;
    expect(() => new Webhook(other.secret).verify(first.body, first.headers)).toThrow();

    // The delivery log: delivered, with the attempt's code and time taken.
    const log = await api(
      'GET',
      `/v1/super-admin/webhook-endpoints/${exchange.endpoint._id}/deliveries`,
      admin.token,
    );
    expect(log.statusCode, log.body).toBe(200);
    const mine = webhookDeliveriesReplySchema
      .parse(log.json())
      .data.deliveries.filter((d) => d.event_type === 'participant.approved');
    expect(mine[0]).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    expect(mine[0]?.attempt_log[0]).toMatchObject({ attempt_no: 1, trigger: 'auto', status_code: 200 });

    // The list: partners with their scope and endpoints; the secret is never in it.
    const list = await api('GET', '/v1/super-admin/integrations', admin.token);
    const body = integrationsReplySchema.parse(list.json());
    expect(body.data.partners.find((x) => x._id === partners.gofx)).toMatchObject({
      kind: 'exchange',
      scope_label: 'GOFX',
      endpoints: [expect.objectContaining({ _id: exchange.endpoint._id, active: true })],
    });
    expect(list.body).not.toContain(exchange.secret.slice(6));
  });

  it('tells of a resubmission request with its reason code, and of a blacklist decided by two people', async () => {
    const ep = await createEndpoint(partners.gofx, '/more', [
      'participant.resubmission_requested',
      'participant.blacklisted',
    ]);
    const p = await submittedParticipant({ platform: 'gofx' });
    const ask = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, broker.token, {
      items: [
        { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: 'Foto KTP buram, mohon unggah ulang.' },
        { item: 'photo', decision: 'accepted' },
      ],
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const q = await submittedParticipant({ platform: 'gofx', fullname: 'Bambang Hartono Siregar' });
    await approve(q.id);
    const block = await api('PUT', `/v1/admin-broker/kyc/block/${q.id}`, broker.token, {
      description: 'Terbukti memakai identitas orang lain saat pembukaan rekening.',
    });
    expect(block.statusCode, block.body).toBe(200);
    const [proposal] = await h.t.db
      .select()
      .from(fourEyesProposals)
      .where(sql`${fourEyesProposals.customerId} = ${q.id} and ${fourEyesProposals.status} = 'pending'`);
    const checker = await staff(ROLES.brokerAdmin);
    const decided = await api(
      'POST',
      `/v1/admin-broker/proposals/${proposal?.id}/approve`,
      checker.token,
      {},
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await h.t.flushJobs();
    const [asked] = about('/more', p.id).map((r) => verified(r, ep.secret));
    expect(asked).toMatchObject({
      type: 'participant.resubmission_requested',
      data: { participant_id: p.id, status_nasabah: 8, reason_code: 'blurry' },
    });
    const [blacklisted] = about('/more', q.id).map((r) => verified(r, ep.secret));
    expect(blacklisted).toMatchObject({ type: 'participant.blacklisted', data: { status_nasabah: 6 } });
    expect(about('/more', q.id)[0]?.body).not.toContain('identitas');
  });

  it('tells the managing bank that a participant’s bank account was verified, and not the other bank', async () => {
    const cimb = await createIntegrationPartner(h.t.db, 'Bank CIMB Niaga', { kind: 'bank', bank: '022' });
    const ours = await createEndpoint(cimb.id, '/cimb', ['bank_account.verified', 'participant.approved']);
    const theirs = await createEndpoint(partners.bank037, '/bank037', ['bank_account.verified']);
    const p = await cimbParticipant();
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    await readyForApproval(bank.token, p.id, 'admin-bank');
    const bankApprove = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: p.id,
    });
    expect(bankApprove.statusCode, bankApprove.body).toBe(200);
    await approve(p.id);
    const [account] = await h.t.db
      .select({ id: managingBankAccounts.id })
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, p.id));
    const verify = await api('PUT', `/v1/managing-bank/${account?.id}`, broker.token, { status: 'VERIFIED' });
    expect(verify.statusCode, verify.body).toBe(200);
    await h.t.flushJobs();
    // The bank's own approval is internal: the partner hears of the broker's approval, then the account.
    expect(typesInOrder(about('/cimb', p.id).map((r) => verified(r, ours.secret)))).toEqual([
      'participant.approved',
      'bank_account.verified',
    ]);
    expect(about('/bank037', p.id)).toEqual([]);
    expect(theirs.endpoint.active).toBe(true);
  });

  it('retries after a 500 through the job handler, on the back-off schedule', async () => {
    const ep = await createEndpoint(partners.gofx, '/retry', ['participant.rejected']);
    receiver.answer('/retry', 500);
    const p = await submittedParticipant({ platform: 'gofx' });
    const rej = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: 'Foto KTP buram, mohon daftar ulang dengan foto yang jelas.',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    await h.t.flushJobs();
    expect(about('/retry', p.id)).toHaveLength(1);
    const [pending] = await h.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ep.endpoint._id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // The next attempt waits about 5 seconds (the schedule's first step), as its own job.
    const wait = (pending?.nextAttemptAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(2_000);
    expect(wait).toBeLessThan(6_000);
    expect(await makeRetriesDue(h.t.db)).toBeGreaterThanOrEqual(1);
    await h.t.flushJobs();
    const both = about('/retry', p.id);
    expect(both).toHaveLength(2);
    // The same message id on the retry: the partner can drop a duplicate.
    expect(both[1]?.headers['webhook-id']).toBe(both[0]?.headers['webhook-id']);
    expect(verified(both[1] as Received, ep.secret)).toMatchObject({ type: 'participant.rejected' });
    const log = webhookDeliveriesReplySchema.parse(
      (
        await api('GET', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/deliveries`, admin.token)
      ).json(),
    ).data;
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });
    expect(log.deliveries[0]?.attempt_log.map((a) => a.status_code)).toEqual([200, 500]);
  });

  it('a 3xx is a failed attempt and is not followed', async () => {
    const ep = await createEndpoint(partners.gofx, '/moved', ['participant.submitted']);
    receiver.answer('/moved', 302);
    const p = await submittedParticipant({ platform: 'gofx' });
    await h.t.flushJobs();
    expect(about('/moved', p.id)).toHaveLength(1);
    const [d] = await h.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ep.endpoint._id));
    expect(d).toMatchObject({
      status: 'pending',
      lastStatusCode: 302,
      lastError: MSG.webhookAttemptRedirect,
    });
  });

  it('a 410 turns the endpoint off: audited, its waiting deliveries stop, no new ones, no test send', async () => {
    const ep = await createEndpoint(partners.gofx, '/gone', ['participant.submitted']);
    // The first delivery fails and waits for its retry; the second meets the 410.
    receiver.answer('/gone', 500, 410);
    const a = await submittedParticipant({ platform: 'gofx' });
    await h.t.flushJobs();
    const b = await submittedParticipant({ platform: 'gofx' });
    await h.t.flushJobs();
    await makeRetriesDue(h.t.db);
    await h.t.flushJobs();
    expect(at('/gone').map((r) => JSON.parse(r.body).data.participant_id)).toEqual([a.id, b.id]);
    const [endpoint] = await h.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, ep.endpoint._id));
    expect(endpoint).toMatchObject({ active: false, disabledReason: 'gone' });
    const deliveries = await h.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ep.endpoint._id))
      .orderBy(webhookDeliveries.createdAt);
    expect(deliveries.map((d) => [d.status, d.attempts, d.lastError])).toEqual([
      ['failed', 1, MSG.webhookAttemptStopped],
      ['failed', 1, MSG.webhookAttemptHttpError],
    ]);
    const [audit] = await h.t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'webhook.endpoint_disabled' and ${auditLog.targetId} = ${ep.endpoint._id}`,
      );
    expect(audit).toMatchObject({
      actorType: 'system',
      details: expect.objectContaining({ status_code: 410 }),
    });

    const c = await submittedParticipant({ platform: 'gofx' });
    expect(
      await h.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.endpoint._id)),
    ).toHaveLength(2);
    expect(c.id).toBeTruthy();
    const test = await api('POST', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/test`, admin.token);
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({
      status_code: SC.webhookEndpointInactive,
      err_message_id: MSG.webhookEndpointInactive,
    });
    const resend = await api(
      'POST',
      `/v1/super-admin/webhook-deliveries/${deliveries[0]?.id}/resend`,
      admin.token,
    );
    expect(resend.statusCode).toBe(409);

    // Turned on again by the super admin, 'Kirim ulang' sends a stopped delivery.
    const on = await api('PUT', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}`, admin.token, {
      active: true,
    });
    expect(on.json().data).toMatchObject({
      active: true,
      disabled_reason: null,
      failed_deliveries: 2,
      description: 'Penerima /gone',
    });
    const again = await api(
      'POST',
      `/v1/super-admin/webhook-deliveries/${deliveries[1]?.id}/resend`,
      admin.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(webhookAttemptReplySchema.parse(again.json()).data).toMatchObject({
      trigger: 'manual',
      status_code: 200,
    });
    expect(verified(at('/gone').at(-1) as Received, ep.secret).type).toBe('participant.submitted');
  });

  it('rotation: both secrets verify during the overlap, only the new one after it', async () => {
    const ep = await createEndpoint(partners.gofx, '/rotate', ['participant.approved']);
    const test = async () => {
      const res = await api('POST', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/test`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(webhookAttemptReplySchema.parse(res.json()).data).toMatchObject({
        status_code: 200,
        error: null,
      });
      return at('/rotate').at(-1) as Received;
    };
    const before = await test();
    expect(verified(before, ep.secret).type).toBe('webhook.test');

    const rotated = await api(
      'POST',
      `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/rotate-secret`,
      admin.token,
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: fresh, endpoint } = webhookEndpointSecretReplySchema.parse(rotated.json()).data;
    expect(fresh).not.toBe(ep.secret);
    expect(Date.parse(endpoint.previous_secret_until ?? '')).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const during = await test();
    expect(during.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verified(during, ep.secret).type).toBe('webhook.test');
    expect(verified(during, fresh).type).toBe('webhook.test');

    await endRotationOverlap(h.t.db, ep.endpoint._id);
    const after = await test();
    expect(verified(after, fresh).type).toBe('webhook.test');
    expect(() => new Webhook(ep.secret).verify(after.body, after.headers)).toThrow();

    // The audit trail names each change and never holds a secret.
    const rows = await h.t.db.select().from(auditLog).where(like(auditLog.action, 'webhook.%'));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['webhook.endpoint_create', 'webhook.secret_rotate', 'webhook.test']),
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain(ep.secret.slice(6));
    expect(text).not.toContain(fresh.slice(6));
    // At rest the secret is sealed, not readable.
    const [row] = await h.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, ep.endpoint._id));
    expect(row?.secretEnc).not.toContain(fresh.slice(6));
  });

  it('refuses internal destinations when saved and when sent to, without the allow-list', async () => {
    const ep = await createEndpoint(partners.gofx, '/internal', ['participant.submitted']);
    allowList(['127.0.0.1/32', '10.0.0.0/8', '169.254.0.0/16']);
    const ten = await createEndpoint(partners.gofx, '/x', ['participant.submitted']);
    const tenUrl = await api('PUT', `/v1/super-admin/webhook-endpoints/${ten.endpoint._id}`, admin.token, {
      url: 'http://10.0.0.1/hooks',
    });
    expect(tenUrl.statusCode, tenUrl.body).toBe(200);
    const meta = await createEndpoint(partners.gofx, '/y', ['participant.submitted']);
    const metaUrl = await api('PUT', `/v1/super-admin/webhook-endpoints/${meta.endpoint._id}`, admin.token, {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(metaUrl.statusCode, metaUrl.body).toBe(200);
    allowList([]);
    try {
      const port = new URL(receiver.origin).port;
      for (const url of [
        `http://127.0.0.1:${port}/a`,
        'http://10.0.0.1/hooks',
        'http://169.254.169.254/latest/meta-data/',
        `http://localhost:${port}/a`,
        'http://[::1]/a',
        'http://[::ffff:10.0.0.1]/a',
        'http://100.64.0.1/a',
        'http://0.0.0.0/a',
      ]) {
        const res = await api(
          'POST',
          `/v1/super-admin/integrations/${partners.gofx}/endpoints`,
          admin.token,
          {
            url,
            event_types: ['participant.submitted'],
          },
        );
        expect(res.statusCode, url).toBe(422);
        expect(res.json(), url).toMatchObject({
          status_code: SC.webhookUrlRefused,
          err_message_id: MSG.webhookUrlNotAllowed,
          error: [{ field: 'url', message: MSG.webhookUrlNotAllowed }],
        });
      }
      const change = await api('PUT', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}`, admin.token, {
        url: `http://localhost:${port}/internal`,
      });
      expect(change.statusCode).toBe(422);

      // At the attempt: checked again, refused before any connection is made.
      const before = receiver.received.length;
      for (const id of [ep.endpoint._id, ten.endpoint._id, meta.endpoint._id]) {
        const res = await api('POST', `/v1/super-admin/webhook-endpoints/${id}/test`, admin.token);
        expect(res.statusCode, res.body).toBe(200);
        const attempt = webhookAttemptReplySchema.parse(res.json()).data;
        expect(attempt.status_code).toBeNull();
        expect(attempt.error).toContain(MSG.webhookUrlNotAllowed);
      }
      const p = await submittedParticipant({ platform: 'gofx' });
      await h.t.flushJobs();
      expect(receiver.received.length).toBe(before);
      const [d] = await h.t.db
        .select()
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(
          sql`${webhookDeliveries.endpointId} = ${ep.endpoint._id} and ${webhookEvents.payload}->'data'->>'participant_id' = ${p.id}`,
        );
      expect(d?.webhook_deliveries).toMatchObject({ status: 'pending', lastStatusCode: null });
      expect(d?.webhook_deliveries.lastError).toContain(MSG.webhookUrlNotAllowed);
    } finally {
      allowList([ALLOWED]);
      // Nothing more for these endpoints in the later tests.
      for (const id of [ep.endpoint._id, ten.endpoint._id, meta.endpoint._id]) {
        await api('PUT', `/v1/super-admin/webhook-endpoints/${id}`, admin.token, { active: false });
      }
    }
  });

  it('refuses IPv6 forms that carry an internal IPv4 address, and never names what a name resolved to', async () => {
    const port = new URL(receiver.origin).port;
    // Saved while the allow-list lets this machine in, as a developer's receiver would be.
    const named = await createEndpoint(partners.gofx, '/named', ['participant.submitted']);
    const toName = await api('PUT', `/v1/super-admin/webhook-endpoints/${named.endpoint._id}`, admin.token, {
      url: `http://localhost:${port}/named`,
    });
    expect(toName.statusCode, toName.body).toBe(200);
    allowList([]);
    try {
      const refusal = {
        status_code: SC.webhookUrlRefused,
        err_message_id: MSG.webhookUrlNotAllowed,
        error: [{ field: 'url', message: MSG.webhookUrlNotAllowed }],
      };
      for (const url of [
        `http://[::127.0.0.2]:${port}/a`,
        `http://[::7f00:1]:${port}/a`,
        'http://[::ffff:0:a00:1]/a',
        'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
        'http://[2002:a00:1::1]/a',
        'http://[2001:0:808:808:0:0:80ff:fffe]/a',
        // A name resolving to this machine (localhost: 127.0.0.1), and one that resolves nowhere:
        // the same answer, so the form cannot tell which internal names exist.
        `http://localhost:${port}/a`,
        'https://tidak-ada.invalid/a',
      ]) {
        const res = await api(
          'POST',
          `/v1/super-admin/integrations/${partners.gofx}/endpoints`,
          admin.token,
          { url, event_types: ['participant.submitted'] },
        );
        expect(res.statusCode, url).toBe(422);
        expect(res.json(), url).toMatchObject(refusal);
        expect(res.body, url).not.toMatch(/127\.0\.0\.1|::1\b/);
      }
      // At the attempt too: the delivery log says the address is not allowed, not where it led.
      const res = await api(
        'POST',
        `/v1/super-admin/webhook-endpoints/${named.endpoint._id}/test`,
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const attempt = webhookAttemptReplySchema.parse(res.json()).data;
      expect(attempt).toMatchObject({ status_code: null, error: MSG.webhookUrlNotAllowed });
    } finally {
      allowList([ALLOWED]);
      await api('PUT', `/v1/super-admin/webhook-endpoints/${named.endpoint._id}`, admin.token, {
        active: false,
      });
    }
  });

  it('a rolled-back decision writes no event, no delivery and no job', async () => {
    await createEndpoint(partners.gofx, '/rollback', ['participant.approved']);
    const p = await submittedParticipant({ platform: 'gofx' });
    const count = async () => {
      const [e] = await h.t.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
      const [j] = await h.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.type, 'webhook.deliver'));
      return { events: e?.n, jobs: j?.n };
    };
    const before = await count();
    await expect(
      h.t.db.transaction(async (tx) => {
        await recordPartnerEvent(tx, { type: 'participant.approved', participant: p.id });
        throw new Error('the decision failed after its event');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await count()).toEqual(before);

    // Through the routes: an approval refused for a taken trading username sends nothing either.
    const taken = await submittedParticipant({ platform: 'gofx' });
    await approve(taken.id);
    const username = `dup${String(Date.now() % 100000).padStart(5, '0')}`;
    seq += 1;
    const first = await submittedParticipant({ platform: 'gofx' });
    await readyForApproval(broker.token, first.id);
    const ok = await api('PATCH', `/v1/admin-broker/kyc/approve/${first.id}`, broker.token, {
      nasabah_id: first.id,
      username,
      password: 'Trading#2026',
      account_no: `55${String(Date.now() % 1_000_000).padStart(6, '0')}1`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Ready as any approval is, so that what refuses it is the taken username (decision 0131).
    await readyForApproval(broker.token, p.id);
    const mid = await count();
    const dup = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username,
      password: 'Trading#2026',
      account_no: `55${String(Date.now() % 1_000_000).padStart(6, '0')}2`,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ err_message_id: MSG.tradeUsernameTaken });
    expect(await count()).toEqual(mid);
  });

  it('is the super admin’s alone; creating, changing and rotating need a recent factor; 401 without a token', async () => {
    expect(INTEGRATION_ROLES).toEqual([ROLES.superAdmin]);
    const ep = await createEndpoint(partners.gofx, '/roles', ['participant.submitted']);
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.tradeDesk]) {
      const other = await staff(role);
      for (const [method, url] of [
        ['GET', '/v1/super-admin/integrations'],
        ['POST', `/v1/super-admin/integrations/${partners.gofx}/endpoints`],
        ['PUT', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}`],
        ['POST', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/rotate-secret`],
        ['POST', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/test`],
        ['GET', `/v1/super-admin/webhook-endpoints/${ep.endpoint._id}/deliveries`],
      ] as const) {
        const res = await api(
          method,
          url,
          other.token,
          method === 'GET' ? undefined : { url: receiver.origin, event_types: ['participant.submitted'] },
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        const anonymous = await api(method, url, undefined, method === 'GET' ? undefined : {});
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});
