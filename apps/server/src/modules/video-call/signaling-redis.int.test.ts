/**
 * Signaling across two API instances that share Redis and the database (decision 0075), over real
 * sockets on real ports, as two browsers behind a load balancer would meet: the officer on one instance and
 * the participant on the other exchange an offer, an answer and candidates; a third person is
 * refused; the officer reloading on the other instance replaces their old socket; a connection
 * that drops without a word is noticed; an oversized frame closes only its own socket.
 *
 * Needs the machine's Redis (TEST_REDIS_URL, or 127.0.0.1:6379); the test fails when it is missing
 * rather than pass without having run.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ROLES, type ServerSignal, SIGNAL_CLOSE, SIGNAL_MAX_BYTES } from '@kilau/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/app';
import { useReviewHarness } from '../review/testing/review-harness';
import { signRoomToken } from './room-token';
import { SIGNAL_REDIS_PREFIX } from './signaling-bus-factory';
import { signalInbox } from './testing/signal-inbox';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('hex');

interface Client {
  ws: WebSocket;
  next: () => Promise<ServerSignal>;
  closed: Promise<number>;
}

describe('video-call signaling across two instances through Redis', () => {
  // Two instances of one deployment: one database (the first instance's), one Redis. The rooms
  // are scheduled by an officer as in the back-office; the socket admits only to a room that is
  // open now (VideoCallService.admits).
  const { h, submittedParticipant, staff, api } = useReviewHarness({ env: { REDIS_URL, JWT_SECRET } });
  const instances: TestApp[] = [];
  const urls: string[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let officer = '';

  beforeAll(async () => {
    await redis.connect().catch((err: Error) => {
      throw new Error(`Redis is needed at ${REDIS_URL} (set TEST_REDIS_URL): ${err.message}`);
    });
    const second = await createTestApp({ env: { REDIS_URL, JWT_SECRET }, dbHandle: h.t.infra.dbHandle });
    for (const t of [h.t, second]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(t);
      urls.push(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
    officer = (await staff(ROLES.videoOfficer)).token;
  });
  afterAll(async () => {
    // The first instance is the harness's: it closes it, with the database, after this.
    await instances[1]?.close();
    redis.disconnect();
  });

  /** A participant's room, scheduled for now by the officer: its link is the room's name. */
  async function openRoom(): Promise<string> {
    const p = await submittedParticipant();
    const res = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: p.id,
      video_schedule: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.video_link as string;
  }

  const token = (room: string, part: 'host' | 'guest', sub: string) =>
    signRoomToken(new TextEncoder().encode(JWT_SECRET), { room, part, sub });

  async function connect(instance: number, roomToken: string): Promise<Client> {
    const ws = new WebSocket(`${urls[instance]}/v1/video/signal?token=${encodeURIComponent(roomToken)}`);
    const inbox = signalInbox();
    ws.on('message', (raw: Buffer) => inbox.push(raw));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return { ws, next: inbox.next, closed };
  }

  it('relays between instances, refuses a third, lets the same person replace their socket', async () => {
    const room = await openRoom();
    const host = await connect(0, await token(room, 'host', 'officer-1'));
    expect(await host.next()).toEqual({ type: 'presence', you: 'host', peers: ['host'] });
    const guest = await connect(1, await token(room, 'guest', 'customer-1'));
    expect(await guest.next()).toEqual({ type: 'presence', you: 'guest', peers: ['host', 'guest'] });
    expect(await host.next()).toEqual({ type: 'peer-joined', part: 'guest' });

    host.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 offer' }));
    expect(await guest.next()).toEqual({ type: 'offer', sdp: 'v=0 offer', from: 'host' });
    guest.ws.send(JSON.stringify({ type: 'answer', sdp: 'v=0 answer' }));
    expect(await host.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'guest' });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0' };
    guest.ws.send(JSON.stringify({ type: 'candidate', candidate }));
    expect(await host.next()).toEqual({ type: 'candidate', candidate, from: 'guest' });

    // Another person with a valid token for the guest's part, on the host's instance: refused.
    const third = await connect(0, await token(room, 'guest', 'someone-else'));
    expect(await third.closed).toBe(SIGNAL_CLOSE.roomFull);

    // The officer reloads and lands on the other instance: the old socket is closed, the room
    // goes on, and the participant is not told anybody left.
    const again = await connect(1, await token(room, 'host', 'officer-1'));
    expect(await again.next()).toEqual({ type: 'presence', you: 'host', peers: ['host', 'guest'] });
    expect(await host.closed).toBe(SIGNAL_CLOSE.replaced);
    again.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 again' }));
    expect(await guest.next()).toEqual({ type: 'offer', sdp: 'v=0 again', from: 'host' });

    guest.ws.send(JSON.stringify({ type: 'leave' }));
    expect(await guest.closed).toBe(1000);
    expect(await again.next()).toEqual({ type: 'peer-left', part: 'guest' });
    again.ws.close();
    await again.closed;
    // Everybody gone: the room's members are gone from Redis too.
    await expect.poll(() => redis.exists(`${SIGNAL_REDIS_PREFIX}room:${room}`)).toBe(0);
  });

  it('notices a connection that drops without a word', async () => {
    const room = await openRoom();
    const host = await connect(0, await token(room, 'host', 'officer-2'));
    await host.next();
    const guest = await connect(1, await token(room, 'guest', 'customer-2'));
    await guest.next();
    expect(await host.next()).toEqual({ type: 'peer-joined', part: 'guest' });
    // The phone loses its network: the TCP connection goes away without a closing handshake.
    guest.ws.terminate();
    expect(await host.next()).toEqual({ type: 'peer-left', part: 'guest' });
    // And the participant can come back.
    const back = await connect(0, await token(room, 'guest', 'customer-2'));
    expect(await back.next()).toEqual({ type: 'presence', you: 'guest', peers: ['host', 'guest'] });
    expect(await host.next()).toEqual({ type: 'peer-joined', part: 'guest' });
    host.ws.close();
    back.ws.close();
  });

  it('closes only the socket that sends an oversized frame', async () => {
    const room = await openRoom();
    const host = await connect(1, await token(room, 'host', 'officer-3'));
    await host.next();
    const guest = await connect(0, await token(room, 'guest', 'customer-3'));
    await guest.next();
    await host.next();
    guest.ws.send('x'.repeat(SIGNAL_MAX_BYTES + 10));
    expect(await guest.closed).toBe(1009);
    expect(await host.next()).toEqual({ type: 'peer-left', part: 'guest' });
    expect(host.ws.readyState).toBe(WebSocket.OPEN);
    host.ws.close();
  });
});
