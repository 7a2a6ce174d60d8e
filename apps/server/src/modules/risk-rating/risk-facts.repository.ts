/**
 * What the risk model reads of a participant (rate.ts `RiskFacts`), from the record, its option
 * lists and regions, its screening matches and the other records. Names are resolved here, so a
 * rating explains itself in the words the reviewer reads on the record.
 */
import {
  DAY_MS,
  isMonitoringScenarioKind,
  type ListEntry,
  MSG,
  RISK_ALERT_DAYS_MAX,
  type ScreeningSource,
  SOURCE_LABELS,
  STATUS_NASABAH,
  storedEmploymentSchema,
  storedFinancialSchema,
  storedIdentityAddressSchema,
  storedPersonalSchema,
} from '@kilau/shared';
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid, rowsOf } from '../../db/client';
import {
  kycCustomers,
  masterData,
  monitoringAlerts,
  monitoringCases,
  regions,
  screeningMatches,
} from '../../db/schema';
import type { NamedOption, RiskFacts } from './rate';

const BLACKLISTED = STATUS_NASABAH.blacklisted;

/** The participant's facts; null when there is no such record. */
export async function readRiskFacts(db: DbOrTx, customerId: string): Promise<RiskFacts | null> {
  return (await readRiskFactsOf(db, [customerId])).get(customerId) ?? null;
}

/**
 * The facts of many participants in a few statements, whatever their number: one read of the
 * records, of the options and regions they name, of their dismissed matches and of the identities
 * they share. A participant alone is read the same way, so a rating made one by one and one made
 * for everyone after a model change read the same facts.
 */
export async function readRiskFactsOf(
  db: DbOrTx,
  customerIds: readonly string[],
): Promise<Map<string, RiskFacts>> {
  const facts = new Map<string, RiskFacts>();
  if (customerIds.length === 0) return facts;
  const rows = (
    await db
      .select({
        id: kycCustomers.id,
        userId: kycCustomers.userId,
        personal: kycCustomers.personal,
        employment: kycCustomers.employment,
        financial: kycCustomers.financial,
        address: kycCustomers.identityAddress,
        bankAccount: kycCustomers.bankAccount,
        videoAcceptedAt: kycCustomers.videoAcceptedAt,
      })
      .from(kycCustomers)
      .where(inArray(kycCustomers.id, [...customerIds]))
  ).map((row) => ({
    ...row,
    personal: storedPersonalSchema.parse(row.personal),
    employment: storedEmploymentSchema.parse(row.employment),
    financial: storedFinancialSchema.parse(row.financial),
    address: storedIdentityAddressSchema.parse(row.address),
  }));
  if (rows.length === 0) return facts;

  const optionIds = new Set(
    rows
      .flatMap((r) => [
        r.employment.occupation_type,
        r.employment.industrial_type,
        r.financial.fund_type,
        r.financial.salary_type,
        r.financial.monthly_transaction_type,
      ])
      .filter((id): id is string => typeof id === 'string' && isUuid(id)),
  );
  const regionCodes = new Set(
    rows
      .flatMap((r) => [r.address.province_type, r.address.regency_type])
      .filter((c): c is string => typeof c === 'string' && c !== ''),
  );
  // One after another: in a transaction the statements share one connection.
  const options = optionIds.size
    ? await db
        .select({ id: masterData.id, code: masterData.code, name: masterData.label })
        .from(masterData)
        .where(inArray(masterData.id, [...optionIds]))
    : [];
  const regionRows = regionCodes.size
    ? await db
        .select({ code: regions.code, name: regions.name })
        .from(regions)
        .where(inArray(regions.code, [...regionCodes]))
    : [];
  // The decided matches the model reads: the dismissed ones (their lists), and the confirmed PEP
  // list matches with the positions their entry names (decision 0193).
  const decided = await db
    .select({
      customerId: screeningMatches.customerId,
      source: screeningMatches.source,
      status: screeningMatches.status,
      entry: screeningMatches.entry,
    })
    .from(screeningMatches)
    .where(
      and(
        inArray(
          screeningMatches.customerId,
          rows.map((r) => r.id),
        ),
        or(
          eq(screeningMatches.status, 'dismissed'),
          and(eq(screeningMatches.status, 'confirmed'), eq(screeningMatches.source, 'pep')),
        ),
      ),
    );
  const shared = await sharedIdentities(
    db,
    rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      nik: r.personal.ktp_no,
      accountNo: r.bankAccount.account_no,
    })),
  );
  // The transaction-monitoring alerts (decision 0204): which scenario, when; the model's window applies in rate.ts.
  // An alert whose case two officers closed as not suspicious weighs no more (decision 0215).
  const alerts = await db
    .select({
      customerId: monitoringAlerts.kycCustomerId,
      kind: monitoringAlerts.kind,
      raisedAt: monitoringAlerts.createdAt,
    })
    .from(monitoringAlerts)
    .leftJoin(monitoringCases, eq(monitoringCases.id, monitoringAlerts.caseId))
    .where(
      and(
        inArray(
          monitoringAlerts.kycCustomerId,
          rows.map((r) => r.id),
        ),
        gt(monitoringAlerts.createdAt, new Date(Date.now() - RISK_ALERT_DAYS_MAX * DAY_MS)),
        or(isNull(monitoringCases.status), ne(monitoringCases.status, 'closed')),
      ),
    )
    .orderBy(desc(monitoringAlerts.createdAt));
  const optionById = new Map(options.map((o) => [o.id, { code: o.code, name: o.name }]));
  const regionByCode = new Map(regionRows.map((r) => [r.code, r]));
  const option = (id: string | undefined): NamedOption | null => (id && optionById.get(id)) || null;
  const region = (code: string | undefined): NamedOption | null => (code && regionByCode.get(code)) || null;

  for (const r of rows) {
    facts.set(r.id, {
      pep: {
        declared: r.personal.is_pep === true ? r.personal.pep_position || MSG.riskPepPositionUnnamed : null,
        matched: matchedPositions(
          decided.filter((d) => d.customerId === r.id && d.status === 'confirmed').map((d) => d.entry),
        ),
      },
      occupation: option(r.employment.occupation_type),
      industry: option(r.employment.industrial_type),
      sourceOfFunds: option(r.financial.fund_type),
      income: option(r.financial.salary_type),
      transactions: option(r.financial.monthly_transaction_type),
      province: region(r.address.province_type),
      regency: region(r.address.regency_type),
      citizenship: r.personal.citizenship ?? null,
      videoCallAccepted: r.videoAcceptedAt !== null,
      dismissedMatches: [
        ...new Set(
          decided
            .filter((d) => d.customerId === r.id && d.status === 'dismissed')
            .map((d) => SOURCE_LABELS[d.source as ScreeningSource]),
        ),
      ],
      sharedIdentity: shared.get(r.id) ?? { nik: false, account: false, blacklisted: false },
      monitoringAlerts: alerts.flatMap((a) =>
        a.customerId === r.id && isMonitoringScenarioKind(a.kind)
          ? [{ kind: a.kind, raisedAt: a.raisedAt }]
          : [],
      ),
    });
  }
  return facts;
}

