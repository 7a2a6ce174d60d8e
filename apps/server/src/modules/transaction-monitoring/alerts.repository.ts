/**
 * What the alerts read and write (docs/product/monitoring.md § Records and fields, decision 0203):
 * one participant's facts for the evaluation, the participants with activity to evaluate nightly,
 * and the alerts themselves, each (participant, key) once.
 */
import type { RiskModel, ScenarioSet } from '@kilau/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  fundMovements,
  goldTransactions,
  goldWithdrawals,
  kycCustomers,
  masterData,
  monitoringAlerts,
  users,
} from '../../db/schema';
import { declaredMonthlyIncomeIdr } from './declared-income';
import { lookBackMs } from './look-back';
import type { MonitoringHit, ParticipantFacts, SharedIdentifierFact } from './monitoring-facts';

/** The trades that happened: matched at the exchange or settled; an open or cancelled order did not. */
export const MONITORED_TRADE_STATUSES = ['matched', 'settled'] as const;

/** The conversion of USD amounts to rupiah (`MONITORING_USD_IDR_RATE`, broker policy). */
export interface Conversion {
  usdIdrRate: number;
}

/** The same statuses in a raw statement. */
const monitoredStatuses = sql.join(
  MONITORED_TRADE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const toIdr = (amount: string, currency: string, c: Conversion) =>
  currency === 'USD' ? Number(amount) * c.usdIdrRate : Number(amount);

/**
 * An identifier as the alert keeps it: the audit's keyed digest (audit.personalDigest), so that
 * neither the key nor the audit row that names it carries a bank account or a phone number, and a
 * ten-digit account number cannot be found again by trying every number against a plain hash.
 */
export type KeyedDigest = (value: string) => string;

/**
 * What every participant's evaluation in one round shares, read once a round and not once a
 * participant: the set, the risk model whose income bands give the declared income, the USD rate
 * and the digest of identifiers.
 */
export interface EvaluationContext {
  set: ScenarioSet;
  riskModel: RiskModel;
  conversion: Conversion;
  digest: KeyedDigest;
}

/** The participant's holder and platform, as an alert names them. */
export interface ParticipantOwner {
  userId: string;
  platformId: string;
}

/**
 * The latest activity (a monitored trade, a movement, a gold withdrawal) before `since`, in one
 * statement: the dormant rule's gap is measured from it, without reading the months between.
 */
async function lastActivityBefore(
  db: DbOrTx,
  userId: string,
  kycCustomerId: string,
  since: Date,
): Promise<{ id: string; at: Date } | null> {
  const at = since.toISOString();
  const [row] = rowsOf<{ id: string; at: string | Date }>(
    await db.execute(sql`
      select id, at from (
        (select id::text, traded_at as at from gold_transactions
          where user_id = ${userId}::uuid and kyc_customer_id = ${kycCustomerId}::uuid
            and status in (${monitoredStatuses}) and traded_at < ${at}::timestamptz
          order by traded_at desc limit 1)
        union all
        (select id::text, occurred_at as at from fund_movements
          where user_id = ${userId}::uuid and kyc_customer_id = ${kycCustomerId}::uuid
            and occurred_at < ${at}::timestamptz
          order by occurred_at desc limit 1)
        union all
        (select id::text, occurred_at as at from gold_withdrawals
          where user_id = ${userId}::uuid and kyc_customer_id = ${kycCustomerId}::uuid
            and occurred_at < ${at}::timestamptz
          order by occurred_at desc limit 1)
      ) latest order by at desc limit 1`),
  );
  return row ? { id: row.id, at: new Date(row.at) } : null;
}

/**
 * How many persons hold each identifier: records of one person on two platforms are one holder,
 * so a person is never "shared" with themself. The bank account of the record's bank_account
 * section (any record, any status, as the risk rating's shared identity reads it) and the phone of
 * the user. Devices are not recorded by Kilau and are left out.
 */
async function sharedIdentifiers(
  db: DbOrTx,
  accountNo: string | undefined,
  phone: string,
  digest: KeyedDigest,
): Promise<SharedIdentifierFact[]> {
  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]?.n;
  const [accountHolders, phoneHolders] = await Promise.all([
    accountNo
      ? count(sql`select count(distinct user_id)::int as n from kyc_customers
          where (bank_account->>'account_no') = ${accountNo}`)
      : undefined,
    count(sql`select count(distinct u.id)::int as n from users u
      join kyc_customers k on k.user_id = u.id where u.phonenumber = ${phone}`),
  ]);
  return [
    ...(accountNo
      ? [
          {
            kind: 'bank_account' as const,
            value: digest(`bank_account:${accountNo}`),
            participants: accountHolders ?? 1,
          },
        ]
      : []),
    { kind: 'phone', value: digest(`phone:${phone}`), participants: Math.max(1, phoneHolders ?? 1) },
  ];
}

/**
 * One participant's holder and facts for `ctx.set` at `now`: the trades, movements and gold
 * withdrawals since `since` (by default the set's look-back, look-back.ts; a dry run reads further)
 * in rupiah, the last activity before it, the declared income under `ctx.riskModel` and the
 * identifiers they share. Null for no such record. Two round trips: the record, then the rest
 * together.
 *
 * The last activity before the look-back is handed to the evaluation as a gold withdrawal of no
 * grams: to the rules that is exactly what it is worth, an activity that ends a dormancy and adds
 * no rupiah, and no scenario counts a withdrawal that no buy in the facts precedes.
 */
