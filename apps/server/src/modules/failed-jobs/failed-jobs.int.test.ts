/**
 * Pengiriman Gagal: an SMS the provider refuses on every attempt becomes a dead letter the super
 * admin sees (recipient, attempts, last error; never the text, which holds the OTP) and can send
 * again, audited. The SMS comes from a real registration; the provider is an address that refuses.
 */
import { failedJobRetryReplySchema, failedJobsReplySchema, MSG, ROLES } from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';

describe('failed deliveries for the super admin', () => {
  let t: TestApp;
  let superAdmin: string;
  const phone = '081377001122';

  const api = (method: 'GET' | 'POST', url: string, token: string) =>
    t.app.inject({ method, url, remoteAddress: nextTestIp(), headers: { authorization: `Bearer ${token}` } });

  async function staffToken(role: (typeof ROLES)[keyof typeof ROLES]) {
    const username = `stafjob${role}`;
    const password = generateStaffPassword();
    await createStaff(t.db, { username, fullname: `Staf Job ${role}`, role, password, bankCode: '037' });
    return (await staffSession(t.app, username, password)).token;
  }

  /** Lets the queue try the SMS job again now, instead of after its back-off. */
  async function retryDueNow() {
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.type, 'sms.send'));
    await t.flushJobs();
  }

  beforeAll(async () => {
    // Nothing listens on port 1: the SMS provider refuses every delivery.
    t = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:1/sms' } });
    superAdmin = await staffToken(ROLES.superAdmin);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v2/user/register',
      remoteAddress: nextTestIp(),
      payload: {
        fullname: 'Dewi Lestari',
        email: 'dewi.gagal@kilau.test',
        username: 'dewigagal',
        phonenumber: phone,
        password: 'Emas#Kilau2026',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await t.flushJobs();
    for (let attempt = 2; attempt <= 5; attempt++) await retryDueNow();
  });
  afterAll(async () => t.close());

  it('lists the SMS that failed every attempt, with its recipient and error, never its text', async () => {
    const reply = await api('GET', '/v1/super-admin/jobs/failed', superAdmin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { jobs: failed, total } = failedJobsReplySchema.parse(reply.json()).data;
    expect(total).toBe(1);
    expect(failed[0]).toMatchObject({ type: 'sms.send', recipient: phone, attempts: 5 });
    expect(failed[0]?.last_error).toBeTruthy();
    // The OTP in the message text stays in the database.
    const [row] = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'sms.send'));
    const text = (row?.payload as { text?: string } | undefined)?.text ?? '';
    expect(text).toMatch(/\d{6}/);
    expect(reply.body).not.toContain(text);
  });

  it('is the super admin’s alone', async () => {
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.videoOfficer]) {
      const token = await staffToken(role);
      expect((await api('GET', '/v1/super-admin/jobs/failed', token)).statusCode).toBe(403);
    }
  });

  it('sends one again with all its attempts, audited, and answers 404 for one that is not failed', async () => {
    const [failed] = failedJobsReplySchema.parse(
      (await api('GET', '/v1/super-admin/jobs/failed', superAdmin)).json(),
    ).data.jobs;
    const id = failed?._id as string;
    const retried = await api('POST', `/v1/super-admin/jobs/${id}/retry`, superAdmin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(failedJobRetryReplySchema.parse(retried.json()).message).toBe(MSG.failedJobsRetried);
    const list = failedJobsReplySchema.parse(
      (await api('GET', '/v1/super-admin/jobs/failed', superAdmin)).json(),
    );
    expect(list.data.total).toBe(0);
    // It runs again at once (and fails once more: the provider is still down).
    await t.flushJobs();
    const [job] = await t.db
      .select({ attempts: jobs.attempts, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(job).toEqual({ attempts: 1, doneAt: null });
    const audit = await t.db
      .select({ actorType: auditLog.actorType, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.targetId, id)));
    expect(audit).toEqual([{ actorType: 'staff', details: expect.objectContaining({ type: 'sms.send' }) }]);

    const again = await api('POST', `/v1/super-admin/jobs/${id}/retry`, superAdmin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ err_message_id: MSG.failedJobNotFound });
  });
});
