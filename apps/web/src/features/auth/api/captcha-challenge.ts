import type { CaptchaStrength } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const captchaChallengeKey = ['captcha', 'challenge'] as const;

/**
 * GET /v2/captcha/challenge: a fresh single-use bot challenge, or provider 'off'. 'hard' is the
 * costlier one a staff login needs after a failed attempt (decision 0108).
 */
export function fetchCaptchaChallenge(strength: CaptchaStrength = 'normal') {
  const query = strength === 'hard' ? '?strength=hard' : '';
  return apiRequest('GET', `/v2/captcha/challenge${query}`, {
    schema: () => import('./login-schemas').then((m) => m.captchaChallengeReplySchema),
    auth: false,
  });
}

/** Never cached: each login attempt spends its challenge, so each one needs a new one. */
export function useCaptchaChallenge(strength: CaptchaStrength = 'normal') {
  return useQuery({
    queryKey: [...captchaChallengeKey, strength],
    queryFn: () => fetchCaptchaChallenge(strength),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
