import { PASSWORD_MAX } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import { emailField, otpField, phoneField, strongPasswordField } from './common';

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

/** The account's current password: proof that whoever holds the session knows it. */
const currentPasswordField = z
  .string({ error: MSG.profileCurrentPasswordRequired })
  .min(1, MSG.profileCurrentPasswordRequired)
  .max(PASSWORD_MAX);
const newEmailField = emailField(MSG.profileEmailFormat, MSG.profileEmailFormat);

/** The e-mail side panel's form (and one shape of PUT /v1/user/profile). */
export const changeEmailBodySchema = z.object({ email: newEmailField, password: currentPasswordField });
/** The phone side panel's form (and the other shape of PUT /v1/user/profile). */
export const changePhoneBodySchema = z.object({ phone_number: phoneField, password: currentPasswordField });

/**
 * PUT /v1/user/profile: one contact per call, with the current password. A body naming both the
 * e-mail and the phone is refused with a clear message instead of quietly dropping one.
 */
export const updateProfileBodySchema = z
  .object({
    email: newEmailField.optional(),
    phone_number: phoneField.optional(),
    password: currentPasswordField,
  })
  .refine((v) => (v.email === undefined) !== (v.phone_number === undefined), {
    message: MSG.profileOneContactAtATime,
    path: ['phone_number'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * PUT /v1/user/profile answers '00' once the proof is on its way: nothing has changed yet. For a
 * phone, `change_id` names the change the SMS code confirms.
 */
export const contactChangeReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  field: z.enum(['email', 'phone_number']),
  /** The new value, as it will be stored (normalised). */
  value: z.string(),
  change_id: z.string().nullable(),
  /** Seconds until the link or the code stops working. */
  expires_in: z.number().int(),
  /** Seconds before a new SMS code may be asked (phone only; 0 for e-mail). */
  resend_in: z.number().int(),
});
export type ContactChangeReply = z.infer<typeof contactChangeReplySchema>;

/** POST /v1/user/profile/phone/verify: the SMS code sent to the new number. */
export const verifyPhoneChangeBodySchema = z.object({ change_id: z.uuid(), otp: otpField });
export type VerifyPhoneChangeBody = z.infer<typeof verifyPhoneChangeBodySchema>;
/** POST /v1/user/profile/phone/resend: a new code for the same change. */
export const resendPhoneChangeBodySchema = z.object({ change_id: z.uuid() });
/** POST /v1/user/profile/email/confirm: the token from the link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;

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

/** GET /v1/user/get/kyc (docs/product/customer-area.md § Records and fields: personal_data and work). */
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
