/**
 * A solved bot challenge is accepted once across instances that share Redis (decision 0077): two
 * ALTCHA verifiers, as two API instances hold them, with the machine's Redis between them. When
 * Redis cannot be reached, each instance still refuses replays it has seen itself.
 */
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { AltchaChallenge } from './altcha';
import { RedisReplayGuard } from './replay-guard';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HMAC_KEY = randomBytes(32).toString('hex');
const log = pino({ level: 'silent' });

/** What the browser's widget sends after solving `challenge`. */
async function solved(verifier: AltchaChallenge) {
  const challenge = (await verifier.createChallenge()) as { parameters: unknown; signature: unknown };
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

describe('the bot challenge’s replay guard across instances', () => {
  const clients: Redis[] = [];
  /** An instance's verifier; instances made with the same prefix share what was used. */
  const instance = (prefix: string, url = REDIS_URL) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 500 });
    redis.on('error', () => {});
    clients.push(redis);
    return new AltchaChallenge(HMAC_KEY, 50, new RedisReplayGuard(redis, log, prefix));
  };
  const freshPrefix = () => `kilau-replay-test:${randomBytes(4).toString('hex')}:`;
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  it('accepts a solved challenge on one instance and refuses it on the other', async () => {
    const prefix = freshPrefix();
    const [a, b] = [instance(prefix), instance(prefix)];
    const payload = await solved(a);
    expect(await a.verify(payload)).toBe('normal');
    expect(await b.verify(payload)).toBe(false);
    expect(await a.verify(payload)).toBe(false);

    // Sent to both at the same moment: exactly one login gets through.
    const twice = await solved(b);
    expect((await Promise.all([a.verify(twice), b.verify(twice)])).filter(Boolean)).toHaveLength(1);
  });

  it('gives back the claim of a wrong solution, so the right one still counts', async () => {
    const a = instance(freshPrefix());
    const payload = await solved(a);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const wrong = Buffer.from(
      JSON.stringify({
        ...decoded,
        solution: { ...decoded.solution, counter: decoded.solution.counter + 1 },
      }),
    ).toString('base64');
    expect(await a.verify(wrong)).toBe(false);
    expect(await a.verify(payload)).toBe('normal');
  });

  it('falls back to the instance’s own memory while Redis cannot be reached', async () => {
    const offline = instance(freshPrefix(), 'redis://127.0.0.1:1');
    const payload = await solved(offline);
    expect(await offline.verify(payload)).toBe('normal');
    expect(await offline.verify(payload)).toBe(false);
  });
});
