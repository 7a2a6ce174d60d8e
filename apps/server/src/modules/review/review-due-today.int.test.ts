/**
 * 'Tenggat hari ini' (decision 0134): the list filtered to the files due later today opens from the
 * dashboard's card, so it must hold what the card counts. Three participants submit through the
 * real calls on a Monday and a Tuesday (the clock moved forward, never back, so that every token
 * and time stays in order); on Wednesday morning one is late, one is due later that day and one
 * is due on Thursday.
 */
import { DAY_MS, HOUR_MS, kycListReplySchema, ROLES, workloadReplySchema } from '@kilau/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useReviewHarness } from './testing/review-harness';

/** 00:00 WIB of the first Monday at least a week from now. */
function mondayAhead(now = Date.now()): number {
  const wib = new Date(now + 7 * HOUR_MS + 7 * DAY_MS);
  const days = (8 - wib.getUTCDay()) % 7;
  return Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate() + days) - 7 * HOUR_MS;
}
const at = (base: number, days: number, hours: number, minutes = 0) =>
  new Date(base + days * DAY_MS + hours * HOUR_MS + minutes * 60_000);

describe("the list of files due later today ('Tenggat hari ini')", () => {
  // No public holiday in the week the test picks: the due times are two working days exactly.
  const { submittedParticipant, cimbParticipant, staff, api } = useReviewHarness({
    env: { REVIEW_HOLIDAYS: '' },
  });
  afterAll(() => vi.useRealTimers());

  it('holds the files due from now to the end of the day in WIB, as many as the dashboard counts', async () => {
    const monday = mondayAhead();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(at(monday, 0, 8));
    const late = await submittedParticipant(); // due Wednesday 08:00
    vi.setSystemTime(at(monday, 0, 10));
    const dueToday = await submittedParticipant({ female: false }); // due Wednesday 10:00
    // Waiting for CIMB's approval, due Wednesday 10:00: the bank's file, not the broker's.
    const atTheBank = await cimbParticipant();
    vi.setSystemTime(at(monday, 1, 9));
    const tomorrow = await submittedParticipant({ fullname: 'Galih Purnomo Tadiko' }); // due Thursday 09:00
    vi.setSystemTime(at(monday, 2, 8, 30));
    const broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const cimb = await staff(ROLES.bankAdmin, { bankCode: '022' });

    const list = async (query: string, token = broker.token, prefix = 'admin-broker') => {
      const res = await api(
        'GET',
        `/v1/${prefix}/kyc/customers/all?status=2&offset=0&limit=100&${query}`,
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return kycListReplySchema.parse(res.json()).data;
    };
    const today = await list('due=today&sort=due');
    const ids = today.customers.map((c) => c._id);
    expect(ids).toContain(dueToday.id);
    expect(ids).not.toContain(late.id);
    expect(ids).not.toContain(tomorrow.id);
    expect(ids).not.toContain(atTheBank.id);
    // Every file shown is due later today, and the card counts the same files.
    const endOfDay = at(monday, 3, 0).getTime();
    for (const c of today.customers) {
      const due = Date.parse(c.due_at ?? '');
      expect(due).toBeGreaterThanOrEqual(at(monday, 2, 8, 30).getTime() - 60_000);
      expect(due).toBeLessThan(endOfDay);
    }
    const workload = workloadReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/workload', broker.token)).json(),
    ).data;
    expect(today.total).toBe(workload.due_today);
    expect(today.total).toBe(today.customers.length);
    // The bank's own list holds its file, as the bank's card counts it.
    const bankToday = await list('due=today&sort=due', cimb.token, 'admin-bank');
    expect(bankToday.customers.map((c) => c._id)).toContain(atTheBank.id);
    const bankWorkload = workloadReplySchema.parse(
      (await api('GET', '/v1/admin-bank/kyc/workload', cimb.token)).json(),
    ).data;
    expect(bankToday.total).toBe(bankWorkload.due_today);
    // The late file is in the late list, not in today's.
    expect((await list('overdue=1&sort=due')).customers.map((c) => c._id)).toContain(late.id);
  });
});
