/**
 * The part of the back-office detail that shows the rest of what the customer submitted (docs/product/back-office.md
 * §3): financial data, the bank account, the emergency contact, the KTP issue date, every
 * attachment (the spouse's signature too), the promoter code, the dispute choice, the trading and
 * demo accounts. Built from the one read model, so every id and region code arrives as its name.
 * The same for every role that may open the detail: only the actions differ (allowedActions).
 */
import type { KycDetail } from '@kilau/shared';
import type { KycReadModel } from '../kyc-record';

type SubmittedData = Pick<
  KycDetail,
  | 'attachment'
  | 'status'
  | 'referral_code'
  | 'promoter_name'
  | 'video_link'
  | 'bankType'
  | 'ktp_issued_date'
  | 'ktp_issued_date_text'
  | 'domicile_address'
  | 'user'
  | 'financial'
  | 'bank_account'
  | 'emergency_contact'
  | 'dispute'
  | 'trading_account'
  | 'demo_account'
>;

export function submittedData(
  model: KycReadModel,
  listed: { app_name: string; phonenumber: string },
): SubmittedData {
  const att = model.attachment;
  const f = model.financial;
  const b = model.bank_account;
  const c = model.emergency_contact;
  return {
    attachment: {
      photo: att.photo ?? null,
      ktp: att.ktp ?? null,
      photo_with_ktp: att.photo_with_ktp ?? null,
      signature: att.signature ?? null,
      statement_video: att.statement_video ?? null,
      partner_signature: att.partner_signature ?? null,
      kk: att.kk ?? null,
      npwp: att.npwp ?? null,
      other: att.other ?? null,
    },
    status: model.state,
    referral_code: model.referral_code,
    promoter_name: model.promoter_name,
    video_link: model.video_link,
    bankType: model.bank?.bank_type ?? null,
    ktp_issued_date: model.personal.ktp_issued_date ?? '',
    ktp_issued_date_text: model.display.ktp_issued_date,
    domicile_address: { regency_type: model.identity_address.regency_type },
    user: listed,
    financial: {
      fund_type: f.fund_type,
      salary_type: f.salary_type,
      monthly_transaction_type: f.monthly_transaction_type,
      purpose_fund_type: f.purpose_fund_type,
      purpose_open_account_type: f.purpose_open_account_type,
      has_investment_experience: f.has_investment_experience ?? null,
      has_trading_experience: f.has_trading_experience ?? null,
      building_asset: f.building_asset ?? null,
      cash_asset: f.cash_asset ?? null,
    },
    bank_account: {
      account_name: b.account_name ?? '',
      account_no: b.account_no ?? '',
      is_syariah: b.is_syariah ?? null,
    },
    emergency_contact: {
      fullname: c.fullname ?? '',
      address: c.address ?? '',
      postcode: c.postcode ?? '',
      phonenumber: c.phonenumber ?? '',
      relationship: c.relationship ?? '',
      // A record saved before the rule, or whose account phone changed since, may carry the
      // customer's own number (decision 0125): both are stored normalised, so equality tells.
      is_customer_phone: Boolean(c.phonenumber) && c.phonenumber === listed.phonenumber,
    },
    dispute: model.dispute,
    trading_account: model.trading_account,
    demo_account: {
      hin_demo: model.hin_demo,
      created_at: model.demo_created_at?.toISOString() ?? null,
    },
  };
}
