import { EMAIL_MAX, PASSWORD_MAX, USERNAME_MAX } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import { passwordField, phoneLookupField } from './common';

/** The identifier fields: exactly one of them is sent (docs/product/customer-area.md § Records and fields). */
const identifierFields = {
  email: z.string().trim().min(1).max(EMAIL_MAX).optional(),
  phonenumber: phoneLookupField.optional(),
  username: z
    .string()
    .trim()
    .min(1)
    .max(USERNAME_MAX + 20)
    .optional(),
};

const exactlyOneIdentifier = (v: { email?: string; phonenumber?: string; username?: string }) =>
  [v.email, v.phonenumber, v.username].filter((x) => x !== undefined).length === 1;

export const checkUserBodySchema = z
  .object(identifierFields)
  .refine(exactlyOneIdentifier, { message: MSG.loginIdentifierRequired });
export type CheckUserBody = z.infer<typeof checkUserBodySchema>;

export const checkUserReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ data: z.object({ is_status: z.boolean() }) }),
});

export const loginBodySchema = z
  .object({
    ...identifierFields,
    password: z.string().min(1).max(PASSWORD_MAX),
    clientCaptchaKey: z.string().max(4096).optional(),
  })
  .refine(exactlyOneIdentifier, { message: MSG.loginIdentifierRequired });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginReplySchema = z.object({
  status: z.string(),
  status_code: z.string(),
  token: z.string(),
  role: z.number().nullable(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const refreshReplySchema = z.object({ status_code: z.string(), token: z.string() });

/** The login form (docs/product/customer-area.md § Rules "Customer login"). */
export const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, MSG.loginIdentifierRequired),
  password: passwordField,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** 'hard': the costlier challenge a staff login needs after failures (decision 0108). */
export const captchaChallengeQuerySchema = z.object({
  strength: z.enum(['normal', 'hard']).optional(),
});
export type CaptchaStrength = NonNullable<z.infer<typeof captchaChallengeQuerySchema>['strength']>;

export const captchaChallengeReplySchema = z.object({
  provider: z.enum(['altcha', 'off']),
  challenge: z.unknown().optional(),
});

/** Login, 403: the e-mail is not activated yet; `status: 'new'` lets the screen offer a new link. */
export const loginNotActiveReplySchema = z.object({
  status: z.literal('new'),
  status_code: z.union([z.string(), z.number()]),
  err_message: z.string(),
  err_message_id: z.string(),
});
export type LoginNotActiveReply = z.infer<typeof loginNotActiveReplySchema>;

/** POST /v2/user/logout. */
export const logoutReplySchema = z.object({ status_code: z.string(), message: z.string().optional() });
