/**
 * Screening: the matches, each participant's last screening and the rescreen runs.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import type { ListEntry, MatchBreakdown, ScreeningSubject } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { watchlistVersions } from '../watchlists/watchlists.schema';

/**
 * A participant's alert against one list entry. One row per (participant, source, entry): a later
 * screening updates it; a dismissed or confirmed match stays decided while neither the entry nor
 * the participant's screened data changed (`evidence_digest`), and opens again when they did.
 */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    source: text('source', { enum: ['un', 'dttot', 'proliferation', 'pep', 'kilau'] }).notNull(),
    entryRef: text('entry_ref').notNull(),
    versionId: uuid('version_id').references(() => watchlistVersions.id),
    entry: jsonb('entry').$type<ListEntry>().notNull(),
    subject: jsonb('subject').$type<ScreeningSubject>().notNull(),
    score: numeric('score', { precision: 5, scale: 4 }).notNull(),
    breakdown: jsonb('breakdown').$type<MatchBreakdown>().notNull(),
    /** SHA-256 of the entry's and the subject's screened data. */
    evidenceDigest: text('evidence_digest').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'confirmed', 'cleared'] })
      .notNull()
      .default('open'),
    /** The proposer and the checker of the decision, and the proposer's reason. */
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    checkedBy: uuid('checked_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_matches_customer_entry_uq').on(t.customerId, t.source, t.entryRef),
    index('screening_matches_open_idx').on(t.customerId).where(sql`status = 'open'`),
  ],
);

/** When each participant was last screened, and against which list versions (their ids, sorted). */
export const screeningStates = pgTable('screening_states', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => kycCustomers.id),
  screenedAt: timestamp('screened_at', { withTimezone: true }).notNull(),
  versionIds: jsonb('version_ids').$type<string[]>().notNull(),
});

/** A rescreen of every active participant (after an upload, or a change of Kilau's blacklist). */
export const screeningRuns = pgTable('screening_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  trigger: text('trigger', { enum: ['list_upload', 'blacklist_change'] }).notNull(),
  source: text('source', { enum: ['un', 'dttot', 'proliferation', 'pep', 'kilau'] }),
  versionId: uuid('version_id').references(() => watchlistVersions.id),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  total: integer('total').notNull().default(0),
  screened: integer('screened').notNull().default(0),
  flagged: integer('flagged').notNull().default(0),
  startedBy: uuid('started_by').references(() => staffUsers.id),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
