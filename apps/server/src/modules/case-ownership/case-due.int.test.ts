/**
 * The due clock (decision 0112) as a file lives it, through the real calls: the submission sets
 * it in working days; a reviewer's request to fix something stops it (and lets the holder go);
 * the customer's resubmission starts it again with the working time that was left.
 */
import { MSG, ROLES, STATUS_NASABAH, workloadReplySchema } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { attachmentForm } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from '../review/testing/review-harness';
import { addWorkingTime, dueFrom, workingTimeBetween } from './index';

const CALENDAR = { holidays: [] as string[] };

describe('case ownership: the due clock', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();

  it('due two working days after submission, paused while the customer fixes, resumed after', async () => {
    const p = await submittedParticipant();
    const submitted = await h.record(p.id);
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.dueAt?.getTime()).toBe(dueFrom(submitted.submittedAt as Date, 2, CALENDAR).getTime());

    const reviewer = await staff(ROLES.brokerAdmin);
    await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, reviewer.token);
    const asked = Date.now();
    const request = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, reviewer.token, {
      items: [{ item: 'signature', decision: 'resubmit', reason: 'blurry' }],
    });
    expect(request.statusCode, request.body).toBe(200);
    const paused = await h.record(p.id);
    expect(paused).toMatchObject({ statusNasabah: STATUS_NASABAH.needsFix, dueAt: null, claimedBy: null });
    const left = Number(paused.duePausedRemainingMs);
    // What was left when asked: the working time from the request to the due time.
    const leftAtAsk = workingTimeBetween(new Date(asked), submitted.dueAt as Date, CALENDAR);
    expect(left).toBeLessThanOrEqual(leftAtAsk);
    expect(leftAtAsk - left).toBeLessThan(60_000);
    const workload = workloadReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/workload', reviewer.token)).json(),
    ).data;
    expect(workload.needs_fix).toBe(1);
    expect(workload.waiting).toBe(0);
    // Nothing to take while the customer fixes.
    const next = await api('POST', '/v1/admin-broker/kyc/next', reviewer.token);
    expect(next.json()).toMatchObject({ err_message_id: MSG.caseQueueEmpty });

    // The customer uploads a new signature and sends the file again.
    const { customer } = p;
    const record = await h.record(p.id);
    const stored = record.attachment as Record<string, string>;
    const paths: Record<string, string> = {};
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'statement_video'])
      paths[kind] = stored[kind] ?? '';
    paths.signature = await h.uploadPng(customer.token, p.id, 'signature');
    const saved = await api('PUT', `/v2/kyc/attachment/${p.id}`, customer.token, attachmentForm(paths));
    expect(saved.json(), saved.body).toMatchObject({ status_code: '00' });
    const before = Date.now();
    const again = await h.submit(customer.token, p.id);
    expect(again.statusCode, again.body).toBe(200);
    const after = Date.now();
    const resumed = await h.record(p.id);
    expect(resumed).toMatchObject({ statusNasabah: STATUS_NASABAH.new, duePausedRemainingMs: null });
    const due = resumed.dueAt?.getTime() ?? 0;
    expect(due).toBeGreaterThanOrEqual(addWorkingTime(new Date(before), left, CALENDAR).getTime());
    expect(due).toBeLessThanOrEqual(addWorkingTime(new Date(after), left, CALENDAR).getTime());
  });
});
