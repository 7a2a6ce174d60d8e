/**
 * The integration API (decision 0070): the exchange and the bank report trades and balances of
 * registered participants, named by their trading account number. Each partner has its own key
 * (partner-keys.ts) and rate limit; a batch is written whole or not at all, in one transaction
 * with its audit row.
 */
import {
  type IntegrationBalance,
  type IntegrationTrade,
  integrationBalancesBodySchema,
  integrationBalancesReplySchema,
  integrationTradesBodySchema,
  integrationTradesReplySchema,
  MSG,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import {
  type Account,
  accountsByNo,
  applyBalanceReport,
  type BalanceChange,
  storeTrades,
} from './integration.repository';
import { partnerGuard, partnerOf } from './partner-guard';

const tags = ['integration'];
const security = [{ bearer: [] }];

/** Every item naming an account nobody holds, as the error list of a 400 (nothing is written). */
function requireAccounts(
  items: { account_no: string }[],
  accounts: Map<string, Account>,
  listName: string,
): void {
  const unknown = items.flatMap((t, i) =>
    accounts.has(t.account_no)
      ? []
      : [{ field: `${listName}.${i}.account_no`, message: 'unknown account_no' }],
  );
  if (unknown.length > 0) {
    throw new ApiError(400, 400, MSG.integrationUnknownAccount, 'Unknown account_no', { error: unknown });
  }
}

const toTrade = (t: IntegrationTrade, a: Account) => ({
  userId: a.userId,
  kycCustomerId: a.kycCustomerId,
  platformId: a.platformId,
  externalRef: t.transaction_id,
  contractId: t.contract_id,
  direction: t.direction,
  type: t.type,
  condition: t.condition,
  status: t.status,
  quantity: t.quantity,
  price: t.price,
  settlementAmount: t.settlement_amount,
  fee: t.fee,
  currency: t.currency,
  tradedAt: new Date(t.traded_at),
});

function toBalanceChange(b: IntegrationBalance): BalanceChange {
  const change: BalanceChange = {
    giroposBalance: b.giropos_balance,
    giroposUsdBalance: b.giropos_usd_blance,
    rdkBalance: b.rdk_balance,
    usdBalance: b.usd_balance,
    microBalanceIdr: b.micro_balance_idr,
    premiumBalanceIdr: b.premium_balance_idr,
    microBalanceUsd: b.micro_balance_usd,
    premiumBalanceUsd: b.premium_balance_usd,
    microGrams: b.micro_grams,
    premiumGrams: b.premium_grams,
  };
  // Only the fields reported change.
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = partnerGuard(app);

  app.post(
    '/v1/integration/trade-transactions',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Trades of registered participants, up to 500 a call; a re-sent trade is never duplicated',
        description:
          'transaction_id is the partner’s id of the trade and the idempotency key (unique per partner). ' +
          'A trade sent again with a status further along its life (open → matched → settled, or → cancelled) ' +
          'has its status updated; any other re-send changes nothing and counts as a duplicate. ' +
          'An unknown account_no fails the whole batch with 400 and the items named in `error`.',
        body: integrationTradesBodySchema,
        response: { 200: integrationTradesReplySchema, ...errorReplies(400, 401, 422, 429) },
      },
    },
    async (req) => {
      const partner = partnerOf(req);
      const trades = req.body.transactions;
      const counts = await app.db.transaction(async (tx) => {
        const accounts = await accountsByNo(tx, [...new Set(trades.map((t) => t.account_no))]);
        requireAccounts(trades, accounts, 'transactions');
        const result = await storeTrades(
          tx,
          partner.id,
          trades.map((t) => toTrade(t, accounts.get(t.account_no) as Account)),
        );
        await app.audit.record(
          tx,
          {
            actorType: 'system',
            action: 'integration.trades',
            targetType: 'gold_transactions',
            details: { partner: partner.name, received: trades.length, ...result },
          },
          requestMeta(req),
        );
        return result;
      });
      return { status_code: SC.ok, ...counts };
    },
  );

  app.post(
    '/v1/integration/balances',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Balances of registered participants, up to 500 a call; only the fields given change',
        description:
          'Each report carries as_of, the time the partner read the figures. A report older than the one ' +
          'already stored for the participant is left out (counted as stale), so reports may arrive out of order.',
        body: integrationBalancesBodySchema,
        response: { 200: integrationBalancesReplySchema, ...errorReplies(400, 401, 422, 429) },
      },
    },
    async (req) => {
      const partner = partnerOf(req);
      const reports = req.body.balances;
      const counts = await app.db.transaction(async (tx) => {
        const accounts = await accountsByNo(tx, [...new Set(reports.map((b) => b.account_no))]);
        requireAccounts(reports, accounts, 'balances');
        let updated = 0;
        // One statement per report, in the order given: two reports of one participant in a batch
        // are then applied as if sent one after the other.
        for (const b of reports) {
          const account = accounts.get(b.account_no) as Account;
          if (await applyBalanceReport(tx, account.userId, toBalanceChange(b), new Date(b.as_of)))
            updated += 1;
        }
        const result = { updated, stale: reports.length - updated };
        await app.audit.record(
          tx,
          {
            actorType: 'system',
            action: 'integration.balances',
            targetType: 'wallet_balances',
            details: { partner: partner.name, received: reports.length, ...result },
          },
          requestMeta(req),
        );
        return result;
      });
      return { status_code: SC.ok, ...counts };
    },
  );
};
