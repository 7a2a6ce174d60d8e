/**
 * The server the browser tests run against, started once per run by Playwright's global set-up
 * (e2e/pw/global-setup.ts) after `buildForE2e` built the web app and the server bundle: the bundled
 * server on a free port with an embedded database of its own (demo data seeded), once it is ready.
 * Its output goes to test-results/<logName>. E2E_SKIP_BUILD=1 reuses the last build while
 * iterating on tests.
 *
 * Each server's database is a copy of one the global set-up prepared (E2E_DATA_TEMPLATE,
 * `makeDataTemplate`): a fresh one migrates and seeds for about 15 s, a copy is ready in about 3,
 * and a run starts twelve servers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'test-results');
const READY_TIMEOUT_MS = 90_000;
/**
 * The bot challenge on logins: the real ALTCHA widget solves a cheap challenge (ALTCHA_COST=200)
 * in the browser, as a customer's would. E2E_CAPTCHA_PROVIDER=off turns it off for debugging.
 */
const CAPTCHA_PROVIDER = process.env.E2E_CAPTCHA_PROVIDER === 'off' ? 'off' : 'altcha';
/** E2E_SERVER_FROM_SOURCE=1 runs apps/server/src/server.ts through tsx instead of the bundle. */
const SERVER_ARGS =
  process.env.E2E_SERVER_FROM_SOURCE === '1'
    ? ['--import', 'tsx', 'apps/server/src/server.ts']
    : ['--enable-source-maps', 'apps/server/dist/server.js'];

function build(label: string, command: string, args: string[]) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`e2e: ${label} failed (exit ${result.status ?? result.signal}):\n${output}`);
  }
  console.log(`e2e: ${label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: the server stopped during start-up (exit ${child.exitCode}); see ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`e2e: the server was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/** Builds the web app and the server bundle the e2e servers run, unless E2E_SKIP_BUILD=1. */
export function buildForE2e(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  build('web app', 'npm', ['run', 'build', '-w', '@kilau/web']);
  build('server bundle', process.execPath, ['scripts/build-server.mjs']);
}

export interface E2eServer {
  baseUrl: string;
  /** Its DATA_DIR: the embedded database and the stored files. */
  dataDir: string;
  /** Stops the server and removes its data directory, unless it was started with `keepData`. */
  stop(): Promise<void>;
}

export async function startE2eServer(options: {
  logName: string;
  /** Settings on top of the shared server's, for a spec that needs a server of its own. */
  env?: Record<string, string>;
  /**
   * The host name of the server's URL (and of its PUBLIC_URL). Passkeys need 'localhost': WebAuthn
   * takes the relying party from the host name, and an IP address is never one.
   */
  hostname?: 'localhost' | '127.0.0.1';
  /**
   * Runs before the server starts, with its settings (its fresh DATA_DIR among them): what an
   * operator does to the database first, such as `npm run staff:create` (the embedded database
   * takes one process at a time, so not while the server runs).
   */
  prepare?: (env: NodeJS.ProcessEnv) => void;
  /**
   * Migrate and seed a database of its own instead of copying the prepared one: for a server whose
   * settings change what the seed writes (its files in object storage rather than DATA_DIR).
   * A server on PostgreSQL (DATABASE_URL) always prepares its own.
   */
  freshDatabase?: boolean;
  /** Keep the data directory when the server stops (the template, `makeDataTemplate`). */
  keepData?: boolean;
}): Promise<E2eServer> {
  mkdirSync(resultsDir, { recursive: true });

  const startedAt = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && !options.freshDatabase && !options.env?.DATABASE_URL) {
    cpSync(template, dataDir, { recursive: true });
  }
  const port = await freePort();
  const baseUrl = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  const logFile = path.join(resultsDir, options.logName);
  const log = createWriteStream(logFile, { flags: 'w' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: CAPTCHA_PROVIDER,
    ALTCHA_COST: '200',
    RATE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    SMS_PROVIDER: 'outbox',
    REDIS_URL: '',
    // The partners' endpoints in the browser tests are receivers on this machine (decision 0114):
    // the address check refuses loopback otherwise. Never allowed in production.
    WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32',
    ...options.env,
  };
  try {
    options.prepare?.(env);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const child = spawn(process.execPath, SERVER_ARGS, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`e2e: server ready at ${baseUrl} in ${seconds} s (${options.logName})`);
  return { baseUrl, stop, dataDir };
}

/**
 * A database as a fresh server leaves it (migrated, demo data seeded), for the specs' own servers
 * to copy: the server is started on an empty data directory, stopped once ready, and the directory
 * kept. Returns its path; the caller removes it.
 */
export async function makeDataTemplate(): Promise<string> {
  const server = await startE2eServer({
    logName: 'e2e-template-server.log',
    freshDatabase: true,
    keepData: true,
  });
  await server.stop();
  return server.dataDir;
}
