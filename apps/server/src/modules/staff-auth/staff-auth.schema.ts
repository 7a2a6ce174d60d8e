/**
 * The staff accounts.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { banks, platforms } from '../platform/platform.schema';

export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  fullname: text('fullname').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: smallint('role').notNull(),
  /** Bank admins (role 4) are scoped to one bank. */
  bankCode: text('bank_code').references(() => banks.code),
  /** Broker roles (1, 13) and video officers (6) are scoped to one platform; null: every platform. */
  platformId: uuid('platform_id').references(() => platforms.id),
  active: boolean('active').notNull().default(true),
  /**
   * A broker admin senior enough to decide the approval of a Tinggi participant, as the super admin
   * does (decision 0191); set by an operator when the account is made.
   */
  senior: boolean('senior').notNull().default(false),
  /** The same lockout as customers' (decision 0003). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** Where the staff member is told of every factor added and of a held second step (decision 0119). */
  email: text('email'),
  /** Wrong second-factor codes in a row, login and step-up alike; a right one sets it to 0 (decision 0119). */
  factorFailures: integer('factor_failures').notNull().default(0),
  /**
   * Set when the owner reported a factor change as not theirs: no login until two super admins
   * reset the second factor (decision 0119).
   */
  factorReportedAt: timestamp('factor_reported_at', { withTimezone: true }),
  createdAt: createdAt(),
});
