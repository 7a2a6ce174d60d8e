/**
 * The integration API (decision 0070): what the exchange and the bank send us. Field names are
 * those of docs/product/customer-area.md § Records and fields where it names them (balances, giropos_usd_blance included).
 */
import {
  INTEGRATION_BATCH_MAX,
  TRADE_CONDITIONS,
  TRADE_DIRECTIONS,
  TRADE_STATUSES,
  TRADE_TYPES,
} from '../backoffice-constants';
import { CURRENCIES } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import { contractIdSchema } from './trade-transactions';

// Every figure fits its column, so a batch never fails in the database (decision 0105): money is
// numeric(20, 2), grams numeric(20, 4), a quantity an integer.
const money = z.string().regex(/^\d{1,18}(\.\d{1,2})?$/, MSG.integrationAmountInvalid);
const grams = z.string().regex(/^\d{1,16}(\.\d{1,4})?$/, MSG.integrationAmountInvalid);
const accountNo = z.string().trim().min(1).max(40);
/** PostgreSQL's integer. */
export const INTEGRATION_QUANTITY_MAX = 2_147_483_647;
/** How far ahead of our clock a partner's time may be (clock drift), decision 0105. */
export const INTEGRATION_CLOCK_SKEW_MS = 5 * 60_000;
/** A time the partner read or traded at: never later than now plus the allowed drift. */
const reportedAt = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) <= Date.now() + INTEGRATION_CLOCK_SKEW_MS, MSG.integrationTimeInFuture);

export const integrationTradeSchema = z.object({
  /** The partner's id of the trade: the idempotency key, unique per partner. */
  transaction_id: z.string().trim().min(1).max(100),
  /** The participant's trading account number (set when the broker approved them). */
  account_no: accountNo,
  contract_id: contractIdSchema,
  direction: z.enum(TRADE_DIRECTIONS),
  type: z.enum(TRADE_TYPES),
  condition: z.enum(TRADE_CONDITIONS),
  status: z.enum(TRADE_STATUSES),
  quantity: z.number().int().positive().max(INTEGRATION_QUANTITY_MAX, MSG.integrationQuantityTooLarge),
  /** Price of one contract. */
  price: money,
  settlement_amount: money,
  fee: money,
  currency: z.enum(CURRENCIES),
  traded_at: reportedAt,
});
export type IntegrationTrade = z.infer<typeof integrationTradeSchema>;

export const integrationTradesBodySchema = z.object({
  transactions: z
    .array(integrationTradeSchema)
    .min(1)
    .max(INTEGRATION_BATCH_MAX)
    .refine(
      (list) => new Set(list.map((t) => t.transaction_id)).size === list.length,
      MSG.integrationIdRepeated,
    ),
});

export const integrationTradesReplySchema = z.object({
  status_code: z.string(),
  inserted: z.number(),
  /** Re-sent trades whose status moved forward. */
  updated: z.number(),
  /** Re-sent trades that changed nothing. */
  duplicates: z.number(),
});

export const integrationBalanceSchema = z
  .object({
    account_no: accountNo,
    giropos_balance: money.optional(),
    giropos_usd_blance: money.optional(),
    rdk_balance: money.optional(),
    usd_balance: money.optional(),
    micro_balance_idr: money.optional(),
    premium_balance_idr: money.optional(),
    micro_balance_usd: money.optional(),
    premium_balance_usd: money.optional(),
    micro_grams: grams.optional(),
    premium_grams: grams.optional(),
    /** When the partner read these figures; an older report never overwrites a newer one. */
    as_of: reportedAt,
  })
  .strict()
  .refine(
    (v) => Object.entries(v).some(([k, x]) => k !== 'account_no' && k !== 'as_of' && x !== undefined),
    MSG.integrationNoBalance,
  );
export type IntegrationBalance = z.infer<typeof integrationBalanceSchema>;

export const integrationBalancesBodySchema = z.object({
  balances: z.array(integrationBalanceSchema).min(1).max(INTEGRATION_BATCH_MAX),
});

export const integrationBalancesReplySchema = z.object({
  status_code: z.string(),
  /** Reports applied. */
  updated: z.number(),
  /** Reports older than the figures already stored, left out. */
  stale: z.number(),
});
