/**
 * The customer's data requests and the erased customers' tombstones.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { DATA_REQUEST_KINDS, type DataUpdateChanges } from '@kilau/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { storedFiles } from '../files/files.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { users } from '../users/users.schema';

/**
 * A customer's request about their data: a correction ('Ajukan koreksi'), a restriction or a
 * deletion ('Batasi / hapus data'), or an update of onboarding steps 2, 3 and 5 (decision 0217).
 * A case for the back-office, due 72 hours after it was made.
 */
export interface StoredDataUpdate {
  /** The participant (KYC record) it changes: the customer's approved record when it was sent. */
  recordId: string;
  /** Each changed step's new body, in full, as its onboarding step validates it. */
  after: DataUpdateChanges;
  /** The record's stored sections of those steps when the update was sent (the decision's check). */
  before: Record<string, unknown>;
}

export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    /** A correction's field (DATA_CORRECTION_FIELDS) and the value the customer says is right. */
    field: text('field'),
    requestedValue: text('requested_value'),
    /** An update's steps, before and after (personal data: emptied by the erasure, like the value). */
    changes: jsonb('changes').$type<StoredDataUpdate>(),
    /** An optional supporting document, uploaded through the upload route. */
    documentFileId: uuid('document_file_id').references(() => storedFiles.id),
    /** The customer's own words. */
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'done', 'declined'] })
      .notNull()
      .default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handledBy: uuid('handled_by').references(() => staffUsers.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** What the customer is told with the outcome. */
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.status, t.dueAt),
    index('data_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What remains of an erased customer: a pseudonym (an HMAC of the account id under a server key),
 * when the relationship ended and when the erasure ran, and counts of what was erased.
 */
export const dataTombstones = pgTable('data_tombstones', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull().unique(),
  relationshipEndedAt: timestamp('relationship_ended_at', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details').$type<Record<string, number | string>>().notNull().default({}),
});
