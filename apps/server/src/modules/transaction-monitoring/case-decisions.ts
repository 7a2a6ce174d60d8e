/**
 * A monitoring case's decisions as four eyes runs them (docs/product/monitoring.md § Cases,
 * decision 0209): one compliance officer proposes to close the case as not suspicious or to
 * escalate it to a report, another approves or declines. Four eyes owns the proposal, the one
 * winner and the lapse; this module hands it the case (in the caller's scope), what a decision is
 * bound to (the case's status, severity and alerts with their facts: an alert joining meanwhile
 * lapses the proposal), and the change an approval makes (decision 0176's pattern).
 */
import { type CaseDecisionKind, MSG, SC } from '@kilau/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { monitoringAlerts, monitoringCases, staffUsers } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { AccessClaims } from '../auth/session.service';
import { type CaseParticipant, EvidenceChanged, type ProposalCases, type ProposalEffect } from '../four-eyes';
import { type CountedFacts, draftReportsForCase } from '../ppatk-reports';
import { rateManyQuietly } from '../risk-rating';
import { caseHeldByOther, caseInScope, caseNotFound } from './case-scope';
import { activeScenarioSet } from './scenario-sets.service';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'audit' | 'log'>;

/** The audit action of a report drafted by a case's decision (decision 0211). */
export const PPATK_REPORT_DRAFTED = 'monitoring.report_drafted';

const notOpen = () => new ApiError(409, 409, MSG.caseDecisionNotOpen, 'The case is decided already');

/** What each decision makes of the case. */
const OUTCOME: Record<CaseDecisionKind, 'closed' | 'escalated'> = {
  close_case: 'closed',
  escalate_case: 'escalated',
};

async function caseFor(deps: Deps, claims: AccessClaims, caseId: string): Promise<CaseParticipant> {
  const found = await caseInScope(deps.db, claims, caseId);
  return { caseId: found.caseId, id: found.participantId, statusNasabah: found.statusNasabah };
}

/** The case's status and holder, read for a decision. */
async function caseState(db: DbOrTx, caseId: string) {
  const [row] = await db
    .select({
      status: monitoringCases.status,
      claimedBy: monitoringCases.claimedBy,
      holder: staffUsers.fullname,
    })
    .from(monitoringCases)
    .leftJoin(staffUsers, eq(staffUsers.id, monitoringCases.claimedBy))
    .where(eq(monitoringCases.id, caseId));
  return row;
}

/** What a case decision is bound to: the case's status and severity, and its alerts in id order with their facts. */
async function caseEvidence(db: DbOrTx, caseId: string): Promise<unknown> {
  const [head] = await db
    .select({ status: monitoringCases.status, severity: monitoringCases.severity })
    .from(monitoringCases)
    .where(eq(monitoringCases.id, caseId));
  if (!head) return undefined;
  const alerts = await db
    .select({
      id: monitoringAlerts.id,
      kind: monitoringAlerts.kind,
      setVersion: monitoringAlerts.setVersion,
      facts: monitoringAlerts.facts,
      status: monitoringAlerts.status,
    })
    .from(monitoringAlerts)
    .where(eq(monitoringAlerts.caseId, caseId))
    .orderBy(asc(monitoringAlerts.id));
  return { ...head, alerts };
}

/** What each alert of the case counted, as its facts keep it (monitoring-facts.ts HitFacts). */
async function countedFacts(tx: DbOrTx, caseId: string): Promise<CountedFacts[]> {
  const rows = await tx
    .select({ facts: monitoringAlerts.facts })
    .from(monitoringAlerts)
    .where(eq(monitoringAlerts.caseId, caseId));
  return rows.map((r) => {
    const f = r.facts as Partial<CountedFacts>;
    return {
      trade_ids: f.trade_ids ?? [],
      fund_movement_ids: f.fund_movement_ids ?? [],
      gold_withdrawal_ids: f.gold_withdrawal_ids ?? [],
      ltkt_candidate: f.ltkt_candidate === true,
      cash_in_idr: f.cash_in_idr ?? null,
      cash_out_idr: f.cash_out_idr ?? null,
    };
  });
}

/** The LTKT threshold of the scenario set in force (the law's Rp 500,000,000 by default). */
async function ltktThreshold(tx: DbOrTx): Promise<number> {
  const set = await activeScenarioSet(tx);
  for (const s of set.scenarios) if (s.kind === 'daily_cumulative') return s.params.ltkt_threshold_idr;
  return 500_000_000;
}

function decisionEffect(deps: Deps, kind: CaseDecisionKind): ProposalEffect<CaseParticipant> {
  return {
    // Proposed on an open case only; the proposer holds it (checked by `assertHeldBy`).
    assertProposable: async (row) => {
      const state = await caseState(deps.db, row.caseId);
      if (state?.status !== 'open') throw notOpen();
    },
    // The digest includes the status, so a case decided meanwhile lapses the proposal first.
    carryOut: async (tx, row, approved) => {
      const decidedAt = new Date();
      const [changed] = await tx
        .update(monitoringCases)
        .set({ status: OUTCOME[kind], decidedAt })
        .where(and(eq(monitoringCases.id, row.caseId), eq(monitoringCases.status, 'open')))
        .returning({ platformId: monitoringCases.platformId });
      if (!changed) throw new EvidenceChanged();
      // The reports the decision makes owed (decision 0211), in the same transaction.
      const drafted = await draftReportsForCase(deps, tx, {
        caseId: row.caseId,
        kycCustomerId: row.id,
        platformId: changed.platformId,
        outcome: OUTCOME[kind],
        decidedAt,
        alerts: await countedFacts(tx, row.caseId),
        ltktThresholdIdr: await ltktThreshold(tx),
      });
      for (const report of drafted)
        await deps.audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: approved.checkerId,
            action: PPATK_REPORT_DRAFTED,
            targetType: 'kyc_customer',
            targetId: row.id,
            details: {
              case_id: row.caseId,
              report_id: report.id,
              kind: report.kind,
              cash_direction: report.cashDirection ?? '',
            },
          },
          approved.meta,
        );
      // The approval's audit row (monitoring.case_decision_approve) is the decision's record.
      return null;
    },
    // Closed as not suspicious, the case's alerts weigh no more in the risk rating (decision
    // 0215): rated again at once, not at the next night's round. Escalated, they keep weighing.
    ...(kind === 'close_case'
      ? { afterCommit: (row: CaseParticipant) => rateManyQuietly(deps, [row.id], 'monitoring') }
      : {}),
  };
}

/** The monitoring's part of four eyes, handed in where the app is assembled (modules/index.ts). */
export function caseProposalPart(deps: Deps): {
  cases: ProposalCases;
  effects: Record<CaseDecisionKind, ProposalEffect<CaseParticipant>>;
} {
  return {
    cases: {
      forDecision: (claims, caseId) => caseFor(deps, claims, caseId),
      evidence: caseEvidence,
      // Only the officer working the case proposes its decision: 'Ambil' first (409 otherwise).
      assertHeldBy: async (db, caseId, staffId) => {
        const state = await caseState(db, caseId);
        if (!state) throw caseNotFound();
        if (state.claimedBy === staffId) return;
        if (state.claimedBy) throw caseHeldByOther(state.holder ?? '-');
        throw new ApiError(
          409,
          SC.caseNotHeld,
          MSG.caseDecisionNeedsHolder,
          'Claim the case before deciding',
        );
      },
    },
    effects: {
      close_case: decisionEffect(deps, 'close_case'),
      escalate_case: decisionEffect(deps, 'escalate_case'),
    },
  };
}
