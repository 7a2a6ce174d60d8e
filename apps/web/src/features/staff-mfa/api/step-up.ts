/**
 * The step-up calls (staff session): a TOTP or recovery code, or a passkey, renews the window in
 * which decisions go through without asking again. The step-up dialog uses them.
 */
import {
  type MfaCodeBody,
  type passkeyResponseBodySchema,
  staffSecurityReplySchema,
  stepUpReplySchema,
  webauthnOptionsReplySchema,
} from '@kilau/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/staff/step-up {method, code} */
export function stepUpWithCode(body: MfaCodeBody) {
  return apiRequest('POST', '/v1/staff/step-up', { body, schema: stepUpReplySchema });
}

/** POST /v1/staff/step-up/passkey/options, then the signed challenge to …/verify. */
export function stepUpPasskeyOptions() {
  return apiRequest('POST', '/v1/staff/step-up/passkey/options', { schema: webauthnOptionsReplySchema });
}
export function stepUpPasskeyVerify(body: z.input<typeof passkeyResponseBodySchema>) {
  return apiRequest('POST', '/v1/staff/step-up/passkey/verify', { body, schema: stepUpReplySchema });
}

/** GET /v1/staff/security: the account's factors ('Keamanan akun'; the dialog asks for its passkeys). */
export const staffSecurityKey = ['staff-security'] as const;
export function fetchStaffSecurity() {
  return apiRequest('GET', '/v1/staff/security', { schema: staffSecurityReplySchema }).then((r) => r.data);
}
