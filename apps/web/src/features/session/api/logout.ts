import { apiRequest } from '../../../lib/api-client';

/** The reply's schema arrives while the request runs, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

/**
 * POST /v2/user/logout: revokes the server-side session. Best effort: the browser forgets the
 * session whatever the answer, so a network failure must never keep the customer signed in.
 * The token is read as the call starts, so the caller may clear the session right after it.
 */
export async function logout(options: { keepalive?: boolean } = {}): Promise<void> {
  try {
    await apiRequest('POST', '/v2/user/logout', {
      schema: () => replySchemas().then((m) => m.okReplySchema),
      keepalive: options.keepalive,
    });
  } catch {
    // Ignored on purpose (see above).
  }
}
