/**
 * Balances and gold transactions (spec 000 §3, §7; docs/decisions/0003 "Profile, wallet, platform").
 * The customer reads their own figures; the exchange/bank integration writes them through the
 * ingest API (architecture.md §5), which exists only when INGEST_API_KEY is configured.
 */

import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CONTRACT_SIZES,
  CURRENCIES,
  DASHBOARD_TRANSACTIONS,
  goldSavingReplySchema,
  goldTransactionsReplySchema,
  LIST_LIMIT_MAX,
  MSG,
  okReplySchema,
  posgoBalanceReplySchema,
  SC,
} from '@kilau/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import {
  type BalanceChange,
  existingUserIds,
  findBalances,
  insertGoldTransactions,
  listGoldTransactions,
  upsertBalances,
} from './wallet.repository';

const ZERO_MONEY = '0.00';
const ZERO_GRAMS = '0.0000';
/** The most trades one ingest call may carry. */
const INGEST_BATCH_MAX = 500;

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/user/gold_saving',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Gold balances: micro and premium, valued in IDR and USD, and in grams',
        response: { 200: goldSavingReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => {
      const b = await findBalances(app.db, callerId(req));
      return {
        status_code: SC.ok,
        data: {
          micro_balance_idr: b?.microBalanceIdr ?? ZERO_MONEY,
          premium_balance_idr: b?.premiumBalanceIdr ?? ZERO_MONEY,
          micro_balance_usd: b?.microBalanceUsd ?? ZERO_MONEY,
          premium_balance_usd: b?.premiumBalanceUsd ?? ZERO_MONEY,
          micro_grams: b?.microGrams ?? ZERO_GRAMS,
          premium_grams: b?.premiumGrams ?? ZERO_GRAMS,
        },
      };
    },
  );

  app.get(
    '/v1/user/posgo_balance',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'GiroPos and RDK balances (giropos_usd_blance is spelled so by the contract)',
        response: { 200: posgoBalanceReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => {
      const b = await findBalances(app.db, callerId(req));
      return {
        status_code: SC.ok,
        data: {
          giropos_balance: b?.giroposBalance ?? ZERO_MONEY,
          giropos_usd_blance: b?.giroposUsdBalance ?? ZERO_MONEY,
          rdk_balance: b?.rdkBalance ?? ZERO_MONEY,
          usd_balance: b?.usdBalance ?? ZERO_MONEY,
        },
      };
    },
  );

  app.get(
    '/v1/abx/transactions',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The caller’s gold trades, newest first',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(DASHBOARD_TRANSACTIONS),
          offset: z.coerce.number().int().min(0).default(0),
          /** The dashboard's IDR/USD selector: only trades settled in that currency (and their total). */
          currency: z.enum(CURRENCIES).optional(),
        }),
        response: { 200: goldTransactionsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const { rows, total } = await listGoldTransactions(
        app.db,
        callerId(req),
        req.query.limit,
        req.query.offset,
        req.query.currency,
      );
      return {
        status_code: SC.ok,
        data: rows.map((r) => ({
          id: r.id,
          attributes: {
            createdAt: r.tradedAt.toISOString(),
            contractId: r.contractId,
            settlementAmount: r.settlementAmount,
            direction: r.direction,
            currency: r.currency,
            quantity: r.quantity,
          },
        })),
        total,
      };
    },
  );

  const ingestKey = app.config.INGEST_API_KEY;
  // Without a key there is no integration: the routes do not exist (404), rather than exist unguarded.
  if (ingestKey) await app.register(ingestRoutes(ingestKey));
};

const money = z.string().regex(/^\d{1,18}(\.\d{1,2})?$/, 'a non-negative decimal with at most 2 decimals');
const grams = z.string().regex(/^\d{1,16}(\.\d{1,4})?$/, 'a non-negative decimal with at most 4 decimals');

/** Field names as the customer replies spell them, so one integration speaks one vocabulary. */
const balancesIngestBodySchema = z
  .object({
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
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'no balance given' });
type BalancesIngestBody = z.infer<typeof balancesIngestBodySchema>;

const contractIds = Object.keys(CONTRACT_SIZES).map(Number);

