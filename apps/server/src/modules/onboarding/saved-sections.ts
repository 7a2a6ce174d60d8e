/**
 * Which sections of a record hold a saved step: each step's save stamps `saved_at` in its section,
 * so a returning customer resumes at the first one missing and the step indicator ticks exactly
 * the saved ones (the state alone cannot tell a skipped step from a saved one).
 */
import { STEP_SECTIONS, type StepSection } from '@kilau/shared';
import type { KycRecord } from './onboarding.repository';

const COLUMN = {
  personal: 'personal',
  employment: 'employment',
  financial: 'financial',
  bank_account: 'bankAccount',
  emergency_contact: 'emergencyContact',
  attachment: 'attachment',
} as const satisfies Record<StepSection, keyof KycRecord>;

export function savedSections(record: Pick<KycRecord, (typeof COLUMN)[StepSection]>): StepSection[] {
  return STEP_SECTIONS.filter((s) => typeof record[COLUMN[s]]?.saved_at === 'string');
}
