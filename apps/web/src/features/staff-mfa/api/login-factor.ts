/**
 * The login's second step and the forced enrolment, each sent with the challenge's `mfa_token`
 * (never the password again). None carries a bearer token: the session is what they make.
 */
import {
  type FactorReportBody,
  type MfaLoginVerifyBody,
  type mfaEnrolPasskeyBodySchema,
  type mfaLoginPasskeyBodySchema,
  okReplySchema,
  staffEnrolledLoginReplySchema,
  staffLoginReplySchema,
  totpSetupReplySchema,
  webauthnOptionsReplySchema,
} from '@kilau/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
  apiRequest('POST', path, { body, schema, auth: false });

/** POST /v1/auth/mfa/verify: a TOTP or recovery code completes the login. */
export const verifyMfaLogin = (body: MfaLoginVerifyBody) =>
  post('/v1/auth/mfa/verify', body, staffLoginReplySchema);

/** POST /v1/auth/mfa/passkey/options, then the signed challenge to …/verify. */
export const mfaPasskeyOptions = (mfa_token: string) =>
  post('/v1/auth/mfa/passkey/options', { mfa_token }, webauthnOptionsReplySchema);
export const mfaPasskeyVerify = (body: z.input<typeof mfaLoginPasskeyBodySchema>) =>
  post('/v1/auth/mfa/passkey/verify', body, staffLoginReplySchema);

/** POST /v1/auth/mfa/enrol/totp: a new secret and its QR code, active once confirmed. */
export const enrolTotp = (mfa_token: string) =>
  post('/v1/auth/mfa/enrol/totp', { mfa_token }, totpSetupReplySchema);
export const confirmEnrolTotp = (mfa_token: string, code: string) =>
  post('/v1/auth/mfa/enrol/totp/confirm', { mfa_token, code }, staffEnrolledLoginReplySchema);

/** POST /v1/auth/mfa/enrol/passkey/options, then the new passkey to …/verify. */
export const enrolPasskeyOptions = (mfa_token: string) =>
  post('/v1/auth/mfa/enrol/passkey/options', { mfa_token }, webauthnOptionsReplySchema);
export const enrolPasskeyVerify = (body: z.input<typeof mfaEnrolPasskeyBodySchema>) =>
  post('/v1/auth/mfa/enrol/passkey/verify', body, staffEnrolledLoginReplySchema);

/** POST /v1/auth/mfa/report: 'this was not me' for a factor added, with the mailed link's token (decision 0119). */
export const reportFactor = (body: FactorReportBody) => post('/v1/auth/mfa/report', body, okReplySchema);
