/**
 * The compliance officer's cases (docs/product/monitoring.md § Cases, decisions 0208 and 0209):
 * the open cases soonest due first, the decided ones newest first, and one case with its alerts,
 * inside the reader's scope (modules/auth staff-scope.ts).
 */

import type { CaseNote } from '@kilau/shared';
import {
  MONITORING_CASES_PAGE_SIZE,
  type MonitoringCaseItem,
  type MonitoringCaseStatus,
  type MonitoringCasesQuery,
  type MonitoringSeverity,
} from '@kilau/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  fourEyesProposals,
  kycCustomers,
  monitoringAlerts,
  monitoringCaseNotes,
  monitoringCases,
  platforms,
  staffUsers,
} from '../../db/schema';
import { alertItemColumns, toAlertItem } from './alerts-list.repository';

/** The officer holding a case (the notes join staff_users as their author). */
const holders = alias(staffUsers, 'holder');

const caseColumns = {
  id: monitoringCases.id,
  participantId: monitoringCases.kycCustomerId,
  fullname: kycCustomers.fullname,
  platform: platforms.name,
  status: monitoringCases.status,
  severity: monitoringCases.severity,
  openedAt: monitoringCases.openedAt,
  dueAt: monitoringCases.dueAt,
  claimedBy: monitoringCases.claimedBy,
  claimedAt: monitoringCases.claimedAt,
  holderName: holders.fullname,
  alerts: sql<number>`(select count(*)::int from ${monitoringAlerts} where ${monitoringAlerts.caseId} = ${monitoringCases.id})`,
  ltktCandidate: sql<boolean>`exists (select 1 from ${monitoringAlerts} where ${monitoringAlerts.caseId} = ${monitoringCases.id} and ${monitoringAlerts.ltktCandidate})`,
  decidedAt: monitoringCases.decidedAt,
  /** The decision waiting for a second officer (one at most: a partial unique index). */
  pendingDecision: sql<
    string | null
  >`(select ${fourEyesProposals.kind} from ${fourEyesProposals} where ${fourEyesProposals.caseId} = ${monitoringCases.id} and ${fourEyesProposals.status} = 'pending' limit 1)`,
};

function toCaseItem(
  r: {
    id: string;
    participantId: string;
    fullname: string | null;
    platform: string | null;
    status: string;
    severity: string;
    openedAt: Date;
    dueAt: Date;
    claimedBy: string | null;
    claimedAt: Date | null;
    holderName: string | null;
    alerts: number;
    ltktCandidate: boolean;
    decidedAt: Date | null;
    pendingDecision: string | null;
  },
  now: Date,
): MonitoringCaseItem {
  return {
    _id: r.id,
    participant_id: r.participantId,
    fullname: r.fullname,
    platform: r.platform,
    status: r.status as MonitoringCaseStatus,
    severity: r.severity as MonitoringSeverity,
    alerts: r.alerts,
    ltkt_candidate: r.ltktCandidate,
    opened_at: r.openedAt.toISOString(),
    due_at: r.dueAt.toISOString(),
    overdue: r.status === 'open' && r.dueAt.getTime() < now.getTime(),
    holder:
      r.claimedBy && r.claimedAt
        ? { staff_id: r.claimedBy, name: r.holderName ?? '-', since: r.claimedAt.toISOString() }
        : null,
    pending_decision:
      r.pendingDecision === 'close_case' || r.pendingDecision === 'escalate_case' ? r.pendingDecision : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** A page of the cases in one status (open: soonest due first; decided: newest first), and how many there are. */
export async function listCases(
  db: DbOrTx,
  scope: SQL,
  q: MonitoringCasesQuery,
  now: Date,
): Promise<{ cases: MonitoringCaseItem[]; total: number }> {
  const where = and(scope, eq(monitoringCases.status, q.status));
  const order =
    q.status === 'open'
      ? [asc(monitoringCases.dueAt), asc(monitoringCases.id)]
      : [desc(monitoringCases.decidedAt), desc(monitoringCases.id)];
  const rows = await db
    .select(caseColumns)
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, monitoringCases.platformId))
    .leftJoin(holders, eq(holders.id, monitoringCases.claimedBy))
    .where(where)
    .orderBy(...order)
    .limit(MONITORING_CASES_PAGE_SIZE)
    .offset((q.page - 1) * MONITORING_CASES_PAGE_SIZE);
  const [counted] = await db
    .select({ n: count() })
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .where(where);
  return { cases: rows.map((r) => toCaseItem(r, now)), total: counted?.n ?? 0 };
}

/** One case inside the scope with its alerts, oldest first; null when there is none such. */
export async function findCase(
  db: DbOrTx,
  scope: SQL,
  id: string,
  now: Date,
): Promise<{ case: MonitoringCaseItem; alerts: ReturnType<typeof toAlertItem>[]; notes: CaseNote[] } | null> {
  const [row] = await db
    .select(caseColumns)
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, monitoringCases.platformId))
    .leftJoin(holders, eq(holders.id, monitoringCases.claimedBy))
    .where(and(scope, eq(monitoringCases.id, id)));
  if (!row) return null;
  const alerts = await db
    .select(alertItemColumns)
    .from(monitoringAlerts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringAlerts.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, monitoringAlerts.platformId))
    .where(eq(monitoringAlerts.caseId, id))
    .orderBy(asc(monitoringAlerts.createdAt), asc(monitoringAlerts.id));
  return { case: toCaseItem(row, now), alerts: alerts.map(toAlertItem), notes: await caseNotes(db, id) };
}

/** A case's notes, newest first. */
export async function caseNotes(db: DbOrTx, caseId: string): Promise<CaseNote[]> {
  const rows = await db
    .select({
      id: monitoringCaseNotes.id,
      author: staffUsers.fullname,
      body: monitoringCaseNotes.body,
      createdAt: monitoringCaseNotes.createdAt,
    })
    .from(monitoringCaseNotes)
    .innerJoin(staffUsers, eq(staffUsers.id, monitoringCaseNotes.authorId))
    .where(eq(monitoringCaseNotes.caseId, caseId))
    .orderBy(desc(monitoringCaseNotes.createdAt), desc(monitoringCaseNotes.id));
  return rows.map((r) => ({
    id: r.id,
    author: r.author,
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }));
}
