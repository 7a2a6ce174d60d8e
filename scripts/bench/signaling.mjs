// @ts-check
// The video call's signaling hub (decisions 0073, 0075) on a scratch server, with the in-process
// bus and with Redis: how many messages a second it relays between the two sockets of many rooms
// (each socket below the hub's 50 a second), with their relay latency, and the server's memory per
// open idle room (1,000 rooms, 2,000 sockets). Room tokens are signed with the server's secret.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import {
  ensureServerBuilt,
  median,
  percentile,
  sleep,
  table,
  withScratchServer,
  writeResults,
} from './lib.mjs';

const BUSY_ROOMS = 100;
const PER_SOCKET_PER_SECOND = 40;
const BUSY_SECONDS = 5;
const IDLE_ROOMS = 1000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** @type {(pid: number | undefined) => number} */
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * A room token as the server signs it for one participant of the call.
 * @param {Uint8Array} secret
 * @param {string} room
 * @param {'host' | 'guest'} part
 * @param {string} sub
 * @returns {Promise<string>}
 */
function sign(secret, room, part, sub) {
  return new SignJWT({ room, part })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience('kilau-video-room')
    .setIssuedAt()
    .setExpirationTime('600s')
    .sign(secret);
}

/** @typedef {(raw: import('ws').RawData) => void} OnSignal */

/**
 * A socket in a room, resolved once the hub has greeted it.
 * @param {string} base
 * @param {string} token
 * @param {OnSignal} [onSignal]
 * @returns {Promise<WebSocket>}
 */
async function join(base, token, onSignal) {
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}/v1/video/signal?token=${encodeURIComponent(token)}`,
  );
  await new Promise((resolve, reject) => {
    ws.once('message', resolve);
    ws.once('error', reject);
    ws.once('close', (/** @type {number} */ code) => reject(new Error(`closed ${code}`)));
  });
  if (onSignal) ws.on('message', onSignal);
  return ws;
}

/**
 * The two sockets of one room: the officer's and the customer's.
 * @param {string} base
 * @param {Uint8Array} secret
 * @param {number} i
 * @param {OnSignal} [onSignal]
 * @returns {Promise<WebSocket[]>}
 */
async function pair(base, secret, i, onSignal) {
  const room = randomBytes(24).toString('base64url');
  const host = await join(base, await sign(secret, room, 'host', `officer-${i}`), onSignal);
  const guest = await join(base, await sign(secret, room, 'guest', `customer-${i}`), onSignal);
  return [host, guest];
}

/**
 * Relay rate, latency and memory per idle room on a scratch server with this bus; null without
 * PostgreSQL.
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function measure(label, env) {
  const secretText = randomBytes(32).toString('hex');
  const secret = new TextEncoder().encode(secretText);
  return withScratchServer(
    `signaling-${label}`,
    { seedDemo: false, env: { JWT_SECRET: secretText, ...env } },
    async ({ base, server }) => {
      const pid = server.child.pid;
      // (a) relay rate and latency
      /** @type {number[]} */
      const latencies = [];
      let received = 0;
      /** @type {OnSignal} */
      const onSignal = (raw) => {
        const signal = /** @type {{ type: string, candidate: { candidate: string } }} */ (
          JSON.parse(raw.toString())
        );
        if (signal.type !== 'candidate') return;
        received++;
        latencies.push(Date.now() - Number(signal.candidate.candidate.split(' ').at(-1)));
      };
      const busy = [];
      for (let i = 0; i < BUSY_ROOMS; i++) busy.push(...(await pair(base, secret, i, onSignal)));
      let sent = 0;
      const t0 = Date.now();
      const timers = busy.map((ws) =>
        setInterval(() => {
          sent++;
          ws.send(
            JSON.stringify({
              type: 'candidate',
              candidate: { candidate: `candidate:1 1 udp 1 10.0.0.1 9 typ host ${Date.now()}` },
            }),
          );
        }, 1000 / PER_SOCKET_PER_SECOND),
      );
      await sleep(BUSY_SECONDS * 1000);
      for (const t of timers) clearInterval(t);
      await sleep(500);
      const seconds = (Date.now() - t0) / 1000;
      for (const ws of busy) ws.close();
      await sleep(500);

      // (b) memory per idle room
      const before = rssKb(pid);
      const idle = [];
      for (let i = 0; i < IDLE_ROOMS; i++) idle.push(...(await pair(base, secret, BUSY_ROOMS + i)));
      await sleep(2000);
      const after = rssKb(pid);
      for (const ws of idle) ws.close();
      const sorted = latencies.sort((a, b) => a - b);
      return {
        label,
        sent,
        received,
        perSecond: Math.round(received / seconds),
        latencyMedian: median(sorted),
        latencyP95: percentile(sorted, 95),
        rssBeforeMb: Math.round(before / 1024),
        rssAfterMb: Math.round(after / 1024),
        perRoomKb: Math.round(((after - before) / IDLE_ROOMS) * 10) / 10,
      };
    },
  );
}

export async function run() {
  const note = ensureServerBuilt();
  const results = [];
  /** @type {[string, Record<string, string>][]} */
  const buses = [
    ['in-process', {}],
    ['redis', { REDIS_URL }],
  ];
  for (const [label, env] of buses) {
    const r = await measure(label, env);
    if (r) results.push(r);
  }
  if (results.length === 0) return ['signaling: skipped (no PostgreSQL)'];
  console.log(
    `  ${note}; ${BUSY_ROOMS} rooms × 2 sockets × ${PER_SOCKET_PER_SECOND}/s for ${BUSY_SECONDS} s; ${IDLE_ROOMS} idle rooms`,
  );
  table(
    ['bus', 'relayed', 'msgs/s', 'median ms', 'p95 ms', 'RSS before MB', 'RSS after MB', 'kB per idle room'],
    results.map((r) => [
      r.label,
      `${r.received}/${r.sent}`,
      r.perSecond,
      r.latencyMedian,
      r.latencyP95,
      r.rssBeforeMb,
      r.rssAfterMb,
      r.perRoomKb,
    ]),
  );
  writeResults('signaling', { results });
  return results.map(
    (r) =>
      `signaling (${r.label}): ${r.perSecond} msgs/s relayed, p95 ${r.latencyP95} ms, ${r.perRoomKb} kB per idle room`,
  );
}
