/**
 * The onboarding screens' read-back (docs/product/onboarding.md § States): each step's saved data as the form prefills
 * from it, built from the KYC read model (modules/kyc-record), so the screens, the profile, the
 * printed forms and the back-office all read the same names. Every record is the caller's own.
 */
import { type CustomerDetailReply, STEP_SECTIONS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { findOwnRecordOnPlatform, type KycReadModel, readKycRecord } from '../kyc-record';
import { ownRecord } from './kyc-record-rules';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

export class OnboardingReadService {
  constructor(private readonly deps: Deps) {}

  private reportDropped = (recordId: string, section: string, keys: string[]) =>
    this.deps.log.warn({ recordId, section, keys }, 'kyc record keys with an unexpected type ignored');

  private async model(userId: string, customerId: string): Promise<KycReadModel> {
    const record = await ownRecord(this.deps.db, userId, customerId, this.reportDropped);
    return readKycRecord(this.deps.db, record, { flowRules: this.deps.config.flowRules });
  }

  /**
   * The record on a platform as GET /v2/kyc/customer/platform/{platformId} answers it: data.customer
   * (the summary fields plus the personal fields, typed ones as { data_id, name }) and data.employment.
   */
  async customerDetail(userId: string, platformId: string): Promise<CustomerDetailReply['data'] | undefined> {
    const record = await findOwnRecordOnPlatform(this.deps.db, userId, platformId, this.reportDropped);
    if (!record) return undefined;
    const m = await readKycRecord(this.deps.db, record, { flowRules: this.deps.config.flowRules });
    const p = m.personal;
    const e = m.employment;
    const a = m.identity_address;
    return {
      customer: {
        _id: m.id,
        state: m.state,
        flow: m.flow,
        saved_sections: STEP_SECTIONS.filter((section) => m.saved[section]),
        platform: { platform_id: m.platform.platform_id, name: m.platform.name },
        bank: m.bank
          ? {
              ...m.bank,
              has_confirm_bank: m.bank_account.has_confirm_bank === true || p.has_confirm_bank === true,
            }
          : null,
        fullname: m.fullname,
        mothers_name: p.mothers_name || null,
        date_of_birth: p.date_of_birth || null,
        place_of_birth: p.place_of_birth || null,
        ktp_no: p.ktp_no || null,
        ktp_issued_date: p.ktp_issued_date || null,
        citizenship: p.citizenship ?? null,
        npwp_no: p.npwp_no || null,
        gender_type: p.gender_type,
        religion_type: p.religion_type,
        marriage_type: p.marriage_type,
        education_type: p.education_type,
        dependent_no: p.dependent_no ?? 0,
        is_pep: p.is_pep ?? null,
        pep_position: p.is_pep ? (p.pep_position ?? null) : null,
        referral_code: m.referral_code,
        has_confirm_costumer: e.has_confirm_costumer === true,
        identity_address: a.address
          ? {
              address: a.address,
              rt: a.rt ?? null,
              rw: a.rw ?? null,
              postcode: a.postcode ?? '',
              province_type: a.province_type,
              regency_type: a.regency_type,
              district_type: a.district_type,
              village_type: a.village_type,
            }
          : null,
        status_nasabah: m.status_nasabah,
        // The reviewer's reason, shown to the customer while the record waits for their fixes.
        description: m.state === 'reject' ? m.description : null,
        trade_account_no: m.state === 'approved' ? record.tradeAccountNo : null,
        trade_username: m.state === 'approved' ? record.tradeUsername : null,
        created_at: m.created_at.toISOString(),
      },
      employment: m.saved.employment
        ? {
            occupation_type: e.occupation_type,
            industrial_type: e.industrial_type,
            position_type: e.position_type,
            company_name: e.company_name ?? '',
            work_month: e.work_month ?? 0,
            has_confirm_employment: e.has_confirm_employment === true,
            has_confirm_beneficial_owner: e.has_confirm_beneficial_owner === true,
            has_acknowledge_profile: e.has_acknowledge_profile === true,
          }
        : null,
    };
  }

  async financial(userId: string, customerId: string) {
    const f = (await this.model(userId, customerId)).financial;
    return {
      fund_type: f.fund_type,
      salary_type: f.salary_type,
      monthly_transaction_type: f.monthly_transaction_type,
      purpose_fund_type: f.purpose_fund_type,
      purpose_open_account_type: f.purpose_open_account_type,
      has_investment_experience: f.has_investment_experience === true,
      has_trading_experience: f.has_trading_experience === true,
      building_asset: f.building_asset ?? null,
      cash_asset: f.cash_asset ?? null,
      has_confirm_financial: f.has_confirm_financial === true,
    };
  }

  async bankAccount(userId: string, customerId: string) {
    const m = await this.model(userId, customerId);
    const b = m.bank_account;
    return {
      bank_code: m.bank?.bank_code ?? null,
      name: m.bank?.name ?? null,
      bank_type: m.bank?.bank_type ?? null,
      account_name: b.account_name || null,
      account_no: b.account_no || null,
      has_confirm_bank: b.has_confirm_bank === true,
      has_agree_account_terms: b.has_agree_account_terms === true,
      has_agree_savings_terms: b.has_agree_savings_terms === true,
    };
  }

  async emergencyContact(userId: string, customerId: string) {
    const c = (await this.model(userId, customerId)).emergency_contact;
    return {
      fullname: c.fullname ?? '',
      address: c.address ?? '',
      postcode: c.postcode ?? '',
      phonenumber: c.phonenumber ?? '',
      relationship: c.relationship ?? '',
      has_confirm_emergency_contact: c.has_confirm_emergency_contact === true,
    };
  }

  async attachment(userId: string, customerId: string) {
    const m = await this.model(userId, customerId);
    const a = m.attachment;
    return {
      ktp: a.ktp || null,
      photo: a.photo || null,
      photo_with_ktp: a.photo_with_ktp || null,
      signature: a.signature || null,
      statement_video: a.statement_video || null,
      partner_signature: a.partner_signature || null,
      other: a.other || null,
      kk: a.kk || null,
      npwp: a.npwp || null,
      referral_code: m.referral_code,
      has_confirm_attachment: a.has_confirm_attachment === true,
      agreement_step: a.agreement_step ?? null,
      dispute_body: a.dispute_body || null,
      dispute_detail: a.dispute_detail || null,
    };
  }
}
