import { z } from 'zod';
import { FULLNAME_MAX, PASSWORD_MAX, PHONE_MAX, PHONE_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { MSG } from '../messages';
import { emailField, otpField, passwordField } from './common';

export const fullnameField = z
  .string({ error: MSG.fullnameRequired })
  .trim()
  .min(1, MSG.fullnameRequired)
  .max(FULLNAME_MAX, MSG.fullnameMax);

export const usernameField = z
  .string({ error: MSG.usernameRequired })
  .min(1, MSG.usernameRequired)
  .regex(/^\S*$/, MSG.usernameNoSpace)
  .min(USERNAME_MIN, MSG.usernameMin)
  .max(USERNAME_MAX, MSG.usernameMax);

/** Digits only, 10 to 14 (spec 000 §5); mobile numbers start with 08 (DESIGN §7). */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .min(1, MSG.phoneRequired)
  .regex(/^\d+$/, MSG.phoneDigits)
  .min(PHONE_MIN, MSG.phoneMin)
  .max(PHONE_MAX, MSG.phoneMax)
  .regex(/^08/, MSG.phoneMobile);

export const registerBodySchema = z.object({
  fullname: fullnameField,
  email: emailField(),
  username: usernameField,
  phonenumber: phoneField,
  password: passwordField,
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
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

export const registerCheckBodySchema = z
  .object({
    username: z
      .string()
      .max(USERNAME_MAX + 20)
      .optional(),
    email: z.string().max(254).optional(),
    phonenumber: z.string().max(20).optional(),
  })
  .refine((v) => [v.username, v.email, v.phonenumber].filter((x) => x !== undefined).length === 1, {
    message: MSG.invalidInput,
  });
export type RegisterCheckBody = z.infer<typeof registerCheckBodySchema>;

export const otpVerifyBodySchema = z.object({
  phonenumber: z.string().max(20),
  otp: otpField,
  email: z.string().max(254),
  token: z.string().max(200),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

export const otpResendBodySchema = z.object({
  email: z.string().max(254),
  phonenumber: z.string().max(20),
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
