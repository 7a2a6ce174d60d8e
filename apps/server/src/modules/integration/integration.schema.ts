/**
 * The partners of the integration API and what they report: trades and balances.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { kycCustomers } from '../onboarding/onboarding.schema';
import { banks, platforms } from '../platform/platform.schema';
import { users } from '../users/users.schema';

/**
 * A partner system (the exchange, a bank) allowed to feed trades and balances through the
 * integration API. Its key is shown once when made; only its SHA-256 is kept (keys are 256-bit
 * random, so a fast hash is enough), and the prefix tells keys apart in logs and audit rows.
 */
export const integrationPartners = pgTable(
  'integration_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    active: boolean('active').notNull().default(true),
    /**
     * What the partner reports and for whom (decision 0105): the exchange reports the trades of
     * one platform's participants, a bank the balances of its own customers. Null on partners made
     * before the binding: they are refused until given a kind.
     */
    kind: text('kind', { enum: ['exchange', 'bank'] }),
    platformId: uuid('platform_id').references(() => platforms.id),
    bankCode: text('bank_code').references(() => banks.code),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'integration_partners_scope_ck',
      sql`(${t.kind} is null and ${t.platformId} is null and ${t.bankCode} is null)
        or (${t.kind} = 'exchange' and ${t.platformId} is not null and ${t.bankCode} is null)
        or (${t.kind} = 'bank' and ${t.bankCode} is not null and ${t.platformId} is null)`,
    ),
  ],
);

/** Balances as last reported by the exchange and the bank (architecture.md §5: our own ledger copy). */
export const walletBalances = pgTable('wallet_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  giroposBalance: numeric('giropos_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  giroposUsdBalance: numeric('giropos_usd_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  rdkBalance: numeric('rdk_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  usdBalance: numeric('usd_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  microBalanceIdr: numeric('micro_balance_idr', { precision: 20, scale: 2 }).notNull().default('0'),
  premiumBalanceIdr: numeric('premium_balance_idr', { precision: 20, scale: 2 }).notNull().default('0'),
  microBalanceUsd: numeric('micro_balance_usd', { precision: 20, scale: 2 }).notNull().default('0'),
  premiumBalanceUsd: numeric('premium_balance_usd', { precision: 20, scale: 2 }).notNull().default('0'),
  microGrams: numeric('micro_grams', { precision: 20, scale: 4 }).notNull().default('0'),
  premiumGrams: numeric('premium_grams', { precision: 20, scale: 4 }).notNull().default('0'),
  updatedAt: updatedAt(),
});

export const goldTransactions = pgTable(
  'gold_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The participant (and so the platform) the trade was made on; null on rows older than the integration API. */
    kycCustomerId: uuid('kyc_customer_id').references(() => kycCustomers.id),
    platformId: uuid('platform_id').references(() => platforms.id),
    /** Who reported the trade; null for the demo seed. */
    partnerId: uuid('partner_id').references(() => integrationPartners.id),
    /** The partner's id for the trade, so a re-sent feed never duplicates a row. */
    externalRef: text('external_ref').notNull(),
    contractId: smallint('contract_id').notNull(),
    direction: text('direction', { enum: ['buy', 'sell'] }).notNull(),
    /** Order type, its time-in-force ('condition') and its life at the exchange (decision 0070). */
    type: text('type', { enum: ['market', 'limit'] })
      .notNull()
      .default('market'),
    condition: text('condition', { enum: ['day', 'gtc', 'ioc', 'fok'] })
      .notNull()
      .default('day'),
    status: text('status', { enum: ['open', 'matched', 'settled', 'cancelled'] })
      .notNull()
      .default('settled'),
    quantity: integer('quantity').notNull(),
    /** Price of one contract in the settlement currency. */
    price: numeric('price', { precision: 20, scale: 2 }),
    settlementAmount: numeric('settlement_amount', { precision: 20, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 20, scale: 2 }).notNull().default('0'),
    currency: text('currency', { enum: ['IDR', 'USD'] }).notNull(),
    tradedAt: timestamp('traded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gold_transactions_user_traded_idx').on(t.userId, t.tradedAt),
    // Rows without a partner (the demo seed) keep their refs unique too.
    uniqueIndex('gold_transactions_partner_ref_uq').on(
      sql`coalesce(${t.partnerId}::text, '')`,
      t.externalRef,
    ),
    index('gold_transactions_traded_idx').on(t.tradedAt),
    index('gold_transactions_platform_traded_idx').on(t.platformId, t.tradedAt),
  ],
);
