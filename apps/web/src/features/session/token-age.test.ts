import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './token-age';

const INTERVAL = 150_000;
const NOW = Date.UTC(2026, 0, 1, 8, 0, 0);

/** An unsigned token with this payload: only the payload matters to the browser. */
function token(payload: object): string {
  const part = (v: object) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.c2ln`;
}
const issued = (ageSeconds: number, ttl = 330) => {
  const iat = NOW / 1000 - ageSeconds;
  return token({ iat, exp: iat + ttl });
};

describe('refreshDelayMs', () => {
  it('is 0 for a token past half its life (165 s of 330 s)', () => {
    expect(refreshDelayMs(issued(165), NOW, INTERVAL)).toBe(0);
    expect(refreshDelayMs(issued(300), NOW, INTERVAL)).toBe(0);
    // Already expired: refreshing is still the only way on (the server decides).
    expect(refreshDelayMs(issued(400), NOW, INTERVAL)).toBe(0);
  });

  it('waits until half-life, or the usual interval when that is sooner', () => {
    expect(refreshDelayMs(issued(100), NOW, INTERVAL)).toBe(65_000);
    expect(refreshDelayMs(issued(0), NOW, INTERVAL)).toBe(INTERVAL);
  });

  it('keeps the usual interval for a token it cannot read', () => {
    expect(refreshDelayMs('not-a-jwt', NOW, INTERVAL)).toBe(INTERVAL);
    expect(refreshDelayMs(token({ sub: 'u1' }), NOW, INTERVAL)).toBe(INTERVAL);
    expect(refreshDelayMs(null, NOW, INTERVAL)).toBe(INTERVAL);
  });
});
