/**
 * ALTCHA proof-of-work challenge (self-hosted). Replays of a solved challenge are refused while
 * the challenge is still valid, on every instance when the guard is shared (replay-guard.ts).
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type BotChallenge, type ChallengeStrength, HARD_CHALLENGE_FACTOR } from './captcha';
import { MemoryReplayGuard, type ReplayGuard } from './replay-guard';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export class AltchaChallenge implements BotChallenge {
  readonly provider = 'altcha' as const;
  constructor(
    private readonly hmacKey: string,
    private readonly cost: number,
    private readonly replays: ReplayGuard = new MemoryReplayGuard(),
  ) {}

  createChallenge(strength: ChallengeStrength = 'normal') {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: strength === 'hard' ? this.cost * HARD_CHALLENGE_FACTOR : this.cost,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  async verify(payload: string | undefined): Promise<ChallengeStrength | false> {
    if (!payload || payload.length > 8192) return false;
    let decoded: { challenge?: unknown; solution?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!decoded.challenge || !decoded.solution) return false;
    // The replay key is taken from signed values (nonce, salt), not from the JSON text, so a
    // re-encoded copy of a used challenge (keys reordered, spaces added) is still a replay.
    const key = replayKey(decoded.challenge);
    // Claimed before the work is checked: two concurrent requests with one payload must not both pass.
    if (!key || !(await this.replays.claim(key, CHALLENGE_TTL_SECONDS * 1000))) return false;
    const result = await verifySolution({
      challenge: decoded.challenge as Parameters<typeof verifySolution>[0]['challenge'],
      solution: decoded.solution as Parameters<typeof verifySolution>[0]['solution'],
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
    }).catch(() => ({ verified: false }));
    if (!result.verified) {
      await this.replays.release(key);
      return false;
    }
    // The cost is among the signed parameters, so a client cannot claim a harder challenge.
    const cost = (decoded.challenge as { parameters?: { cost?: unknown } }).parameters?.cost;
    return typeof cost === 'number' && cost >= this.cost * HARD_CHALLENGE_FACTOR ? 'hard' : 'normal';
  }

  close(): Promise<void> {
    return this.replays.close();
  }
}

function replayKey(challenge: unknown): string | null {
  const parameters = (challenge as { parameters?: { nonce?: unknown; salt?: unknown } }).parameters;
  if (typeof parameters?.nonce !== 'string' || typeof parameters.salt !== 'string') return null;
  return `${parameters.nonce}:${parameters.salt}`;
}
