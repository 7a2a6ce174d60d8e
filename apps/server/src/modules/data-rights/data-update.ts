/**
 * An approved customer's data update (decision 0217; docs/product/customer-area.md § Pengkinian
 * Data): the onboarding's steps 2, 3 and 5 sent as one data request while the approved record stays
 * in force. Each step is checked and built by the onboarding's own builders when it is sent and
 * again when staff apply it, so the record keeps the shape a step save gives it. What is stored:
 * each changed step's body and the record's sections of that step as they were when it was sent;
 * a decision finds those sections changed since (a correction applied meanwhile) and refuses.
 */
import { DATA_UPDATE_STEPS, type DataUpdateChanges, type DataUpdateStep, MSG, SC } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { findRegions, type KycRecord } from '../kyc-record';
import {
  type BuiltSection,
  buildEmergencyContact,
  buildEmployment,
  buildFinancial,
  type NewAcceptance,
  type RecordChanges,
} from '../onboarding';
import { masterDataLabel } from './data-rights.repository';
import type { StoredDataUpdate } from './data-rights.schema';

type Builder = (
  db: DbOrTx,
  record: KycRecord,
  body: never,
  meta: RequestMeta,
  now: Date,
) => Promise<BuiltSection>;

const BUILDERS: Record<DataUpdateStep, Builder> = {
  employment: buildEmployment as Builder,
  financial: buildFinancial as Builder,
  emergency_contact: buildEmergencyContact as Builder,
};

/** The record's stored sections a step writes (the keys of its built changes). */
function sectionsOf(record: KycRecord, step: DataUpdateStep): Record<string, unknown> {
  switch (step) {
    case 'employment':
      return { employment: record.employment, identityAddress: record.identityAddress };
    case 'financial':
      return { financial: record.financial };
    case 'emergency_contact':
      return { emergencyContact: record.emergencyContact };
  }
}

/** A section's content for comparison: keys sorted, the save time and absent values left out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v) => {
    if (key === 'saved_at') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });
}

const stepsOf = (changes: DataUpdateChanges) => DATA_UPDATE_STEPS.filter((s) => changes[s] !== undefined);

/** A step builder's field errors, named as the request's fields ('changes.<step>.<field>'). */
async function buildStep(
  db: DbOrTx,
  record: KycRecord,
  step: DataUpdateStep,
  body: unknown,
  meta: RequestMeta,
  now: Date,
): Promise<BuiltSection> {
  try {
    return await BUILDERS[step](db, record, body as never, meta, now);
  } catch (err) {
    const issues = err instanceof ApiError ? err.extra.error : undefined;
    if (!(err instanceof ApiError) || !Array.isArray(issues)) throw err;
    throw new ApiError(err.httpStatus, err.statusCode, err.messageId, err.message, {
      error: (issues as { field: string; message: string }[]).map((i) => ({
        ...i,
        field: `changes.${step}.${i.field}`,
      })),
    });
  }
}

/**
 * The update as sent: each step checked by its onboarding rules; a step equal to the record is
 * dropped, and nothing left is refused (422). Returns what is stored and the statements the
 * customer accepted again with the forms.
 */
export async function prepareUpdate(
  db: DbOrTx,
  record: KycRecord,
  changes: DataUpdateChanges,
  meta: RequestMeta,
): Promise<{ stored: StoredDataUpdate; steps: DataUpdateStep[]; acceptances: NewAcceptance[] }> {
  if (record.state !== 'approved')
    throw new ApiError(422, 422, MSG.dataUpdateNotApproved, 'Record not approved', {
      error: [{ field: 'changes', message: MSG.dataUpdateNotApproved }],
    });
  const now = new Date();
  const stored: StoredDataUpdate = { recordId: record.id, after: {}, before: {} };
  const acceptances: NewAcceptance[] = [];
  for (const step of stepsOf(changes)) {
    const built = await buildStep(db, record, step, changes[step], meta, now);
    const before = sectionsOf(record, step);
    if (changedFields(step, before, changes[step]).length === 0) continue;
    Object.assign(stored.after, { [step]: changes[step] });
    stored.before[step] = before;
    acceptances.push(...built.acceptances);
  }
  const steps = stepsOf(stored.after);
  if (steps.length === 0)
    throw new ApiError(422, 422, MSG.dataUpdateNothingChanged, 'Nothing changed', {
      error: [{ field: 'changes', message: MSG.dataUpdateNothingChanged }],
    });
  return { stored, steps, acceptances };
}

/** Whether a step's sections in the record are no longer what they were when the update was sent. */
export function recordChangedSince(record: KycRecord, stored: StoredDataUpdate): boolean {
  return stepsOf(stored.after).some(
    (step) => canonical(sectionsOf(record, step)) !== canonical(stored.before[step]),
  );
}

/**
 * The record's changes an approved update writes: refused (409) when the record changed since it
 * was sent, built again by the same rules (a master-data option withdrawn since is refused, 422).
 */
