/**
 * The server the browser tests run against, started once per run by Playwright's global set-up
 * (e2e/pw/global-setup.ts): builds the web app and the server bundle, starts the bundled server on a free
 * port with a fresh embedded database (demo data seeded) and waits until it is ready. Its output
 * goes to test-results/<logName>. E2E_SKIP_BUILD=1 reuses the last build while iterating on tests.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

export interface E2eServer {
  baseUrl: string;
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

export async function startE2eServer(options: {
  logName: string;
  /** Settings on top of the shared server's, for a spec that needs a server of its own. */
  env?: Record<string, string>;
  /** The build is already there (a spec's own server, started after the global set-up built it). */
  skipBuild?: boolean;
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
}): Promise<E2eServer> {
  mkdirSync(resultsDir, { recursive: true });
  if (process.env.E2E_SKIP_BUILD !== '1' && !options.skipBuild) {
    build('web app', 'npm', ['run', 'build', '-w', '@kilau/web']);
    build('server bundle', process.execPath, ['scripts/build-server.mjs']);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-e2e-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`e2e: server ready at ${baseUrl}`);
  return { baseUrl, stop };
}
