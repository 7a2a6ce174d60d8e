import { type BankAccountBody, bankAccountReplySchema } from '@kilau/shared';
import { type StepSection, useSaveStepSection, useStepSection } from './step-section';

/** Step 4: GET/PUT /v2/kyc/bank/account/{customerId}, the participant bank account. */
const BANK_ACCOUNT = {
  name: 'bank-account',
  path: '/v2/kyc/bank/account',
  replySchema: bankAccountReplySchema,
  pick: (reply) => reply.data.bank,
} satisfies StepSection<typeof bankAccountReplySchema, unknown>;

export const useBankAccount = (customerId: string | null) => useStepSection(BANK_ACCOUNT, customerId);
export const useSaveBankAccount = (customerId: string | null) =>
  useSaveStepSection<BankAccountBody>(BANK_ACCOUNT, customerId);
