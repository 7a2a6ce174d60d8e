/**
 * The API's cache headers from one place. Every /v1 and /v2 reply is `no-store`: they carry
 * personal data and tokens. The deliberate exception is a route that serves the same static content
 * to everyone (the master-data lists, the public configuration): it declares
 * `config: { publicCache: { maxAgeSeconds } }`, and its 200 replies get an ETag computed from the
 * body, `Cache-Control: public, max-age=…`, and a 304 without a body when the client's
 * If-None-Match is current (docs/decisions/0030).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply is the same for every caller and changes rarely: let browsers and proxies keep it. */
    publicCache?: { maxAgeSeconds: number };
  }
}

/** The reply schema of a 304, so that /docs shows that revalidation exists. */
export const notModifiedReply = z.null().describe('Not modified: the If-None-Match ETag is current');

/** A strong validator: the same bytes give the same tag on every instance, so a balancer may mix them. */
export function contentEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

const isApi = (url: string) => url.startsWith('/v1/') || url.startsWith('/v2/');

export default fp(
  async function httpCache(app: FastifyInstance) {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!isApi(req.url)) return payload;
      const policy = reply.routeOptions.config?.publicCache;
      const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
      if (!policy || reply.statusCode !== 200 || body === undefined) {
        reply.header('cache-control', 'no-store');
        return payload;
      }
      const etag = contentEtag(body);
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${policy.maxAgeSeconds}`);
      if (fresh(req.headers, { etag })) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
