/**
 * What the report tests share: an LTKM drafted the way it is in production. The exchange's partner
 * sends a day of cash for the participant's account, the monitoring raises its alert into the
 * participant's case, two compliance officers escalate it, and the escalation drafts the LTKM
 * (decision 0211).
 */
import { ppatkReportsReplySchema } from '@kilau/shared';
import type { TestApp } from '../../../test/app';
import { createIntegrationPartner } from '../../integration/partner-keys';
import type { ReviewHarnessApi } from '../../review/testing/review-harness';
import {
  decideOpenCase,
  recentTuesday,
  reportCashDay,
} from '../../transaction-monitoring/testing/monitoring-fixtures';

/** Answers the id of the LTKM drafted for `participantId`, whose trading account is `account`. */
export async function draftedLtkm(
  t: TestApp,
  api: ReviewHarnessApi,
  d: {
    participantId: string;
    account: string;
    /** The exchange partner's name: one per test file. */
    exchange: string;
    maker: { token: string };
    checker: { token: string };
  },
): Promise<string> {
  const exchange = await createIntegrationPartner(t.db, d.exchange, { kind: 'exchange', platform: 'gofx' });
  await reportCashDay(t, exchange.key, { account: d.account, day: recentTuesday(), prefix: 'SETUJU' });
  await decideOpenCase(t, api, { ...d, decision: 'escalate' });
  const list = await api('GET', '/v1/compliance/reports', d.maker.token);
  const ltkm = ppatkReportsReplySchema
    .parse(list.json())
    .data.reports.find((r) => r.participant_id === d.participantId && r.kind === 'ltkm');
  if (!ltkm) throw new Error('no LTKM drafted');
  return ltkm._id;
}
