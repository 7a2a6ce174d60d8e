/**
 * Sessions, the customers' and the staff's.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: ['user', 'staff'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last authenticated request, written at most once a minute: the idle limit reads it. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Staff: when a second factor was last used in this session (login or step-up; decision 0109). */
    factorAt: timestamp('factor_at', { withTimezone: true }),
    /** Staff: which factor that was ('totp', 'passkey', 'recovery'). */
    factor: text('factor'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId)],
);
