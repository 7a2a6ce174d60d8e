/**
 * ALTCHA proof-of-work challenge (self-hosted). Replays of a solved challenge are refused while
 * the challenge is still valid.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BotChallenge } from './captcha';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export class AltchaChallenge implements BotChallenge {
  readonly provider = 'altcha' as const;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly hmacKey: string,
    private readonly cost: number,
  ) {}

  createChallenge() {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.cost,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  async verify(payload: string | undefined): Promise<boolean> {
    if (!payload || payload.length > 8192) return false;
    let decoded: { challenge?: unknown; solution?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!decoded.challenge || !decoded.solution) return false;
    this.forgetExpired();
    const key = JSON.stringify(decoded.challenge);
    if (this.used.has(key)) return false;
    const result = await verifySolution({
      challenge: decoded.challenge as Parameters<typeof verifySolution>[0]['challenge'],
      solution: decoded.solution as Parameters<typeof verifySolution>[0]['solution'],
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
    });
    if (!result.verified) return false;
    this.used.set(key, Date.now() + CHALLENGE_TTL_SECONDS * 1000);
    return true;
  }

  private forgetExpired() {
    const now = Date.now();
    for (const [k, until] of this.used) if (until < now) this.used.delete(k);
  }
}
