/**
 * The four-eyes proposals.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { FOUR_EYES_KINDS } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { ppatkReports } from '../ppatk-reports/ppatk-reports.schema';
import { screeningMatches } from '../screening/screening.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { monitoringCases } from '../transaction-monitoring/transaction-monitoring.schema';

/**
 * A four-eyes decision (decision 0111): proposed by one staff member, approved or declined by
 * another. `evidence_digest` is the SHA-256 of what the proposal was made on (the record, its
 * documents, its screening); when it differs at the check, the proposal lapses. One pending
 * proposal per participant, kind and match, one per monitoring case, one per report. The approve kind keeps the proposed trading password
 * sealed (credential-cipher, bound to the proposal id) until the checker's approval uses it.
 */
export const fourEyesProposals = pgTable(
  'four_eyes_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FOUR_EYES_KINDS }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    matchId: uuid('match_id').references(() => screeningMatches.id),
    /** close_case and escalate_case: the monitoring case decided (decision 0209). */
    caseId: uuid('case_id').references(() => monitoringCases.id),
    /** approve_report: the report to PPATK approved (decision 0212). */
    reportId: uuid('report_id').references(() => ppatkReports.id),
    reason: text('reason').notNull(),
    /** approve: { username, account_no, password_sealed }; nothing for the other kinds. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    evidenceDigest: text('evidence_digest').notNull(),
    /**
     * A digest per part of the evidence (sections, each document), to tell the checker what changed
     * since (decision 0133); null on proposals made before it was kept.
     */
    evidenceParts: jsonb('evidence_parts').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'lapsed'] })
      .notNull()
      .default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('four_eyes_proposals_pending_uq')
      .on(t.customerId, t.kind, sql`coalesce(${t.matchId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`status = 'pending'`),
    // A case takes one pending decision at a time: close or escalate, never both (decision 0209).
    uniqueIndex('four_eyes_proposals_case_pending_uq')
      .on(t.caseId)
      .where(sql`status = 'pending' and case_id is not null`),
    // A report takes one pending approval at a time (decision 0212).
    uniqueIndex('four_eyes_proposals_report_pending_uq')
      .on(t.reportId)
      .where(sql`status = 'pending' and report_id is not null`),
    index('four_eyes_proposals_status_idx').on(t.status, t.proposedAt),
  ],
);
