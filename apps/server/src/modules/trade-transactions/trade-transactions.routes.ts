/**
 * The back-office's trade transactions (docs/product/back-office.md § Calls): GET /v1/trade-transaction and its detail,
 * for the roles of TRADE_READ_ROLES; the guard runs before validation, so a caller without the
 * right learns nothing of the query's shape.
 */
import {
  appNameReplySchema,
  SC,
  TRADE_READ_ROLES,
  tradeDetailReplySchema,
  tradeListQuerySchema,
  tradeListReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { listTradeTransactions, tradeAppNames, tradeTransactionDetail } from './trade-transactions.service';

const tags = ['trade-transactions'];
const security = [{ bearer: [] }];

export const tradeTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff(TRADE_READ_ROLES);

  app.get(
    '/v1/trade-transaction',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'A page of trade transactions in the caller’s scope',
        description:
          'page is 1-based; start_date/end_date are WIB calendar days of traded_at, not later than today; ' +
          'search matches the participant’s name, e-mail, trading account number or the transaction id; ' +
          'user is a user id or a username; orderByQuery is one of the listed sorts (422 otherwise).',
        querystring: tradeListQuerySchema,
        response: { 200: tradeListReplySchema, ...errorReplies(400, 401, 403, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await listTradeTransactions(app.db, staffClaims(req), req.query),
    }),
  );

  app.get(
    '/v1/trade-transaction/app-name',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The app names of the platforms whose trades the caller reads (the platform filter)',
        response: { 200: appNameReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { app_name: await tradeAppNames(app.db, staffClaims(req)) },
    }),
  );

  app.get(
    '/v1/trade-transaction/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'One trade with its participant and the partner that reported it',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: tradeDetailReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: {
        transaction: await tradeTransactionDetail(app, staffClaims(req), req.params.id, requestMeta(req)),
      },
    }),
  );
};
