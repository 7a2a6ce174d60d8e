/**
 * The monitoring alerts (docs/product/monitoring.md § Records and fields, decision 0203): one row
 * per scenario hit of a participant, raised in the job queue after each ingest and nightly. Drizzle
 * tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import {
  MONITORING_CASE_STATUSES,
  SCENARIO_DRY_RUN_STATUSES,
  type ScenarioDryRun,
  type ScenarioSet,
} from '@kilau/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { platforms } from '../platform/platform.schema';
import { documentVersionColumns } from '../risk-rating/risk-rating.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { users } from '../users/users.schema';

/** An alert's states: `open` only for now; the compliance officer's review adds the rest. */
export const MONITORING_ALERT_STATUSES = ['open'] as const;

/**
 * A participant's case (decision 0208): the alerts the compliance officer works together. Each
 * participant has at most one open case; an alert raised while it is open joins it. Its severity
 * is the highest of its alerts, its due time the soonest their severities set (working days).
 */
export const monitoringCases = pgTable(
  'monitoring_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kycCustomerId: uuid('kyc_customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
    status: text('status', { enum: MONITORING_CASE_STATUSES }).notNull().default('open'),
    severity: text('severity').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The officer working it ('Ambil'), since when; null while nobody holds it. */
    claimedBy: uuid('claimed_by').references(() => staffUsers.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When a second officer approved its close or escalation (decision 0209); null while open. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open case a participant: the alerts raised meanwhile join it (on conflict on this index).
    uniqueIndex('monitoring_cases_open_uq').on(t.kycCustomerId).where(sql`${t.status} = 'open'`),
    // The officer's list: open cases, soonest due first.
    index('monitoring_cases_status_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * A scenario that fired for a participant. The key is the hit's deterministic key (decision 0200):
 * unique per participant, so the same hit raised again (a re-sent batch, the nightly round) is
 * the same alert. Never shown to the participant, the exchange or the bank (UU 8/2010 art. 12).
 */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kycCustomerId: uuid('kyc_customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The scenario's kind (`MONITORING_SCENARIO_KINDS`) and severity, as the set said when raised. */
    kind: text('kind').notNull(),
    severity: text('severity').notNull(),
    key: text('key').notNull(),
    /** The scenario set's version that raised it. */
    setVersion: text('set_version').notNull(),
    /**
     * What made the scenario fire (the ids counted, the sums and thresholds): the hit's `HitFacts`
     * (monitoring-facts.ts; a table file imports no module code, so it is not typed here).
     */
    facts: jsonb('facts').notNull(),
    /** `daily_cumulative` whose cash alone reached the LTKT threshold (UU 8/2010 art. 23). */
    ltktCandidate: boolean('ltkt_candidate').notNull().default(false),
    status: text('status', { enum: MONITORING_ALERT_STATUSES }).notNull().default('open'),
    /** The case it joined when raised (decision 0208); null for alerts raised before cases. */
    caseId: uuid('case_id').references(() => monitoringCases.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the index of a participant's alerts: kyc_customer_id leads it, so no second index.
    uniqueIndex('monitoring_alerts_customer_key_uq').on(t.kycCustomerId, t.key),
    // The officers' queue to come: open alerts, oldest first.
    index('monitoring_alerts_status_created_idx').on(t.status, t.createdAt),
    index('monitoring_alerts_case_idx').on(t.caseId),
  ],
);

/**
 * The officer's notes on a case (decision 0208): append-only like a participant's internal notes,
 * but apart from them, since the bank's staff read those and must never read these (UU 8/2010
 * art. 12).
 */
export const monitoringCaseNotes = pgTable(
  'monitoring_case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => monitoringCases.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('monitoring_case_notes_case_idx').on(t.caseId, t.createdAt)],
);

/**
 * A version of the scenario set (decision 0214), the risk model's versions' twin: a draft is
 * proposed for activation by one compliance officer and activated or declined by another; the
 * version it replaces retires. One is active. A document is never edited once stored: every alert
 * names the version that raised it, and that name must always mean the same rules.
 */
export const monitoringScenarioSets = pgTable(
  'monitoring_scenario_sets',
  {
    version: text('version').primaryKey(),
    document: jsonb('document').$type<ScenarioSet>().notNull(),
    ...documentVersionColumns(),
  },
  (t) => [
    uniqueIndex('monitoring_scenario_sets_one_active_uq').on(t.status).where(sql`status = 'active'`),
    // One proposal waits at a time: a second would race the first for activation.
    uniqueIndex('monitoring_scenario_sets_one_proposed_uq').on(t.status).where(sql`status = 'proposed'`),
  ],
);

/**
 * A dry run of a scenario set's version (decision 0216): asked by an officer, run on the job queue
 * (it reads every active participant, minutes at a hundred thousand), its answer kept for the
 * officer who asked to read. Nothing else is written by it.
 */
export const monitoringScenarioDryRuns = pgTable(
  'monitoring_scenario_dry_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version')
      .notNull()
      .references(() => monitoringScenarioSets.version),
    days: integer('days').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: createdAt(),
    status: text('status', { enum: SCENARIO_DRY_RUN_STATUSES }).notNull().default('running'),
    result: jsonb('result').$type<ScenarioDryRun>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('monitoring_scenario_dry_runs_version_idx').on(t.version, t.requestedAt)],
);
