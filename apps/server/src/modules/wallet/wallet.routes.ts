/**
 * Balances and gold transactions (docs/product/customer-area.md § Records and fields, Calls; docs/decisions/0003 "Profile, wallet, platform").
 * The customer reads their own figures; the exchange and the bank write them through the
 * integration API (modules/integration, decision 0070).
 */
import {
  CURRENCIES,
  DASHBOARD_TRANSACTIONS,
  goldSavingReplySchema,
  goldTransactionsReplySchema,
  LIST_LIMIT_MAX,
  posgoBalanceReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { findBalances, listGoldTransactions } from './wallet.repository';

const ZERO_MONEY = '0.00';
const ZERO_GRAMS = '0.0000';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/user/gold_saving',
    {
      preValidation: app.requireCustomer,
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
      preValidation: app.requireCustomer,
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
      preValidation: app.requireCustomer,
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
};
