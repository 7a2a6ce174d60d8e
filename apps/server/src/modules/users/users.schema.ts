/**
 * The customers' login accounts.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** Customers' login accounts. Staff live in staff_users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phonenumber: text('phonenumber').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'pending' until the phone OTP is verified, 'new' until the e-mail is activated, then 'active'. */
    status: text('status', { enum: ['pending', 'new', 'active', 'blocked'] })
      .notNull()
      .default('pending'),
    /** A platform that trades through a demo account first: login answers 405 until it is created. */
    demoAccountRequired: boolean('demo_account_required').notNull().default(false),
    demoAccountDoneAt: timestamp('demo_account_done_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * The customer's restriction (UU 27/2022, decision 0113): the account is closed and its data
     * no longer processed; what the law keeps is kept until `eraseAfter`.
     */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** When the relationship ended (closed, rejected, blacklisted): the five years run from here. */
    relationshipEndedAt: timestamp('relationship_ended_at', { withTimezone: true }),
    /** The scheduled erasure; the daily retention job erases what is due (decision 0113). */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** Set when the personal columns were blanked and the files removed; a tombstone remains. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_erase_after_idx').on(t.eraseAfter).where(sql`erased_at is null and erase_after is not null`),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_phonenumber_uq').on(t.phonenumber),
  ],
);
