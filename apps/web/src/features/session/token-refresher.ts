import { ApiError } from '../../lib/api-client';

/** A failed refresh other than 401 (network, 5xx) is tried once more after this pause. */
export const REFRESH_RETRY_DELAY_MS = 5_000;

export interface TokenRefresher {
  stop(): void;
}

/**
 * Renews the customer's access token every `intervalMs` (docs/product/customer-area.md § States: 150 s), the first time
 * sooner when the token is already old (`firstDelayMs`). A 401 ends the
 * session at once; any other failure is retried once, and a second failure ends it too.
 */
export function startTokenRefresher(options: {
  intervalMs: number;
  /**
   * The wait before the first refresh (token-age.ts: at once for a token past half its life);
   * `intervalMs` when not given. Later refreshes follow every `intervalMs`, whatever the clocks
   * say, so a browser clock running ahead can never turn this into a loop.
   */
  firstDelayMs?: number;
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  onFailure: () => void;
  retryDelayMs?: number;
}): TokenRefresher {
  const { intervalMs, refresh, onToken, onFailure, retryDelayMs = REFRESH_RETRY_DELAY_MS } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number, retried: boolean) => {
    timer = setTimeout(() => void attempt(retried), delay);
  };

  async function attempt(retried: boolean) {
    try {
      const token = await refresh();
      if (stopped) return;
      onToken(token);
      schedule(intervalMs, false);
    } catch (error) {
      if (stopped) return;
      const dead = error instanceof ApiError && error.httpStatus === 401;
      if (dead || retried) {
        stopped = true;
        onFailure();
      } else {
        schedule(retryDelayMs, true);
      }
    }
  }

  schedule(options.firstDelayMs ?? intervalMs, false);
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
