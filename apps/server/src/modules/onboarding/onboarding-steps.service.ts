/**
 * The KYC step writers (docs/product/onboarding.md § States, Calls, Messages): the five data steps, the attachments and the final
 * submission, after the bank registration opened the record (bank-registration.service.ts). Every
 * record is the caller's own (404 otherwise); each save validates against the rules
 * (kyc-record-rules.ts), keeps the section in its stored shape (the typed record in shared) and
 * moves `state` forward only, through customer-state.ts, in one version-guarded UPDATE with its
 * acceptances and audit row. What the screens read back comes from onboarding-read.service.ts.
 */
import {
  type AttachmentBody,
  attachmentFormSchema,
  BAGI_BANK_CODE,
  type BankAccountBody,
  CUSTOMER_STATES,
  type EmergencyContactBody,
  type EmploymentBody,
  type FinancialBody,
  type FlowId,
  flowIdFor,
  isEditableState,
  MSG,
  ONBOARDING_SC,
  ONBOARDING_STEPS,
  type PersonalBody,
  SC,
  type StepId,
  type StoredAttachment,
  type StoredPersonal,
  submissionRequirements,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { dueColumnsAtSubmission, dueSettings } from '../case-ownership';
import type { KycRecord } from '../kyc-record';
import { afterStepSaved, afterSubmission, type CustomerStatus, canEdit, parseState } from '../kyc-record';
import { asNikGender, checkNik } from '../master-data/identity-check.service';
import { completeFix, mailResubmitted, openFix } from '../resubmission';
import { rateQuietly } from '../risk-rating';
import { screenedFieldsChanged, screenQuietly } from '../screening';
import { findUserById } from '../users';
import { recordPartnerEvent } from '../webhooks';
import {
  acceptance,
  activeReferralCode,
  checkMasterData,
  type FieldIssue,
  isMarried,
  ktpConflict,
  ownRecord,
  validation,
} from './kyc-record-rules';
import {
  findCustomerFiles,
  insertAcceptances,
  lockKtpNumber,
  type NewAcceptance,
  type RecordChanges,
  updateRecordGuarded,
} from './onboarding.repository';
import { buildEmergencyContact, buildEmployment, buildFinancial } from './step-sections';
import { submissionEmail } from './submission-email';

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

/** The files the attachment form names. */
const FORM_FILE_KINDS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'statement_video',
  'partner_signature',
  'other',
  'kk',
  'npwp',
] as const;

/** Bank 037's two terms and the legal text each accepts. */
const BAGI_TERMS = [
  { field: 'has_agree_account_terms', document: 'rekening-peserta' },
  { field: 'has_agree_savings_terms', document: 'ketentuan-tabungan' },
] as const;

const notReopened = (why: string, extra: Record<string, unknown> = {}) =>
  new ApiError(409, SC.stepNotReopened, MSG.stepNotReopened, why, extra);

const alreadySubmitted = (): StepResult => ({
  status_code: ONBOARDING_SC.alreadySubmitted,
  message: MSG.stepAlreadySubmitted,
});