const goldTradeIngestSchema = z.object({
  external_ref: z.string().trim().min(1).max(100),
  user_id: z.uuid(),
  contract_id: z
    .number()
    .int()
    .refine((v) => contractIds.includes(v), 'unknown contract id'),
  direction: z.enum(['buy', 'sell']),
  quantity: z.number().int().positive(),
  settlement_amount: money,
  currency: z.enum(CURRENCIES),
  traded_at: z.iso.datetime({ offset: true }),
});
const goldTradesIngestBodySchema = z.object({
  transactions: z.array(goldTradeIngestSchema).min(1).max(INGEST_BATCH_MAX),
});

function toBalanceChange(body: BalancesIngestBody): BalanceChange {
  const change: BalanceChange = {
    giroposBalance: body.giropos_balance,
    giroposUsdBalance: body.giropos_usd_blance,
    rdkBalance: body.rdk_balance,
    usdBalance: body.usd_balance,
    microBalanceIdr: body.micro_balance_idr,
    premiumBalanceIdr: body.premium_balance_idr,
    microBalanceUsd: body.micro_balance_usd,
    premiumBalanceUsd: body.premium_balance_usd,
    microGrams: body.micro_grams,
    premiumGrams: body.premium_grams,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer key check in constant time: both sides are hashed first so their lengths match. */
function requireIngestKey(key: string): preHandlerAsyncHookHandler {
  const expected = digest(key);
  return async (req) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const match = timingSafeEqual(digest(given), expected);
    if (!given || !match) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
  };
}

function ingestRoutes(key: string): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ingest'];
    const security = [{ bearer: [] }];
    const preHandler = requireIngestKey(key);
    const rateLimit = perIp(600, 60_000);

    app.put(
      '/v1/ingest/balances/:userId',
      {
        preHandler,
        config: { rateLimit },
        schema: {
          tags,
          security,
          summary: 'Exchange/bank feed: the latest balances of one customer (only the fields given change)',
          params: z.object({ userId: z.uuid() }),
          body: balancesIngestBodySchema,
          response: { 200: okReplySchema, ...errorReplies(401, 404, 422, 429) },
        },
      },
      async (req) => {
        const { userId } = req.params;
        const change = toBalanceChange(req.body);
        await app.db.transaction(async (tx) => {
          if ((await existingUserIds(tx, [userId])).size === 0) {
            throw new ApiError(404, 404, MSG.notFoundText, 'Unknown user');
          }
          await upsertBalances(tx, userId, change);
          await app.audit.record(
            tx,
            {
              actorType: 'system',
              action: 'wallet.balances.ingest',
              targetType: 'user',
              targetId: userId,
              details: { fields: Object.keys(change) },
            },
            requestMeta(req),
          );
        });
        return { status_code: SC.ok };
      },
    );

    app.post(
      '/v1/ingest/gold-transactions',
      {
        preHandler,
        config: { rateLimit },
        schema: {
          tags,
          security,
          summary: 'Exchange feed: gold trades; a trade already received (same external_ref) is skipped',
          body: goldTradesIngestBodySchema,
          response: {
            200: z.object({ status_code: z.string(), inserted: z.number(), duplicates: z.number() }),
            ...errorReplies(400, 401, 422, 429),
          },
        },
      },
      async (req) => {
        const trades = req.body.transactions;
        const inserted = await app.db.transaction(async (tx) => {
          const known = await existingUserIds(tx, [...new Set(trades.map((t) => t.user_id))]);
          const unknown = trades.flatMap((t, i) =>
            known.has(t.user_id) ? [] : [{ field: `transactions.${i}.user_id`, message: 'unknown user' }],
          );
          if (unknown.length > 0) {
            throw new ApiError(400, 400, MSG.invalidInput, 'Unknown user_id', { error: unknown });
          }
          const refs = await insertGoldTransactions(
            tx,
            trades.map((t) => ({
              userId: t.user_id,
              externalRef: t.external_ref,
              contractId: t.contract_id,
              direction: t.direction,
              quantity: t.quantity,
              settlementAmount: t.settlement_amount,
              currency: t.currency,
              tradedAt: new Date(t.traded_at),
            })),
          );
          await app.audit.record(
            tx,
            {
              actorType: 'system',
              action: 'wallet.gold_transactions.ingest',
              targetType: 'gold_transactions',
              details: { received: trades.length, inserted: refs.length },
            },
            requestMeta(req),
          );
          return refs.length;
        });
        return { status_code: SC.ok, inserted, duplicates: trades.length - inserted };
      },
    );
  };
}
