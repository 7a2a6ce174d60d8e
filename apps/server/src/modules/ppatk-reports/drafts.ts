/**
 * The reports a decided case owes PPATK (docs/product/monitoring.md § Reports, decision 0211),
 * drafted in the transaction of the decision's approval:
 * - an LTKM when the case is escalated, with every transaction its alerts counted, due
 *   `PPATK_LTKM_DEADLINE_DAYS` working days after the escalation (UU 8/2010 art. 25 (1));
 * - an LTKT for each direction (cash in, cash out) whose cash alone reached the LTKT threshold on
 *   a working day of one of its alerts, whichever way the case was decided: a large cash
 *   transaction is reported whether or not it is suspicious. Due `PPATK_LTKT_DEADLINE_DAYS`
 *   working days after the last cash movement it reports (art. 25 (2)).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { fundMovements, ppatkReports } from '../../db/schema';
import { dueFrom } from '../case-ownership';

type Deps = Pick<FastifyInstance, 'config'>;

/** What an alert of the case counted, as its facts keep it. */
export interface CountedFacts {
  trade_ids: string[];
  fund_movement_ids: string[];
  gold_withdrawal_ids: string[];
  ltkt_candidate: boolean;
  cash_in_idr: number | null;
  cash_out_idr: number | null;
}

export interface DecidedCase {
  caseId: string;
  kycCustomerId: string;
  platformId: string;
  outcome: 'closed' | 'escalated';
  decidedAt: Date;
  alerts: CountedFacts[];
  /** The LTKT threshold of the scenario set in force (`daily_cumulative.ltkt_threshold_idr`). */
  ltktThresholdIdr: number;
}

const unique = (ids: string[]) => [...new Set(ids)];

/** Kilau's reference of a report: its kind, the day it was drafted (Jakarta) and the case. */
function referenceOf(code: string, c: DecidedCase): string {
  const day = new Date(c.decidedAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `KILAU-${code}-${day}-${c.caseId.slice(0, 8).toUpperCase()}`;
}

/** Drafts the case's reports; answers them (kind, direction, id) for the decision's audit row. */
export async function draftReportsForCase(
  deps: Deps,
  tx: DbOrTx,
  c: DecidedCase,
): Promise<{ id: string; kind: 'ltkm' | 'ltkt'; cashDirection: 'in' | 'out' | null }[]> {
  const calendar = { holidays: deps.config.REVIEW_HOLIDAYS };
  const drafts: (typeof ppatkReports.$inferInsert)[] = [];
  const base = { caseId: c.caseId, kycCustomerId: c.kycCustomerId, platformId: c.platformId };

  if (c.outcome === 'escalated') {
    drafts.push({
      ...base,
      kind: 'ltkm',
      reference: referenceOf('LTKM', c),
      transactions: {
        trade_ids: unique(c.alerts.flatMap((a) => a.trade_ids)),
        fund_movement_ids: unique(c.alerts.flatMap((a) => a.fund_movement_ids)),
        gold_withdrawal_ids: unique(c.alerts.flatMap((a) => a.gold_withdrawal_ids)),
      },
      deadlineAt: dueFrom(c.decidedAt, deps.config.PPATK_LTKM_DEADLINE_DAYS, calendar),
    });
  }

  const reached = (idr: number | null) => idr !== null && idr >= c.ltktThresholdIdr;
  for (const direction of ['in', 'out'] as const) {
    const alerts = c.alerts.filter(
      (a) => a.ltkt_candidate && reached(direction === 'in' ? a.cash_in_idr : a.cash_out_idr),
    );
    if (alerts.length === 0) continue;
    const cash = await tx
      .select({ id: fundMovements.id, occurredAt: fundMovements.occurredAt })
      .from(fundMovements)
      .where(
        and(
          inArray(fundMovements.id, unique(alerts.flatMap((a) => a.fund_movement_ids))),
          eq(fundMovements.channel, 'cash'),
          eq(fundMovements.kind, direction === 'in' ? 'topup' : 'withdrawal'),
        ),
      );
    if (cash.length === 0) continue;
    const last = new Date(Math.max(...cash.map((m) => m.occurredAt.getTime())));
    drafts.push({
      ...base,
      kind: 'ltkt',
      cashDirection: direction,
      reference: referenceOf(direction === 'in' ? 'LTKTM' : 'LTKTK', c),
      transactions: { trade_ids: [], fund_movement_ids: cash.map((m) => m.id), gold_withdrawal_ids: [] },
      deadlineAt: dueFrom(last, deps.config.PPATK_LTKT_DEADLINE_DAYS, calendar),
    });
  }

  if (drafts.length === 0) return [];
  return tx
    .insert(ppatkReports)
    .values(drafts)
    .returning({ id: ppatkReports.id, kind: ppatkReports.kind, cashDirection: ppatkReports.cashDirection });
}
