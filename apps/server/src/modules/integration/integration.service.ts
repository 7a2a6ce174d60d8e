/**
 * The integration API's rules (decision 0070): a batch is checked against the participants'
 * trading account numbers and written whole or not at all, in one transaction with its audit row.
 * A partner sees only the accounts in its scope (decision 0105): the exchange its platform's
 * participants, a bank its own customers; any other account is as unknown as one nobody holds.
 * Fund movements and gold withdrawals (decision 0199) follow the same rules. Once a batch of
 * trades, movements or gold withdrawals is committed, its participants' monitoring evaluation is
 * enqueued (decision 0203).
 */
import {
  AUDIT_INTEGRATION_FEED_ACTIONS,
  type IntegrationBalance,
  type IntegrationFundMovement,
  type IntegrationGoldWithdrawal,
  type IntegrationTrade,
  MSG,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { enqueueEvaluation } from '../transaction-monitoring';
import {
  type Account,
  accountsByNo,
  applyBalanceReport,
  type BalanceChange,
  type EventsStored,
  type NewFundMovement,
  type NewGoldWithdrawal,
  storeFundMovements,
  storeGoldWithdrawals,
  storeTrades,
} from './integration.repository';
import type { Partner } from './partner-keys';

/** The accounts among `accounts` that `partner` reports for. */
function inScope(partner: Partner, accounts: Map<string, Account>): Map<string, Account> {
  return new Map(
    [...accounts].filter(([, a]) =>
      partner.kind === 'exchange'
        ? partner.platformId !== null && a.platformId === partner.platformId
        : partner.kind === 'bank' && partner.bankCode !== null && a.bankCode === partner.bankCode,
    ),
  );
}

/**
 * Every item naming an account nobody holds, or one outside the partner's scope, as the error
 * list of a 400 (nothing is written). Both read the same, so a partner never learns that an
 * account exists elsewhere.
 */
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

/** What the ingestion uses of the app. */
type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'jobs' | 'log'>;

/** The participants a batch named, for their monitoring evaluation after the commit. */
const participantsOf = (accounts: Map<string, Account>) => [...accounts.values()].map((a) => a.kycCustomerId);

export async function ingestTrades(
  app: Deps,
  partner: Partner,
  trades: IntegrationTrade[],
  meta: RequestMeta,
) {
  const { result, participants } = await app.db.transaction(async (tx) => {
    const accounts = inScope(partner, await accountsByNo(tx, [...new Set(trades.map((t) => t.account_no))]));
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
        action: AUDIT_INTEGRATION_FEED_ACTIONS.trades,
        targetType: 'gold_transactions',
        details: { partner: partner.name, received: trades.length, ...result },
      },
      meta,
    );
    return { result, participants: participantsOf(accounts) };
  });
  // After the commit, outside the partner's transaction (decision 0203).
  await enqueueEvaluation(app, participants);
  return result;
}

export async function ingestBalances(
  app: Deps,
  partner: Partner,
  reports: IntegrationBalance[],
  meta: RequestMeta,
) {
  return app.db.transaction(async (tx) => {
    const accounts = inScope(partner, await accountsByNo(tx, [...new Set(reports.map((b) => b.account_no))]));
    requireAccounts(reports, accounts, 'balances');
    let updated = 0;
    // One statement per report, in the order given: two reports of one participant in a batch
    // are then applied as if sent one after the other.
    for (const b of reports) {
      const account = accounts.get(b.account_no) as Account;
      if (await applyBalanceReport(tx, account.userId, toBalanceChange(b), new Date(b.as_of))) updated += 1;
    }
    const result = { updated, stale: reports.length - updated };
    await app.audit.record(
      tx,
      {
        actorType: 'system',
        action: AUDIT_INTEGRATION_FEED_ACTIONS.balances,
        targetType: 'wallet_balances',
        details: { partner: partner.name, received: reports.length, ...result },
      },
      meta,
    );
    return result;
  });
}

/** Where a participant's movement or withdrawal belongs: the account's holder and platform. */
const owner = (a: Account) => ({
  userId: a.userId,
  kycCustomerId: a.kycCustomerId,
  platformId: a.platformId,
});

const toFundMovement = (m: IntegrationFundMovement, a: Account): NewFundMovement => ({
  ...owner(a),
  externalRef: m.movement_id,
  kind: m.kind,
  amount: m.amount,
  currency: m.currency,
  channel: m.channel,
  counterpartyBankCode: m.counterparty?.bank_code ?? null,
  counterpartyAccountNo: m.counterparty?.account_no ?? null,
  counterpartyAccountName: m.counterparty?.account_name ?? null,
  occurredAt: new Date(m.occurred_at),
});

const toGoldWithdrawal = (w: IntegrationGoldWithdrawal, a: Account): NewGoldWithdrawal => ({
  ...owner(a),
  externalRef: w.withdrawal_id,
  grams: w.grams,
  contractId: w.contract_id ?? null,
  occurredAt: new Date(w.occurred_at),
});

/**
 * A feed of facts that never change once reported (decision 0199): the accounts checked against
 * the partner's scope, the batch written whole or refused whole, one audit row in the same
 * transaction; then the participants' monitoring evaluation enqueued.
 */
async function ingestEvents<T extends { account_no: string }, Row>(
  app: Deps,
  partner: Partner,
  items: T[],
  meta: RequestMeta,
  feed: {
    listName: string;
    action: string;
    table: string;
    toRow: (item: T, account: Account) => Row;
    store: (tx: DbOrTx, partnerId: string, rows: Row[]) => Promise<EventsStored>;
  },
): Promise<EventsStored> {
  const { result, participants } = await app.db.transaction(async (tx) => {
    const accounts = inScope(partner, await accountsByNo(tx, [...new Set(items.map((i) => i.account_no))]));
    requireAccounts(items, accounts, feed.listName);
    const result = await feed.store(
      tx,
      partner.id,
      items.map((i) => feed.toRow(i, accounts.get(i.account_no) as Account)),
    );
    await app.audit.record(
      tx,
      {
        actorType: 'system',
        action: feed.action,
        targetType: feed.table,
        details: { partner: partner.name, received: items.length, ...result },
      },
      meta,
    );
    return { result, participants: participantsOf(accounts) };
  });
  // After the commit, outside the partner's transaction (decision 0203).
  await enqueueEvaluation(app, participants);
  return result;
}

/** Top-ups and withdrawals of money, from the exchange for its platform or a bank for its customers. */
export const ingestFundMovements = (
  app: Deps,
  partner: Partner,
  movements: IntegrationFundMovement[],
  meta: RequestMeta,
) =>
  ingestEvents(app, partner, movements, meta, {
    listName: 'fund_movements',
    action: AUDIT_INTEGRATION_FEED_ACTIONS.fundMovements,
    table: 'fund_movements',
    toRow: toFundMovement,
    store: storeFundMovements,
  });

/** Physical gold taken out, from the exchange only (the route's guard). */
export const ingestGoldWithdrawals = (
  app: Deps,
  partner: Partner,
  withdrawals: IntegrationGoldWithdrawal[],
  meta: RequestMeta,
) =>
  ingestEvents(app, partner, withdrawals, meta, {
    listName: 'gold_withdrawals',
    action: AUDIT_INTEGRATION_FEED_ACTIONS.goldWithdrawals,
    table: 'gold_withdrawals',
    toRow: toGoldWithdrawal,
    store: storeGoldWithdrawals,
  });
