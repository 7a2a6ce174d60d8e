/**
 * The customer risk rating (docs/product/risk-rating.md): the model documents, every rating that
 * changed something, and each participant's current one.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { RISK_MODEL_STATUSES, type RiskFactorResult, type RiskLevel, type RiskModel } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * The life of a versioned policy document (the risk model's, decision 0189; the monitoring
 * scenario set's, decision 0214), past its version and document: its status, and who moved it and
 * when. One column set for both tables, so that their four-eyes life reads the same.
 */
export const documentVersionColumns = () => ({
  status: text('status', { enum: RISK_MODEL_STATUSES }).notNull(),
  /** Null for the document Kilau ships. */
  createdBy: uuid('created_by').references(() => staffUsers.id),
  createdAt: createdAt(),
  proposedBy: uuid('proposed_by').references(() => staffUsers.id),
  proposedAt: timestamp('proposed_at', { withTimezone: true }),
  /** Who activated or declined the proposal (never its proposer). */
  decidedBy: uuid('decided_by').references(() => staffUsers.id),
  decisionReason: text('decision_reason'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
});

/**
 * A version of the model (decision 0189): a draft is proposed for activation by one super admin and
 * activated or declined by another; the version it replaces retires. One is active. Nothing of a
 * version changes but its status and who moved it: a document is never edited once stored.
 */
export const riskModels = pgTable(
  'risk_models',
  {
    version: text('version').primaryKey(),
    document: jsonb('document').$type<RiskModel>().notNull(),
    ...documentVersionColumns(),
  },
  (t) => [
    uniqueIndex('risk_models_one_active_uq').on(t.status).where(sql`status = 'active'`),
    // One proposal waits at a time: a second would race the first for activation.
    uniqueIndex('risk_models_one_proposed_uq').on(t.status).where(sql`status = 'proposed'`),
  ],
);

export const RISK_TRIGGERS = [
  'submission',
  'resubmission',
  'correction',
  'screening',
  'video_call',
  'model',
  'manual',
  // A new list version's rescreen reopened a decided match (decision 0193).
  'list',
  // A record of the same account, NIK or bank account was blacklisted or unblacklisted.
  'blacklist',
  // A manual override of the level began (decided by four eyes) or ended (decision 0196).
  'override',
  // A transaction-monitoring alert was raised for the participant (decision 0204).
  'monitoring',
  // An approved customer's data update was applied (decision 0217).
  'update',
] as const;
export type RiskTrigger = (typeof RISK_TRIGGERS)[number];

/**
 * A manual override of a participant's level (decision 0196): proposed with a reason and an expiry,
 * decided by a second person (four eyes; a senior when it lowers the level). While it runs, every
 * rating of the participant takes its level; it ends at its expiry, or when another replaces it.
 */
export const riskOverrides = pgTable(
  'risk_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    level: text('level').$type<RiskLevel>().notNull(),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The four-eyes proposal it was decided through. */
    proposalId: uuid('proposal_id').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.id),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** When it stopped applying (expired, or replaced by another); null while it runs. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('risk_overrides_one_running_uq').on(t.customerId).where(sql`ended_at is null`),
    index('risk_overrides_expiry_idx').on(t.expiresAt).where(sql`ended_at is null`),
  ],
);

/** A participant's rating, kept when it differs from the one before (score, level, factors or model). */
export const riskRatings = pgTable(
  'risk_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    modelVersion: text('model_version')
      .notNull()
      .references(() => riskModels.version),
    score: integer('score').notNull(),
    level: text('level').$type<RiskLevel>().notNull(),
    factors: jsonb('factors').$type<RiskFactorResult[]>().notNull(),
    trigger: text('trigger', { enum: RISK_TRIGGERS }).notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The running override whose level this rating took; the model's own level beside it. */
    overrideId: uuid('override_id').references(() => riskOverrides.id),
    modelLevel: text('model_level').$type<RiskLevel>(),
  },
  (t) => [index('risk_ratings_customer_idx').on(t.customerId, t.ratedAt)],
);

/** Each rated participant's current rating: what lists filter and count by. */
export const riskStates = pgTable(
  'risk_states',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => kycCustomers.id),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => riskRatings.id),
    level: text('level').$type<RiskLevel>().notNull(),
    /** When the participant was last rated, whether or not the rating changed. */
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_states_level_idx').on(t.level)],
);
