import { MSG, type StepId } from '@kilau/shared';

/** The short title of each step (the indicator and the page heading). */
const STEP_TITLES: Readonly<Record<StepId, string>> = {
  personal: MSG.stepPersonalTitle,
  employment: MSG.stepEmploymentTitle,
  financial: MSG.stepFinancialTitle,
  bank_account: MSG.stepBankAccountTitle,
  emergency_contact: MSG.stepContactTitle,
  attachment: MSG.stepAttachmentTitle,
  review: MSG.previewTitle,
};

export function stepTitle(step: StepId): string {
  return STEP_TITLES[step];
}

/** "Langkah 2 dari 6". */
export function stepOfText(n: number, total: number): string {
  return MSG.stepOf.replace('{n}', String(n)).replace('{total}', String(total));
}
