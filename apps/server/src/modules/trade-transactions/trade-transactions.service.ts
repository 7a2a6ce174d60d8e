/**
 * The back-office's trade transactions (docs/product/back-office.md § Screens, Calls; decision 0070): the caller's scope, the
 * filters turned into a query, and the rows in the contract's shape.
 */
import {
  CONTRACT_SIZES,
  DAY_MS,
  MSG,
  ROLES,
  type TradeDetail,
  type TradeRow,
  todayWib,
  type tradeListQuerySchema,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import {
  appNamesInScope,
  findTrade,
  listTrades,
  type TradeFilter,
  type TradeRecord,
  type TradeScope,
} from './trade-transactions.repository';

type ListQuery = z.output<typeof tradeListQuerySchema>;

/**
 * The trade desk works every platform's trades; the others read through the review scope (the
 * super admin all, a broker their platform). A bank admin or video officer never gets here (the
 * route's roles), and would read nothing.
 */
async function tradeScope(db: DbOrTx, claims: AccessClaims): Promise<TradeScope> {
  if (claims.role === ROLES.tradeDesk) return { kind: 'all' };
  const scope = await staffScope(db, claims);
  return scope.kind === 'all' || scope.kind === 'platform' ? scope : { kind: 'none' };
}

const wibDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** WIB calendar days to UTC bounds; a day after today, or an inverted range, is a 400. */
function dateRange(start?: string, end?: string): Pick<TradeFilter, 'from' | 'to'> {
  const today = todayWib();
  if ((start && start > today) || (end && end > today)) {
    throw new ApiError(400, 400, MSG.filterDateNotFuture, 'Date filter later than today');
  }
  if (start && end && start > end)
    throw new ApiError(400, 400, MSG.filterDateOrder, 'start_date after end_date');
  const out: Pick<TradeFilter, 'from' | 'to'> = {};
  if (start) out.from = wibDayStart(start);
  if (end) out.to = new Date(wibDayStart(end).getTime() + DAY_MS);
  return out;
}

function toRow(r: TradeRecord): TradeRow {
  return {
    id: r.id,
    transaction_id: r.externalRef,
    traded_at: r.tradedAt.toISOString(),
    fullname: r.kycFullname ?? r.accountName,
    account_no: r.accountNo,
    app_name: r.appName,
    contract_id: r.contractId,
    contract_size: CONTRACT_SIZES[r.contractId] ?? String(r.contractId),
    direction: r.direction,
    type: r.type,
    condition: r.condition,
    status: r.status,
    quantity: r.quantity,
    price: r.price,
    settlement_amount: r.settlementAmount,
    fee: r.fee,
    currency: r.currency,
  };
}

export async function listTradeTransactions(db: DbOrTx, claims: AccessClaims, q: ListQuery) {
  const filter: TradeFilter = {
    ...dateRange(q.start_date, q.end_date),
    appName: q.platform || undefined,
    status: q.status,
    search: q.search || undefined,
    contractId: q.contract_id,
    type: q.type,
    direction: q.direction,
    condition: q.condition,
    user: q.user || undefined,
  };
  const scope = await tradeScope(db, claims);
  const { rows, total } = await listTrades(db, scope, filter, q.orderByQuery, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return { rows: rows.map(toRow), total_rows: total };
}

/** One trade and its participant; the participant's reading is audited once per viewing. */
export async function tradeTransactionDetail(
  app: Pick<FastifyInstance, 'db' | 'audit'>,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<TradeDetail> {
  const { db } = app;
  const r = await findTrade(db, await tradeScope(db, claims), id);
  if (!r) throw new ApiError(404, 404, MSG.tradeNotFound, 'Trade not found');
  if (r.kycCustomerId) {
    await recordParticipantView(app, claims.sub, r.kycCustomerId, { source: 'trade', trade_id: r.id }, meta);
  }
  return {
    ...toRow(r),
    participant: {
      id: r.kycCustomerId,
      user_id: r.userId,
      fullname: r.kycFullname ?? r.accountName,
      email: r.email,
      username: r.username,
    },
    platform_name: r.platformName,
    partner_name: r.partnerName,
    created_at: r.createdAt.toISOString(),
  };
}

export async function tradeAppNames(db: DbOrTx, claims: AccessClaims): Promise<string[]> {
  return appNamesInScope(db, await tradeScope(db, claims));
}
