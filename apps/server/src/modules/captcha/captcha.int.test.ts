import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** What the widget sends as clientCaptchaKey: base64 of { challenge, solution }. */
async function solvedPayload(challenge: Parameters<typeof solveChallenge>[0]['challenge']) {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  const body = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(body)).toString('base64');
}

describe('bot challenge (altcha)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COST: '50' } });
  });
  afterAll(() => t.close());

  it('hands out a signed, uncacheable challenge', async () => {
    const res = await t.app.inject('/v2/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.provider).toBe('altcha');
    expect(body.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 50 });
    expect(typeof body.challenge.signature).toBe('string');
  });

  it('accepts a challenge solved in Node once and refuses its replay', async () => {
    const { challenge } = (await t.app.inject('/v2/captcha/challenge')).json();
    const payload = await solvedPayload(challenge);
    expect(await t.app.captcha.verify(payload, 'login')).toBe('normal');
    expect(await t.app.captcha.verify(payload, 'login')).toBe(false);
    // The same solution re-encoded (keys reordered) is still a replay.
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const reordered = {
      solution: decoded.solution,
      challenge: { signature: challenge.signature, parameters: challenge.parameters },
    };
    expect(
      await t.app.captcha.verify(Buffer.from(JSON.stringify(reordered)).toString('base64'), 'login'),
    ).toBe(false);
  });

  it('lets only one of two concurrent uses of a payload through', async () => {
    const { challenge } = (await t.app.inject('/v2/captcha/challenge')).json();
    const payload = await solvedPayload(challenge);
    const results = await Promise.all([
      t.app.captcha.verify(payload, 'login'),
      t.app.captcha.verify(payload, 'login'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a tampered solution, a forged challenge and garbage', async () => {
    const { challenge } = (await t.app.inject('/v2/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrong = { challenge, solution: { ...solution, counter: (solution?.counter ?? 0) + 1 } };
    expect(await t.app.captcha.verify(Buffer.from(JSON.stringify(wrong)).toString('base64'), 'login')).toBe(
      false,
    );
    const forged = { ...challenge, signature: 'f'.repeat(64) };
    expect(await t.app.captcha.verify(await solvedPayload(forged), 'login')).toBe(false);
    expect(await t.app.captcha.verify('not-base64-json', 'login')).toBe(false);
    expect(await t.app.captcha.verify(undefined, 'login')).toBe(false);
  });
});

describe('bot challenge (off)', () => {
  it('answers provider off without a challenge', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject('/v2/captcha/challenge');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ provider: 'off' });
    } finally {
      await t.close();
    }
  });
});