export async function participantFacts(
  db: DbOrTx,
  kycCustomerId: string,
  now: Date,
  ctx: EvaluationContext,
  since = new Date(now.getTime() - lookBackMs(ctx.set)),
): Promise<{ owner: ParticipantOwner; facts: ParticipantFacts } | null> {
  // The record, its holder and the code of its income option in one statement.
  const [record] = await db
    .select({
      userId: kycCustomers.userId,
      platformId: kycCustomers.platformId,
      bankAccount: kycCustomers.bankAccount,
      phone: users.phonenumber,
      salaryCode: masterData.code,
    })
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .leftJoin(masterData, sql`${masterData.id}::text = ${kycCustomers.financial}->>'salary_type'`)
    .where(eq(kycCustomers.id, kycCustomerId));
  if (!record) return null;
  const tradesRead = db
    .select({
      id: goldTransactions.id,
      contract: goldTransactions.contractId,
      side: goldTransactions.direction,
      amount: goldTransactions.settlementAmount,
      currency: goldTransactions.currency,
      at: goldTransactions.tradedAt,
    })
    .from(goldTransactions)
    .where(
      and(
        eq(goldTransactions.userId, record.userId),
        eq(goldTransactions.kycCustomerId, kycCustomerId),
        inArray(goldTransactions.status, [...MONITORED_TRADE_STATUSES]),
        gte(goldTransactions.tradedAt, since),
      ),
    );
  const movementsRead = db
    .select({
      id: fundMovements.id,
      kind: fundMovements.kind,
      amount: fundMovements.amount,
      currency: fundMovements.currency,
      channel: fundMovements.channel,
      at: fundMovements.occurredAt,
    })
    .from(fundMovements)
    .where(
      and(
        eq(fundMovements.userId, record.userId),
        eq(fundMovements.kycCustomerId, kycCustomerId),
        gte(fundMovements.occurredAt, since),
      ),
    );
  const withdrawalsRead = db
    .select({ id: goldWithdrawals.id, grams: goldWithdrawals.grams, at: goldWithdrawals.occurredAt })
    .from(goldWithdrawals)
    .where(
      and(
        eq(goldWithdrawals.userId, record.userId),
        eq(goldWithdrawals.kycCustomerId, kycCustomerId),
        gte(goldWithdrawals.occurredAt, since),
      ),
    );
  // The reads are independent: sent together, one round trip's wait instead of six.
  const [trades, movements, withdrawals, before, shared] = await Promise.all([
    tradesRead,
    movementsRead,
    withdrawalsRead,
    lastActivityBefore(db, record.userId, kycCustomerId, since),
    sharedIdentifiers(db, record.bankAccount.account_no, record.phone, ctx.digest),
  ]);
  const { conversion } = ctx;

  return {
    owner: { userId: record.userId, platformId: record.platformId },
    facts: {
      trades: trades.map((t) => ({
        id: t.id,
        contract: String(t.contract),
        side: t.side,
        value_idr: toIdr(t.amount, t.currency, conversion),
        at: t.at,
      })),
      fund_movements: movements.map((m) => ({
        id: m.id,
        kind: m.kind,
        amount_idr: toIdr(m.amount, m.currency, conversion),
        cash: m.channel === 'cash',
        at: m.at,
      })),
      gold_withdrawals: [
        ...(before ? [{ id: before.id, grams: 0, at: before.at }] : []),
        ...withdrawals.map((w) => ({ id: w.id, grams: Number(w.grams), at: w.at })),
      ],
      declared_monthly_income_idr: declaredMonthlyIncomeIdr(ctx.riskModel, record.salaryCode),
      shared_identifiers: shared,
    },
  };
}

/**
 * Stores the hits not stored yet; answers the ones stored now (a hit whose (participant, key) is
 * already an alert is left as it is: the first raising stands).
 */
export async function insertAlerts(
  tx: DbOrTx,
  owner: { kycCustomerId: string; userId: string; platformId: string },
  hits: readonly MonitoringHit[],
): Promise<(MonitoringHit & { id: string })[]> {
  if (hits.length === 0) return [];
  const rows = await tx
    .insert(monitoringAlerts)
    .values(
      hits.map((hit) => ({
        ...owner,
        kind: hit.kind,
        severity: hit.severity,
        key: hit.key,
        setVersion: hit.set_version,
        facts: hit.facts,
        ltktCandidate: hit.facts.ltkt_candidate,
      })),
    )
    .onConflictDoNothing({ target: [monitoringAlerts.kycCustomerId, monitoringAlerts.key] })
    .returning({ id: monitoringAlerts.id, key: monitoringAlerts.key });
  const raised = new Map(rows.map((r) => [r.key, r.id]));
  return hits.flatMap((hit) => {
    const id = raised.get(hit.key);
    return id ? [{ ...hit, id }] : [];
  });
}

/**
 * The participants with a monitored trade, a movement or a gold withdrawal since `since`, by id:
 * read in one statement, since a statement per slice scanned the whole look-back again each time
 * (a quarter to two thirds of a second a slice at 100,000 participants). A hundred thousand ids
 * are a few megabytes.
 */
export async function activeParticipants(db: DbOrTx, since: Date): Promise<string[]> {
  const at = since.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from (
        select kyc_customer_id as id from fund_movements where occurred_at >= ${at}::timestamptz
        union
        select kyc_customer_id from gold_withdrawals where occurred_at >= ${at}::timestamptz
        union
        select kyc_customer_id from gold_transactions
          where kyc_customer_id is not null and status in (${monitoredStatuses})
            and traded_at >= ${at}::timestamptz
      ) active order by id`),
  );
  return rows.map((r) => r.id);
}
