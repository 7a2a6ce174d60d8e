/**
 * The SQL that reads four-eyes proposals (decision 0111): one with its names, a scoped page, the
 * count a checker's badge shows, and the pending ones of a participant. Every query that lists
 * proposals applies the caller's record scope in the same statement, like the review's lists.
 */
import { MONITORING_PROPOSAL_KINDS } from '@kilau/shared';
import { and, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  fourEyesProposals,
  kycCustomers,
  platforms,
  screeningMatches,
  staffUsers,
  users,
} from '../../db/schema';
import { type StaffScope, scopeCondition } from '../auth';

const proposer = alias(staffUsers, 'proposer');
const decider = alias(staffUsers, 'decider');

const columns = {
  id: fourEyesProposals.id,
  kind: fourEyesProposals.kind,
  status: fourEyesProposals.status,
  customerId: fourEyesProposals.customerId,
  customerName: sql<string>`coalesce(${kycCustomers.fullname}, ${users.fullname})`,
  appName: platforms.appName,
  matchId: fourEyesProposals.matchId,
  caseId: fourEyesProposals.caseId,
  reportId: fourEyesProposals.reportId,
  matchSource: screeningMatches.source,
  reason: fourEyesProposals.reason,
  payload: fourEyesProposals.payload,
  evidenceDigest: fourEyesProposals.evidenceDigest,
  evidenceParts: fourEyesProposals.evidenceParts,
  proposedBy: fourEyesProposals.proposedBy,
  proposerName: proposer.fullname,
  proposedAt: fourEyesProposals.proposedAt,
  decidedBy: fourEyesProposals.decidedBy,
  deciderName: decider.fullname,
  decidedAt: fourEyesProposals.decidedAt,
  decisionReason: fourEyesProposals.decisionReason,
};

