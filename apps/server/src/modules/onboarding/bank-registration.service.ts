/**
 * The bank registration that opens a KYC record (docs/product/onboarding.md § Screens "/bank-login", §4, §8): the generic
 * form (BAGI with its two consents, OCBC) and the CIMB Niaga / Syariah variant with the customer's
 * existing account. Codes: '00', 2001, 2002, 9001, 2010, 1001, 422.
 */
import {
  BAGI_BANK_CODE,
  type BankRegistrationBody,
  bankFormFullnameField,
  type CimbRegistrationBody,
  MSG,
  ONBOARDING_SC,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { findBank, findOwnRecordOnPlatform, parseState } from '../kyc-record';
import { checkNik } from '../master-data/identity-check.service';
import { findUserById } from '../users';
import { acceptance, activeReferralCode, type FieldIssue, ktpConflict, validation } from './kyc-record-rules';
import {
  findActivePlatform,
  insertAcceptances,
  insertRecord,
  lockKtpNumber,
  type NewAcceptance,
} from './onboarding.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export class BankRegistrationService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  private async registrationFailure(
    userId: string,
    meta: RequestMeta,
    code: number,
    details: Record<string, unknown>,
  ) {
    await this.deps.audit.record(
      this.db,
      {
        actorType: 'user',
        actorId: userId,
        action: 'onboarding.register',
        targetType: 'kyc_customer',
        outcome: 'failure',
        details: { status_code: code, ...details },
      },
      meta,
    );
  }

  private async registrationContext(userId: string, platformId: string, bankCode: string) {
    const platform = await findActivePlatform(this.db, platformId);
    if (!platform) throw validation([{ field: 'platform_id', message: MSG.platformNotChosen }]);
    const bank = await findBank(this.db, bankCode);
    if (!bank?.active) throw validation([{ field: 'bank_code', message: MSG.bankCodeInvalid }]);
    if (await findOwnRecordOnPlatform(this.db, userId, platformId))
      throw new ApiError(
        400,
        ONBOARDING_SC.accountRegistered,
        MSG.accountAlreadyRegistered,
        'Already registered',
      );
    return { platform, bank };
  }

  /**
   * The name on the bank form: the one sent, else the name the account was registered with
   * (decision 0135: asked once), checked by the form's own rule; a name the form cannot take is
   * answered as if the form had sent it, so the screen asks it there.
   */
  private async bankFormName(userId: string, sent: string | undefined): Promise<string> {
    if (sent !== undefined) return sent;
    const user = await findUserById(this.db, userId);
    const name = bankFormFullnameField.safeParse(user?.fullname ?? '');
    if (!name.success)
      throw validation([
        { field: 'fullname', message: name.error.issues[0]?.message ?? MSG.fullnameRequired },
      ]);
    return name.data;
  }

  /** POST /v2/kyc/customer/platform: the bank registration form creates the record (state open). */
  async registerWithBank(userId: string, body: BankRegistrationBody, meta: RequestMeta) {
    await this.registrationContext(userId, body.platform_id, body.bank_code);
    const fullname = await this.bankFormName(userId, body.fullname);
    const nik = await checkNik(this.db, body.ktp_no, { dateOfBirth: body.date_of_birth });
    if (!nik.ok) {
      await this.registrationFailure(userId, meta, ONBOARDING_SC.dataNotRight, { reason: 'nik_structure' });
      throw new ApiError(400, ONBOARDING_SC.dataNotRight, MSG.dataNotRight, 'NIK structure invalid', {
        error: nik.errors.map((e) => ({ field: 'ktp_no', message: e.message })),
      });
    }
    const referralCode = await activeReferralCode(this.db, body.referral_code);
    const warnings = nik.warnings.map((w) => ({ field: 'ktp_no', message: w.message }));
    const now = new Date();
    const bagi = body.bank_code === BAGI_BANK_CODE;
    const acceptances = (customerId: string): NewAcceptance[] =>
      bagi
        ? [
            acceptance(customerId, meta, 'rekening-peserta', { bank_code: body.bank_code }),
            acceptance(customerId, meta, 'ketentuan-tabungan', { bank_code: body.bank_code }),
          ]
        : [];
    return this.insertRegistration(
      userId,
      meta,
      body.ktp_no,
      {
        userId,
        platformId: body.platform_id,
        bankCode: body.bank_code,
        state: 'open',
        statusNasabah: null,
        referralCode,
        fullname,
        personal: {
          fullname,
          mothers_name: body.mothers_name,
          date_of_birth: body.date_of_birth,
          ktp_no: body.ktp_no,
          nik_check: { warnings: nik.warnings.map((w) => w.code), checked_at: now.toISOString() },
        },
        // Bank 037's terms are agreed here, once: the bank-account step reads them back (decision 0135).
        ...(bagi ? { bankAccount: { has_agree_account_terms: true, has_agree_savings_terms: true } } : {}),
      },
      acceptances,
      warnings,
    );
  }

  /** POST /v1/nasabah/cimb: the CIMB Niaga / Syariah variant, with the customer's existing account. */
  async registerWithCimb(userId: string, body: CimbRegistrationBody, meta: RequestMeta) {
    await this.registrationContext(userId, body.platform_id, body.bank_code);
    const referralCode = await activeReferralCode(this.db, body.referral_code);
    return this.insertRegistration(
      userId,
      meta,
      null,
      {
        userId,
        platformId: body.platform_id,
        bankCode: body.bank_code,
        state: 'open',
        statusNasabah: null,
        referralCode,
        fullname: body.account_name,
        personal: { fullname: body.account_name, date_of_birth: body.date_of_birth },
        bankAccount: {
          account_name: body.account_name,
          account_no: body.account_no,
          is_syariah: body.is_syariah,
          date_of_birth: body.date_of_birth,
        },
      },
      (customerId) => [acceptance(customerId, meta, 'rekening-peserta', { bank_code: body.bank_code })],
      [],
    );
  }

  private async insertRegistration(
    userId: string,
    meta: RequestMeta,
    ktpNo: string | null,
    values: Parameters<typeof insertRecord>[1],
    acceptances: (customerId: string) => NewAcceptance[],
    warnings: FieldIssue[],
  ) {
    let created: { id: string; state: string };
    try {
      created = await this.db.transaction(async (tx) => {
        if (ktpNo) {
          await lockKtpNumber(tx, ktpNo);
          const conflict = await ktpConflict(tx, userId, ktpNo);
          if (conflict) throw conflict;
        }
        const row = await insertRecord(tx, values);
        await insertAcceptances(tx, acceptances(row.id));
        await this.deps.audit.record(
          tx,
          {
            actorType: 'user',
            actorId: userId,
            action: 'onboarding.register',
            targetType: 'kyc_customer',
            targetId: row.id,
            details: {
              platform_id: values.platformId,
              bank_code: values.bankCode,
              nik_warnings: warnings.length,
            },
          },
          meta,
        );
        return row;
      });
    } catch (err) {
      if (err instanceof ApiError) {
        await this.registrationFailure(userId, meta, Number(err.statusCode), { bank_code: values.bankCode });
        throw err;
      }
      // Two registrations of one customer on one platform at once: the unique index decides.
      if (isUniqueViolation(err))
        throw new ApiError(
          400,
          ONBOARDING_SC.accountRegistered,
          MSG.accountAlreadyRegistered,
          'Already registered',
        );
      throw err;
    }
    return {
      status_code: ONBOARDING_SC.ok,
      message: MSG.registrationSuccess,
      data: { _id: created.id, state: parseState(created.state) },
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  }
}
