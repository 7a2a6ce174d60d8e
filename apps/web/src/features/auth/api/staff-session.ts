import { logoutReplySchema, refreshReplySchema } from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/auth/refresh: a new access token for the live staff session. */
export function refreshStaffToken() {
  return apiRequest('GET', '/v1/auth/refresh', { schema: refreshReplySchema });
}

/** POST /v1/auth/logout: the session ends on the server too (kept alive if the page goes away). */
export function logoutStaff() {
  return apiRequest('POST', '/v1/auth/logout', { schema: logoutReplySchema, keepalive: true });
}
