import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from '../constants';
import { normalizePhone } from '../identity';
import { MSG } from '../messages';
import { z } from '../zod';

/** The one error shape of the API (architecture.md §4). */
export const apiErrorSchema = z.object({
  status_code: z.union([z.string(), z.number()]),
  err_message: z.string(),
  err_message_id: z.string(),
  error: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A plain success reply with a status code and an optional message. */
export const okReplySchema = z.object({
  status_code: z.union([z.string(), z.number()]),
  message: z.string().optional(),
});

export const emailField = (required: string = MSG.emailRequired, format: string = MSG.emailFormat) =>
  z.string({ error: required }).trim().min(1, required).max(EMAIL_MAX, format).pipe(z.email(format));

/** Login-strength check only: the required and minimum-length rules of docs/product/customer-area.md § Rules. */
export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMin);

/** The four rules of a new password (docs/product/customer-area.md § Rules "New password"). */
export const strongPasswordField = z
  .string({ error: MSG.newPasswordMin })
  .min(PASSWORD_MIN, MSG.newPasswordMin)
  .max(PASSWORD_MAX, MSG.newPasswordMin)
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v), MSG.newPasswordCase)
  .refine((v) => /\d/.test(v) && /[^A-Za-z0-9]/.test(v), MSG.newPasswordDigitSymbol);

export const otpField = z
  .string({ error: MSG.otpRequired })
  .min(1, MSG.otpRequired)
  .regex(/^\d{6}$/, MSG.otpDigits);

/** Digits, optionally after a leading + (as in +62 812…): what a phone field accepts as typed. */
const PHONE_AS_TYPED = /^\+?\d+$/;

/**
 * A customer's own mobile number (registration, profile): typed as 08…, 628… or +628…, and
 * handed to the route and the form as 08… (architecture.md §7). Limits apply to the number as stored.
 */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .regex(PHONE_AS_TYPED, MSG.phoneDigits)
  .transform(normalizePhone)
  .pipe(z.string().min(PHONE_MIN, MSG.phoneMin).max(PHONE_MAX, MSG.phoneMax).regex(/^08/, MSG.phoneMobile));

/**
 * A phone number used to find an account (login, checkUser, the registration steps): normalised the
 * same way, never validated further, so a malformed number simply matches nobody.
 */
export const phoneLookupField = z.string().trim().min(1).max(20).transform(normalizePhone);

/**
 * Any phone number a customer gives for someone else (the emergency contact): landlines too, so
 * only the digit count is checked, on the number as stored (+62 / 62 become 0).
 */
export const contactPhoneField = (min: number, max: number, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(PHONE_AS_TYPED, invalid)
    .transform(normalizePhone)
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), invalid));

/**
 * Names: letters and spaces only (docs/product/onboarding.md; architecture.md §7), runs of spaces made one. The same rule for
 * every name a customer types, the registration's included: a name is printed on forms and mailed,
 * so it must never carry a link or markup.
 */
export const lettersField = (max: number, required: string, tooLong: string, letters: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(/^[A-Za-z ]+$/, letters)
    .transform((v) => v.replace(/\s+/g, ' '));
