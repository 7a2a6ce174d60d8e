/**
 * The integration API (decisions 0070, 0105): the exchange reports the trades of its platform's
 * participants, a bank the balances of its customers, named by their trading account number. Each partner has its own key
 * (partner-keys.ts) and rate limit; a batch is written whole or not at all, in one transaction
 * with its audit row (integration.service.ts).
 */
import {
  integrationBalancesBodySchema,
  integrationBalancesReplySchema,
  integrationTradesBodySchema,
  integrationTradesReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { ingestBalances, ingestTrades } from './integration.service';
import { partnerGuard, partnerOf } from './partner-guard';

const tags = ['integration'];
const security = [{ bearer: [] }];

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = partnerGuard(app);

  app.post(
    '/v1/integration/trade-transactions',
    {
      preValidation: guard('exchange'),
      schema: {
        tags,
        security,
        summary: 'Trades of registered participants, up to 500 a call; a re-sent trade is never duplicated',
        description:
          'transaction_id is the partner’s id of the trade and the idempotency key (unique per partner). ' +
          'A trade sent again with a status further along its life (open → matched → settled, or → cancelled) ' +
          'has its status updated; any other re-send changes nothing and counts as a duplicate. ' +
          'Only the exchange’s key may send trades (403 otherwise), and only of participants on its platform: ' +
          'an unknown account_no, or one outside the platform, fails the whole batch with 400 and the items ' +
          'named in `error`. A traded_at more than five minutes ahead of our clock is a 422.',
        body: integrationTradesBodySchema,
        response: { 200: integrationTradesReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      ...(await ingestTrades(app, partnerOf(req), req.body.transactions, requestMeta(req))),
    }),
  );

  app.post(
    '/v1/integration/balances',
    {
      preValidation: guard('bank'),
      schema: {
        tags,
        security,
        summary: 'Balances of registered participants, up to 500 a call; only the fields given change',
        description:
          'Each report carries as_of, the time the partner read the figures. A report older than the one ' +
          'already stored for the participant is left out (counted as stale), so reports may arrive out of order. ' +
          'Only a bank’s key may send balances (403 otherwise), and only of its own customers: an unknown ' +
          'account_no, or one at another bank, fails the whole batch with 400 and the items named in `error`. ' +
          'An as_of more than five minutes ahead of our clock is a 422.',
        body: integrationBalancesBodySchema,
        response: { 200: integrationBalancesReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      ...(await ingestBalances(app, partnerOf(req), req.body.balances, requestMeta(req))),
    }),
  );
};
