/**
 * /dev/outbox: the messages the embedded mail and SMS defaults "sent", so that a person trying the
 * demo, or a test, can read an OTP or a link. Registered only outside production while no real
 * delivery is configured (config.devOutbox), and even then it answers only this machine, asked by a
 * loopback name: it hands out every OTP and activation link, so anyone else reading it could take
 * over any account.
 */
import { BlockList } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestOutboxMessages } from './outbox.repository';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  time: z.string(),
});

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers a reverse proxy adds: a request through one comes from elsewhere, whatever the socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * True when the caller is on this machine. The socket's peer address, not `req.ip`: with
 * TRUST_PROXY=true, `req.ip` is whatever X-Forwarded-For claims. A request that passed through a
 * proxy on this machine carries a forwarding header and is refused too.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress;
  if (!peer) return false;
  // IPv4-mapped IPv6 peers (::ffff:127.0.0.1) are checked against the IPv4 rule.
  if (!loopback.check(peer, peer.includes(':') ? 'ipv6' : 'ipv4')) return false;
  return !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}

/** localhost, 127.0.0.1 or [::1], with any port, in any case. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * True when the browser asked for this machine by a loopback name. A page on another site whose
 * name was rebound to 127.0.0.1 (DNS rebinding) reaches the socket from loopback, but its requests
 * still carry that site's name in Host.
 */
export function isLoopbackHost(req: FastifyRequest): boolean {
  return LOOPBACK_HOST.test(req.headers.host ?? '');
}

/** Anyone else gets the plain 404 of a path that does not exist. */
async function localOnly(req: FastifyRequest, reply: FastifyReply) {
  if (!isLocalRequest(req) || !isLoopbackHost(req)) return reply.callNotFound();
}

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: localOnly,
      schema: {
        tags: ['development'],
        querystring: z.object({
          format: z.enum(['json', 'html']).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.union([z.array(messageSchema), z.string()]) },
      },
    },
    async (req, reply) => {
      const rows = await latestOutboxMessages(app.db, req.query.limit);
      const messages = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.text,
        time: r.createdAt.toISOString(),
      }));
      if (req.query.format === 'json') return messages;
      const items = messages
        .map(
          (m) => `<article><header><b>${m.channel === 'sms' ? 'SMS' : 'Email'}</b> ke ${escapeHtml(m.to)}
          <time>${escapeHtml(m.time)}</time></header>${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
          <pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Kotak Keluar Kilau (pengembangan)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#666;float:right}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Kotak Keluar (pengembangan)</h1>
<p>Email dan SMS yang dikirim Kilau selama belum ada SMTP atau penyedia SMS yang dikonfigurasi.</p>
${items || '<p>Belum ada pesan.</p>'}</body></html>`);
    },
  );
};