/** The positions of a participant's confirmed PEP matches as one text; null without such a match. */
function matchedPositions(entries: readonly ListEntry[]): string | null {
  if (entries.length === 0) return null;
  const positions = [...new Set(entries.flatMap((e) => e.positions ?? []))];
  return positions.length > 0 ? positions.join('; ') : MSG.riskPepPositionUnnamed;
}

/**
 * For each participant: another person's record of the same NIK or bank account (any status), and
 * a blacklisted record of the same account, NIK or bank account. One statement for all of them,
 * read through the expression indexes of both columns.
 */
async function sharedIdentities(
  db: DbOrTx,
  people: { id: string; userId: string; nik: string | undefined; accountNo: string | undefined }[],
): Promise<Map<string, RiskFacts['sharedIdentity']>> {
  const values = sql.join(
    people.map(
      (p) => sql`(${p.id}::uuid, ${p.userId}::uuid, ${p.nik || null}::text, ${p.accountNo || null}::text)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with b(id, user_id, nik, account_no) as (values ${values})
    select b.id,
      exists (select 1 from kyc_customers o where o.id <> b.id and o.user_id <> b.user_id
        and (o.personal->>'ktp_no') = b.nik) as nik,
      exists (select 1 from kyc_customers o where o.id <> b.id and o.user_id <> b.user_id
        and (o.bank_account->>'account_no') = b.account_no) as account,
      exists (select 1 from kyc_customers o where o.id <> b.id and o.status_nasabah = ${BLACKLISTED}
        and (o.user_id = b.user_id or (o.personal->>'ktp_no') = b.nik
          or (o.bank_account->>'account_no') = b.account_no)) as blacklisted
    from b`);
  const flags = rowsOf<{ id: string; nik: boolean; account: boolean; blacklisted: boolean }>(result);
  return new Map(
    flags.map((f) => [
      f.id,
      { nik: f.nik === true, account: f.account === true, blacklisted: f.blacklisted === true },
    ]),
  );
}
