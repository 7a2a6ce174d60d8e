/**
 * A customer screen sent with the customer's data in it (decisions 0118, 0182): the dashboard's
 * balances, an onboarding step's filled form, paint from the HTML, before a byte of the app's
 * JavaScript has run. The screens that may be are one list, SERVED_PAGES.
 *
 * The server learns who asks from the page credential, a copy of the customer's access token that
 * the browser keeps in one cookie per served page, each sent only with that page's request
 * (PAGE_SESSION_COOKIE). The token
 * is never trusted here: each GET the screen needs goes through the API itself (`app.inject`, with
 * the token as the bearer and the visitor's address), which checks it as for any call. Any refusal,
 * failure or delay and the page goes out as its frame, exactly as without the cookie.
 *
 * The rendering happens in a worker thread (render-worker.mjs), started on the first such page and
 * ended after a while without one, so an idle instance does not hold the web app's code.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_SESSION_COOKIE, SERVED_PAGES, type ServedData } from '@kilau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/** What the page is sent with: the markup for `#root`, hoisted head tags, and the replies it shows. */
export interface ServedPage {
  head: string;
  markup: string;
  data: ServedData;
}

export interface CustomerPages {
  /**
   * The screen at `pathname` rendered with the data of the customer whose page credential came with
   * the request; null when there is none, the API refuses it, or the render fails or is too slow.
   */
  render(req: FastifyRequest, pathname: string): Promise<ServedPage | null>;
  close(): Promise<void>;
}

interface Options {
  /** The web app's server build (apps/web/dist-prerender/prerender.js). */
  prerenderFile: string;
  /** Longer than this and the page goes out as its frame (the render still finishes, unused). */
  timeoutMs?: number;
  /** The worker ends after this long without a render. */
  idleMs?: number;
}

type FromWorker =
  | { type: 'fetch'; fetch: number; render: number; path: string }
  | {
      type: 'rendered';
      id: number;
      rendered: { head: string; markup: string; state: ServedData['state'] } | null;
    }
  | { type: 'failed'; id: number; reason: string };

interface Pending {
  token: string;
  ip: string;
  userAgent: string | undefined;
  /** The API refused the token for one of the GETs: the render is not used. */
  refused: boolean;
  done: (page: ServedPage | null) => void;
}

/** An access token's shape (three base64url parts); anything else is not asked about. */
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const MAX_TOKEN_LENGTH = 4096;

/**
 * The page credential among a request's cookies (parsed by @fastify/cookie, registered in app.ts),
 * if it has an access token's shape.
 */
export function pageToken(cookies: Partial<Record<string, string>>): string | null {
  const value = cookies[PAGE_SESSION_COOKIE.name];
  return value !== undefined && value.length <= MAX_TOKEN_LENGTH && TOKEN.test(value) ? value : null;
}

/** Whether a URL path is a served page's, the path of one of the page credential's cookies. */
export function isCredentialedPage(pathname: string): boolean {
  return SERVED_PAGES.some((page) => pathname === page || pathname === `${page}/`);
}

/** The session id in a token the API has just accepted (read, not checked again); null if unreadable. */
function sessionIdOf(token: string): string | null {
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/** render-worker.mjs from the sources, or its built copy beside the server bundle. */
function workerFile(): string {
  const built = path.join(import.meta.dirname, 'render-worker.js');
  return existsSync(built) ? built : path.join(import.meta.dirname, 'render-worker.mjs');
}

export function customerPages(app: FastifyInstance, options: Options): CustomerPages {
  const { prerenderFile, timeoutMs = 1_500, idleMs = 10 * 60_000 } = options;
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let renders = 0;

  const settleAll = () => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.done(null);
    }
  };

  /** Answers one of the screen's GETs with the API's reply for the render's customer. */
  const answer = async (w: Worker, ask: { fetch: number; render: number; path: string }) => {
    const p = pending.get(ask.render);
    let status = 503;
    let body = '{}';
    if (p && /^\/v[12]\//.test(ask.path)) {
      const res = await app.inject({
        method: 'GET',
        url: ask.path,
        headers: {
          authorization: `Bearer ${p.token}`,
          accept: 'application/json',
          ...(p.userAgent ? { 'user-agent': p.userAgent } : {}),
        },
        remoteAddress: p.ip,
      });
      status = res.statusCode;
      body = res.body;
      if (status === 401 || status === 403) p.refused = true;
    }
    w.postMessage({ type: 'reply', fetch: ask.fetch, status, body });
  };

  const start = (): Worker => {
    const w = new Worker(workerFile(), {
      workerData: { prerenderFile },
      // V8's own limits let a thread's heap grow to hundreds of MB before it collects: capped, the
      // worker's heap stays near 50 MB over hundreds of pages (decision 0118). A render that would
      // need more ends the worker, and the next page starts it again.
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
    });
    // The server's own handles keep the process alive; a worker left over must not.
    w.unref();
    w.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') {
        answer(w, message).catch((err) => {
          app.log.warn({ err }, 'page render: a GET failed');
          w.postMessage({ type: 'reply', fetch: message.fetch, status: 500, body: '{}' });
        });
        return;
      }
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.type === 'failed') {
        app.log.debug({ reason: message.reason }, 'page render failed; the frame is sent');
        p.done(null);
        return;
      }
      const rendered = message.rendered;
      const sid = sessionIdOf(p.token);
      // The site's CSP runs no inline script, and nothing the server writes into a page may hold one.
      if (p.refused || !rendered || !sid || /<script/i.test(rendered.markup + rendered.head)) {
        p.done(null);
        return;
      }
      p.done({ head: rendered.head, markup: rendered.markup, data: { sid, state: rendered.state } });
    });
    w.on('error', (err) => app.log.warn({ err }, 'page render worker failed'));
    w.on('exit', () => {
      if (worker === w) worker = null;
      settleAll();
    });
    return w;
  };

  const keepAlive = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) void worker?.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  const enabled = existsSync(prerenderFile);

  return {
    async render(req, pathname) {
      if (!enabled || !isCredentialedPage(pathname)) return null;
      const token = pageToken(req.cookies);
      if (!token) return null;
      worker ??= start();
      keepAlive();
      const id = ++renders;
      const w = worker;
      return new Promise<ServedPage | null>((resolve) => {
        const timer = setTimeout(() => {
          // Too slow (the worker's first start, a slow API): the frame now, the render dropped.
          if (pending.delete(id)) resolve(null);
        }, timeoutMs);
        pending.set(id, {
          token,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          refused: false,
          done: (page) => {
            clearTimeout(timer);
            resolve(page);
          },
        });
        w.postMessage({ type: 'render', id, url: pathname.replace(/\/$/, '') });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      settleAll();
      await worker?.terminate();
      worker = null;
    },
  };
}
