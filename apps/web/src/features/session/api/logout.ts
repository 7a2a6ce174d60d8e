import { okReplySchema } from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v2/user/logout: revokes the server-side session. Best effort: the browser forgets the
 * session whatever the answer, so a network failure must never keep the customer signed in.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/v2/user/logout', { schema: okReplySchema });
  } catch {
    // Ignored on purpose (see above).
  }
}
