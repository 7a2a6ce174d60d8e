/**
 * The review checklist's acceptances.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * The review checklist (decision 0131): an item of the participant's current submission accepted
 * by a reviewer. `basis` is what was accepted (a document's storage key, a data section's digest):
 * once the submission differs, the acceptance no longer counts. One row per item, replaced when
 * accepted again; every acceptance is also in the audit trail.
 */
export const reviewChecks = pgTable(
  'review_checks',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    item: text('item').notNull(),
    basis: text('basis').notNull(),
    checkedBy: uuid('checked_by')
      .notNull()
      .references(() => staffUsers.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.item] })],
);
