import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { MSG } from '../messages';
import { emailField, phoneField, strongPasswordField } from './common';

export const profileReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    email: z.string(),
    phone_number: z.string(),
    username: z.string(),
    fullname: z.string(),
    photo: z.string().nullable(),
  }),
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

export const changeEmailBodySchema = z.object({
  email: emailField(MSG.profileEmailFormat, MSG.profileEmailFormat),
});
export const changePhoneBodySchema = z.object({
  phone_number: phoneField,
});
export const updateProfileBodySchema = z.union([changeEmailBodySchema, changePhoneBodySchema]);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  password: z.string().min(1, MSG.profileOldPasswordRequired).max(PASSWORD_MAX),
  new_password: strongPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordFormSchema = z
  .object({
    password: z.string().min(1, MSG.profileOldPasswordRequired),
    new_password: z.string().min(1, MSG.profileNewPasswordRequired).pipe(strongPasswordField),
    repeat_password: z.string().min(1, MSG.profileRepeatPasswordRequired),
  })
  .refine((v) => v.new_password === v.repeat_password, {
    path: ['repeat_password'],
    message: MSG.profilePasswordMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** GET /v1/user/get/kyc (spec 000 §3: personal_data and work). */
export const kycViewReplySchema = z.object({
  status_code: z.string(),
  data: z
    .object({
      personal_data: z.object({
        full_name: z.string(),
        address: z.string(),
        identity_owner: z.string(),
        phone_number: z.string(),
      }),
      work: z.object({ job: z.string() }),
    })
    .nullable(),
});
export type KycViewReply = z.infer<typeof kycViewReplySchema>;
