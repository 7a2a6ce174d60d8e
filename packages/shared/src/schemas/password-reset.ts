import { MSG } from '../messages';
import { z } from '../zod';
import { emailField, otpField, strongPasswordField } from './common';

export const forgotBodySchema = z.object({
  email: emailField(MSG.forgotEmailRequired, MSG.forgotEmailFormat),
});
export type ForgotBody = z.infer<typeof forgotBodySchema>;

export const forgotReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  resend_in: z.number(),
});

export const verifyForgotBodySchema = z.object({ email: z.string().max(254), otp: otpField });
export type VerifyForgotBody = z.infer<typeof verifyForgotBodySchema>;
export const verifyForgotReplySchema = z.object({ status_code: z.string(), validate_token: z.string() });

export const resendForgotBodySchema = z.object({ email: z.string().max(254) });
export const resendForgotReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  resend_in: z.number(),
});

export const resetPasswordBodySchema = z
  .object({
    new_password: strongPasswordField,
    confirm_password: z.string().max(128),
    token: z.string().max(200),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG.newPasswordMismatch,
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const newPasswordFormSchema = z
  .object({ new_password: strongPasswordField, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG.newPasswordMismatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
