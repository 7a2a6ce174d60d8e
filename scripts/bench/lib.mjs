// @ts-check
// Helpers shared by the benchmarks: paths, builds when needed, starting and stopping the server,
// free ports, statistics, tables and the JSON results.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SAMPLE_CUSTOMER, sampleNik } from '../../packages/shared/src/sample-customer.ts';

/**
 * How a process ended: its code or signal, or the error that kept it from starting.
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} ProcessExit
 */

/**
 * A process started by `startProcess`, with the last 400 lines of its output.
 * @typedef {object} Process
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {string[]} lines
 * @property {(fn: (line: string) => void) => number} onLine
 * @property {() => ProcessExit | null} exited
 * @property {Promise<ProcessExit>} exitPromise
 * @property {(n?: number) => string} tail
 * @property {(graceMs?: number) => Promise<number>} stop
 */

/**
 * What `withScratchServer` hands its work: the server's base URL, a client on its database, the
 * server process and the database's name.
 * @typedef {{ base: string, client: import('pg').Client, server: Process, dbName: string }} ScratchServer
 */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(root, 'apps/web');
export const serverDist = path.join(root, 'apps/server/dist/server.js');

/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Newest modification time (ms) of the files under the given paths (files or folders).
 * @param {string[]} paths
 * @returns {number}
 */
export function newestMtime(paths) {
  let newest = 0;
  /** @param {string} p */
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist') continue;
        walk(path.join(p, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) walk(p);
  return newest;
}

/** @param {string} file */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Runs a build step quietly; answers its milliseconds, or throws with the first error line and the
 * output's tail.
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} label
 * @returns {number}
 */
