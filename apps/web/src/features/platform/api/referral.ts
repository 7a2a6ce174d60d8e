import { MSG, SC } from '@kilau/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

export type PromoterCheck =
  | { ok: true; code: string }
  /** `final`: the server's verdict on this code (not found, wrong length); a retry will not change it. */
  | { ok: false; code: string; message: string; final: boolean };

/** POST /v2/kyc/customer/referral: is this promoter code known? (docs/product/customer-area.md § Rules, Messages) */
export async function checkPromoterCode(code: string): Promise<PromoterCheck> {
  try {
    const reply = await apiRequest('POST', '/v2/kyc/customer/referral', {
      body: { referral_code: code },
      schema: () => replies().then((m) => m.referralReplySchema),
    });
    return { ok: true, code: reply.referral_code || code };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.httpStatus === 422) return { ok: false, code, message: MSG.promoterCodeLength, final: true };
      if (error.is(SC.referralNotFound)) return { ok: false, code, message: error.messageId, final: true };
      return { ok: false, code, message: error.messageId, final: false };
    }
    return { ok: false, code, message: MSG.technicalProblem, final: false };
  }
}
