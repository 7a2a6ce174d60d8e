/**
 * What each onboarding step and the review show on their first render, asked for before the server
 * renders them with the customer's data (decision 0182), under the keys the screens read: the
 * record, the step's saved section and the master-data lists of its selects. The browser then
 * hydrates the filled form without asking for any of it again. Each rejects when a GET fails, or
 * when the record the browser would show is not known here, so that the server sends the page
 * without data rather than another page.
 */
import { MASTER_DATA_BANK_TYPES, ONBOARDING_FLOWS, type StepId } from '@kilau/shared';
import type { QueryClient } from '@tanstack/react-query';
import { attachmentQuery } from './attachment';
import { bankAccountQuery } from './bank-account';
import {
  CUSTOMER_RECORD_KEY,
  type CustomerRecord,
  fetchCustomerPlatforms,
  recordOf,
} from './customer-record';
import { emergencyContactQuery } from './emergency-contact';
import { financialQuery } from './financial';
import { masterDataQuery, regionsQuery } from './master-data';

type ServedRecord = CustomerRecord & { customerId: string; bankCode: string };

/**
 * The record as the browser would read it (useCustomerRecord). The browser takes the record of the
 * platform chosen in local storage, which the server cannot read: this one is known only when the
 * customer has exactly one record, where that choice changes nothing, and it names its bank. A
 * record waiting for a fix is not served: its steps open by the fix list's rules and the review
 * sends it to the list (decision 0112).
 */
async function servedRecord(client: QueryClient): Promise<ServedRecord> {
  const record = await client.fetchQuery({
    queryKey: CUSTOMER_RECORD_KEY,
    queryFn: async () => {
      const list = await fetchCustomerPlatforms();
      if (list.data.length !== 1) throw new Error('not one record: the platform is the browser’s choice');
      return recordOf(list, { platformId: null, bankCode: null });
    },
  });
  const { customerId, bankCode } = record;
  if (!customerId || !bankCode || record.state === 'fix')
    throw new Error('no record the server can show as the browser would');
  return { ...record, customerId, bankCode };
}

type Query = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };

async function fetchAll(client: QueryClient, queries: readonly Query[]): Promise<void> {
  await Promise.all(queries.map((q) => client.fetchQuery(q)));
}

/** The work step's lists: its three selects and each region level the saved address has reached. */
function employmentQueries({ platformId: platform, detail }: ServedRecord): Query[] {
  const address = detail?.identity_address;
  const province = address?.province_type?.data_id;
  const regency = address?.regency_type?.data_id;
  const district = address?.district_type?.data_id;
  return [
    ...(['occupation', 'industrial', 'position'] as const).map((type) => masterDataQuery(type, platform)),
    regionsQuery('province', platform, platform),
    ...(province ? [regionsQuery('regency', platform, province)] : []),
    ...(regency ? [regionsQuery('district', platform, regency)] : []),
    ...(district ? [regionsQuery('village', platform, district)] : []),
  ];
}

const FINANCIAL_LISTS = [
  'fund',
  'salary',
  'monthly_transaction',
  'purpose_fund',
  'purpose_open_account',
] as const;

export const STEP_PAGE_DATA: Readonly<Record<StepId, (client: QueryClient) => Promise<void>>> = {
  // The bank's four lists: gender, religion, marriage, education.
  personal: async (client) => {
    const { bankCode } = await servedRecord(client);
    await fetchAll(
      client,
      MASTER_DATA_BANK_TYPES.map((type) => masterDataQuery(type, bankCode)),
    );
  },
  employment: async (client) => {
    await fetchAll(client, employmentQueries(await servedRecord(client)));
  },
  financial: async (client) => {
    const { customerId, platformId } = await servedRecord(client);
    await fetchAll(client, [
      financialQuery(customerId),
      ...FINANCIAL_LISTS.map((type) => masterDataQuery(type, platformId)),
    ]);
  },
  bank_account: async (client) => {
    const { customerId } = await servedRecord(client);
    await client.fetchQuery(bankAccountQuery(customerId));
  },
  emergency_contact: async (client) => {
    const { customerId } = await servedRecord(client);
    await client.fetchQuery(emergencyContactQuery(customerId));
  },
  // The marriage list says whether the partner's signature pad shows.
  attachment: async (client) => {
    const { customerId, bankCode } = await servedRecord(client);
    await fetchAll(client, [attachmentQuery(customerId), masterDataQuery('marriage', bankCode)]);
  },
  // Every section the record's flow has; the stored files' pictures are asked for by the browser.
  review: async (client) => {
    const { customerId, flow } = await servedRecord(client);
    const steps = ONBOARDING_FLOWS[flow];
    await fetchAll(client, [
      attachmentQuery(customerId),
      ...(steps.includes('financial') ? [financialQuery(customerId)] : []),
      ...(steps.includes('emergency_contact') ? [emergencyContactQuery(customerId)] : []),
    ]);
  },
};
