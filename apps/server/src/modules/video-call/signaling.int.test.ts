/**
 * The signaling hub over a real WebSocket of the app (decision 0073): the officer and the
 * participant, admitted by the room tokens the join calls give them, exchange an offer, an answer
 * and candidates; a third person is refused; a malformed or oversized message closes only the
 * sender's socket; leaving tells the other side and is audited.
 */
import { ROLES, type ServerSignal, SIGNAL_CLOSE, SIGNAL_MAX_BYTES, VIDEO_LINK_VALID_MS } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { auditLog } from '../../db/schema';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { signRoomToken } from './room-token';
import { signalInbox } from './testing/signal-inbox';

interface Client {
  ws: WebSocket;
  next: () => Promise<ServerSignal>;
  closed: Promise<{ code: number }>;
}

describe('video-call signaling', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let p: Participant;
  let link: string;
  let hostToken: string;
  let guestToken: string;

  beforeAll(async () => {
    const officer = (await staff(ROLES.videoOfficer)).token;
    p = await submittedParticipant();
    // A room scheduled for this instant: it is open for the join calls that follow, no waiting.
    const scheduled = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: p.id,
      video_schedule: new Date().toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    link = scheduled.json().data.video_link;
    hostToken = (await api('GET', `/v1/counter/get/twilio_token?identity=${p.id}`, officer)).json().data
      .token;
    // The participant agrees to the recording before joining (decision 0082).
    await api('POST', `/v1/user/video/${link}/consent`, p.customer.token, { agree: true });
    guestToken = (await api('GET', `/v1/get/twilio/access_token?identity=${link}`, p.customer.token)).json()
      .data.token;
  });
  afterEach(() => vi.useRealTimers());

  async function connect(token: string): Promise<Client> {
    const inbox = signalInbox();
    let closed: Promise<{ code: number }> = Promise.resolve({ code: 0 });
    // Listening from before the socket opens: the hub greets at once, and a late listener misses it.
    const ws = await h.t.app.injectWS(
      `/v1/video/signal?token=${encodeURIComponent(token)}`,
      {},
      {
        onInit: (socket) => {
          socket.on('message', (raw: Buffer) => inbox.push(raw));
          closed = new Promise((resolve) => socket.on('close', (code: number) => resolve({ code })));
        },
      },
    );
    return { ws, next: inbox.next, closed };
  }

  it('relays offer, answer and candidates between the officer and the participant', async () => {
    const host = await connect(hostToken);
    expect(await host.next()).toEqual({ type: 'presence', you: 'host', peers: ['host'] });
    const guest = await connect(guestToken);
    expect(await guest.next()).toEqual({ type: 'presence', you: 'guest', peers: ['host', 'guest'] });
    expect(await host.next()).toEqual({ type: 'peer-joined', part: 'guest' });

    host.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 offer' }));
    expect(await guest.next()).toEqual({ type: 'offer', sdp: 'v=0 offer', from: 'host' });
    guest.ws.send(JSON.stringify({ type: 'answer', sdp: 'v=0 answer' }));
    expect(await host.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'guest' });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    guest.ws.send(JSON.stringify({ type: 'candidate', candidate }));
    expect(await host.next()).toEqual({ type: 'candidate', candidate, from: 'guest' });

    // A third person, even with a valid token for the room, is refused; the two stay connected.
    const third = await connect(
      await signRoomToken(h.t.infra.config.jwtSecret, { room: link, sub: 'someone-else', part: 'guest' }),
    );
    expect((await third.closed).code).toBe(SIGNAL_CLOSE.roomFull);

    // Leaving tells the other side, and the audit trail keeps it.
    guest.ws.send(JSON.stringify({ type: 'leave' }));
    expect((await guest.closed).code).toBe(1000);
    expect(await host.next()).toEqual({ type: 'peer-left', part: 'guest' });
    host.ws.send(JSON.stringify({ type: 'leave' }));
    expect((await host.closed).code).toBe(1000);
    await vi.waitFor(async () => {
      const rows = await h.t.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'video.leave')));
      expect(rows.map((r) => (r.details as { part: string }).part).sort()).toEqual(['guest', 'host']);
    });
  });

  it('closes only the socket that sends a malformed or oversized message', async () => {
    const host = await connect(hostToken);
    await host.next();
    const guest = await connect(guestToken);
    await guest.next();
    await host.next();

    guest.ws.send('{"type":"offer","sdp":"x","extra":true}');
    expect((await guest.closed).code).toBe(SIGNAL_CLOSE.badMessage);
    expect(await host.next()).toEqual({ type: 'peer-left', part: 'guest' });

    const again = await connect(guestToken);
    await again.next();
    expect(await host.next()).toEqual({ type: 'peer-joined', part: 'guest' });
    again.ws.send('x'.repeat(SIGNAL_MAX_BYTES + 10));
    expect((await again.closed).code).toBe(1009);
    expect(await host.next()).toEqual({ type: 'peer-left', part: 'guest' });
    expect(host.ws.readyState).toBe(host.ws.OPEN);
    host.ws.close();
  });

  /** A participant's room scheduled for now, and both join calls' tokens for it. */
  async function roomWithTokens(officer: string) {
    const q = await submittedParticipant();
    const scheduled = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: q.id,
      video_schedule: new Date().toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const room = scheduled.json().data.video_link as string;
    return { q, room, start: Date.now() };
  }
  async function tokensOf(officer: string, q: Participant, room: string, customerToken = q.customer.token) {
    const host = await api('GET', `/v1/counter/get/twilio_token?identity=${q.id}`, officer);
    expect(host.statusCode, host.body).toBe(200);
    await api('POST', `/v1/user/video/${room}/consent`, customerToken, { agree: true });
    const guest = await api('GET', `/v1/get/twilio/access_token?identity=${room}`, customerToken);
    expect(guest.statusCode, guest.body).toBe(200);
    return { host: host.json().data.token as string, guest: guest.json().data.token as string };
  }

  it('refuses on join the tokens of a room rescheduled since they were issued', async () => {
    const officer = (await staff(ROLES.videoOfficer)).token;
    const { q, room } = await roomWithTokens(officer);
    const tokens = await tokensOf(officer, q, room);
    const moved = await api('PUT', '/v1/counter/video/reschedule', officer, {
      nasabah_id: q.id,
      video_schedule: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await (await connect(tokens.host)).closed).code).toBe(SIGNAL_CLOSE.badToken);
    expect((await (await connect(tokens.guest)).closed).code).toBe(SIGNAL_CLOSE.badToken);
  });

  it('refuses on join the tokens of a room whose window ended after they were issued', async () => {
    const { q, room, start } = await roomWithTokens((await staff(ROLES.videoOfficer)).token);
    // A minute before the room closes, both join (new sessions: the old ones went idle meanwhile).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(start + VIDEO_LINK_VALID_MS - 60_000));
    const login = await api('POST', '/v2/user/auth', undefined, {
      email: q.customer.email,
      password: q.customer.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const tokens = await tokensOf((await staff(ROLES.videoOfficer)).token, q, room, login.json().token);
    const before = await connect(tokens.host);
    expect(await before.next()).toEqual({ type: 'presence', you: 'host', peers: ['host'] });
    before.ws.close();
    await before.closed;
    // Two minutes on, the tokens are still unexpired, the room's window is over: refused.
    vi.setSystemTime(new Date(start + VIDEO_LINK_VALID_MS + 60_000));
    expect((await (await connect(tokens.host)).closed).code).toBe(SIGNAL_CLOSE.badToken);
    expect((await (await connect(tokens.guest)).closed).code).toBe(SIGNAL_CLOSE.badToken);
  });

  it('refuses a socket without a valid room token', async () => {
    expect((await (await connect('not-a-token')).closed).code).toBe(SIGNAL_CLOSE.badToken);
    // A customer's session token is not a room token.
    expect((await (await connect(p.customer.token)).closed).code).toBe(SIGNAL_CLOSE.badToken);
  });
});
