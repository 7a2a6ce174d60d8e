import { apiRequest } from '../../../lib/api-client';

/** The reply's schema arrives while the request runs, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

/** GET /v2/user/refresh: a fresh short-lived access token for the current session. */
export async function refreshToken(): Promise<string> {
  const reply = await apiRequest('GET', '/v2/user/refresh', {
    schema: () => replySchemas().then((m) => m.refreshReplySchema),
  });
  return reply.token;
}
