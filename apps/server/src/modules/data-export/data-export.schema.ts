/**
 * 'Unduh data saya': the customer's exports.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * 'Unduh data saya': one ZIP built by a job (data.json, the customer's files, README.id.md and a
 * signed manifest), kept in the file store and fetched through a mailed link that works 7 days.
 * Only the link token's SHA-256 is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['queued', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    /** The ZIP's key in the file store, once built. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    lastError: text('last_error'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
