/**
 * 'Berikutnya' (decision 0112) under concurrency, through the real call: reviewers pressing it at
 * once never get the same file, each file is handed out once, the soonest due first, and when
 * nothing waits they are told so. Run on PostgreSQL too (TEST_DATABASE_URL), where the calls
 * really overlap and the inner SELECT's SKIP LOCKED decides.
 */
import { caseClaimReplySchema, DAY_MS, MSG, ROLES, SC, workloadReplySchema } from '@kilau/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

const METRICS_TOKEN = 'metrics-scraper-token-0123456789';

describe("case ownership: 'Berikutnya'", () => {
  const { h, submittedParticipant, cimbParticipant, staff, api, readyForApproval } = useReviewHarness({
    env: { METRICS_TOKEN },
  });
  const files: Participant[] = [];
  afterEach(() => {
    vi.useRealTimers();
  });
  const scrape = async () =>
    (
      await h.t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;

  it('hands the soonest due first, and the file the caller holds before any other', async () => {
    for (let i = 0; i < 6; i++) files.push(await submittedParticipant());
    const first = files[0];
    const reviewer = await staff(ROLES.brokerAdmin);
    const taken = await api('POST', '/v1/admin-broker/kyc/next', reviewer.token);
    expect(taken.statusCode, taken.body).toBe(200);
    const reply = caseClaimReplySchema.parse(taken.json());
    expect(reply.data.id).toBe(first?.id);
    expect(reply.message).toBe(MSG.caseClaimed);
    // Not decided yet: pressing again gives the same file, not a second one.
    const again = caseClaimReplySchema.parse(
      (await api('POST', '/v1/admin-broker/kyc/next', reviewer.token)).json(),
    );
    expect(again.data.id).toBe(first?.id);
    const workload = workloadReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/workload', reviewer.token)).json(),
    ).data;
    expect(workload).toMatchObject({ waiting: 6, unclaimed: 5, mine: 1, overdue: 0, needs_fix: 0 });
    // Free it again for the race.
    expect((await api('DELETE', `/v1/admin-broker/kyc/${first?.id}/claim`, reviewer.token)).statusCode).toBe(
      200,
    );
  });

  it('10 calls at once by 5 reviewers over 6 files: no file twice; then the queue is empty', async () => {
    const reviewers = await Promise.all([1, 2, 3, 4, 5].map(() => staff(ROLES.brokerViewer)));
    const calls = reviewers.flatMap((r) => [r, r]);
    const replies = await Promise.all(calls.map((r) => api('POST', '/v1/admin-broker/kyc/next', r.token)));
    const held = new Map<string, string>();
    replies.forEach((res, i) => {
      // Ten calls, six files: a call that finds every file taken or being taken is told so.
      if (res.statusCode === 404) {
        expect(res.json()).toMatchObject({ status_code: SC.caseQueueEmpty });
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const { id, claim } = caseClaimReplySchema.parse(res.json()).data;
      const caller = calls[i]?.id ?? '';
      expect(claim.staff_id).toBe(caller);
      // A file is one reviewer's: the same id never comes back to someone else.
      expect(held.get(id) ?? caller).toBe(caller);
      held.set(id, caller);
    });
    expect(held.size).toBeGreaterThanOrEqual(5);
    // Whoever is left takes what remains, one each, until nothing waits.
    for (let n = 0; n < 7; n++) {
      const late = await staff(ROLES.brokerViewer);
      const res = await api('POST', '/v1/admin-broker/kyc/next', late.token);
      if (res.statusCode === 404) {
        expect(res.json()).toMatchObject({
          status_code: SC.caseQueueEmpty,
          err_message_id: MSG.caseQueueEmpty,
        });
        break;
      }
      const { id } = caseClaimReplySchema.parse(res.json()).data;
      expect(held.has(id)).toBe(false);
      held.set(id, late.id);
    }
    expect([...held.keys()].sort()).toEqual(files.map((f) => f.id).sort());
    for (const f of files) expect((await h.record(f.id)).claimedBy).toBe(held.get(f.id));
    // Each file was taken exactly once since the release (the first test's claim plus one).
    const claims = await h.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'case.claimed'),
          inArray(
            auditLog.targetId,
            files.map((f) => f.id),
          ),
        ),
      );
    expect(claims).toHaveLength(7);
    const empty = await api('POST', '/v1/admin-broker/kyc/next', (await staff(ROLES.brokerAdmin)).token);
    expect(empty.statusCode).toBe(404);
  });

  it('the bank takes its own files; its approval frees the file for the broker, due time kept', async () => {
    const p = await cimbParticipant();
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    const broker = await staff(ROLES.brokerAdmin);
    const before = await h.record(p.id);
    expect(before.dueAt).not.toBeNull();
    const taken = caseClaimReplySchema.parse(
      (await api('POST', '/v1/admin-bank/kyc/next', bank.token)).json(),
    );
    expect(taken.data.id).toBe(p.id);
    // The broker cannot take it while it waits for the bank.
    expect((await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, broker.token)).statusCode).toBe(409);
    await readyForApproval(bank.token, p.id, 'admin-bank');
    const approved = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: p.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await h.record(p.id);
    expect(after.claimedBy).toBeNull();
    expect(after.dueAt?.toISOString()).toBe(before.dueAt?.toISOString());
    const mine = await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, broker.token);
    expect(mine.statusCode).toBe(200);
  });

  it('two weeks on: every waiting file overdue on the dashboard and in /metrics', async () => {
    const waiting = Number(/kilau_review_waiting_files (\d+)/.exec(await scrape())?.[1]);
    expect(waiting).toBe(7);
    expect(await scrape()).toMatch(/kilau_review_overdue_files 0\b/);
    // Only the clock moves (timers stay real): the reviewer signs in a fortnight later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 14 * DAY_MS });
    const later = await scrape();
    expect(
      later
        .split('\n')
        .filter((l) => l.startsWith('kilau_review'))
        .join(';'),
    ).toBe(`kilau_review_waiting_files ${waiting};kilau_review_overdue_files ${waiting}`);
    const reviewer = await staff(ROLES.brokerAdmin);
    const workload = workloadReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/workload', reviewer.token)).json(),
    ).data;
    expect(workload).toMatchObject({ waiting: 7, overdue: 7, due_today: 0, unclaimed: 0, mine: 0 });
    const list = await api(
      'GET',
      '/v1/admin-broker/kyc/customers/all?status=2&overdue=1&sort=due',
      reviewer.token,
    );
    expect(list.json().data.total).toBe(7);
    expect(list.json().data.customers.every((c: { overdue: boolean }) => c.overdue)).toBe(true);
  });
});
