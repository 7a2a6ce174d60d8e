/**
 * The back-office's trade transactions (docs/product/back-office.md § Screens, Calls): GET /v1/trade-transaction with its
 * filters and GET /v1/trade-transaction/{id}. The server declares these as its route schemas and
 * the web parses every reply with them.
 */
import {
  BACKOFFICE_LIMIT_MAX,
  BACKOFFICE_PAGE_SIZE,
  TRADE_CONDITIONS,
  TRADE_DIRECTIONS,
  TRADE_SORTS,
  TRADE_STATUSES,
  TRADE_TYPES,
} from '../backoffice-constants';
import { CONTRACT_SIZES, CURRENCIES } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const contractIds = Object.keys(CONTRACT_SIZES).map(Number);
/** A contract id of CONTRACT_SIZES (docs/product/customer-area.md § Records and fields). */
export const contractIdSchema = z
  .number()
  .int()
  .refine((v) => contractIds.includes(v), MSG.tradeContractUnknown);

export const tradeListQuerySchema = z.object({
  /** 1-based. */
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(BACKOFFICE_PAGE_SIZE),
  /** A platform's app_name. */
  platform: z.string().trim().max(100).optional(),
  /** WIB calendar days (YYYY-MM-DD) of traded_at, not later than today. */
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
  status: z.enum(TRADE_STATUSES).optional(),
  /** Participant name, e-mail, trading account number or the partner's transaction id. */
  search: z.string().trim().max(100).optional(),
  contract_id: z.coerce.number().pipe(contractIdSchema).optional(),
  type: z.enum(TRADE_TYPES).optional(),
  direction: z.enum(TRADE_DIRECTIONS).optional(),
  /** A user id or a username. */
  user: z.string().trim().max(100).optional(),
  condition: z.enum(TRADE_CONDITIONS).optional(),
  orderByQuery: z.enum(TRADE_SORTS).default(TRADE_SORTS[0]),
});
export type TradeListQuery = z.infer<typeof tradeListQuerySchema>;

export const tradeRowSchema = z.object({
  id: z.string(),
  /** The partner's id of the trade. */
  transaction_id: z.string(),
  /** ISO timestamp. */
  traded_at: z.string(),
  fullname: z.string(),
  account_no: z.string().nullable(),
  app_name: z.string().nullable(),
  contract_id: z.number().int(),
  /** The contract's size as the product names it (CONTRACT_SIZES). */
  contract_size: z.string(),
  direction: z.enum(TRADE_DIRECTIONS),
  type: z.enum(TRADE_TYPES),
  condition: z.enum(TRADE_CONDITIONS),
  status: z.enum(TRADE_STATUSES),
  quantity: z.number().int(),
  /** Decimal strings in the currency. */
  price: z.string().nullable(),
  settlement_amount: z.string(),
  fee: z.string(),
  currency: z.enum(CURRENCIES),
});
export type TradeRow = z.infer<typeof tradeRowSchema>;

export const tradeListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ rows: z.array(tradeRowSchema), total_rows: z.number() }),
});

export const tradeDetailSchema = tradeRowSchema.extend({
  /** The participant (the back-office's KYC record id) and their account, when known. */
  participant: z
    .object({
      id: z.string().nullable(),
      user_id: z.string(),
      fullname: z.string(),
      email: z.string(),
      username: z.string(),
    })
    .nullable(),
  platform_name: z.string().nullable(),
  /** Who reported the trade; null for the demo seed. */
  partner_name: z.string().nullable(),
  /** When we received it (ISO). */
  created_at: z.string(),
});
export type TradeDetail = z.infer<typeof tradeDetailSchema>;

export const tradeDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ transaction: tradeDetailSchema }),
});