function run(cmd, args, label) {
  const t0 = performance.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const ms = Math.round(performance.now() - t0);
  if (res.status !== 0) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
    const plain = `${res.stdout ?? ''}${res.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '');
    const lines = plain.trim().split('\n');
    const first = (
      lines.find((l) => /ERROR:|Error:|Could not|not found|Cannot find/.test(l)) ??
      lines.find((l) => /error/i.test(l)) ??
      lines.at(-1) ??
      ''
    ).trim();
    throw new Error(
      `${label} failed (exit ${res.status ?? res.signal}): ${first}\n${lines.slice(-25).join('\n')}`,
    );
  }
  return ms;
}

const sharedSources = [
  path.join(root, 'packages/shared/src'),
  path.join(root, 'packages/shared/package.json'),
];

/**
 * Builds the web app when dist is missing or older than its sources. Returns a note for the report.
 */
export function ensureWebBuilt() {
  const manifest = path.join(webDir, 'dist/.vite/manifest.json');
  const built = mtimeOf(manifest);
  const sources = newestMtime([
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    ...sharedSources,
  ]);
  if (built && built >= sources) return 'web dist up to date';
  const why = built ? 'older than the sources' : 'missing';
  console.log(`  web dist ${why}: building (npm run build -w @kilau/web)…`);
  const ms = run('npm', ['run', 'build', '-w', '@kilau/web'], 'web build');
  return `web dist ${why}, rebuilt in ${ms} ms`;
}

/**
 * Builds the server bundle when it is missing; when it is older than its sources it is rebuilt too,
 * falling back to the existing bundle (with a warning) if the sources do not build at the moment.
 */
export function ensureServerBuilt() {
  const built = mtimeOf(serverDist);
  const sources = newestMtime([
    path.join(root, 'apps/server/src'),
    path.join(root, 'apps/server/drizzle'),
    path.join(root, 'apps/server/package.json'),
    path.join(root, 'scripts/build-server.mjs'),
    ...sharedSources,
  ]);
  if (built && built >= sources) return 'server bundle up to date';
  const why = built ? 'older than the sources' : 'missing';
  console.log(`  server bundle ${why}: building (node scripts/build-server.mjs)…`);
  try {
    const ms = run(process.execPath, [path.join(root, 'scripts/build-server.mjs')], 'server build');
    return `server bundle ${why}, rebuilt in ${ms} ms`;
  } catch (err) {
    if (!built) throw err;
    console.log(`  WARNING: ${errorMessage(err).split('\n')[0]}; measuring the existing (stale) bundle`);
    return 'server bundle stale (rebuild failed), existing bundle measured';
  }
}

/**
 * The message of a thrown value, which need not be an Error.
 * @param {unknown} err
 * @returns {string}
 */
export function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The name of a thrown value and the code of its cause: fetch's network errors carry the socket's
 * code (e.g. ECONNREFUSED) on `cause`, and a timed-out fetch is named TimeoutError.
 * @param {unknown} err
 * @returns {{ name: string | undefined, causeCode: unknown }}
 */
export function errorParts(err) {
  if (typeof err !== 'object' || err === null) return { name: undefined, causeCode: undefined };
  const name = 'name' in err && typeof err.name === 'string' ? err.name : undefined;
  const cause = 'cause' in err ? err.cause : undefined;
  const causeCode = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return { name, causeCode };
}

/**
 * A TCP port free on 127.0.0.1 at the moment of asking.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      // Listening on a TCP address, so address() is an AddressInfo.
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a benchmark's server: the caller's, in development mode on 127.0.0.1, plus `extra`.
 * @param {Record<string, string>} extra
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(extra) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', ...extra };
  // Anything the caller's shell set that would point the server elsewhere is dropped.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return env;
}

/**
 * Spawns a process in its own process group (so that npm and its children stop together) and keeps
 * the last lines of its output for error messages and log parsing.
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Process}
 */
export function startProcess(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const lines = [];
  /** @type {ProcessExit | null} */
  let exited = null;
  /** @type {Promise<ProcessExit>} */
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (err) => {
      exited = { code: null, signal: null, error: err };
      resolve(exited);
    });
  });
  /** @type {((line: string) => void)[]} */
  const listeners = [];
  /** @param {import('node:stream').Readable} stream */
  const collect = (stream) => {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      buf += chunk;
      let i = buf.indexOf('\n');
      while (i >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        lines.push(line);
        if (lines.length > 400) lines.shift();
        for (const fn of listeners) fn(line);
        i = buf.indexOf('\n');
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  // Spawned in its own process group, whose id is the child's pid. Without a pid (the spawn failed)
  // the group is NaN, which process.kill refuses (it throws, and the catch below kills the child):
  // never 0, which would signal this process's own group.
  const group = -(child.pid ?? Number.NaN);
  return {
    child,
    lines,
    onLine: (fn) => listeners.push(fn),
    exited: () => exited,
    exitPromise,
    tail: (n = 20) => lines.slice(-n).join('\n'),
    /** SIGTERM to the group, SIGKILL after the grace period; resolves with the time it took. */
    async stop(graceMs = 20_000) {
      const t0 = performance.now();
      if (exited) return 0;
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      const timer = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, graceMs);
      await exitPromise;
      clearTimeout(timer);
      // The group may hold grandchildren (npm → node → server): give them a moment, then make sure.
      for (let i = 0; i < 40; i++) {
        try {
          process.kill(group, 0);
        } catch {
          break;
        }
        await sleep(50);
        if (i === 39) {
          try {
            process.kill(group, 'SIGKILL');
          } catch {}
        }
      }
      return Math.round(performance.now() - t0);
    },
  };
}

/**
 * Polls GET /ready every `everyMs` until it answers 200; returns ms since `since`.
 * @param {Process} proc
 * @param {number} port
 * @param {{ since?: number, everyMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<number>}
 */
export async function waitReady(proc, port, { since, everyMs = 25, timeoutMs = 90_000 } = {}) {
  const t0 = since ?? performance.now();
  const url = `http://127.0.0.1:${port}/ready`;
  while (performance.now() - t0 < timeoutMs) {
    const e = proc.exited();
    if (e) {
      const why = proc.lines.find((l) => /Error|ERROR|error:/.test(l))?.trim() ?? '';
      throw new Error(
        `server exited before ready (code ${e.code ?? e.signal ?? e.error?.message}): ${why}\n${proc.tail()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {}
    await sleep(everyMs);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${proc.tail()}`);
}

/**
 * The p-th percentile (nearest rank) of values sorted ascending; NaN when there are none.
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return /** @type {number} */ (sorted[idx]);
}

/**
 * @param {number[]} values
 * @returns {number} NaN when there are none
 */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (s[i]);
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
}

/**
 * Prints rows as a fixed-width table; numbers are right-aligned.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  const right = headers.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || /^[\d.,]+$/.test(String(r[i]))),
  );
  /** @param {string[]} r */
  const fmt = (r) =>
    r
      .map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const lines = [
    fmt(headers.map(String)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(fmt),
  ];
  for (const l of lines) console.log(`  ${l}`);
}

