/**
 * What the data steps 2, 3 and 5 write into a record, built from their bodies (docs/product/onboarding.md
 * § Records and fields, Rules): the checks against the master data and the regions, the stored
 * section and the statements the customer accepts with it. The step saves
 * (onboarding-steps.service.ts) and an approved customer's data update (decision 0217, applied by
 * data-rights) build through these, so both write the same stored shape.
 */
import { type EmergencyContactBody, type EmploymentBody, type FinancialBody, MSG } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import type { RequestMeta } from '../audit/audit.service';
import type { KycRecord } from '../kyc-record';
import { findUserById } from '../users';
import { acceptance, checkMasterData, checkRegions, validation } from './kyc-record-rules';
import type { NewAcceptance, RecordChanges } from './onboarding.repository';

export interface BuiltSection {
  changes: RecordChanges;
  acceptances: NewAcceptance[];
}

/** Step 2: the work (three master-data options) and the KTP address (a chain of regions). */
export async function buildEmployment(
  db: DbOrTx,
  record: KycRecord,
  body: EmploymentBody,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<BuiltSection> {
  await checkMasterData(db, record, [
    {
      field: 'occupation_type',
      type: 'occupation',
      id: body.occupation_type,
      message: MSG.occupationRequired,
    },
    {
      field: 'industrial_type',
      type: 'industrial',
      id: body.industrial_type,
      message: MSG.industrialRequired,
    },
    { field: 'position_type', type: 'position', id: body.position_type, message: MSG.positionRequired },
  ]);
  await checkRegions(db, body.identity_address);
  return {
    changes: {
      employment: {
        occupation_type: body.occupation_type,
        industrial_type: body.industrial_type,
        position_type: body.position_type,
        company_name: body.company_name,
        work_month: body.work_month,
        has_confirm_employment: true,
        has_confirm_costumer: true,
        has_confirm_beneficial_owner: true,
        has_acknowledge_profile: true,
        saved_at: now.toISOString(),
      },
      identityAddress: { ...body.identity_address },
    },
    acceptances: [
      acceptance(record.id, meta, 'pernyataan:has_confirm_employment'),
      acceptance(record.id, meta, 'pernyataan:has_confirm_costumer'),
      acceptance(record.id, meta, 'pemilik-manfaat', { statement: 'has_confirm_beneficial_owner' }),
      acceptance(record.id, meta, 'profil-perusahaan', {
        option: 'Ya',
        date: now.toISOString().slice(0, 10),
      }),
    ],
  };
}

/** Step 3: the five financial options (by the record's platform or bank), the experience and the assets. */
export async function buildFinancial(
  db: DbOrTx,
  record: KycRecord,
  body: FinancialBody,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<BuiltSection> {
  await checkMasterData(db, record, [
    { field: 'fund_type', type: 'fund', id: body.fund_type, message: MSG.fundRequired },
    { field: 'salary_type', type: 'salary', id: body.salary_type, message: MSG.salaryRequired },
    {
      field: 'monthly_transaction_type',
      type: 'monthly_transaction',
      id: body.monthly_transaction_type,
      message: MSG.monthlyTransactionRequired,
    },
    {
      field: 'purpose_fund_type',
      type: 'purpose_fund',
      id: body.purpose_fund_type,
      message: MSG.purposeFundRequired,
    },
    {
      field: 'purpose_open_account_type',
      type: 'purpose_open_account',
      id: body.purpose_open_account_type,
      message: MSG.purposeOpenAccountRequired,
    },
  ]);
  return {
    changes: {
      financial: {
        ...body,
        building_asset: body.building_asset ?? null,
        cash_asset: body.cash_asset ?? null,
        saved_at: now.toISOString(),
      },
    },
    acceptances: [acceptance(record.id, meta, 'pernyataan:has_confirm_financial')],
  };
}

/** Step 5: someone else to call when the customer cannot be reached. */
export async function buildEmergencyContact(
  db: DbOrTx,
  record: KycRecord,
  body: EmergencyContactBody,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<BuiltSection> {
  // The customer's own number defeats it (decision 0125). Both numbers are stored normalised
  // (+62 → 0), so equality is the check.
  const user = await findUserById(db, record.userId);
  if (user && user.phonenumber === body.phonenumber)
    throw validation([{ field: 'phonenumber', message: MSG.contactPhoneOwn }]);
  return {
    changes: { emergencyContact: { ...body, saved_at: now.toISOString() } },
    acceptances: [acceptance(record.id, meta, 'pernyataan:has_confirm_emergency_contact')],
  };
}
