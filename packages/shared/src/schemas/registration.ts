import { FULLNAME_MAX, PASSWORD_MAX, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import {
  apiErrorSchema,
  emailField,
  lettersField,
  otpField,
  phoneField,
  phoneLookupField,
  strongPasswordField,
} from './common';

/** Letters and spaces only, as on the KYC personal step: the name is put into the activation e-mail. */
export const fullnameField = lettersField(
  FULLNAME_MAX,
  MSG.fullnameRequired,
  MSG.fullnameMax,
  MSG.fullnameLetters,
);

export const usernameField = z
  .string({ error: MSG.usernameRequired })
  .min(1, MSG.usernameRequired)
  .regex(/^\S*$/, MSG.usernameNoSpace)
  .min(USERNAME_MIN, MSG.usernameMin)
  .max(USERNAME_MAX, MSG.usernameMax);

export const registerBodySchema = z.object({
  fullname: fullnameField,
  email: emailField(),
  username: usernameField,
  phonenumber: phoneField,
  // The same rules as a reset or a change (docs/product/customer-area.md § Rules "New password"); the server also refuses
  // the most common passwords.
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).pipe(strongPasswordField),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerFormSchema = registerBodySchema
  .extend({
    confirm_password: z
      .string({ error: MSG.confirmPasswordRequired })
      .min(1, MSG.confirmPasswordRequired)
      .min(8, MSG.passwordMin)
      .max(PASSWORD_MAX, MSG.passwordMin),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG.passwordMismatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const registerReplySchema = z.object({
  status_code: z.string(),
  phonenumber: z.string(),
  token: z.string(),
  otp_expires_in: z.number(),
  resend_in: z.number(),
  /**
   * True when these details belong to a registration left at its SMS code: no new account, the
   * verification continues with a new token (the code already sent still works; decision 0088).
   */
  resumed: z.boolean().optional(),
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

export const registerCheckBodySchema = z
  .object({
    username: z
      .string()
      .max(USERNAME_MAX + 20)
      .optional(),
    email: z.string().max(254).optional(),
    phonenumber: phoneLookupField.optional(),
  })
  .refine((v) => [v.username, v.email, v.phonenumber].filter((x) => x !== undefined).length === 1, {
    message: MSG.invalidInput,
  });
export type RegisterCheckBody = z.infer<typeof registerCheckBodySchema>;

export const otpVerifyBodySchema = z.object({
  phonenumber: phoneLookupField,
  otp: otpField,
  email: z.string().max(254),
  token: z.string().max(200),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

export const otpResendBodySchema = z.object({
  email: z.string().max(254),
  phonenumber: phoneLookupField,
  token: z.string().max(200),
});
export type OtpResendBody = z.infer<typeof otpResendBodySchema>;

export const otpResendReplySchema = z.object({ status_code: z.string(), resend_in: z.number() });

export const otpFormSchema = z.object({ otp: otpField });

export const resendEmailBodySchema = z.object({
  email: emailField(MSG.activationEmailRequired, MSG.activationEmailFormat),
});
export type ResendEmailBody = z.infer<typeof resendEmailBodySchema>;

export const verifyEmailReplySchema = z.object({ data: z.object({ status_code: z.string() }) });

/** POST /v2/user/register/check and /verify/otp: '00' and, for the OTP, the text of the verified state. */
export const registerOkReplySchema = z.object({ status_code: z.string(), message: z.string().optional() });

/** POST /v2/user/register/resend/email: 200 (link sent) or 202 (already active), with the text to show. */
export const resendEmailReplySchema = z.object({ status_code: z.number(), message: z.string() });
export type ResendEmailReply = z.infer<typeof resendEmailReplySchema>;

/**
 * A registration left at its SMS code, as a login with its password answers it (409, code 1003):
 * what the OTP screen needs to continue the verification (decision 0088).
 */
export const pendingRegistrationSchema = z.object({
  email: z.string(),
  phonenumber: z.string(),
  token: z.string(),
  otp_expires_in: z.number(),
  resend_in: z.number(),
});
export type PendingRegistrationReply = z.infer<typeof pendingRegistrationSchema>;

/** POST /v2/user/auth's 409: the error with the registration to continue. */
export const loginPendingOtpReplySchema = apiErrorSchema.extend({ registration: pendingRegistrationSchema });
