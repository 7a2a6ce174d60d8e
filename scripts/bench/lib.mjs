// Helpers shared by the benchmarks: paths, builds when needed, starting and stopping the server,
// free ports, statistics, tables and the JSON results.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(root, 'apps/web');
export const serverDist = path.join(root, 'apps/server/dist/server.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Newest modification time (ms) of the files under the given paths (files or folders). */
export function newestMtime(paths) {
  let newest = 0;
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

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

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
    console.log(`  WARNING: ${err.message.split('\n')[0]}; measuring the existing (stale) bundle`);
    return 'server bundle stale (rebuild failed), existing bundle measured';
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function serverEnv(extra) {
  const env = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', ...extra };
  // Anything the caller's shell set that would point the server elsewhere is dropped.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return env;
}

/**
 * Spawns a process in its own process group (so that npm and its children stop together) and keeps
 * the last lines of its output for error messages and log parsing.
 */
export function startProcess(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let exited = null;
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
  const listeners = [];
  const collect = (stream) => {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
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
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, graceMs);
      await exitPromise;
      clearTimeout(timer);
      // The group may hold grandchildren (npm → node → server): give them a moment, then make sure.
      for (let i = 0; i < 40; i++) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          break;
        }
        await sleep(50);
        if (i === 39) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
        }
      }
      return Math.round(performance.now() - t0);
    },
  };
}

/** Polls GET /ready every `everyMs` until it answers 200; returns ms since `since`. */
export async function waitReady(proc, port, { since, everyMs = 25, timeoutMs = 90_000 } = {}) {
  const t0 = since ?? performance.now();
  const url = `http://127.0.0.1:${port}/ready`;
  while (performance.now() - t0 < timeoutMs) {
    if (proc.exited()) {
      const e = proc.exited();
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

export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Prints rows as a fixed-width table; numbers are right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const right = headers.map((_, i) => rows.every((r) => typeof r[i] === 'number' || /^[\d.,]+$/.test(r[i])));
  const fmt = (r) =>
    r
      .map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const lines = [fmt(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(fmt)];
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

export function writeResults(name, data) {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const body = { benchmark: name, at: new Date().toISOString(), machine: machine(), ...data };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return path.relative(root, file);
}

export function fileExists(p) {
  return existsSync(p);
}

/**
 * Runs `work` against the built server on a scratch PostgreSQL database (made from
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped after).
 * `work` gets the server's base URL, a client on the scratch database, the server process and the
 * database's name. Answers null, after saying so, when there is no PostgreSQL to use.
 */
export async function withScratchServer(name, { seedDemo = true, env = {} } = {}, work) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`  skipped: no PostgreSQL at ${adminUrl} (${err.message}); set BENCH_DATABASE_URL`);
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
