/**
 * The KYC record's free-text fields, each rule written once (architecture.md §3.2, §7): the
 * onboarding steps' schemas (schemas/onboarding.ts) and a data correction that writes the same
 * field (schemas/data-rights.ts, decision 0122) both use these, so a value the onboarding would
 * refuse cannot reach the record through a correction either.
 */
import { MSG } from '../messages';
import {
  ADDRESS_CHARS,
  ADDRESS_MAX,
  BANK_FORM_FULLNAME_MAX,
  isCalendarDate,
  KTP_LENGTH,
  KYC_FULLNAME_MAX,
  MOTHERS_NAME_MAX,
  PLACE_OF_BIRTH_MAX,
  todayWib,
} from '../onboarding/limits';
import { z } from '../zod';
import { lettersField } from './common';

export const dateField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDate, MSG.dateInvalidFormat);

/** A calendar date, not after today in WIB. */
export const birthDateField = dateField(MSG.birthDateRequired).refine(
  (v) => v <= todayWib(),
  MSG.birthDateFuture,
);

/** Exactly 16 digits (architecture.md §5); the NIK's structure is checked by the server. */
export const ktpNoField = z
  .string({ error: MSG.ktpNoRequired })
  .trim()
  .min(1, MSG.ktpNoRequired)
  .regex(/^\d*$/, MSG.ktpNoDigits)
  .min(KTP_LENGTH, MSG.ktpNoMin)
  .max(KTP_LENGTH, MSG.ktpNoMax);

/** Every address of the record: the KTP street, the emergency contact's, the building's (decision 0125). */
export const addressField = z
  .string({ error: MSG.addressRequired })
  .trim()
  .min(1, MSG.addressRequired)
  .max(ADDRESS_MAX, MSG.addressMax)
  .regex(ADDRESS_CHARS, MSG.addressChars);

/** The participant's name on the personal step (the record's `fullname`). */
export const kycFullnameField = lettersField(
  KYC_FULLNAME_MAX,
  MSG.fullnameRequired,
  MSG.fullnameMax,
  MSG.fullnameLetters,
);

export const mothersNameField = lettersField(
  MOTHERS_NAME_MAX,
  MSG.mothersNameRequired,
  MSG.mothersNameMax,
  MSG.mothersNameLetters,
);

export const placeOfBirthField = lettersField(
  PLACE_OF_BIRTH_MAX,
  MSG.placeOfBirthRequired,
  MSG.placeOfBirthMax,
  MSG.placeOfBirthLetters,
);

/**
 * The full name as the bank registration form takes it (docs/product/onboarding.md § Rules: at most 40, letters). The
 * server checks the account's own name by it when the form leaves the name out (decision 0135).
 */
export const bankFormFullnameField = lettersField(
  BANK_FORM_FULLNAME_MAX,
  MSG.fullnameRequired,
  MSG.fullnameMax40,
  MSG.fullnameLetters,
);

/** The name on the participant's bank account, as the CIMB registration asks it. */
export const bankAccountNameField = lettersField(
  BANK_FORM_FULLNAME_MAX,
  MSG.accountNameRequired,
  MSG.accountNameMax,
  MSG.fullnameLetters,
);
