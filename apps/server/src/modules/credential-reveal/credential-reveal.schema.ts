/**
 * A staff-chosen secret waiting to be shown once.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';

/**
 * A secret chosen by staff for a customer (the trading or demo account's password) waiting to be
 * shown once. The e-mail carries only a link with the token (its SHA-256 is kept); the secret is
 * kept encrypted (AES-256-GCM with a key of the server's) until the customer opens the link, then
 * erased. An unopened link expires after 72 hours and its secret is erased by the sweep.
 */
export const credentialReveals = pgTable(
  'credential_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    /** 'trading' (the approval's trading account) or 'demo' (the demo account). */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** base64 of iv ‖ ciphertext ‖ tag; null once shown or expired. */
    secretCiphertext: text('secret_ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('credential_reveals_customer_idx').on(t.customerId, t.kind)],
);
