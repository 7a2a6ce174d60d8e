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
import { fillTemplate } from '../format';
import { MSG } from '../messages';
import { z } from '../zod';
import { contractIdSchema } from './trade-transactions';

// Every figure fits its column, so a batch never fails in the database (decision 0105): money is
// numeric(20, 2), grams numeric(20, 4), a quantity an integer.
const MONEY = /^\d{1,18}(\.\d{1,2})?$/;
const GRAMS = /^\d{1,16}(\.\d{1,4})?$/;
const money = z.string().regex(MONEY, MSG.integrationAmountInvalid);
const grams = z.string().regex(GRAMS, MSG.integrationAmountInvalid);
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

/**
 * Money moved in or out of a participant's account, and physical gold taken out (decision 0199):
 * stored for the transaction monitoring the broker owes PPATK, shown to nobody yet.
 */
export const FUND_MOVEMENT_KINDS = ['topup', 'withdrawal'] as const;
export type FundMovementKind = (typeof FUND_MOVEMENT_KINDS)[number];
export const FUND_MOVEMENT_CHANNELS = ['cash', 'transfer', 'virtual_account', 'other'] as const;
export type FundMovementChannel = (typeof FUND_MOVEMENT_CHANNELS)[number];

// A movement of nothing is no movement: the smallest amount is one cent, the smallest weight 0.0001 g.
// A malformed figure is named once, for its format (abort), not again for its size.
const positiveMoney = z
  .string()
  .regex(MONEY, { message: MSG.integrationAmountInvalid, abort: true })
  .refine((v) => Number(v) > 0, fillTemplate(MSG.validationMinValue, { n: '0.01' }));
const positiveGrams = z
  .string()
  .regex(GRAMS, { message: MSG.integrationAmountInvalid, abort: true })
  .refine((v) => Number(v) > 0, fillTemplate(MSG.validationMinValue, { n: '0.0001' }));
/** The partner's id of an item: the idempotency key, unique per partner. */
const partnerRef = z.string().trim().min(1).max(100);

/**
 * A batch whose items repeat an id is refused (422) as the trades feed refuses one: which of the
 * two would count is not ours to guess. The repeated item's id is the field named.
 */
function uniqueRefs<T>(refOf: (item: T) => string, refField: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const ref = refOf(item);
      if (seen.has(ref))
        ctx.addIssue({ code: 'custom', path: [i, refField], message: MSG.integrationRepeatedId });
      seen.add(ref);
    });
  };
}

export const integrationFundMovementSchema = z
  .object({
    movement_id: partnerRef,
    account_no: accountNo,
    kind: z.enum(FUND_MOVEMENT_KINDS),
    amount: positiveMoney,
    currency: z.enum(CURRENCIES),
    channel: z.enum(FUND_MOVEMENT_CHANNELS),
    /** The other side's account: for a top-up who sent it, for a withdrawal who received it. */
    counterparty: z
      .object({
        bank_code: z.string().trim().min(1).max(20),
        account_no: z.string().trim().min(1).max(40),
        account_name: z.string().trim().min(1).max(200),
      })
      .strict()
      .optional(),
    occurred_at: reportedAt,
  })
  .strict();
export type IntegrationFundMovement = z.infer<typeof integrationFundMovementSchema>;

export const integrationFundMovementsBodySchema = z.object({
  fund_movements: z
    .array(integrationFundMovementSchema)
    .min(1)
    .max(INTEGRATION_BATCH_MAX)
    .superRefine(uniqueRefs((m) => m.movement_id, 'movement_id')),
});

export const integrationGoldWithdrawalSchema = z
  .object({
    withdrawal_id: partnerRef,
    account_no: accountNo,
    grams: positiveGrams,
    /** The contract the gold was held under, when the exchange names one. */
    contract_id: contractIdSchema.optional(),
    occurred_at: reportedAt,
  })
  .strict();
export type IntegrationGoldWithdrawal = z.infer<typeof integrationGoldWithdrawalSchema>;

export const integrationGoldWithdrawalsBodySchema = z.object({
  gold_withdrawals: z
    .array(integrationGoldWithdrawalSchema)
    .min(1)
    .max(INTEGRATION_BATCH_MAX)
    .superRefine(uniqueRefs((w) => w.withdrawal_id, 'withdrawal_id')),
});

/** What a movement or withdrawal feed answers; these items are facts, so a re-send never updates. */
export const integrationEventsReplySchema = z.object({
  status_code: z.string(),
  inserted: z.number(),
  /** Re-sent items (an id the partner sent before): nothing changed. */
  duplicates: z.number(),
});
