/**
 * The production path on this machine: the built server (`apps/server/dist/server.js`, what
 * `npm start` runs) started as real processes against PostgreSQL, Redis and an S3-compatible
 * server, the way an operator runs several instances behind a load balancer. The suites in this
 * folder kill, restart and cut these processes and services; nothing here is mocked.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../../..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.js');

/** The machine's PostgreSQL and Redis (TEST_DATABASE_URL / TEST_REDIS_URL override them). */
export const MACHINE_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const MACHINE_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The JWT secret every instance here is configured with (a deployment gives all its instances one). */
export const INSTANCE_JWT_SECRET = 'production-suite-jwt-secret-0123456789abcdef';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A database of its own on a PostgreSQL server, dropped by `drop`. */
export async function scratchDatabase(serverUrl = MACHINE_PG) {
  const name = `kilau_prod_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  dataDir: string;
  process: ChildProcess;
  /** The process's log lines (JSON from pino), newest last. */
  logs: string[];
  exited: Promise<number | null>;
  /** SIGTERM, as a deploy stops an instance. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies on the spot, mid-request. */
  kill(): Promise<void>;
}

/**
 * Starts the built server with `env` (on top of a quiet, bot-challenge-free development setup) and
 * waits until GET /ready answers. `dataDir` may be shared by a later instance (a restart).
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  options: { dataDir?: string; port?: number } = {},
): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `kilau-${name}-`));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // A fixed secret shared by the instances, as a deployment configures it.
      JWT_SECRET: INSTANCE_JWT_SECRET,
      // The audit checkpoints' key, shared like the JWT secret (decision 0106).
      AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      logs.push(...chunk.split('\n').filter(Boolean));
      if (logs.length > 2000) logs.splice(0, logs.length - 2000);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`${name} exited before it was ready:\n${logs.slice(-20).join('\n')}`);
    try {
      const res = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${name} not ready:\n${logs.slice(-20).join('\n')}`);
    await sleep(100);
  }
  return {
    name,
    port,
    base,
    dataDir,
    process: child,
    logs,
    exited,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (gone) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function pgBin(tool: string): string {
  const versions = execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n');
  return path.join('/usr/lib/postgresql', versions.sort().at(-1) ?? '', 'bin', tool);
}

/** A PostgreSQL tool's command line, run as the postgres user when this process is root (initdb refuses root). */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', pgBin(tool), ...args]]
    : [pgBin(tool), args];
}

/**
 * A PostgreSQL server of this test's own (initdb on a free port), so that restarting it disturbs
 * nothing else on the machine. Trust authentication on loopback, like the machine's.
 */
export async function startOwnPostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kilau-pg-'));
  if (process.getuid?.() === 0) {
    const pwd = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const grp = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(pwd), Number(grp));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  execFileSync(
    ...asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']),
    {
      stdio: 'pipe',
    },
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    promisify(execFile)(...asPostgres('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]));
  await pgCtl('-o', options, '-l', path.join(dir, 'log'), 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl restart -m fast`: every connection is cut, then the server comes back. */
    async restart() {
      await pgCtl('-m', 'fast', '-o', options, '-l', path.join(dir, 'log'), 'restart');
    },
    async stop() {
      try {
        await pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A Redis server of this test's own, on a free port, keeping nothing on disk. */
export async function startOwnRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
