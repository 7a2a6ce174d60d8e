/**
 * Every uploaded or generated file.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { users } from '../users/users.schema';

/**
 * Every uploaded or generated file: who owns it and what it is. The bytes live in the FileStore
 * under `storage_key`; the key is chosen by the server and served only through authorized routes.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id').references(() => kycCustomers.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_customer_idx').on(t.customerId, t.kind)],
);
