import { type BankRegistrationBody, type CimbRegistrationBody, MSG, ONBOARDING_SC } from '@kilau/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

/** POST /v2/kyc/customer/platform: the bank registration (creates the record, state open). */
export function registerWithBank(body: BankRegistrationBody) {
  return apiRequest('POST', '/v2/kyc/customer/platform', {
    body,
    schema: () => replies().then((m) => m.registrationReplySchema),
  });
}

/** POST /v1/nasabah/cimb: the CIMB Niaga / CIMB Syariah variant. */
export function registerWithCimb(body: CimbRegistrationBody) {
  return apiRequest('POST', '/v1/nasabah/cimb', {
    body,
    schema: () => replies().then((m) => m.registrationReplySchema),
  });
}

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  [ONBOARDING_SC.ktpRegistered]: MSG.ktpAlreadyRegistered,
  [ONBOARDING_SC.accountRegistered]: MSG.accountAlreadyRegistered,
  [ONBOARDING_SC.dataNotRight]: MSG.dataNotRight,
  [ONBOARDING_SC.ktpRejected]: MSG.ktpRejected,
};

/**
 * The text of a failed registration (docs/product/onboarding.md § Messages): 2001, 2002, 9001, 2010 by code; another HTTP
 * 400 its err_message; 422 the first field message; no connection the network text; else
 * 'Kesalahan sistem'.
 */
export function registrationErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return MSG.registrationSystemError;
  const known = CODE_MESSAGES[String(err.statusCode)];
  if (known) return known;
  if (err.httpStatus === 0) return MSG.networkError;
  if (err.httpStatus === 422) return err.fieldErrors[0]?.message ?? err.messageId;
  if (err.httpStatus === 400) {
    const text = err.body.err_message;
    return typeof text === 'string' && text ? text : err.messageId;
  }
  if (err.httpStatus === 429) return err.messageId;
  return MSG.registrationSystemError;
}
