/**
 * The KYC onboarding after the bank registration (spec 001 §4, §7, §8): the step saves, the
 * attachments and the final submission (bank-registration.service.ts opens the record). Every
 * record is the caller's own (404 otherwise); each save moves `state` forward only, through
 * customer-state.ts, in one version-guarded UPDATE with its acceptances and audit row.
 */
import {
  type AttachmentBody,
  attachmentFormSchema,
  BAGI_BANK_CODE,
  type BankAccountBody,
  CUSTOMER_STATES,
  type CustomerDetailReply,
  type CustomerState,
  type EmergencyContactBody,
  type EmploymentBody,
  type FinancialBody,
  type FlowId,
  flowIdFor,
  isEditableState,
  MARRIAGE_CODE_MARRIED,
  MSG,
  ONBOARDING_SC,
  ONBOARDING_STEPS,
  type PersonalBody,
  REGION_LEVEL,
  type RegionType,
  type StepId,
  submissionRequirements,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { asNikGender, checkNik } from '../master-data/identity-check.service';
import { afterStepSaved, afterSubmission, type CustomerStatus, canEdit, parseState } from './customer-state';
import {
  acceptance,
  activeReferralCode,
  type FieldIssue,
  ktpConflict,
  ownRecord,
  type Section,
  validation,
} from './kyc-record-rules';
import {
  findBank,
  findCustomerFiles,
  findMasterData,
  findOwnRecordOnPlatform,
  findRegions,
  insertAcceptances,
  type KycRecord,
  lockKtpNumber,
  type MasterDataRow,
  type NewAcceptance,
  type RecordChanges,
  updateRecordGuarded,
} from './onboarding.repository';
import { savedSections } from './saved-sections';

type Tx = DbOrTx;

/** How often a save re-reads and retries when another save of the same record got in first. */
const SAVE_ATTEMPTS = 3;
/** States a step may be saved in (the guard of the UPDATE). */
const EDITABLE_STATES = CUSTOMER_STATES.filter(isEditableState);

export interface StepResult {
  status_code: string | number;
  message: string;
  warnings?: FieldIssue[];
}

const alreadySubmitted = (): StepResult => ({
  status_code: ONBOARDING_SC.alreadySubmitted,
  message: MSG.stepAlreadySubmitted,
});

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}
function bool(v: unknown): boolean {
  return v === true;
}
function isSaved(section: Section): boolean {
  return typeof section.saved_at === 'string';
}
function statusOf(r: KycRecord): CustomerStatus {
  return { state: parseState(r.state), statusNasabah: r.statusNasabah };
}

