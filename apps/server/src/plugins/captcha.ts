/**
 * The bot challenge on logins (architecture.md §1): ALTCHA proof-of-work, self-hosted, by default.
 * CAPTCHA_PROVIDER=off disables it for automated tests against a running server (with a warning).
 */
export interface BotChallenge {
  readonly provider: 'altcha' | 'off';
  /** The challenge the widget solves; null when the provider needs none. */
  createChallenge(): Promise<unknown>;
  /** True when the payload proves the work for that action; a payload is accepted once. */
  verify(payload: string | undefined, action: string): Promise<boolean>;
  /** Lets go of what it holds (a Redis connection) when the app closes. */
  close?(): Promise<void>;
}

export class NoBotChallenge implements BotChallenge {
  readonly provider = 'off' as const;
  async createChallenge() {
    return null;
  }
  async verify() {
    return true;
  }
}
