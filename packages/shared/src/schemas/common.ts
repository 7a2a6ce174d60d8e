import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { MSG } from '../messages';

/** The one error shape of the API (DESIGN §4). */
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

/** Login-strength check only: the required and minimum-length rules of spec 000 §5. */
export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMin);

/** The four rules of a new password (spec 000 §5 "New password"). */
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
