import type { EmploymentBody, NikCheckBody, PersonalBody } from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

/** PUT /v2/kyc/customer/platform/{customerId}: step 1, personal data. */
export function savePersonal(customerId: string, body: PersonalBody) {
  return apiRequest('PUT', `/v2/kyc/customer/platform/${encodeURIComponent(customerId)}`, {
    body,
    schema: () => replies().then((m) => m.stepReplySchema),
  });
}

/** PUT /v2/kyc/customer/{customerId}: step 2, work data and the identity address. */
export function saveEmployment(customerId: string, body: EmploymentBody) {
  return apiRequest('PUT', `/v2/kyc/customer/${encodeURIComponent(customerId)}`, {
    body,
    schema: () => replies().then((m) => m.stepReplySchema),
  });
}

/** POST /v2/kyc/nik/check: the NIK's regions and any disagreement with what was entered. */
export async function checkNik(body: NikCheckBody) {
  const reply = await apiRequest('POST', '/v2/kyc/nik/check', {
    body,
    schema: () => replies().then((m) => m.nikCheckReplySchema),
  });
  return reply.data;
}
