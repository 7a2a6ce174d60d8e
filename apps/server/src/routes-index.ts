/**
 * docs/routes.md, the route index: every path of the OpenAPI document (method, path, the module
 * file that declares it, the roles its guard lets in), so a path named in docs/product/*.md § Calls is found in one search.
 *   npm run docs:routes            writes docs/routes.md
 * A test (routes-index.int.test.ts) regenerates it in memory and fails when the file is stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROLES, STEP_UP_WINDOW_SECONDS } from '@kilau/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { type GuardAudience, guardAudience, routeNeedsStepUp } from './plugins/auth';
import { NoGeo } from './plugins/geo';
import { createInfra } from './plugins/infra';

const SRC = path.dirname(fileURLToPath(import.meta.url));
export const ROUTES_INDEX_FILE = path.resolve(SRC, '../../../docs/routes.md');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ROLE_NAMES = new Map<number, string>(Object.entries(ROLES).map(([name, code]) => [code, name]));

interface RouteSource {
  file: string;
  guard: GuardAudience | undefined;
  stepUp: boolean;
}

/**
 * The source file under src/ that called app.get/post/…. The first src frame of the stack is
 * buildApp's onRoute hook (app.ts); the next is the declaration.
 */
function declaringFile(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const files: string[] = [];
  for (const frame of stack.split('\n').slice(1)) {
    const m = /\((?:file:\/\/)?([^()]+?):\d+:\d+\)$|at (?:file:\/\/)?([^()\s]+?):\d+:\d+$/.exec(frame.trim());
    const file = m?.[1] ?? m?.[2];
    if (!file || file.includes('node_modules') || !file.startsWith(SRC)) continue;
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (relative !== 'routes-index.ts') files.push(relative);
  }
  return files[1] ?? '?';
}

function guardOf(route: RouteOptions): GuardAudience | undefined {
  for (const hooks of [route.onRequest, route.preValidation, route.preHandler]) {
    for (const hook of [hooks].flat()) {
      const audience = guardAudience(hook);
      if (audience) return audience;
    }
  }
  return undefined;
}

/** Fastify's `:id` as the OpenAPI document writes it, `{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** How the index writes whom a guard lets in. */
export function rolesText(guard: GuardAudience | undefined): string {
  if (!guard) return 'public';
  if (guard.audience === 'customer') return 'customer';
  if (!guard.roles) return 'any staff';
  return guard.roles.map((r) => ROLE_NAMES.get(r) ?? String(r)).join(', ');
}

/** One row of the index: a route of the OpenAPI document with its file, guard and step-up. */
export interface IndexedRoute extends RouteSource {
  method: Uppercase<(typeof METHODS)[number]>;
  /** As the OpenAPI document writes it (`{id}`). */
  path: string;
}

/**
 * What the index is made of: `onRoute` is handed to buildApp and told of every route as it is
 * registered; once the app is ready, `routes(app)` lists the OpenAPI document's routes with the
 * guard each declared. The role × route matrix test reads the same rows (role-route-matrix.int.test.ts).
 */
export function routeCollector() {
  const sources = new Map<string, RouteSource>();
  return {
    onRoute(route: RouteOptions) {
      const source = { file: declaringFile(), guard: guardOf(route), stepUp: routeNeedsStepUp(route) };
      for (const method of [route.method].flat())
        sources.set(`${method.toLowerCase()} ${openapiPath(route.url)}`, source);
    },
    routes(app: FastifyInstance): IndexedRoute[] {
      const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
      const rows: IndexedRoute[] = [];
      for (const p of Object.keys(doc.paths ?? {}).sort()) {
        for (const method of METHODS) {
          if (!doc.paths?.[p]?.[method]) continue;
          const source = sources.get(`${method} ${p}`) ?? { file: '?', guard: undefined, stepUp: false };
          rows.push({ method: method.toUpperCase() as IndexedRoute['method'], path: p, ...source });
        }
      }
      return rows;
    },
  };
}

/** The app as the tests build it, on an embedded database of its own, told of every route. */
async function withApp<T>(
  onRoute: (route: RouteOptions) => void,
  work: (app: FastifyInstance) => Promise<T>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-routes-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const dbHandle = await openDb(undefined, config.pgliteDir);
  try {
    await dbHandle.migrate();
    const infra = await createInfra(config, dbHandle, pino({ level: 'silent' }), { geo: new NoGeo() });
    const app = await buildApp(infra, { logger: false, onRoute });
    try {
      await app.ready();
      return await work(app);
    } finally {
      await app.close();
      await infra.jobs.stop();
    }
  } finally {
    await dbHandle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function buildRoutesIndex(): Promise<string> {
  const collector = routeCollector();
  return withApp(collector.onRoute, async (app) => {
    const rows = collector
      .routes(app)
      .map(
        (r) =>
          `| ${r.method} | \`${r.path}\` | \`${r.file}\` | ${rolesText(r.guard)}${r.stepUp ? ' + step-up' : ''} |`,
      );
    return [
      '# Route index',
      '',
      'Generated from the OpenAPI document (`/docs`) by `npm run docs:routes`; a server test fails when',
      'it is out of date. Roles: who the route’s guard lets in (`customer`, `any staff`, or the staff',
      'roles by name); `public` routes have no sign-in guard (some check a partner key, a room token or',
      'a one-time link themselves). `+ step-up`: the session must also have used its second factor within',
      `the last ${STEP_UP_WINDOW_SECONDS / 60} minutes (decision 0109), and its OpenAPI description says so; every decision and every`,
      'bulk read of personal data is behind it (decision 0124).',
      '',
      `${rows.length} routes.`,
      '',
      '| Method | Path | Module file (apps/server/src) | Roles |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ROUTES_INDEX_FILE, await buildRoutesIndex());
  console.log(`wrote ${path.relative(process.cwd(), ROUTES_INDEX_FILE)}`);
}
