import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const captchaChallengeKey = ['captcha', 'challenge'] as const;

/** GET /v2/captcha/challenge: a fresh single-use bot challenge, or provider 'off'. */
export function fetchCaptchaChallenge() {
  return apiRequest('GET', '/v2/captcha/challenge', {
    schema: () => import('./login-schemas').then((m) => m.captchaChallengeReplySchema),
    auth: false,
  });
}

/** Never cached: each login attempt spends its challenge, so each one needs a new one. */
export function useCaptchaChallenge() {
  return useQuery({
    queryKey: captchaChallengeKey,
    queryFn: fetchCaptchaChallenge,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
