/**
 * The bot challenge on logins (architecture.md §1): ALTCHA proof-of-work, self-hosted, by default.
 * CAPTCHA_PROVIDER=off disables it for automated tests against a running server (with a warning).
 */
/**
 * 'hard' is the challenge a staff account under a back-off hold needs (decision 0108): the same
 * proof of work, HARD_CHALLENGE_FACTOR times the cost.
 */
export type ChallengeStrength = 'normal' | 'hard';
export const HARD_CHALLENGE_FACTOR = 10;

export interface BotChallenge {
  readonly provider: 'altcha' | 'off';
  /** The challenge the widget solves; null when the provider needs none. */
  createChallenge(strength?: ChallengeStrength): Promise<unknown>;
  /**
   * Which strength the payload proves for that action (false when it proves none); a payload is
   * accepted once. With no provider every payload counts as 'hard'.
   */
  verify(payload: string | undefined, action: string): Promise<ChallengeStrength | false>;
  /** Lets go of what it holds (a Redis connection) when the app closes. */
  close?(): Promise<void>;
}

export class NoBotChallenge implements BotChallenge {
  readonly provider = 'off' as const;
  async createChallenge() {
    return null;
  }
  async verify(): Promise<ChallengeStrength> {
    return 'hard';
  }
}
