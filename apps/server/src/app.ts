/**
 * The Kilau API and web app as one Fastify instance. server.ts boots it; tests build it with their
 * own infrastructure (see test/app.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { MSG, SIGNAL_MAX_BYTES } from '@kilau/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import { appShell } from './app-shell';
import { registerModules } from './modules';
import { AuditService } from './modules/audit/audit.service';
import { SessionService } from './modules/auth/session.service';
import { derivedKey } from './modules/credentials';
import { healthRoutes } from './modules/health/health.routes';
import { Notifications } from './modules/notifications/notifications.service';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { StaffMfaService } from './modules/staff-mfa/staff-mfa.service';
import { customerPages } from './pages/customer-pages';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import httpCachePlugin from './plugins/http-cache';
import infraPlugin, { type Infra } from './plugins/infra';
import metricsPlugin from './plugins/metrics';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import requestContextPlugin, { logContext } from './plugins/request-context';
import securityHeaders from './plugins/security-headers';

/**
 * Paths whose next segment is a secret: the activation link's token and the data export's link
 * token (decision 0113), on the API and on the page the e-mailed link opens (matched
 * case-insensitively: the web router is).
 */
const SECRET_PATH_PREFIXES = [
  '/v2/user/register/verify/email/',
  '/aktivasi/',
  '/v1/user/data-export/',
  '/data-saya/unduh/',
];
/** Query parameters that carry secrets, should a link or a client ever put one there. */
const SECRET_QUERY =
  /^(token|validate_token|access_token|otp|code|password|new_password|key|secret|signature)$/i;

/** The URL as it may be logged: the secrets in its path and query replaced by [redacted]. */

/** The label of the key that digests personal values in audit rows (decision 0113). */
const AUDIT_DIGEST_LABEL = 'kilau audit personal digest v1';
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const lower = path.toLowerCase();
  for (const prefix of SECRET_PATH_PREFIXES) {
    const at = lower.indexOf(prefix);
    if (at === -1) continue;
    const start = at + prefix.length;
    const end = path.indexOf('/', start);
    path = `${path.slice(0, start)}[redacted]${end === -1 ? '' : path.slice(end)}`;
    break;
  }
  if (!query) return path;
  const params = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: the raw name is judged as it is.
    }
    return eq !== -1 && SECRET_QUERY.test(decoded) ? `${name}=[redacted]` : pair;
  });
  return `${path}?${params.join('&')}`;
}

/** Fastify's request fields, with the URL redacted. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Never log secrets: these paths are blanked in every log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.new_password',
  'req.body.confirm_password',
  'req.body.otp',
  'req.body.token',
  'req.body.clientCaptchaKey',
];

/** The pino options of every logger of the app: secrets redacted, request URLs included. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    // A job's lines carry the id of the request that enqueued it, and the job's own.
    mixin: logContext,
  };
}

const API_PREFIXES = ['/v1/', '/v2/', '/docs', '/dev/', '/health', '/ready'];

export async function buildApp(
  infra: Infra,
  opts: {
    /** A pino instance to log with (server.ts, tests), or false for none. */
    logger?: FastifyBaseLogger | false;
    /** Told of every route as it is registered (tests that walk every route of the API). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const logging =
    opts.logger === undefined
      ? { logger: loggerOptions(infra.config.LOG_LEVEL) }
      : opts.logger === false
        ? { logger: false }
        : { loggerInstance: opts.logger };
  const app = Fastify({
    ...logging,
    trustProxy: parseTrustProxy(infra.config.TRUST_PROXY) as boolean | string,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });
  const onRoute = opts.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContextPlugin);
  // Parses the Cookie header; only the served customer pages read one (the page credential,
  // pages/customer-pages.ts): the API authenticates by bearer token alone.
  await app.register(fastifyCookie);
  await app.register(infraPlugin, infra);
  // The services every module shares, built here: plugins/ stays below the modules.
  // The audit rows' personal digests are keyed by the server secret (decision 0113).
  app.decorate('audit', new AuditService(infra.geo, derivedKey(infra.config.jwtSecret, AUDIT_DIGEST_LABEL)));
  app.decorate('notifications', new Notifications(infra.jobs, infra.mailer, infra.sms));
  const sessions = new SessionService(app.db, infra.config.jwtSecret);
  app.decorate('sessions', sessions);
  app.decorate('staffMfa', new StaffMfaService(app, infra.config.jwtSecret));
  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { verifyAccess: (token) => sessions.verify(token) });
  // Production publishes the API's map only when asked (API_DOCS=1); /docs is a 404 otherwise.
  if (infra.config.apiDocs) await app.register(openapiPlugin);
  await app.register(multipartPlugin);
  // The video call's signaling (modules/video-call): a larger frame closes the socket at once.
  await app.register(websocket, { options: { maxPayload: SIGNAL_MAX_BYTES } });

  // While shutting down, in-flight replies tell the client to drop its keep-alive connection,
  // otherwise close() would wait for idle keep-alive sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('connection', 'close');
    reply.header('x-request-id', req.id);
  });
  // API replies are no-store, except the routes that declare a public cache (master data).
  await app.register(httpCachePlugin);

  await app.register(healthRoutes);
  await app.register(metricsPlugin);
  if (infra.config.devOutbox) await app.register(outboxRoutes);
  await registerModules(app);

  const webDist = infra.config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const spa = existsSync(path.join(webDist, 'index.html'));
  const shellFor = appShell(webDist);
  // The served pages with the customer's data in them (decisions 0118, 0182), from the web app's
  // server build.
  const pages = customerPages(app, { prerenderFile: path.join(webDist, '../dist-prerender/prerender.js') });
  app.addHook('onClose', () => pages.close());
  if (spa) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (apps/web/vite.config.ts):
      // sent as they are to a browser that accepts them (Content-Encoding, Vary: Accept-Encoding),
      // the plain file otherwise. Nothing is compressed per request.
      preCompressed: true,
      // The app shell is served by the not-found handler below, never as a cached static file.
      allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; anything else (favicon) is revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    // A missing hashed asset must be a 404, never the app shell served as JavaScript.
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p)) || req.url.startsWith('/assets/');
    if (spa && req.method === 'GET' && !isApi) {
      const { pathname, searchParams } = new URL(req.url, 'http://shell');
      const served = await pages.render(req, pathname);
      // A page with a customer's data is that customer's alone: kept by no cache, not even the
      // browser's (the back button asks again).
      if (served) {
        return reply
          .header('cache-control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(shellFor(pathname, served));
      }
      // Client-side routes get the app shell, with the URL's own chunks listed as preloads; it must
      // never be cached so a deploy is seen at once.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellFor(pathname, undefined, searchParams));
    }
    return reply
      .status(404)
      .send({ status_code: 404, err_message: 'Not found', err_message_id: MSG.notFoundText });
  });

  return app;
}

function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
