/**
 * A job row whose payload does not match its type's schema (written by an older version, or by
 * hand) fails that job at once with the reason, a dead letter the super admin sees, and the queue
 * goes on with the jobs after it.
 */
import { failedJobsReplySchema, ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';

describe('a job with an invalid payload', () => {
  let t: TestApp;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const username = 'stafpayload';
    const password = generateStaffPassword();
    await createStaff(t.db, {
      username,
      fullname: 'Staf Payload',
      role: ROLES.superAdmin,
      password,
      bankCode: '037',
    });
    superAdmin = (await staffSession(t.app, username, password)).token;
  });
  afterAll(async () => t.close());

  it('fails that job with the reason, visible in failed jobs, and the queue runs the next one', async () => {
    const [bad] = await t.db
      .insert(jobs)
      .values({ type: 'sms.send', payload: { to: 6281377001122, text: null } })
      .returning({ id: jobs.id });
    await t.app.jobs.enqueue('mail.send', { to: 'after.bad@kilau.test', subject: 'Setelah', text: 'Halo' });
    await t.flushJobs();

    expect((await t.lastMessageTo('after.bad@kilau.test'))?.subject).toBe('Setelah');

    const [row] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, bad?.id ?? ''));
    expect(row?.doneAt).toBeNull();
    expect(row?.attempts).toBe(row?.maxAttempts);

    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/super-admin/jobs/failed',
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${superAdmin}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { jobs: failed, total } = failedJobsReplySchema.parse(reply.json()).data;
    expect(total).toBe(1);
    expect(failed[0]).toMatchObject({ _id: bad?.id, type: 'sms.send' });
    expect(failed[0]?.last_error).toMatch(/^invalid payload for job type sms\.send:/);
  });
});
