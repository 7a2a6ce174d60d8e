import type { FinancialBody, financialReplySchema } from '@kilau/shared';
import { type StepSection, saveStepSection, sectionKey, sectionQuery, useStepSection } from './step-section';

/** Step 3: GET/PUT /v2/kyc/financial/{customerId}. */
const FINANCIAL = {
  name: 'financial',
  path: '/v2/kyc/financial',
  replySchema: () => import('./step-reply-schemas').then((m) => m.financialReplySchema),
  pick: (reply) => reply.data.financial,
} satisfies StepSection<typeof financialReplySchema, unknown>;

export const useFinancial = (customerId: string | null) => useStepSection(FINANCIAL, customerId);
export const saveFinancial = (customerId: string, body: FinancialBody) =>
  saveStepSection(FINANCIAL, customerId, body);
export const financialKey = (customerId: string | null) => sectionKey(FINANCIAL, customerId);
/** The read-back under its key, for a page rendered with it (decision 0182). */
export const financialQuery = (customerId: string) => sectionQuery(FINANCIAL, customerId);
