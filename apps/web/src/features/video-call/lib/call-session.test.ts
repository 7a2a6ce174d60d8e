/**
 * The call's choreography with the hub, on a stand-in socket and peer connection (jsdom has no
 * WebRTC; the real thing runs in e2e/pw/video-call.spec.ts): who offers, what is queued until the
 * other side's description arrives, and what each close code of the hub means to the person.
 */

import { MSG } from '@kilau/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { callStatusText } from '../components/call-view';
import { CallSession, type CallSnapshot, signalUrl } from './call-session';

class FakeSocket {
  static OPEN = 1;
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The hub says something. */
  hear(signal: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(signal) });
  }
  /** The hub closes the socket. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class FakePeer {
  static all: FakePeer[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  connectionState = 'new';
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {
    FakePeer.all.push(this);
  }
  addTrack() {}
  async createOffer() {
    return { type: 'offer', sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer-sdp' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };

type Grant = { token: string; iceServers: RTCIceServer[] };

function session(part: 'host' | 'guest', grant?: (n: number) => Promise<Grant>) {
  const sockets: FakeSocket[] = [];
  const snapshots: CallSnapshot[] = [];
  let tokens = 0;
  const call = new CallSession({
    part,
    localStream: { getTracks: () => [] } as unknown as MediaStream,
    connect: async () => {
      tokens += 1;
      return grant
        ? grant(tokens)
        : { token: `t${tokens}`, iceServers: [{ urls: ['stun:stun.example:3478'] }] };
    },
    onChange: (s) => snapshots.push(s),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const last = () => snapshots.at(-1);
  const socket = () => sockets.at(-1) as FakeSocket;
  return { call, sockets, socket, last, tokens: () => tokens };
}

beforeEach(() => {
  FakePeer.all = [];
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a video call’s session', () => {
  it('opens the hub with the room token, on wss behind https', () => {
    expect(signalUrl('a b', { protocol: 'https:', host: 'kilau.example' })).toBe(
      'wss://kilau.example/v1/video/signal?token=a%20b',
    );
    expect(signalUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/v1/video/signal?token=t',
    );
  });

  it('the host waits alone, offers when the guest comes, and queues candidates until the answer', async () => {
    const s = session('host');
    await s.call.start();
    s.socket().hear({ type: 'presence', you: 'host', peers: ['host'] });
    await flush();
    expect(s.last()?.phase).toBe('waiting');
    expect(s.socket().sent).toEqual([]);

    s.socket().hear({ type: 'peer-joined', part: 'guest' });
    await flush();
    expect(s.socket().sent).toEqual([{ type: 'offer', sdp: 'offer-sdp' }]);
    const peer = FakePeer.all[0] as FakePeer;
    expect(peer.config.iceServers).toEqual([{ urls: ['stun:stun.example:3478'] }]);

    s.socket().hear({ type: 'candidate', candidate, from: 'guest' });
    await flush();
    expect(peer.candidates).toEqual([]);
    s.socket().hear({ type: 'answer', sdp: 'answer-sdp', from: 'guest' });
    await flush();
    expect(peer.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(peer.candidates).toEqual([candidate]);

    peer.connectionState = 'connected';
    peer.onconnectionstatechange?.();
    expect(s.last()?.phase).toBe('connected');
  });

  it('the guest never offers: it answers the host’s offer', async () => {
    const s = session('guest');
    await s.call.start();
    s.socket().hear({ type: 'presence', you: 'guest', peers: ['host', 'guest'] });
    await flush();
    expect(s.socket().sent).toEqual([]);
    s.socket().hear({ type: 'offer', sdp: 'offer-sdp', from: 'host' });
    await flush();
    expect((FakePeer.all[0] as FakePeer).remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(s.socket().sent).toEqual([{ type: 'answer', sdp: 'answer-sdp' }]);
  });

  it('when the other side leaves, the connection is dropped and the person is told', async () => {
    const s = session('host');
    await s.call.start();
    s.socket().hear({ type: 'presence', you: 'host', peers: ['host', 'guest'] });
    await flush();
    s.socket().hear({ type: 'peer-left', part: 'guest' });
    await flush();
    expect((FakePeer.all[0] as FakePeer).closed).toBe(true);
    expect(s.last()).toMatchObject({ phase: 'waiting', problem: 'peerLeft', remoteStream: null });
  });

  it('Leave Room tells the hub before closing, and the call ends', async () => {
    const s = session('guest');
    await s.call.start();
    s.call.leave();
    expect(s.socket().sent).toEqual([{ type: 'leave' }]);
    expect(s.socket().closedWith).toBe(1000);
    expect(s.last()?.phase).toBe('ended');
  });

  it('a full room and a replaced socket are told apart, and neither reconnects', async () => {
    const full = session('guest');
    await full.call.start();
    full.socket().drop(4409);
    expect(full.last()).toMatchObject({ phase: 'failed', problem: 'roomBusy' });

    const replaced = session('host');
    await replaced.call.start();
    replaced.socket().drop(4410);
    expect(replaced.last()).toMatchObject({ phase: 'ended', problem: 'openedElsewhere' });
    expect(full.sockets).toHaveLength(1);
    expect(replaced.sockets).toHaveLength(1);
  });

  it('a dropped socket reconnects with a fresh token, and gives up after a few tries', async () => {
    vi.useFakeTimers();
    const s = session('guest');
    await s.call.start();
    s.socket().drop(1006);
    expect(s.last()?.problem).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().url).toContain('token=t2');
    for (const delay of [1000, 2000, 4000, 8000]) {
      s.socket().drop(1006);
      await vi.advanceTimersByTimeAsync(delay);
    }
    s.socket().drop(1006);
    expect(s.last()).toMatchObject({ phase: 'failed', problem: 'signalFailed' });
    expect(s.tokens()).toBe(6);
  });

  it('a room the server refuses (its link expired) is said in the server’s words, without retrying', async () => {
    vi.useFakeTimers();
    // The room's window ends during the call: the hub closes the socket (4401), and the fresh
    // token is refused because the link has expired.
    const s = session('guest', async (n) => {
      if (n === 1) return { token: 't1', iceServers: [] };
      throw new ApiError(400, 400, MSG.videoLinkExpired);
    });
    await s.call.start();
    s.socket().drop(4401);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.last()).toMatchObject({ phase: 'failed', problem: 'refused', refusal: MSG.videoLinkExpired });
    expect(callStatusText('guest', 'failed', 'refused', MSG.videoLinkExpired)).toBe('Link sudah kedaluarsah');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.tokens()).toBe(2);
    expect(s.sockets).toHaveLength(1);
  });

  it('a server that cannot be reached is still retried (a status 0 is not a refusal)', async () => {
    vi.useFakeTimers();
    const s = session('guest', async (n) => {
      if (n === 2) throw new ApiError(0, 0, MSG.technicalProblem);
      return { token: `t${n}`, iceServers: [] };
    });
    await s.call.start();
    s.socket().drop(1006);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.last()?.problem).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().url).toContain('token=t3');
  });
});
