/**
 * The onboarding steps an approved customer may change through a data update (decision 0217): the
 * work and KTP address (step 2), the finances (step 3) and the emergency contact (step 5). The
 * identity and the bank account stay corrections. Without zod, as data-correction-fields.ts, so that
 * the customer's form and the staff's table read the names without the schemas.
 */
import { MSG } from './messages';

export const DATA_UPDATE_STEPS = ['employment', 'financial', 'emergency_contact'] as const;
export type DataUpdateStep = (typeof DATA_UPDATE_STEPS)[number];

/** Each step's name, as the customer's form, the staff's before-and-after and the e-mails title it. */
export const DATA_UPDATE_STEP_LABELS: Readonly<Record<DataUpdateStep, string>> = {
  employment: MSG.dataUpdateStepEmployment,
  financial: MSG.dataUpdateStepFinancial,
  emergency_contact: MSG.dataUpdateStepEmergencyContact,
};