export async function buildApplied(
  tx: DbOrTx,
  record: KycRecord,
  stored: StoredDataUpdate,
  meta: RequestMeta,
): Promise<{ changes: RecordChanges; steps: DataUpdateStep[] }> {
  if (recordChangedSince(record, stored))
    throw new ApiError(409, SC.dataUpdateRecordChanged, MSG.dataUpdateRecordChanged, 'Record changed since');
  const steps = stepsOf(stored.after);
  const changes: RecordChanges = {};
  for (const step of steps)
    Object.assign(changes, (await buildStep(tx, record, step, stored.after[step], meta, new Date())).changes);
  return { changes, steps };
}

// ── What the staff read ──────────────────────────────────────────────

type Shown = 'text' | 'option' | 'region' | 'yesNo';
interface FieldSpec {
  /** The path in the step's body. */
  path: string;
  /** Where the record kept it when the update was sent: the section (a key of `before`) and its key. */
  stored: [string, ...string[]];
  label: string;
  shown: Shown;
}

const employment = (path: string, label: string, shown: Shown = 'text'): FieldSpec => ({
  path,
  stored: ['employment', path],
  label,
  shown,
});
const address = (key: string, label: string, shown: Shown = 'text'): FieldSpec => ({
  path: `identity_address.${key}`,
  stored: ['identityAddress', key],
  label,
  shown,
});
const financial = (path: string, label: string, shown: Shown = 'text'): FieldSpec => ({
  path,
  stored: ['financial', ...(path.split('.') as [string, ...string[]])],
  label,
  shown,
});
const contact = (key: string, label: string): FieldSpec => ({
  path: key,
  stored: ['emergencyContact', key],
  label,
  shown: 'text',
});

/** The fields a reviewer compares, step by step, in the order of the onboarding's forms. */
const FIELDS: Readonly<Record<DataUpdateStep, readonly FieldSpec[]>> = {
  employment: [
    employment('occupation_type', MSG.occupationLabel, 'option'),
    employment('industrial_type', MSG.industrialLabel, 'option'),
    employment('position_type', MSG.positionLabel, 'option'),
    employment('company_name', MSG.companyNameLabel),
    employment('work_month', MSG.workMonthLabel),
    address('address', MSG.addressLabel),
    address('rt', MSG.rtLabel),
    address('rw', MSG.rwLabel),
    address('province_type', MSG.provinceLabel, 'region'),
    address('regency_type', MSG.regencyLabel, 'region'),
    address('district_type', MSG.districtLabel, 'region'),
    address('village_type', MSG.villageLabel, 'region'),
    address('postcode', MSG.postcodeLabel),
  ],
  financial: [
    financial('fund_type', MSG.fundLabel, 'option'),
    financial('salary_type', MSG.salaryLabel, 'option'),
    financial('monthly_transaction_type', MSG.monthlyTransactionLabel, 'option'),
    financial('purpose_fund_type', MSG.purposeFundLabel, 'option'),
    financial('purpose_open_account_type', MSG.purposeOpenAccountLabel, 'option'),
    financial('has_investment_experience', MSG.investmentExperienceLabel, 'yesNo'),
    financial('has_trading_experience', MSG.tradingExperienceLabel, 'yesNo'),
    financial('building_asset.address', MSG.buildingAddressLabel),
    financial('building_asset.postcode', MSG.dataUpdateBuildingPostcode),
    financial('building_asset.njop_value', MSG.njopValueLabel),
    financial('cash_asset.bank_name', MSG.cashBankNameLabel),
    financial('cash_asset.balance', MSG.cashBalanceLabel),
  ],
  emergency_contact: [
    contact('fullname', MSG.contactFullnameLabel),
    contact('relationship', MSG.relationshipLabel),
    contact('phonenumber', MSG.contactPhoneLabel),
    contact('address', MSG.addressLabel),
    contact('postcode', MSG.postcodeLabel),
  ],
};

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

async function shownValue(db: DbOrTx, value: unknown, shown: Shown): Promise<string | null> {
  if (value === undefined || value === null || value === '') return null;
  if (shown === 'yesNo') return value === true ? MSG.dataUpdateYes : MSG.dataUpdateNo;
  const text = String(value);
  if (shown === 'option') return (await masterDataLabel(db, text)) ?? text;
  if (shown === 'region') return (await findRegions(db, [text]))[0]?.name ?? text;
  return text;
}

/** The fields of a step whose value in the body differs from the record's sections. */
function changedFields(step: DataUpdateStep, before: unknown, after: unknown) {
  return FIELDS[step]
    .map((spec) => ({ spec, before: at(before, spec.stored), after: at(after, spec.path.split('.')) }))
    .filter((f) => canonical(f.before ?? null) !== canonical(f.after ?? null));
}

export interface UpdateViewStep {
  step: DataUpdateStep;
  fields: { field: string; label: string; before: string | null; after: string | null }[];
}

/** Each step's changed fields, before (as the record was when sent) and after, as the screens name them. */
export async function updateView(db: DbOrTx, stored: StoredDataUpdate): Promise<UpdateViewStep[]> {
  const view: UpdateViewStep[] = [];
  for (const step of stepsOf(stored.after)) {
    const fields: UpdateViewStep['fields'] = [];
    for (const { spec, before, after } of changedFields(step, stored.before[step], stored.after[step])) {
      fields.push({
        field: spec.path,
        label: spec.label,
        before: await shownValue(db, before, spec.shown),
        after: await shownValue(db, after, spec.shown),
      });
    }
    view.push({ step, fields });
  }
  return view;
}