export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cores: os.availableParallelism?.() ?? cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE) || 4,
  };
}

/**
 * Writes bench-results/<name>.json with the machine beside the figures; answers its relative path.
 * @param {string} name
 * @param {Record<string, unknown>} data
 * @returns {string}
 */
export function writeResults(name, data) {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const body = { benchmark: name, at: new Date().toISOString(), machine: machine(), ...data };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return path.relative(root, file);
}

/** @param {string} p */
export function fileExists(p) {
  return existsSync(p);
}

/**
 * Runs `work` against the built server on a scratch PostgreSQL database (made from
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped after).
 * `work` gets the server's base URL, a client on the scratch database, the server process and the
 * database's name. Answers null, after saying so, when there is no PostgreSQL to use.
 * @template T
 * @param {string} name
 * @param {{ seedDemo?: boolean, env?: Record<string, string> }} options
 * @param {(scratch: ScratchServer) => Promise<T>} work
 * @returns {Promise<T | null>}
 */
export async function withScratchServer(name, { seedDemo = true, env = {} } = {}, work) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`  skipped: no PostgreSQL at ${adminUrl} (${errorMessage(err)}); set BENCH_DATABASE_URL`);
    return null;
  }
  const dbName = `kilau_bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kilau-bench-${name}-`));
  const port = await freePort();
  const server = startProcess(process.execPath, [serverDist], {
    // serverEnv drops DATABASE_URL from the caller's shell; this run sets its own.
    ...serverEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: seedDemo ? '1' : '0',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    DATABASE_URL: dbUrl.toString(),
  });
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    await waitReady(server, port, { timeoutMs: 180_000 });
    await client.connect();
    return await work({ base: `http://127.0.0.1:${port}`, client, server, dbName });
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A process's resident memory in kB (Linux /proc), or null when it cannot be read.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
export function rssKb(pid) {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's RSS (kB) every `everyMs` until stopped; `stop()` answers the samples.
 * @param {number | undefined} pid
 * @param {number} everyMs
 */
export function rssSampler(pid, everyMs) {
  /** @type {number[]} */
  const samples = [];
  const timer = setInterval(() => {
    const kb = rssKb(pid);
    if (kb !== null) samples.push(kb);
  }, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * A JSON call to the server under test; throws on a reply other than 2xx.
 * @param {number} port
 * @param {string} method
 * @param {string} url
 * @param {{ token?: string, body?: unknown, timeoutMs?: number }} [options]
 * @returns {Promise<any>}
 */
export async function apiJson(port, method, url, { token, body, timeoutMs = 60_000 } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * The upload route's multipart POST (the kind, then the file streamed from disk) with a known
 * Content-Length, as a phone's browser sends it: the file is never held in memory.
 * @param {{ port: number, token: string, customerId: string, file: string, kind: string, filename: string, type: string }} upload
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
export function uploadFromDisk({ port, token, customerId, file, kind, filename, type }) {
  const boundary = `----kilau-bench-${Date.now()}`;
  const pre = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const post = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = pre.length + statSync(file).size + post.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/v2/kyc/upload/${customerId}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (/** @type {string} */ c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    req.write(pre);
    const src = createReadStream(file, { highWaterMark: 256 * 1024 });
    src.on('error', reject);
    src.on('end', () => req.end(post));
    src.pipe(req, { end: false });
  });
}

/**
 * The first match of `pattern` in a message to `to` in the development outbox, once it is there.
 * @param {number} port @param {(to: string) => boolean} mine @param {RegExp} pattern
 */
export async function fromOutbox(port, mine, pattern) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/dev/outbox?format=json&limit=100`);
    const messages = /** @type {{ to: string, text: string }[]} */ (await res.json());
    for (const m of messages) {
      const hit = mine(m.to) ? pattern.exec(m.text) : null;
      if (hit?.[1]) return hit[1];
    }
    await sleep(100);
  }
  throw new Error('no message in /dev/outbox');
}

/**
 * Registers and verifies the phone (OTP), as the registration page does: answers the id of the
 * activation link mailed then, not yet opened. The server must run with the development outbox
 * (the benchmarks' servers do).
 * @param {number} port
 * @param {{ fullname: string, email: string, username: string, phonenumber: string, password: string }} c
 * @returns {Promise<string>}
 */
export async function registerCustomer(port, c) {
  const reg = await apiJson(port, 'POST', '/v2/user/register', { body: c });
  const digits = (/** @type {string} */ s) => s.replace(/\D/g, '').replace(/^62/, '0');
  const otp = await fromOutbox(port, (to) => digits(to) === digits(c.phonenumber), /(?<!\d)(\d{6})(?!\d)/);
  await apiJson(port, 'POST', '/v2/user/register/verify/otp', {
    body: { phonenumber: reg.phonenumber ?? c.phonenumber, otp, email: c.email, token: reg.token },
  });
  return fromOutbox(port, (to) => to === c.email, /\/aktivasi\/([^\s"'<>).,]+)/);
}

/**
 * The bank registration, as its page sends it: a record on gofx with bank 037 for the signed-in
 * customer `token`, with a NIK of its own (`nikSerial`: NIKs are unique per platform). Answers the
 * record id.
 * @param {number} port
 * @param {string} token
 * @param {{ fullname: string, nikSerial: number }} c
 * @returns {Promise<string>}
 */
export async function registerAtBank(port, token, { fullname, nikSerial }) {
  const platforms = (await apiJson(port, 'GET', '/v2/master_data/platform', { token })).data.platform;
  const gofx =
    platforms.find((/** @type {{ app_name: string }} */ p) => p.app_name === 'gofx') ?? platforms[0];
  const record = await apiJson(port, 'POST', '/v2/kyc/customer/platform', {
    token,
    body: {
      platform_id: gofx._id,
      bank_code: '037',
      fullname,
      mothers_name: SAMPLE_CUSTOMER.mothersName,
      date_of_birth: SAMPLE_CUSTOMER.birthDates.man,
      ktp_no: sampleNik(
        SAMPLE_CUSTOMER.addresses.bandung.district_type,
        SAMPLE_CUSTOMER.birthDates.man,
        false,
        nikSerial,
      ),
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    },
  });
  return /** @type {string} */ (record.data._id);
}

/**
 * Registers, verifies the phone (OTP) and the e-mail (activation link), logs in, and registers a
 * record on gofx with bank 037, all through the API as the app does: answers the token and the
 * record id. The server must run with the development outbox (the benchmarks' servers do).
 * @param {number} port
 * @param {{ fullname: string, email: string, username: string, phonenumber: string, password: string }} c
 */
export async function newCustomerWithRecord(port, c) {
  const link = await registerCustomer(port, c);
  await apiJson(port, 'POST', `/v2/user/register/verify/email/${encodeURIComponent(link)}`);
  const { token } = await apiJson(port, 'POST', '/v2/user/auth', {
    body: { email: c.email, password: c.password },
  });
  const customerId = await registerAtBank(port, token, { fullname: c.fullname, nikSerial: 1 });
  return { token: /** @type {string} */ (token), customerId };
}

/** An mp4 box header. @param {string} type @param {number} bodyBytes */
function mp4Box(type, bodyBytes) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + bodyBytes);
  head.write(type, 4, 'latin1');
  return head;
}

/** @param {string} type @param {Buffer} body */
const mp4BoxOf = (type, body) => Buffer.concat([mp4Box(type, body.length), body]);

/**
 * An mp4 the upload route takes as a statement video: ftyp as Chromium writes it, a moov with one
 * video track (trak/mdia/hdlr 'vide'), then one mdat of filler to the size, written chunk by chunk
 * (never the whole file in memory).
 * @param {string} file
 * @param {number} totalBytes
 * @returns {string} the file's SHA-256, hex
 */
export function writeMp4(file, totalBytes) {
  const ftyp = mp4BoxOf(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso6iso2mp41')]),
  );
  const hdlr = mp4BoxOf(
    'hdlr',
    Buffer.concat([Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('VideoHandler\0')]),
  );
  const moov = mp4BoxOf('moov', mp4BoxOf('trak', mp4BoxOf('mdia', hdlr)));
  const mdatBody = totalBytes - ftyp.length - moov.length - 8;
  const hash = createHash('sha256');
  const head = Buffer.concat([ftyp, moov, mp4Box('mdat', mdatBody)]);
  writeFileSync(file, head);
  hash.update(head);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 131 + 17) & 0xff;
  let left = mdatBody;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    const part = n === chunk.length ? chunk : chunk.subarray(0, n);
    writeFileSync(file, part, { flag: 'a' });
    hash.update(part);
    left -= n;
  }
  return hash.digest('hex');
}
