/**
 * Reports to PPATK (decision 0211).
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { PPATK_REPORT_KINDS, PPATK_REPORT_STATUSES } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { platforms } from '../platform/platform.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { monitoringCases } from '../transaction-monitoring/transaction-monitoring.schema';

/**
 * A report drafted from a decided case: an LTKM when it was escalated, an LTKT (one for cash in,
 * one for cash out) when a case with an LTKT candidate was decided either way. The transactions are
 * fixed when drafted (the ids the case's alerts counted); who the report is about is read from the
 * KYC record when the XML is made. One report of a kind and direction a case.
 */
export const ppatkReports = pgTable(
  'ppatk_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => monitoringCases.id),
    kycCustomerId: uuid('kyc_customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
    kind: text('kind', { enum: PPATK_REPORT_KINDS }).notNull(),
    /** LTKT: 'in' (cash the broker received) or 'out' (paid out); null for an LTKM. */
    cashDirection: text('cash_direction', { enum: ['in', 'out'] }),
    status: text('status', { enum: PPATK_REPORT_STATUSES }).notNull().default('draft'),
    /** Kilau's reference, unique: goAML's entity_reference. */
    reference: text('reference').notNull(),
    /** The transactions reported: ids of trades, fund movements and gold withdrawals. */
    transactions: jsonb('transactions')
      .$type<{ trade_ids: string[]; fund_movement_ids: string[]; gold_withdrawal_ids: string[] }>()
      .notNull(),
    /** The officer's part: the narrative, the action, PPATK's indicators. */
    reason: text('reason').notNull().default(''),
    action: text('action').notNull().default(''),
    indicators: jsonb('indicators').$type<string[]>().notNull().default([]),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id),
    /**
     * Approved by four eyes (decision 0212): the goAML file made at the approval, kept in the file
     * store under `archive_key`; its SHA-256 is here and in the audit chain. Every later download
     * is this file, checked against the digest.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    archiveKey: text('archive_key'),
    archiveSha256: text('archive_sha256'),
    archiveBytes: integer('archive_bytes'),
    /** Sent: PPATK's receipt number, typed from goAML by the officer who sent it. */
    receiptNo: text('receipt_no'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => staffUsers.id),
    /**
     * The deadline reminders mailed to the compliance officers (decision 0213): one when a working
     * day or less is left, one once it has passed; set when claimed, so two rounds never both send.
     */
    remindedDueSoonAt: timestamp('reminded_due_soon_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ppatk_reports_reference_uq').on(t.reference),
    uniqueIndex('ppatk_reports_case_kind_uq').on(t.caseId, t.kind, sql`coalesce(${t.cashDirection}, '')`),
    index('ppatk_reports_status_deadline_idx').on(t.status, t.deadlineAt),
  ],
);
