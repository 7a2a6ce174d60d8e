import type { BankAccountBody, bankAccountReplySchema } from '@kilau/shared';
import { type StepSection, saveStepSection, sectionKey, sectionQuery, useStepSection } from './step-section';

/** Step 4: GET/PUT /v2/kyc/bank/account/{customerId}, the participant bank account. */
const BANK_ACCOUNT = {
  name: 'bank-account',
  path: '/v2/kyc/bank/account',
  replySchema: () => import('./step-reply-schemas').then((m) => m.bankAccountReplySchema),
  pick: (reply) => reply.data.bank,
} satisfies StepSection<typeof bankAccountReplySchema, unknown>;

export const useBankAccount = (customerId: string | null) => useStepSection(BANK_ACCOUNT, customerId);
export const saveBankAccount = (customerId: string, body: BankAccountBody) =>
  saveStepSection(BANK_ACCOUNT, customerId, body);
export const bankAccountKey = (customerId: string | null) => sectionKey(BANK_ACCOUNT, customerId);
/** The read-back under its key, for a page rendered with it (decision 0182). */
export const bankAccountQuery = (customerId: string) => sectionQuery(BANK_ACCOUNT, customerId);
