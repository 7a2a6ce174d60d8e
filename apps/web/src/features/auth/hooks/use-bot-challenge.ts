/**
 * The login's bot challenge (architecture.md §1): holds the solved ALTCHA payload and hands it out once.
 * Each login attempt spends its challenge on the server, so taking a key fetches a new one.
 */
import { type CaptchaStrength, MSG } from '@kilau/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCaptchaChallenge } from '../api/captcha-challenge';

/**
 * A solve takes ~1–5 s on a phone, the hard one ten times that; past this the login reports the
 * challenge as failed.
 */
const SOLVE_TIMEOUT_MS: Record<CaptchaStrength, number> = { normal: 60_000, hard: 180_000 };

export function useBotChallenge(strength: CaptchaStrength = 'normal') {
  const query = useCaptchaChallenge(strength);
  const { refetch } = query;
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const payload = useRef<string | null>(null);
  const waiters = useRef(new Set<(payload: string) => void>());
  /** True while the current challenge waits for its solve (for a "please wait" note). */
  const [solving, setSolving] = useState(false);

  const onSolved = useCallback((solved: string) => {
    payload.current = solved;
    setSolving(false);
    for (const wake of waiters.current) wake(solved);
    waiters.current.clear();
  }, []);

  // A payload solved for the other strength is not kept: the next login needs this one's.
  const challengeData = query.data;
  useEffect(() => {
    payload.current = null;
    setSolving(challengeData?.provider === 'altcha');
  }, [challengeData]);

  /** A new challenge (after an expiry, or after a payload was used). */
  const renew = useCallback(() => {
    payload.current = null;
    void refetch();
  }, [refetch]);

  /** The clientCaptchaKey for one login: undefined when the provider is off; waits for a solve. */
  const takeKey = useCallback(async (): Promise<string | undefined> => {
    let data = latest.current.data;
    if (!data || latest.current.isError) {
      const result = await refetch();
      if (!result.data) throw result.error ?? new ApiError(0, 'network', MSG.networkError);
      data = result.data;
    }
    if (data.provider === 'off') return undefined;
    const key = payload.current ?? (await waitForSolve(waiters.current, SOLVE_TIMEOUT_MS[strength]));
    renew();
    return key;
  }, [refetch, renew, strength]);

  return {
    provider: query.data?.provider,
    solving,
    challenge: query.data?.provider === 'altcha' ? query.data.challenge : undefined,
    onSolved,
    renew,
    takeKey,
  };
}

export type BotChallengeController = ReturnType<typeof useBotChallenge>;

function waitForSolve(waiters: Set<(payload: string) => void>, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = (solved: string) => {
      clearTimeout(timer);
      resolve(solved);
    };
    const timer = setTimeout(() => {
      waiters.delete(done);
      reject(new ApiError(400, 2024, MSG.loginCaptchaFailed));
    }, timeoutMs);
    waiters.add(done);
  });
}