function isSaved(section: { saved_at?: string }): boolean {
  return typeof section.saved_at === 'string';
}
function statusOf(r: KycRecord): CustomerStatus {
  return { state: parseState(r.state), statusNasabah: r.statusNasabah };
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'log'>;

export class OnboardingStepsService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  private own(userId: string, customerId: string): Promise<KycRecord> {
    return ownRecord(this.db, userId, customerId);
  }

  /** The flow the record walks, by the configured rules (the web's indicator and links follow it). */
  private flowOf(record: KycRecord): FlowId {
    return flowIdFor(
      { platform: record.platformAppName, bankCode: record.bankCode },
      this.deps.config.flowRules,
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
      // A record being fixed (decision 0112) opens only the steps the reviewer asked for.
      if (record.state === 'fix') {
        const fix = await openFix(this.db, record);
        if (!fix?.steps.has(step)) throw notReopened('The step was not reopened');
      }
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
        await this.deps.audit.record(
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

  // ── Step 1: personal data ──

  async savePersonal(userId: string, customerId: string, body: PersonalBody, meta: RequestMeta) {
    // A record submitted before (now open again after a reject) is screened again when its name,
    // birth date or NIK changed (decision 0111): the resubmission screens it too, but the
    // reviewers' panel must not show matches for data the customer has since corrected.
    let correction = false;
    const result = await this.saveStep(userId, customerId, 'personal', meta, async (record) => {
      correction =
        record.submittedAt !== null &&
        screenedFieldsChanged(
          { ...record.personal, fullname: record.fullname ?? record.personal.fullname },
          body,
        );
      const master = await checkMasterData(this.db, record, [
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
      // A 'no' keeps no function; a call without the answer keeps the one given before.
      if (fields.is_pep === false) fields.pep_position = '';
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
    if (correction && result.status_code === ONBOARDING_SC.ok)
      await screenQuietly(this.deps, customerId, 'correction', { type: 'user', id: userId });
    return result;
  }

  // ── Steps 2 and 3: work and identity address; financial (built in step-sections.ts) ──

  async saveEmployment(userId: string, customerId: string, body: EmploymentBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'employment', meta, async (record) => {
      if (record.state === 'fix') await this.assertWorkStepSections(record, body);
      return buildEmployment(this.db, record, body, meta);
    });
  }

  async saveFinancial(userId: string, customerId: string, body: FinancialBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'financial', meta, (record) =>
      buildFinancial(this.db, record, body, meta),
    );
  }

  // ── Step 4: participant bank account ──

  async saveBankAccount(userId: string, customerId: string, body: BankAccountBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'bank_account', meta, async (record) => {
      const bagi = record.bankCode === BAGI_BANK_CODE;
      // Bank 037's terms are agreed on the bank form and carried on the record (decision 0135); a
      // record registered before that carried them is asked here, and only then accepts them here.
      const askedHere = bagi ? BAGI_TERMS.filter((t) => record.bankAccount[t.field] !== true) : [];
      const issues = askedHere
        .filter((t) => body[t.field] !== true)
        .map((t) => ({ field: t.field, message: MSG.consentRequired }));
      if (issues.length > 0) throw validation(issues);
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
          ...askedHere.map((t) => acceptance(record.id, meta, t.document, { bank_code: record.bankCode })),
        ],
      };
    });
  }

  // ── Step 5: emergency contact ──

  async saveEmergencyContact(
    userId: string,
    customerId: string,
    body: EmergencyContactBody,
    meta: RequestMeta,
  ) {
    return this.saveStep(userId, customerId, 'emergency_contact', meta, (record) =>
      buildEmergencyContact(this.db, record, body, meta),
    );
  }

  // ── Attachments ──

  async saveAttachment(userId: string, customerId: string, body: AttachmentBody, meta: RequestMeta) {
    return this.saveStep(userId, customerId, 'attachment', meta, async (record) => {
      const married = await isMarried(this.db, record);
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
      if (record.state === 'fix') await this.assertOnlyRequestedFiles(record, v);
      const paths = FORM_FILE_KINDS.map((field) => ({ field, path: v[field] ?? '' })).filter(
        (p) => p.path !== '',
      );
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
      const attachment: StoredAttachment = Object.fromEntries(paths.map((p) => [p.field, p.path]));
      // The beneficial-owner statement (statement 3) given on the work step is not approved again
      // here (decision 0135): the acceptance names the statements this screen approved.
      const ownerCarried = record.employment.has_confirm_beneficial_owner === true;
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
            statements: ownerCarried ? [2, 4, 5] : [2, 3, 4, 5],
            ...(ownerCarried ? { carried: { 'pemilik-manfaat': 'employment' } } : {}),
            clause_24: { dispute_body: v.dispute_body, dispute_detail: v.dispute_detail ?? null },
          }),
          acceptance(record.id, meta, 'pernyataan:has_confirm_attachment'),
        ],
      };
    });
  }

  /**
   * In 'fix' (decision 0112) the work step holds two sections, the work and the KTP address: the
   * one the reviewer did not ask to correct must stay as it was.
   */
  private async assertWorkStepSections(record: KycRecord, body: EmploymentBody) {
    const fix = await openFix(this.db, record);
    const asked = new Set(fix?.items.filter((i) => i.decision === 'resubmit').map((i) => i.item));
    const differs = (before: Record<string, unknown>, after: Record<string, unknown>) =>
      Object.entries(after).some(([k, v]) => (before[k] ?? null) !== (v ?? null));
    const { identity_address, ...work } = body;
    const changed = [
      !asked.has('employment') && differs(record.employment, work) && 'employment',
      !asked.has('identity_address') &&
        differs(record.identityAddress, identity_address) &&
        'identity_address',
    ].filter((c) => c !== false);
    if (changed.length > 0) throw notReopened(`Sections not asked to correct: ${changed.join(', ')}`);
  }

  /**
   * In 'fix' (decision 0112) the attachment form may name new files only for the documents the
   * reviewer asked again: every other file stays exactly the one it was.
   */
  private async assertOnlyRequestedFiles(record: KycRecord, form: Partial<Record<string, unknown>>) {
    const fix = await openFix(this.db, record);
    const attached = record.attachment as Partial<Record<string, unknown>>;
    const changed = FORM_FILE_KINDS.filter(
      (kind) => (form[kind] || null) !== (attached[kind] || null) && !fix?.documents.has(kind),
    );
    if (changed.length > 0)
      throw notReopened(`Documents not asked again: ${changed.join(', ')}`, {
        error: changed.map((field) => ({ field, message: MSG.stepNotReopened })),
      });
  }

  // ── Submission ──

  /** PATCH /v2/kyc/submission/{customerId}: 2005–2009 for the first section of the flow not saved. */
  async submit(userId: string, customerId: string, meta: RequestMeta): Promise<StepResult> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const record = await this.own(userId, customerId);
      const current = statusOf(record);
      if (!canEdit(current)) return alreadySubmitted();
      if (record.state === 'fix') {
        const done = await this.resubmitFix(userId, record, meta);
        if (done) return done;
        continue;
      }
      const flow = this.flowOf(record);
      const sections: Record<string, { saved_at?: string }> = {
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
      const now = new Date();
      const done = await this.db.transaction(async (tx) => {
        const ok = await updateRecordGuarded(
          tx,
          { id: record.id, userId, version: record.version, states: EDITABLE_STATES },
          // A resubmission after a reject clears the old reason: the audit trail keeps it.
          {
            state: next.state,
            statusNasabah: next.statusNasabah,
            submittedAt: now,
            description: null,
            // The review's clock starts (decision 0112).
            ...dueColumnsAtSubmission(now, dueSettings(this.deps.config)),
          },
        );
        if (!ok) return false;
        await this.deps.audit.record(
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
        await recordPartnerEvent(tx, { type: 'participant.submitted', participant: record.id });
        return true;
      });
      if (done) {
        await this.mailSubmission(userId, record);
        // After the commit: a failed screening never loses the submission (it blocks the approval
        // until a screening succeeds; the approval and every rescreen run try again).
        await screenQuietly(this.deps, record.id, 'submission', { type: 'user', id: userId });
        // After the screening, whose dismissed matches the rating reads (docs/product/risk-rating.md).
        await rateQuietly(this.deps, record.id, 'submission');
        return { status_code: ONBOARDING_SC.ok, message: MSG.submitDone };
      }
    }
    throw new ApiError(409, 409, MSG.stepSystemError, 'Record changed concurrently');
  }

  /**
   * The resubmission of a record being fixed (decision 0112): every requested item fixed (else
   * 2058), then in one transaction the record back to the status it had, the fixed versions on the
   * request, the due time resumed and the audit row. Screened again when the name, birth date or
   * NIK changed. Null when the record changed meanwhile (the caller reads it again).
   */
  private async resubmitFix(
    userId: string,
    record: KycRecord,
    meta: RequestMeta,
  ): Promise<StepResult | null> {
    const fix = await openFix(this.db, record);
    if (!fix) throw new ApiError(409, 409, MSG.stepSystemError, 'A record in fix without an open request');
    if (fix.unfixed.length > 0) return { status_code: SC.fixIncomplete, message: MSG.fixAllFirst };
    const now = new Date();
    const done = await this.db.transaction((tx) =>
      completeFix(tx, this.deps, record, fix, { userId, now, meta }),
    );
    if (!done) return null;
    // The customer's receipt, as a first submission has one (decision 0112).
    await mailResubmitted(this.deps, record, fix, now);
    const personal = fix.items.find((i) => i.item === 'personal' && i.decision === 'resubmit');
    if (
      personal?.previousData &&
      screenedFieldsChanged(personal.previousData as StoredPersonal, {
        ...record.personal,
        fullname: record.fullname ?? record.personal.fullname ?? '',
      })
    )
      await screenQuietly(this.deps, record.id, 'correction', { type: 'user', id: userId });
    await rateQuietly(this.deps, record.id, 'resubmission');
    return { status_code: ONBOARDING_SC.ok, message: MSG.fixResubmitted };
  }

  /** After the commit, through the job queue (retried): the submission is not undone by a mail. */
  private async mailSubmission(userId: string, record: KycRecord): Promise<void> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) return;
    await this.deps.notifications.email(
      submissionEmail(user.email, {
        name: record.fullname ?? user.fullname,
        platform: record.platformName,
        loginLink: `${this.deps.config.publicUrl}/login`,
      }),
    );
  }
}
