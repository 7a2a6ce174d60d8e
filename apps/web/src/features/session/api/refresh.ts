import { refreshReplySchema } from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /v2/user/refresh: a fresh short-lived access token for the current session. */
export async function refreshToken(): Promise<string> {
  const reply = await apiRequest('GET', '/v2/user/refresh', { schema: refreshReplySchema });
  return reply.token;
}
