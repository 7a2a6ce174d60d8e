import { type StaffLoginBody, staffLoginResultSchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/auth: the staff login (docs/product/back-office.md § Calls). No location lookup: the server records what it
 * sees. Answers a session, or the second factor's challenge (enrol one, or give one).
 */
export function staffLogin(body: StaffLoginBody) {
  return apiRequest('POST', '/v1/auth', { body, schema: staffLoginResultSchema, auth: false });
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}
