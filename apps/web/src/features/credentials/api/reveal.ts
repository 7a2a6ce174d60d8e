import { type RevealBody, revealReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/credentials/reveal: the password behind a mailed link, once (decision 0090). */
export function revealCredentials(body: RevealBody) {
  return apiRequest('POST', '/v2/credentials/reveal', { body, schema: revealReplySchema });
}

export function useRevealCredentials() {
  return useMutation({ mutationFn: revealCredentials });
}
