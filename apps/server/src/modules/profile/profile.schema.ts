/**
 * A customer's change of e-mail or phone, waiting for proof.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { otpCodes } from '../otp/otp.schema';
import { users } from '../users/users.schema';

/**
 * A requested change of a customer's e-mail or phone, waiting for proof that the customer holds
 * the new address (docs/decisions/0035): a link mailed to the new e-mail (`tokenHash`) or an SMS
 * code to the new number (`otpId`). The account changes only when the proof arrives; a row is
 * used once, expires, and a newer request for the same field supersedes it.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['email', 'phonenumber'] }).notNull(),
    newValue: text('new_value').notNull(),
    /** SHA-256 of the e-mail link's token (e-mail changes). */
    tokenHash: text('token_hash').unique(),
    /** The OTP conversation of the SMS code (phone changes). */
    otpId: uuid('otp_id').references(() => otpCodes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Applied, or superseded by a newer request: either way it can no longer be used. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_changes_user_field_idx').on(t.userId, t.field)],
);
