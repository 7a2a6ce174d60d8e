/**
 * The periodic review of a participant's data (decision 0194): one row per cycle. A cycle starts at
 * the approval or at the completion of the previous one; its due date is not stored but read from
 * the participant's current risk level and the active model's `review_months`, so that a change of
 * level (or of model) moves it at once (periodic-review.repository.ts, `dueAt`).
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dataRequests } from '../data-rights/data-rights.schema';
import { kycCustomers } from '../onboarding/onboarding.schema';

export const PERIODIC_REVIEW_OUTCOMES = ['confirmed', 'correction', 'update'] as const;
export type PeriodicReviewOutcome = (typeof PERIODIC_REVIEW_OUTCOMES)[number];

export const periodicReviews = pgTable(
  'periodic_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    /** The approval, or the completion of the cycle before. */
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }).notNull(),
    /** Each reminder is sent once: the daily job sets its time in the same statement that claims it. */
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    /** Marked by the daily job once past due; the partner's event is recorded with it. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: PERIODIC_REVIEW_OUTCOMES }),
    /** The correction request whose decision completed the cycle. */
    dataRequestId: uuid('data_request_id').references(() => dataRequests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open cycle per participant: a second approval or a repeated backfill adds nothing.
    uniqueIndex('periodic_reviews_open_uq').on(t.customerId).where(sql`completed_at is null`),
    index('periodic_reviews_customer_idx').on(t.customerId, t.cycleStartedAt),
  ],
);
