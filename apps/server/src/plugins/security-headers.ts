/**
 * Security headers from one place (architecture.md §6): a strict CSP, HSTS, nosniff, referrer policy and
 * frame-ancestors. The OpenAPI explorer at /docs needs inline styles, so only it relaxes style-src.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine injects CSS variables through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          // /posgold embeds one configured page (POSGOLD_URL); nothing else may be framed.
          frameSrc: app.config.POSGOLD_URL ? [new URL(app.config.POSGOLD_URL).origin] : ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: ['infra'] },
);