function fromProposals(db: DbOrTx) {
  return db
    .select(columns)
    .from(fourEyesProposals)
    .innerJoin(kycCustomers, eq(kycCustomers.id, fourEyesProposals.customerId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .innerJoin(proposer, eq(proposer.id, fourEyesProposals.proposedBy))
    .leftJoin(decider, eq(decider.id, fourEyesProposals.decidedBy))
    .leftJoin(screeningMatches, eq(screeningMatches.id, fourEyesProposals.matchId));
}

export type ProposalRow = Awaited<ReturnType<ReturnType<typeof fromProposals>['execute']>>[number];

/**
 * Which proposals a call reads (decisions 0209, 0212): those on participants (the broker's list,
 * the screening panel, the evidence page), or the monitoring's, on cases and reports (read on the
 * case or the report alone, by the compliance officers). No call reads both.
 */
export type ProposalFamily = 'participant' | 'case';

const monitoringKinds = [...MONITORING_PROPOSAL_KINDS];
const ofFamily = (family: ProposalFamily) =>
  family === 'case'
    ? inArray(fourEyesProposals.kind, monitoringKinds)
    : notInArray(fourEyesProposals.kind, monitoringKinds);

/** One proposal of the family, inside the caller's scope (undefined when it is not, or does not exist). */
export async function findProposal(
  db: DbOrTx,
  scope: StaffScope,
  id: string,
  family: ProposalFamily,
): Promise<ProposalRow | undefined> {
  const [row] = await fromProposals(db)
    .where(and(eq(fourEyesProposals.id, id), scopeCondition(scope), ofFamily(family)))
    .limit(1);
  return row;
}

/** A monitoring case's decisions, newest first: the pending one and those decided. */
export function caseDecisionsOf(db: DbOrTx, caseId: string): Promise<ProposalRow[]> {
  return fromProposals(db)
    .where(and(eq(fourEyesProposals.caseId, caseId), ofFamily('case')))
    .orderBy(desc(fourEyesProposals.proposedAt), desc(fourEyesProposals.id));
}

/** A report's approvals, newest first: the pending one and those decided (decision 0212). */
export function reportApprovalsOf(db: DbOrTx, reportId: string): Promise<ProposalRow[]> {
  return fromProposals(db)
    .where(and(eq(fourEyesProposals.reportId, reportId), ofFamily('case')))
    .orderBy(desc(fourEyesProposals.proposedAt), desc(fourEyesProposals.id));
}

export interface ProposalFilter {
  status: ProposalRow['status'];
  customerId?: string | undefined;
  /** Only these proposed by this staff member ('mine'). */
  proposedBy?: string | undefined;
  /** Only those a checker may decide: not proposed by them, of a kind their role decides. */
  /** Pending ones this staff member may decide: not their own, of their kinds; `senior`: also those needing a senior. */
  decidableBy?: { staffId: string; kinds: ProposalRow['kind'][]; senior: boolean } | undefined;
}

/** The broker's list and badge: proposals on participants only (a case's are read on the case). */
function where(scope: StaffScope, f: ProposalFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    ofFamily('participant'),
    eq(fourEyesProposals.status, f.status),
    f.customerId ? eq(fourEyesProposals.customerId, f.customerId) : undefined,
    f.proposedBy ? eq(fourEyesProposals.proposedBy, f.proposedBy) : undefined,
    f.decidableBy ? ne(fourEyesProposals.proposedBy, f.decidableBy.staffId) : undefined,
    f.decidableBy
      ? f.decidableBy.kinds.length
        ? inArray(fourEyesProposals.kind, f.decidableBy.kinds)
        : sql`false`
      : undefined,
    // The approval of a Tinggi participant carries its EDD note, an override lowering a level
    // `needs_senior`: both are a senior's (proposal-view.ts needsSeniorChecker).
    f.decidableBy && !f.decidableBy.senior
      ? sql`(${fourEyesProposals.payload}->>'edd_note') is null and (${fourEyesProposals.payload}->>'needs_senior') is null`
      : undefined,
  );
}

/** A page of proposals, newest first, and how many there are. */
export async function listProposals(
  db: DbOrTx,
  scope: StaffScope,
  f: ProposalFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ProposalRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    fromProposals(db)
      .where(where(scope, f))
      .orderBy(desc(fourEyesProposals.proposedAt), desc(fourEyesProposals.id))
      .offset(page.offset)
      .limit(page.limit),
    countProposals(db, scope, f),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

function countProposals(db: DbOrTx, scope: StaffScope, f: ProposalFilter) {
  return db
    .select({ n: count() })
    .from(fourEyesProposals)
    .innerJoin(kycCustomers, eq(kycCustomers.id, fourEyesProposals.customerId))
    .where(where(scope, f));
}

/** How many proposals match (the navigation's badge). */
export async function proposalCount(db: DbOrTx, scope: StaffScope, f: ProposalFilter): Promise<number> {
  const [row] = await countProposals(db, scope, f);
  return row?.n ?? 0;
}

/** The pending proposals of one participant (the screening panel's), oldest first; never a case's. */
export function pendingProposalsOf(db: DbOrTx, customerId: string): Promise<ProposalRow[]> {
  return fromProposals(db)
    .where(
      and(
        eq(fourEyesProposals.customerId, customerId),
        eq(fourEyesProposals.status, 'pending'),
        ofFamily('participant'),
      ),
    )
    .orderBy(fourEyesProposals.proposedAt);
}

/** The participant's approval proposal that was approved, if any (the newest): what the case file reports of its EDD. */
export async function approvedApprovalOf(db: DbOrTx, customerId: string): Promise<ProposalRow | undefined> {
  const [row] = await fromProposals(db)
    .where(
      and(
        eq(fourEyesProposals.customerId, customerId),
        eq(fourEyesProposals.kind, 'approve'),
        eq(fourEyesProposals.status, 'approved'),
      ),
    )
    .orderBy(desc(fourEyesProposals.decidedAt))
    .limit(1);
  return row;
}
