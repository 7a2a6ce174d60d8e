/**
 * The bank account a participant trades from.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { banks } from '../platform/platform.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * The bank account a registered participant trades from (docs/product/back-office.md § Screens 'managing-bank'): opened
 * UNVERIFIED when the broker approves the participant, verified or rejected by staff who compare
 * it with the participant's documents.
 */
export const managingBankAccounts = pgTable(
  'managing_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kycCustomerId: uuid('kyc_customer_id')
      .notNull()
      .unique()
      .references(() => kycCustomers.id),
    bankCode: text('bank_code').references(() => banks.code),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status', { enum: ['UNVERIFIED', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    /** Why staff rejected the account, shown on the detail. */
    note: text('note'),
    verifiedBy: uuid('verified_by').references(() => staffUsers.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('managing_bank_accounts_status_created_idx').on(t.status, t.createdAt)],
);
