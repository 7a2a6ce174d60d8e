/**
 * A reviewer's requests to fix part of a file, and their items.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files.schema';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * A reviewer's request to fix part of a file (decision 0112): 'Kirim permintaan' writes one row and
 * an item per document or data section decided. The participant waits in 'perlu perbaikan' (status
 * 8) until the customer resubmits; `status_before` is the status it returns to.
 */
export const resubmissionRequests = pgTable(
  'resubmission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    statusBefore: smallint('status_before').notNull(),
    status: text('status', { enum: ['open', 'resubmitted'] })
      .notNull()
      .default('open'),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resubmission_requests_open_uq').on(t.customerId).where(sql`status = 'open'`),
    index('resubmission_requests_customer_idx').on(t.customerId, t.requestedAt),
  ],
);

/**
 * One decided item of a request: a document (its file then and, once resubmitted, the new one:
 * the versions staff see side by side) or a data section (its data then and after).
 */
export const resubmissionItems = pgTable(
  'resubmission_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => resubmissionRequests.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    item: text('item').notNull(),
    decision: text('decision', { enum: ['accepted', 'resubmit'] }).notNull(),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    noteToCustomer: text('note_to_customer'),
    /** The version of the document this decision was made on (1 = as first submitted). */
    version: integer('version').notNull().default(1),
    previousFileId: uuid('previous_file_id').references(() => storedFiles.id),
    newFileId: uuid('new_file_id').references(() => storedFiles.id),
    previousData: jsonb('previous_data').$type<Record<string, unknown>>(),
    newData: jsonb('new_data').$type<Record<string, unknown>>(),
  },
  (t) => [index('resubmission_items_customer_idx').on(t.customerId, t.item)],
);
