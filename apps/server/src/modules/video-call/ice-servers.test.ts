import { describe, expect, it } from 'vitest';
import { iceServers } from './ice-servers';

describe('ICE servers for the video call (decision 0072)', () => {
  it('gives TURN credentials in coturn’s REST format: "<expiry>:<person>" and base64 HMAC-SHA1', () => {
    // Three hours on from now (the room's two-hour window and an hour more).
    const now = new Date((1_700_000_000 - 10_800) * 1000);
    const servers = iceServers(
      {
        STUN_URLS: 'stun:stun.kilau.test:3478',
        TURN_URLS: 'turn:turn.kilau.test:3478?transport=udp, turns:turn.kilau.test:5349',
        TURN_SECRET: 'rahasia-turn-kilau-2026',
      },
      'staf-1',
      now,
    );
    expect(servers).toEqual([
      { urls: ['stun:stun.kilau.test:3478'] },
      {
        urls: ['turn:turn.kilau.test:3478?transport=udp', 'turns:turn.kilau.test:5349'],
        username: '1700000000:staf-1',
        // The same as: printf '1700000000:staf-1' | openssl dgst -sha1 -hmac <secret> -binary | base64
        credential: 'RHSuaK4B40E77T1MIM13OH+M4x4=',
      },
    ]);
  });

  it('gives none when nothing is configured (host candidates only)', () => {
    expect(iceServers({}, 'x')).toEqual([]);
  });
});
