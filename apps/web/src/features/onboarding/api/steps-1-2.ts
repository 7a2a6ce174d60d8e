import {
  type EmploymentBody,
  type NikCheckBody,
  nikCheckReplySchema,
  type PersonalBody,
  stepReplySchema,
} from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

/** PUT /v2/kyc/customer/platform/{customerId}: step 1, personal data. */
export function savePersonal(customerId: string, body: PersonalBody) {
  return apiRequest('PUT', `/v2/kyc/customer/platform/${encodeURIComponent(customerId)}`, {
    body,
    schema: stepReplySchema,
  });
}

/** PUT /v2/kyc/customer/{customerId}: step 2, work data and the identity address. */
export function saveEmployment(customerId: string, body: EmploymentBody) {
  return apiRequest('PUT', `/v2/kyc/customer/${encodeURIComponent(customerId)}`, {
    body,
    schema: stepReplySchema,
  });
}

/** POST /v2/kyc/nik/check: the NIK's regions and any disagreement with what was entered. */
export async function checkNik(body: NikCheckBody) {
  const reply = await apiRequest('POST', '/v2/kyc/nik/check', { body, schema: nikCheckReplySchema });
  return reply.data;
}
