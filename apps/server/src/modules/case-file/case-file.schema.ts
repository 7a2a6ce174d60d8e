/**
 * Internal notes on a participant.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/** Internal notes on a participant (decision 0112): append-only, a trigger refuses changes. */
export const participantNotes = pgTable(
  'participant_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('participant_notes_customer_idx').on(t.customerId, t.createdAt)],
);
