import { z } from '../zod';

/** GET /v1/user/gold_saving: gold value per currency, micro and premium (docs/product/customer-area.md § Records and fields). */
export const goldSavingReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    micro_balance_idr: z.string(),
    premium_balance_idr: z.string(),
    micro_balance_usd: z.string(),
    premium_balance_usd: z.string(),
    micro_grams: z.string(),
    premium_grams: z.string(),
  }),
});
export type GoldSaving = z.infer<typeof goldSavingReplySchema>['data'];

/** GET /v1/user/posgo_balance: GiroPos and RDK balances; `giropos_usd_blance` is spelled so. */
export const posgoBalanceReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    giropos_balance: z.string(),
    giropos_usd_blance: z.string(),
    rdk_balance: z.string(),
    usd_balance: z.string(),
  }),
});
export type PosgoBalance = z.infer<typeof posgoBalanceReplySchema>['data'];

export const goldTransactionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    createdAt: z.string(),
    contractId: z.number().int(),
    settlementAmount: z.string(),
    direction: z.enum(['buy', 'sell']),
    currency: z.enum(['IDR', 'USD']),
    quantity: z.number().int(),
  }),
});
export type GoldTransaction = z.infer<typeof goldTransactionSchema>;

export const goldTransactionsReplySchema = z.object({
  status_code: z.string(),
  data: z.array(goldTransactionSchema),
  total: z.number(),
});
