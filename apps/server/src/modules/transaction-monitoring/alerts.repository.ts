/**
 * What the alerts read and write (docs/product/monitoring.md § Records and fields, decision 0203):
 * one participant's facts for the evaluation, the participants with activity to evaluate nightly,
 * and the alerts themselves, each (participant, key) once.
 */
import type { ScenarioSet } from '@kilau/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid, rowsOf } from '../../db/client';
import {
  fundMovements,
  goldTransactions,
  goldWithdrawals,
  kycCustomers,
  masterData,
  monitoringAlerts,
  users,
} from '../../db/schema';
import { activeRiskModel } from '../risk-rating';
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

/** The participant's holder and platform, as an alert names them; null for no such record. */
export async function participantOwner(db: DbOrTx, kycCustomerId: string) {
  const [row] = await db
    .select({ userId: kycCustomers.userId, platformId: kycCustomers.platformId })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, kycCustomerId));
  return row ?? null;
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
  const facts: SharedIdentifierFact[] = [];
  if (accountNo) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct user_id)::int as n from kyc_customers
        where (bank_account->>'account_no') = ${accountNo}`),
    );
    facts.push({
      kind: 'bank_account',
      value: digest(`bank_account:${accountNo}`),
      participants: row?.n ?? 1,
    });
  }
  const [phones] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct u.id)::int as n from users u
      join kyc_customers k on k.user_id = u.id where u.phonenumber = ${phone}`),
  );
  facts.push({ kind: 'phone', value: digest(`phone:${phone}`), participants: Math.max(1, phones?.n ?? 1) });
  return facts;
}

/**
 * One participant's facts for `set` at `now`: the trades, movements and gold withdrawals since
 * `since` (by default the set's look-back, look-back.ts; a dry run reads further) in rupiah, the
 * last activity before it, the declared income under the active risk model and the identifiers
 * they share. Null for no such record.
 *
 * The last activity before the look-back is handed to the evaluation as a gold withdrawal of no
 * grams: to the rules that is exactly what it is worth, an activity that ends a dormancy and adds
 * no rupiah, and no scenario counts a withdrawal that no buy in the facts precedes.
 */
export async function participantFacts(
  db: DbOrTx,
  kycCustomerId: string,
  now: Date,
  set: ScenarioSet,
  conversion: Conversion,
  digest: KeyedDigest,
  since = new Date(now.getTime() - lookBackMs(set)),
): Promise<ParticipantFacts | null> {
  const [record] = await db
    .select({
      userId: kycCustomers.userId,
      financial: kycCustomers.financial,
      bankAccount: kycCustomers.bankAccount,
      phone: users.phonenumber,
    })
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .where(eq(kycCustomers.id, kycCustomerId));
  if (!record) return null;
  // The four reads are independent: sent together, one round trip's wait instead of four.
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
  const [trades, movements, withdrawals, before] = await Promise.all([
    tradesRead,
    movementsRead,
    withdrawalsRead,
    lastActivityBefore(db, record.userId, kycCustomerId, since),
  ]);

  const salaryId = record.financial.salary_type;
  const [salary] =
    salaryId && isUuid(salaryId)
      ? await db.select({ code: masterData.code }).from(masterData).where(eq(masterData.id, salaryId))
      : [];
  const model = await activeRiskModel(db);

  return {
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
    declared_monthly_income_idr: declaredMonthlyIncomeIdr(model, salary?.code ?? null),
    shared_identifiers: await sharedIdentifiers(db, record.bankAccount.account_no, record.phone, digest),
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
 * One slice of the participants with a monitored trade, a movement or a gold withdrawal since
 * `since`, by id after `after`: the nightly round walks them without holding them all.
 */
export async function activeParticipantsSlice(
  db: DbOrTx,
  since: Date,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const at = since.toISOString();
  const from = after ?? '00000000-0000-0000-0000-000000000000';
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
      ) active where id > ${from}::uuid order by id limit ${limit}`),
  );
  return rows.map((r) => r.id);
}
