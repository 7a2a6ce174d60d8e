import { zodResolver } from '@hookform/resolvers/zod';
import {
  BAGI_BANK_CODE,
  bankAccountBodySchema,
  bankFormFullnameField,
  bankRegistrationBodySchema,
  cimbRegistrationBodySchema,
  confirmationField,
  emergencyContactBodySchema,
  employmentBodySchema,
  financialBodySchema,
  personalFormSchema,
} from '@kilau/shared';
import { z } from 'zod';

/**
 * The step forms' resolvers, with zod and the shared step schemas. The step pages must paint before
 * zod (about 24 kB gzip) has arrived, so they load this module with `import()` through
 * `lib/lazy-resolver.ts` (decisions 0051, 0107). Import it only with `import()`.
 */
export const personalResolver = zodResolver(personalFormSchema);
export const employmentResolver = zodResolver(employmentBodySchema);
export const financialPayloadResolver = zodResolver(financialBodySchema);
export const emergencyContactResolver = zodResolver(emergencyContactBodySchema);
export const bankRegistrationResolver = zodResolver(bankRegistrationBodySchema);
export const cimbRegistrationResolver = zodResolver(cimbRegistrationBodySchema);
export { bankRegistrationBodySchema, cimbRegistrationBodySchema };

/** Whether the bank form can take the account's name as it is, or must ask it (decision 0135). */
export const bankFormTakesName = (name: string) => bankFormFullnameField.safeParse(name).success;

/**
 * The shared payload schema; for bank 037 its two terms become required confirmations, the rule
 * the server applies, so the screen says so before sending.
 */
export function bankAccountFormSchema(bankCode: string | null) {
  const terms = bankCode === BAGI_BANK_CODE ? confirmationField : z.boolean();
  return bankAccountBodySchema.extend({ has_agree_account_terms: terms, has_agree_savings_terms: terms });
}

export const bankAccountResolver = (bankCode: string | null) => zodResolver(bankAccountFormSchema(bankCode));
