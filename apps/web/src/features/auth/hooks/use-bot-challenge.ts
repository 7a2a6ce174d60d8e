/**
 * The login's bot challenge (architecture.md §1): holds the solved ALTCHA payload and hands it out once.
 * Each login attempt spends its challenge on the server, so taking a key fetches a new one.
 */
import { MSG } from '@kilau/shared';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCaptchaChallenge } from '../api/captcha-challenge';

/** A solve takes ~1–5 s on a phone; past this the login reports the challenge as failed. */
const SOLVE_TIMEOUT_MS = 60_000;

export function useBotChallenge() {
  const query = useCaptchaChallenge();
  const { refetch } = query;
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const payload = useRef<string | null>(null);
  const waiters = useRef(new Set<(payload: string) => void>());

  const onSolved = useCallback((solved: string) => {
    payload.current = solved;
    for (const wake of waiters.current) wake(solved);
    waiters.current.clear();
  }, []);

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
    const key = payload.current ?? (await waitForSolve(waiters.current));
    renew();
    return key;
  }, [refetch, renew]);

  return {
    provider: query.data?.provider,
    challenge: query.data?.provider === 'altcha' ? query.data.challenge : undefined,
    onSolved,
    renew,
    takeKey,
  };
}

export type BotChallengeController = ReturnType<typeof useBotChallenge>;

function waitForSolve(waiters: Set<(payload: string) => void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = (solved: string) => {
      clearTimeout(timer);
      resolve(solved);
    };
    const timer = setTimeout(() => {
      waiters.delete(done);
      reject(new ApiError(400, 2024, MSG.loginCaptchaFailed));
    }, SOLVE_TIMEOUT_MS);
    waiters.add(done);
  });
}
