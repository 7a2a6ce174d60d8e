/**
 * The partners of the integration API and what they report: trades, balances, fund movements and
 * gold withdrawals. Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { CURRENCIES, FUND_MOVEMENT_CHANNELS, FUND_MOVEMENT_KINDS } from '@kilau/shared';
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

/**
 * The columns every fact a partner reports once carries (decision 0199): whose it is (the account's
 * holder, record and platform), who reported it, and the partner's own id of it (`movement_id`,
 * `withdrawal_id`), unique per partner. Fresh builders per table, as drizzle needs.
 */
const reportedFact = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  kycCustomerId: uuid('kyc_customer_id')
    .notNull()
    .references(() => kycCustomers.id),
  platformId: uuid('platform_id')
    .notNull()
    .references(() => platforms.id),
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => integrationPartners.id),
  externalRef: text('external_ref').notNull(),
});

/** When the fact happened at the partner, and when it reached Kilau. */
const whenReported = () => ({
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Money a participant moved in (top-up) or out (withdrawal), as their exchange or their bank
 * reported it (decision 0199), kept for the transaction monitoring the broker owes PPATK. Written
 * once and never changed: a re-sent movement_id is a duplicate. The rules read a participant's
 * last days (user, occurred_at) and the nightly round one day's rows (occurred_at).
 */
export const fundMovements = pgTable(
  'fund_movements',
  {
    ...reportedFact(),
    kind: text('kind', { enum: FUND_MOVEMENT_KINDS }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    channel: text('channel', { enum: FUND_MOVEMENT_CHANNELS }).notNull(),
    /** The other side's account (a top-up's sender, a withdrawal's receiver), when reported. */
    counterpartyBankCode: text('counterparty_bank_code'),
    counterpartyAccountNo: text('counterparty_account_no'),
    counterpartyAccountName: text('counterparty_account_name'),
    ...whenReported(),
  },
  (t) => [
    uniqueIndex('fund_movements_partner_ref_uq').on(t.partnerId, t.externalRef),
    index('fund_movements_user_occurred_idx').on(t.userId, t.occurredAt),
    index('fund_movements_occurred_idx').on(t.occurredAt),
    check('fund_movements_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Physical gold a participant took out, as the exchange reported it (decision 0199): for the same
 * monitoring as fund_movements, written once, a re-sent withdrawal_id a duplicate.
 */
export const goldWithdrawals = pgTable(
  'gold_withdrawals',
  {
    ...reportedFact(),
    grams: numeric('grams', { precision: 20, scale: 4 }).notNull(),
    /** The contract the gold was held under, when the exchange names one. */
    contractId: smallint('contract_id'),
    ...whenReported(),
  },
  (t) => [
    uniqueIndex('gold_withdrawals_partner_ref_uq').on(t.partnerId, t.externalRef),
    index('gold_withdrawals_user_occurred_idx').on(t.userId, t.occurredAt),
    index('gold_withdrawals_occurred_idx').on(t.occurredAt),
    check('gold_withdrawals_grams_ck', sql`${t.grams} > 0`),
  ],
);
