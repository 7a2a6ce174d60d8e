/**
 * The integration API (decisions 0070, 0105): the exchange reports the trades of its platform's
 * participants, a bank the balances of its customers, named by their trading account number. Each partner has its own key
 * (partner-keys.ts) and rate limit; a batch is written whole or not at all, in one transaction
 * with its audit row (integration.service.ts). Fund movements (the exchange or a bank) and gold
 * withdrawals (the exchange) are stored for transaction monitoring (decision 0199).
 */
import {
  INTEGRATION_BATCH_MAX,
  integrationBalancesBodySchema,
  integrationBalancesReplySchema,
  integrationEventsReplySchema,
  integrationFundMovementsBodySchema,
  integrationGoldWithdrawalsBodySchema,
  integrationTradesBodySchema,
  integrationTradesReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import {
  ingestBalances,
  ingestFundMovements,
  ingestGoldWithdrawals,
  ingestTrades,
} from './integration.service';
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

  app.post(
    '/v1/integration/fund-movements',
    {
      // The exchange for its platform's participants, a bank for its own customers (inScope).
      preValidation: guard('exchange', 'bank'),
      schema: {
        tags,
        security,
        summary: `Top-ups and withdrawals of money, up to ${INTEGRATION_BATCH_MAX} a call; a re-sent movement is never duplicated`,
        description:
          'movement_id is the partner’s id of the movement and the idempotency key (unique per partner): ' +
          'a movement sent again changes nothing and counts as a duplicate, so the first report stands. ' +
          'counterparty is the other side’s account: the sender of a top-up, the receiver of a withdrawal. ' +
          'The exchange’s key may send the movements of its platform’s participants, a bank’s key those of ' +
          'its own customers: an unknown account_no, or one outside the partner’s scope, fails the whole batch ' +
          'with 400 and the items named in `error`. An occurred_at more than five minutes ahead of our clock, ' +
          'an amount not above zero or an id repeated in the batch is a 422.',
        body: integrationFundMovementsBodySchema,
        response: { 200: integrationEventsReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      ...(await ingestFundMovements(app, partnerOf(req), req.body.fund_movements, requestMeta(req))),
    }),
  );

  app.post(
    '/v1/integration/gold-withdrawals',
    {
      preValidation: guard('exchange'),
      schema: {
        tags,
        security,
        summary: `Physical gold taken out, up to ${INTEGRATION_BATCH_MAX} a call; a re-sent withdrawal is never duplicated`,
        description:
          'withdrawal_id is the partner’s id of the withdrawal and the idempotency key (unique per partner): ' +
          'a withdrawal sent again changes nothing and counts as a duplicate. Only the exchange’s key may send ' +
          'gold withdrawals (403 otherwise), and only of participants on its platform: an unknown account_no, ' +
          'or one outside the platform, fails the whole batch with 400 and the items named in `error`. ' +
          'An occurred_at more than five minutes ahead of our clock, grams not above zero or an id repeated ' +
          'in the batch is a 422.',
        body: integrationGoldWithdrawalsBodySchema,
        response: { 200: integrationEventsReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      ...(await ingestGoldWithdrawals(app, partnerOf(req), req.body.gold_withdrawals, requestMeta(req))),
    }),
  );
};
