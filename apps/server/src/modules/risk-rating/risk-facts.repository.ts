/**
 * What the risk model reads of a participant (rate.ts `RiskFacts`), from the record, its option
 * lists and regions, its screening matches and the other records. Names are resolved here, so a
 * rating explains itself in the words the reviewer reads on the record.
 */
import {
  MSG,
  type ScreeningSource,
  SOURCE_LABELS,
  STATUS_NASABAH,
  storedEmploymentSchema,
  storedFinancialSchema,
  storedIdentityAddressSchema,
  storedPersonalSchema,
} from '@kilau/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid, rowsOf } from '../../db/client';
import { kycCustomers, masterData, regions, screeningMatches } from '../../db/schema';
import type { NamedOption, RiskFacts } from './rate';

const BLACKLISTED = STATUS_NASABAH.blacklisted;

/** The participant's facts; null when there is no such record. */
export async function readRiskFacts(db: DbOrTx, customerId: string): Promise<RiskFacts | null> {
  const [row] = await db
    .select({
      userId: kycCustomers.userId,
      personal: kycCustomers.personal,
      employment: kycCustomers.employment,
      financial: kycCustomers.financial,
      address: kycCustomers.identityAddress,
      bankAccount: kycCustomers.bankAccount,
      videoAcceptedAt: kycCustomers.videoAcceptedAt,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId));
  if (!row) return null;
  const personal = storedPersonalSchema.parse(row.personal);
  const employment = storedEmploymentSchema.parse(row.employment);
  const financial = storedFinancialSchema.parse(row.financial);
  const address = storedIdentityAddressSchema.parse(row.address);

  const optionIds = [
    employment.occupation_type,
    employment.industrial_type,
    financial.fund_type,
    financial.salary_type,
    financial.monthly_transaction_type,
  ].filter((id): id is string => typeof id === 'string' && isUuid(id));
  const options = optionIds.length
    ? await db
        .select({ id: masterData.id, code: masterData.code, name: masterData.label })
        .from(masterData)
        .where(inArray(masterData.id, optionIds))
    : [];
  const option = (id: string | undefined): NamedOption | null => {
    const found = options.find((o) => o.id === id);
    return found ? { code: found.code, name: found.name } : null;
  };

  const regionCodes = [address.province_type, address.regency_type].filter(
    (c): c is string => typeof c === 'string' && c !== '',
  );
  const regionRows = regionCodes.length
    ? await db
        .select({ code: regions.code, name: regions.name })
        .from(regions)
        .where(inArray(regions.code, regionCodes))
    : [];
  const region = (code: string | undefined): NamedOption | null =>
    regionRows.find((r) => r.code === code) ?? null;

  const dismissed = await db
    .selectDistinct({ source: screeningMatches.source })
    .from(screeningMatches)
    .where(and(eq(screeningMatches.customerId, customerId), eq(screeningMatches.status, 'dismissed')));

  return {
    // The PEP lists come with docs/product/risk-rating.md § Politically exposed persons.
    pep: {
      declared: personal.is_pep === true ? personal.pep_position || MSG.riskPepPositionUnnamed : null,
      matched: false,
    },
    occupation: option(employment.occupation_type),
    industry: option(employment.industrial_type),
    sourceOfFunds: option(financial.fund_type),
    income: option(financial.salary_type),
    transactions: option(financial.monthly_transaction_type),
    province: region(address.province_type),
    regency: region(address.regency_type),
    citizenship: personal.citizenship ?? null,
    videoCallAccepted: row.videoAcceptedAt !== null,
    dismissedMatches: dismissed.map((d) => SOURCE_LABELS[d.source as ScreeningSource]),
    sharedIdentity: await sharedIdentity(
      db,
      customerId,
      row.userId,
      personal.ktp_no,
      row.bankAccount.account_no,
    ),
  };
}

/**
 * Another person's record of the same NIK or bank account (any status), and a blacklisted record
 * of the same account, NIK or bank account. Read through the expression indexes of both columns.
 */
async function sharedIdentity(
  db: DbOrTx,
  customerId: string,
  userId: string,
  nik: string | undefined,
  accountNo: string | undefined,
): Promise<RiskFacts['sharedIdentity']> {
  const other = sql`o.id <> ${customerId}`;
  const sameNik = nik ? sql`(o.personal->>'ktp_no') = ${nik}` : sql`false`;
  const sameAccount = accountNo ? sql`(o.bank_account->>'account_no') = ${accountNo}` : sql`false`;
  const result = await db.execute(sql`select
      exists (select 1 from kyc_customers o where ${other} and o.user_id <> ${userId} and ${sameNik}) as nik,
      exists (select 1 from kyc_customers o where ${other} and o.user_id <> ${userId} and ${sameAccount}) as account,
      exists (select 1 from kyc_customers o where ${other} and o.status_nasabah = ${BLACKLISTED}
        and (o.user_id = ${userId} or ${sameNik} or ${sameAccount})) as blacklisted`);
  const [flags] = rowsOf<{ nik: boolean; account: boolean; blacklisted: boolean }>(result);
  return {
    nik: flags?.nik === true,
    account: flags?.account === true,
    blacklisted: flags?.blacklisted === true,
  };
}