export class OnboardingService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  private own(userId: string, customerId: string): Promise<KycRecord> {
    return ownRecord(this.db, userId, customerId);
  }

  /** The flow the record walks, by the configured rules (the web's indicator and links follow it). */
  private flowOf(record: KycRecord): FlowId {
    return flowIdFor(
      { platform: record.platformAppName, bankCode: record.bankCode },
      this.app.config.flowRules,
    );
  }

  // ── The step save, shared by every step ──

  /**
   * Loads the caller's record, answers 2004 once it is submitted, lets `prepare` validate and build
   * the changes, then writes them with the state moved forward, in one transaction with the
   * acceptances and the audit row. A concurrent save of the same record makes the guarded UPDATE
   * miss: the save starts over from a fresh read.
   */
  private async saveStep(
    userId: string,
    customerId: string,
    step: StepId,
    meta: RequestMeta,
    prepare: (record: KycRecord) => Promise<{
      changes: RecordChanges;
      acceptances: NewAcceptance[];
      warnings?: FieldIssue[];
      /** A check that must hold under the write's transaction (it may take locks); throws to refuse. */
      withinWrite?: (tx: Tx) => Promise<void>;
    }>,
  ): Promise<StepResult> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const record = await this.own(userId, customerId);
      const current = statusOf(record);
      if (!canEdit(current)) return alreadySubmitted();
      const { changes, acceptances, warnings, withinWrite } = await prepare(record);
      const next = afterStepSaved(current, ONBOARDING_STEPS[step].advancesTo);
      const saved = await this.db.transaction(async (tx) => {
        await withinWrite?.(tx);
        const ok = await updateRecordGuarded(
          tx,
          { id: record.id, userId, version: record.version, states: EDITABLE_STATES },
          { ...changes, state: next.state, statusNasabah: next.statusNasabah },
        );
        if (!ok) return false;
        await insertAcceptances(tx, acceptances);
        await this.app.audit.record(
          tx,
          {
            actorType: 'user',
            actorId: userId,
            action: 'onboarding.step',
            targetType: 'kyc_customer',
            targetId: record.id,
            details: {
              step,
              state: next.state,
              ...(warnings?.length ? { nik_warnings: warnings.length } : {}),
            },
          },
          meta,
        );
        return true;
      });
      if (saved) {
        return {
          status_code: ONBOARDING_SC.ok,
          message: warnings?.length ? MSG.nikWarningRecorded : MSG.stepSaved,
          ...(warnings?.length ? { warnings } : {}),
        };
      }
    }
    throw new ApiError(409, 409, MSG.stepSystemError, 'Record changed concurrently');
  }

  /**
   * Checks master-data ids: each must be an active option of its type, in the record's bank scope
   * (gender, religion, marriage, education) or platform scope (the others).
   */
  private async checkMasterData(
    record: KycRecord,
    fields: { field: string; type: string; id: string; message: string }[],
  ): Promise<Map<string, MasterDataRow>> {
    const rows = await findMasterData(
      this.db,
      fields.map((f) => f.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const bankScoped = new Set(['gender', 'religion', 'marriage', 'education']);
    const issues: FieldIssue[] = [];
    for (const f of fields) {
      const row = byId.get(f.id);
      const scope = bankScoped.has(f.type)
        ? { kind: 'bank', id: record.bankCode ?? '' }
        : { kind: 'platform', id: record.platformId };
      if (!row?.active || row.type !== f.type || row.scopeKind !== scope.kind || row.scopeId !== scope.id)
        issues.push({ field: f.field, message: f.message });
    }
    if (issues.length > 0) throw validation(issues);
    return byId;
  }

  // ── Step 1: personal data ──

  async savePersonal(userId: string, customerId: string, body: PersonalBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'personal', meta, async (record) => {
      const master = await this.checkMasterData(record, [
        { field: 'gender_type', type: 'gender', id: body.gender_type, message: MSG.genderRequired },
        { field: 'religion_type', type: 'religion', id: body.religion_type, message: MSG.religionRequired },
        { field: 'marriage_type', type: 'marriage', id: body.marriage_type, message: MSG.marriageRequired },
        {
          field: 'education_type',
          type: 'education',
          id: body.education_type,
          message: MSG.educationRequired,
        },
      ]);
      const gender = asNikGender(master.get(body.gender_type)?.code);
      const nik = await checkNik(this.db, body.ktp_no, { dateOfBirth: body.date_of_birth, gender });
      if (!nik.ok)
        throw new ApiError(400, ONBOARDING_SC.dataNotRight, MSG.dataNotRight, 'NIK structure invalid', {
          error: nik.errors.map((e) => ({ field: 'ktp_no', message: e.message })),
        });
      const referralCode = body.referral_code
        ? await activeReferralCode(this.db, body.referral_code)
        : record.referralCode;
      const { platform_id: _p, bank_code: _b, referral_code: _r, ...fields } = body;
      const now = new Date().toISOString();
      return {
        changes: {
          fullname: body.fullname,
          referralCode,
          personal: {
            ...record.personal,
            ...fields,
            npwp_no: fields.npwp_no ?? '',
            nik_check: { warnings: nik.warnings.map((w) => w.code), checked_at: now },
            saved_at: now,
          },
        },
        acceptances: [],
        // Under the KTP lock, so a registration or another personal save cannot take the number meanwhile.
        withinWrite: async (tx: Tx) => {
          await lockKtpNumber(tx, body.ktp_no);
          const conflict = await ktpConflict(tx, userId, body.ktp_no);
          if (conflict) throw conflict;
        },
        warnings: nik.warnings.map((w) => ({
          field: w.code === 'gender' ? 'gender_type' : w.code === 'region' ? 'ktp_no' : 'date_of_birth',
          message: w.message,
        })),
      };
    });
  }

  // ── Step 2: work and identity address ──

  private async checkRegions(address: EmploymentBody['identity_address']) {
    const chain: { field: string; type: RegionType; code: string; parent: string | null }[] = [
      {
        field: 'identity_address.province_type',
        type: 'province',
        code: address.province_type,
        parent: null,
      },
      {
        field: 'identity_address.regency_type',
        type: 'regency',
        code: address.regency_type,
        parent: address.province_type,
      },
      {
        field: 'identity_address.district_type',
        type: 'district',
        code: address.district_type,
        parent: address.regency_type,
      },
      {
        field: 'identity_address.village_type',
        type: 'village',
        code: address.village_type,
        parent: address.district_type,
      },
    ];
    const rows = await findRegions(
      this.db,
      chain.map((c) => c.code),
    );
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const issues = chain
      .filter((c) => {
        const row = byCode.get(c.code);
        return (
          !row || row.level !== REGION_LEVEL[c.type] || (c.parent !== null && row.parentCode !== c.parent)
        );
      })
      .map((c) => ({ field: c.field, message: MSG.regionMismatch }));
    if (issues.length > 0) throw validation(issues);
  }

  async saveEmployment(userId: string, customerId: string, body: EmploymentBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'employment', meta, async (record) => {
      await this.checkMasterData(record, [
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
      await this.checkRegions(body.identity_address);
      const now = new Date();
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
    });
  }

  // ── Step 3: financial ──

  async saveFinancial(userId: string, customerId: string, body: FinancialBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'financial', meta, async (record) => {
      await this.checkMasterData(record, [
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
            saved_at: new Date().toISOString(),
          },
        },
        acceptances: [acceptance(record.id, meta, 'pernyataan:has_confirm_financial')],
      };
    });
  }

  async getFinancial(userId: string, customerId: string) {
    const record = await this.own(userId, customerId);
    const f = record.financial;
    const names = await this.typedNames([
      f.fund_type,
      f.salary_type,
      f.monthly_transaction_type,
      f.purpose_fund_type,
      f.purpose_open_account_type,
    ]);
    const building = f.building_asset as Section | null | undefined;
    const cash = f.cash_asset as Section | null | undefined;
    return {
      fund_type: names(f.fund_type),
      salary_type: names(f.salary_type),
      monthly_transaction_type: names(f.monthly_transaction_type),
      purpose_fund_type: names(f.purpose_fund_type),
      purpose_open_account_type: names(f.purpose_open_account_type),
      has_investment_experience: bool(f.has_investment_experience),
      has_trading_experience: bool(f.has_trading_experience),
      building_asset: building
        ? {
            address: str(building.address) ?? '',
            postcode: str(building.postcode) ?? '',
            njop_value: str(building.njop_value) ?? '0',
          }
        : null,
      cash_asset: cash ? { bank_name: str(cash.bank_name) ?? '', balance: str(cash.balance) ?? '0' } : null,
      has_confirm_financial: bool(f.has_confirm_financial),
    };
  }

  // ── Step 4: participant bank account ──

  async saveBankAccount(userId: string, customerId: string, body: BankAccountBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'bank_account', meta, async (record) => {
      const bagi = record.bankCode === BAGI_BANK_CODE;
      if (bagi) {
        const issues = (['has_agree_account_terms', 'has_agree_savings_terms'] as const)
          .filter((f) => body[f] !== true)
          .map((field) => ({ field, message: MSG.consentRequired }));
        if (issues.length > 0) throw validation(issues);
      }
      return {
        changes: {
          bankAccount: {
            ...record.bankAccount,
            has_confirm_bank: true,
            ...(bagi ? { has_agree_account_terms: true, has_agree_savings_terms: true } : {}),
            saved_at: new Date().toISOString(),
          },
        },
        acceptances: [
          acceptance(record.id, meta, 'pernyataan:has_confirm_bank'),
          ...(bagi
            ? [
                acceptance(record.id, meta, 'rekening-peserta', { bank_code: record.bankCode }),
                acceptance(record.id, meta, 'ketentuan-tabungan', { bank_code: record.bankCode }),
              ]
            : []),
        ],
      };
    });
  }

  async getBankAccount(userId: string, customerId: string) {
    const record = await this.own(userId, customerId);
    const b = record.bankAccount;
    const bank = record.bankCode ? await findBank(this.db, record.bankCode) : undefined;
    return {
      bank_code: record.bankCode,
      name: bank?.name ?? null,
      bank_type: bankType(record),
      account_name: str(b.account_name),
      account_no: str(b.account_no),
      has_confirm_bank: bool(b.has_confirm_bank),
      has_agree_account_terms: bool(b.has_agree_account_terms),
      has_agree_savings_terms: bool(b.has_agree_savings_terms),
    };
  }

  // ── Step 5: emergency contact ──

  async saveEmergencyContact(
    userId: string,
    customerId: string,
    body: EmergencyContactBody,
    meta: RequestMeta,
  ) {
    return this.saveStep(userId, customerId, 'emergency_contact', meta, async (record) => ({
      changes: { emergencyContact: { ...body, saved_at: new Date().toISOString() } },
      acceptances: [acceptance(record.id, meta, 'pernyataan:has_confirm_emergency_contact')],
    }));
  }

  async getEmergencyContact(userId: string, customerId: string) {
    const c = (await this.own(userId, customerId)).emergencyContact;
    return {
      fullname: str(c.fullname) ?? '',
      address: str(c.address) ?? '',
      postcode: str(c.postcode) ?? '',
      phonenumber: str(c.phonenumber) ?? '',
      relationship: str(c.relationship) ?? '',
      has_confirm_emergency_contact: bool(c.has_confirm_emergency_contact),
    };
  }

  // ── Attachments ──

  private async isMarried(record: KycRecord): Promise<boolean> {
    const id = str(record.personal.marriage_type);
    if (!id) return false;
    const [row] = await findMasterData(this.db, [id]);
    return row?.code === MARRIAGE_CODE_MARRIED;
  }

  async saveAttachment(userId: string, customerId: string, body: AttachmentBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'attachment', meta, async (record) => {
      const married = await this.isMarried(record);
      const parsed = attachmentFormSchema({ married }).safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        const signature = issues.find((i) => i.field === 'signature' || i.field === 'partner_signature');
        if (signature)
          throw new ApiError(400, ONBOARDING_SC.signatureMissing, signature.message, 'Signature missing', {
            error: issues,
          });
        const dispute = issues.find((i) => i.field === 'dispute_body' || i.field === 'dispute_detail');
        if (dispute)
          throw new ApiError(
            400,
            ONBOARDING_SC.disputeBodyMissing,
            dispute.message,
            'Dispute body not chosen',
            {
              error: issues,
            },
          );
        throw validation(issues, MSG.attachmentFillEverything);
      }
      const v = parsed.data;
      const paths = (
        [
          'ktp',
          'photo',
          'photo_with_ktp',
          'signature',
          'statement_video',
          'partner_signature',
          'other',
          'kk',
          'npwp',
        ] as const
      )
        .map((field) => ({ field, path: v[field] ?? '' }))
        .filter((p) => p.path !== '');
      const files = await findCustomerFiles(
        this.db,
        userId,
        record.id,
        paths.map((p) => p.path),
      );
      const kindOf = new Map(files.map((f) => [f.storageKey, f.kind]));
      const unknown = paths
        .filter((p) => kindOf.get(p.path) !== p.field)
        .map((p) => ({ field: p.field, message: MSG.attachmentFileUnknown }));
      if (unknown.length > 0) throw validation(unknown);
      const referralCode = v.referral_code
        ? await activeReferralCode(this.db, v.referral_code)
        : record.referralCode;
      const attachment: Section = Object.fromEntries(paths.map((p) => [p.field, p.path]));
      return {
        changes: {
          referralCode,
          attachment: {
            ...attachment,
            has_confirm_attachment: true,
            agreement_step: v.agreement_step,
            dispute_body: v.dispute_body,
            dispute_detail: v.dispute_detail ?? null,
            saved_at: new Date().toISOString(),
          },
        },
        acceptances: [
          acceptance(record.id, meta, 'perjanjian-amanat', {
            agreement_step: v.agreement_step,
            statements: [2, 3, 4, 5],
            clause_24: { dispute_body: v.dispute_body, dispute_detail: v.dispute_detail ?? null },
          }),
          acceptance(record.id, meta, 'pernyataan:has_confirm_attachment'),
        ],
      };
    });
  }

  async getAttachment(userId: string, customerId: string) {
    const record = await this.own(userId, customerId);
    const a = record.attachment;
    return {
      ktp: str(a.ktp),
      photo: str(a.photo),
      photo_with_ktp: str(a.photo_with_ktp),
      signature: str(a.signature),
      statement_video: str(a.statement_video),
      partner_signature: str(a.partner_signature),
      other: str(a.other),
      kk: str(a.kk),
      npwp: str(a.npwp),
      referral_code: record.referralCode,
      has_confirm_attachment: bool(a.has_confirm_attachment),
      agreement_step: typeof a.agreement_step === 'number' ? a.agreement_step : null,
      dispute_body: str(a.dispute_body),
      dispute_detail: str(a.dispute_detail),
    };
  }

  // ── Submission ──

  /** PATCH /v2/kyc/submission/{customerId}: 2005–2009 for the first section of the flow not saved. */
  async submit(userId: string, customerId: string, meta: RequestMeta): Promise<StepResult> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const record = await this.own(userId, customerId);
      const current = statusOf(record);
      if (!canEdit(current)) return alreadySubmitted();
      const flow = this.flowOf(record);
      const sections: Record<string, Section> = {
        personal: record.personal,
        employment: record.employment,
        financial: record.financial,
        bank_account: record.bankAccount,
        emergency_contact: record.emergencyContact,
        attachment: record.attachment,
      };
      const missing = submissionRequirements(flow).find(
        (s) => s.section && !isSaved(sections[s.section] ?? {}),
      );
      if (missing?.missingCode)
        return { status_code: missing.missingCode, message: missing.missingMessage ?? '' };
      const next = afterSubmission(current, record.bankCode);
      const done = await this.db.transaction(async (tx) => {
        const ok = await updateRecordGuarded(
          tx,
          { id: record.id, userId, version: record.version, states: EDITABLE_STATES },
          { state: next.state, statusNasabah: next.statusNasabah, submittedAt: new Date() },
        );
        if (!ok) return false;
        await this.app.audit.record(
          tx,
          {
            actorType: 'user',
            actorId: userId,
            action: 'onboarding.submit',
            targetType: 'kyc_customer',
            targetId: record.id,
            details: { flow, from: current.state, status_nasabah: next.statusNasabah },
          },
          meta,
        );
        return true;
      });
      if (done) return { status_code: ONBOARDING_SC.ok, message: MSG.submitDone };
    }
    throw new ApiError(409, 409, MSG.stepSystemError, 'Record changed concurrently');
  }

  // ── Read-back for the screens ──

  /** Resolves master-data ids and region codes to { data_id, name }. */
  private async typedNames(values: unknown[]) {
    const ids = values.filter((v): v is string => typeof v === 'string' && v !== '');
    const [rows, regionRows] = await Promise.all([findMasterData(this.db, ids), findRegions(this.db, ids)]);
    const names = new Map<string, string>([
      ...rows.map((r) => [r.id, r.label] as const),
      ...regionRows.map((r) => [r.code, r.name] as const),
    ]);
    return (v: unknown) => {
      const id = str(v);
      return id ? { data_id: id, name: names.get(id) ?? '' } : null;
    };
  }

  /**
   * The record on a platform as GET /v2/kyc/customer/platform/{platformId} answers it: data.customer
   * (the summary fields plus the personal fields, typed ones as { data_id, name }) and data.employment.
   */
  async customerDetail(userId: string, platformId: string): Promise<CustomerDetailReply['data'] | undefined> {
    const record = await findOwnRecordOnPlatform(this.db, userId, platformId);
    if (!record) return undefined;
    const p = record.personal;
    const e = record.employment;
    const addr = record.identityAddress;
    const name = await this.typedNames([
      p.gender_type,
      p.religion_type,
      p.marriage_type,
      p.education_type,
      e.occupation_type,
      e.industrial_type,
      e.position_type,
      addr.province_type,
      addr.regency_type,
      addr.district_type,
      addr.village_type,
    ]);
    const bank = record.bankCode ? await findBank(this.db, record.bankCode) : undefined;
    const citizenship = p.citizenship === 'wni' || p.citizenship === 'wna' ? p.citizenship : null;
    return {
      customer: {
        _id: record.id,
        state: parseState(record.state) satisfies CustomerState,
        flow: this.flowOf(record),
        saved_sections: savedSections(record),
        platform: { platform_id: record.platformId, name: record.platformName },
        bank:
          record.bankCode && bank
            ? {
                bank_code: record.bankCode,
                name: bank.name,
                bank_type: bankType(record),
                has_confirm_bank: bool(record.bankAccount.has_confirm_bank) || bool(p.has_confirm_bank),
              }
            : null,
        fullname: record.fullname,
        mothers_name: str(p.mothers_name),
        date_of_birth: str(p.date_of_birth),
        place_of_birth: str(p.place_of_birth),
        ktp_no: str(p.ktp_no),
        ktp_issued_date: str(p.ktp_issued_date),
        citizenship,
        npwp_no: str(p.npwp_no),
        gender_type: name(p.gender_type),
        religion_type: name(p.religion_type),
        marriage_type: name(p.marriage_type),
        education_type: name(p.education_type),
        dependent_no: typeof p.dependent_no === 'number' ? p.dependent_no : 0,
        referral_code: record.referralCode,
        has_confirm_costumer: bool(e.has_confirm_costumer),
        identity_address: str(addr.address)
          ? {
              address: str(addr.address) ?? '',
              postcode: str(addr.postcode) ?? '',
              province_type: name(addr.province_type),
              regency_type: name(addr.regency_type),
              district_type: name(addr.district_type),
              village_type: name(addr.village_type),
            }
          : null,
        status_nasabah: record.statusNasabah,
        created_at: record.createdAt.toISOString(),
      },
      employment: isSaved(e)
        ? {
            occupation_type: name(e.occupation_type),
            industrial_type: name(e.industrial_type),
            position_type: name(e.position_type),
            company_name: str(e.company_name) ?? '',
            work_month: typeof e.work_month === 'number' ? e.work_month : 0,
            has_confirm_employment: bool(e.has_confirm_employment),
            has_confirm_beneficial_owner: bool(e.has_confirm_beneficial_owner),
            has_acknowledge_profile: bool(e.has_acknowledge_profile),
          }
        : null,
    };
  }
}

/** The account type the review shows: CIMB Syariah or the is_syariah flag → syariah. */
function bankType(record: KycRecord): 'konvensional' | 'syariah' | null {
  if (!record.bankCode) return null;
  return record.bankCode === '023' || record.bankAccount.is_syariah === true ? 'syariah' : 'konvensional';
}
