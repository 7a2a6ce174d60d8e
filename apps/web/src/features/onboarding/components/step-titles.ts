import { type MessageKey, MSG, type StepId } from '@kilau/shared';

/** The short title of each step (the indicator and the page heading). */
export const STEP_TITLE_KEYS: Readonly<Record<StepId, MessageKey>> = {
  personal: 'stepPersonalTitle',
  employment: 'stepEmploymentTitle',
  financial: 'stepFinancialTitle',
  bank_account: 'stepBankAccountTitle',
  emergency_contact: 'stepContactTitle',
  attachment: 'stepAttachmentTitle',
  review: 'previewTitle',
};

export function stepTitle(step: StepId): string {
  return MSG[STEP_TITLE_KEYS[step]];
}

/** "Langkah 2 dari 6". */
export function stepOfText(n: number, total: number): string {
  return MSG.stepOf.replace('{n}', String(n)).replace('{total}', String(total));
}
