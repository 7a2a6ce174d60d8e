/**
 * The detail's cards for the rest of what the customer submitted (docs/product/back-office.md § Records and fields): registration and
 * accounts (state, promoter code, domicile, dispute choice, trading and demo accounts, the video
 * room), financial data, the bank account and the emergency contact. Every option arrives from the
 * server's read model as its name; a missing value reads '-'.
 */
import { type CustomerState, formatMoney, formatWibDateTime, type KycDetail, MSG } from '@kilau/shared';
import { Alert, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailSection, dash } from '../../../components/backoffice/detail-section';

const STATE_TEXT: Record<CustomerState, string> = {
  open: MSG.customerStateOpen,
  customer: MSG.customerStateCustomer,
  employment: MSG.customerStateEmployment,
  financial: MSG.customerStateFinancial,
  account: MSG.customerStateAccount,
  contact: MSG.customerStateContact,
  attachment: MSG.customerStateAttachment,
  reject: MSG.customerStateReject,
  fix: MSG.statusNeedsFix,
  submitted: MSG.customerStateSubmitted,
  approved: MSG.customerStateApproved,
};

export function customerStateText(state: string): string {
  return STATE_TEXT[state as CustomerState] ?? state;
}

const yesNo = (v: boolean | null) => (v === null ? '-' : v ? MSG.previewYes : MSG.previewNo);
const rupiah = (v: string | undefined) => (v ? formatMoney(v, 'IDR') : '-');

/** What a section shows between its title and its fields (the reviewer's decision on it). */
export type SectionExtras = Partial<Record<'financial' | 'bank_account' | 'emergency_contact', ReactNode>>;

export function SubmittedSections({ d, extras = {} }: { d: KycDetail; extras?: SectionExtras }) {
  const f = d.financial;
  const b = d.bank_account;
  const c = d.emergency_contact;
  const promoter = d.referral_code
    ? [d.referral_code, d.promoter_name].filter(Boolean).join(' — ')
    : MSG.detailNotYet;
  const dispute = d.dispute.body
    ? [d.dispute.name, d.dispute.detail].filter(Boolean).join(': ')
    : MSG.detailNotYet;
  const bankType =
    d.bankType === 'syariah'
      ? MSG.bankTypeSyariah
      : d.bankType === 'konvensional'
        ? MSG.bankTypeKonvensional
        : '-';
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DetailSection
        title={MSG.detailAccountSection}
        rows={[
          [MSG.detailRegistrationState, customerStateText(d.status)],
          [MSG.colPlatform, dash(d.user.app_name)],
          [MSG.detailPromoterCode, promoter],
          [MSG.detailDomicile, dash(d.domicile_address.regency_type?.name)],
          [MSG.detailDispute, dispute],
          [MSG.detailTradingAccountNo, d.trading_account.account_no ?? MSG.detailNotYet],
          [MSG.detailTradingUsername, d.trading_account.username ?? MSG.detailNotYet],
          [MSG.detailDemoAccount, d.demo_account.hin_demo ?? MSG.detailNotYet],
          [
            MSG.detailDemoCreatedAt,
            d.demo_account.created_at ? formatWibDateTime(d.demo_account.created_at) : '-',
          ],
          [MSG.detailVideoLink, dash(d.video_link)],
        ]}
      />
      <DetailSection
        title={MSG.detailFinancialSection}
        rows={[
          [MSG.fundLabel, dash(f.fund_type?.name)],
          [MSG.salaryLabel, dash(f.salary_type?.name)],
          [MSG.monthlyTransactionLabel, dash(f.monthly_transaction_type?.name)],
          [MSG.purposeFundLabel, dash(f.purpose_fund_type?.name)],
          [MSG.purposeOpenAccountLabel, dash(f.purpose_open_account_type?.name)],
          [MSG.previewInvestmentExperience, yesNo(f.has_investment_experience)],
          [MSG.previewTradingExperience, yesNo(f.has_trading_experience)],
          [
            MSG.previewBuildingAsset,
            f.building_asset
              ? `${[f.building_asset.address, f.building_asset.postcode].filter(Boolean).join(' ')} · ${MSG.njopValueLabel} ${rupiah(f.building_asset.njop_value)}`
              : '-',
          ],
          [
            MSG.previewCashAsset,
            f.cash_asset ? `${dash(f.cash_asset.bank_name)} · ${rupiah(f.cash_asset.balance)}` : '-',
          ],
        ]}
      >
        {extras.financial}
      </DetailSection>
      <DetailSection
        title={MSG.detailBankAccountSection}
        rows={[
          [MSG.previewBankName, dash(d.bank?.name)],
          [MSG.bankTypeLabel, bankType],
          [MSG.accountNameLabel, dash(b.account_name)],
          [MSG.accountNoLabel, b.account_no || MSG.accountNoPendingStaff],
        ]}
      >
        {extras.bank_account}
      </DetailSection>
      <DetailSection
        title={MSG.detailContactSection}
        rows={[
          [MSG.contactFullnameLabel, dash(c.fullname)],
          [MSG.addressLabel, dash(c.address)],
          [MSG.postcodeLabel, dash(c.postcode)],
          [MSG.contactPhoneLabel, dash(c.phonenumber)],
          [MSG.relationshipLabel, dash(c.relationship)],
        ]}
      >
        {c.is_customer_phone ? (
          // Beside the contact, like the NIK warnings beside the KTP (decision 0125).
          <Alert
            color="orange"
            variant="light"
            data-testid="contact-phone-own"
            styles={{ message: { color: 'var(--mantine-color-orange-9)' } }}
          >
            {MSG.contactPhoneIsCustomers}
          </Alert>
        ) : null}
        {extras.emergency_contact}
      </DetailSection>
    </SimpleGrid>
  );
}
