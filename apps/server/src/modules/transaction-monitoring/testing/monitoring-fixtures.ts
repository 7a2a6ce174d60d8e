/**
 * What the monitoring's integration tests share: a recent working week inside every look-back, and
 * the exchange's partner reporting a day of cash the way it does in production, so the monitoring
 * raises its alert from the real call.
 */
import { DAY_MS, HOUR_MS } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { monitoringCases } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { nextTestIp } from '../../../test/customer';
import type { ReviewHarnessApi } from '../../review/testing/review-harness';

const WIB_MS = 7 * HOUR_MS;

/** A Tuesday (Jakarta) two to three weeks ago: that week's working days are all past and in the look-back. */
export function recentTuesday(): string {
  let at = Date.now() - 20 * DAY_MS;
  while (new Date(at + WIB_MS).getUTCDay() !== 2) at += DAY_MS;
  return new Date(at + WIB_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Rp 550,000,000 in cash on one working day: two top-ups of Rp 275,000,000 to `account` at 10:00
 * and 11:00 WIB on `day`, ids `<prefix>-1` and `<prefix>-2`, sent by the exchange's partner with its
 * key, then the queue run. The monitoring raises one high alert, an LTKT candidate, and puts it in
 * the participant's open case (a new one when none is open).
 */
export async function reportCashDay(
  t: TestApp,
  partnerKey: string,
  cash: { account: string; day: string; prefix: string },
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/integration/fund-movements',
    remoteAddress: nextTestIp(),
    headers: { authorization: `Bearer ${partnerKey}` },
    payload: {
      fund_movements: [1, 2].map((n) => ({
        movement_id: `${cash.prefix}-${n}`,
        account_no: cash.account,
        kind: 'topup',
        amount: '275000000.00',
        currency: 'IDR',
        channel: 'cash',
        occurred_at: `${cash.day}T1${n - 1}:00:00+07:00`,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.flushJobs();
}

/**
 * The participant's open case decided by four eyes through the real calls: `maker` takes it and
 * proposes to close or escalate it, `checker` approves. The decision drafts the reports it makes
 * owed (decision 0211). Answers the case's id.
 */
export async function decideOpenCase(
  t: TestApp,
  api: ReviewHarnessApi,
  d: {
    participantId: string;
    maker: { token: string };
    checker: { token: string };
    decision: 'close' | 'escalate';
    reason?: string;
  },
): Promise<string> {
  const [open] = await t.db
    .select({ id: monitoringCases.id })
    .from(monitoringCases)
    .where(and(eq(monitoringCases.kycCustomerId, d.participantId), eq(monitoringCases.status, 'open')));
  if (!open) throw new Error('no open case');
  expect(
    (await api('POST', `/v1/compliance/monitoring/cases/${open.id}/claim`, d.maker.token)).statusCode,
  ).toBe(200);
  const proposed = await api('POST', `/v1/compliance/monitoring/cases/${open.id}/decision`, d.maker.token, {
    decision: d.decision,
    reason: d.reason ?? 'Setoran tunai besar tanpa penjelasan sumber dana yang dapat diverifikasi.',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const approved = await api(
    'POST',
    `/v1/compliance/monitoring/decisions/${proposed.json<{ data: { proposal: { id: string } } }>().data.proposal.id}/approve`,
    d.checker.token,
    {},
  );
  expect(approved.statusCode, approved.body).toBe(200);
  return open.id;
}
