// @ts-check
// Login benchmark: the argon2id ceiling on one core (measured in this process with the server's
// parameters) against the logins per second the real server sustains with 4 concurrent clients.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import {
  ensureServerBuilt,
  errorParts,
  freePort,
  machine,
  percentile,
  serverDist,
  serverEnv,
  startProcess,
  waitReady,
  writeResults,
} from './lib.mjs';

// The same parameters as apps/server/src/modules/credentials/password.ts.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const HASH_SECONDS = 5;
const LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
const CONCURRENCY = 4;
const TARGET_RATIO = 0.8;
const DEMO = { email: 'demo.nasabah@kilau.test', password: 'Kilau#Demo2026' };

async function argon2Ceiling() {
  const hashed = await hash(DEMO.password, ARGON2);
  if (!(await verify(hashed, DEMO.password))) throw new Error('argon2 verify of its own hash failed');
  let n = 0;
  const t0 = performance.now();
  const end = t0 + HASH_SECONDS * 1000;
  while (performance.now() < end) {
    await verify(hashed, DEMO.password);
    n++;
  }
  const secs = (performance.now() - t0) / 1000;
  return { verifies: n, seconds: secs, perSecond: n / secs, msPerVerify: (secs * 1000) / n };
}

/**
 * Logs in as the demo customer from CONCURRENCY clients for `seconds`, recording each reply (its
 * status, or 'timeout' / 'error:…'); answers the seconds it took.
 * @param {number} port
 * @param {number} seconds
 * @param {(status: number | string, ms: number, token: boolean) => void} record
 * @returns {Promise<number>}
 */
async function drive(port, seconds, record) {
  const url = `http://127.0.0.1:${port}/v2/user/auth`;
  const body = JSON.stringify(DEMO);
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      let status;
      let token = false;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        const text = await res.text();
        if (status === 200) token = /"token"\s*:\s*"[^"]+"/.test(text);
      } catch (err) {
        const { name, causeCode } = errorParts(err);
        status = name === 'TimeoutError' ? 'timeout' : `error:${causeCode ?? name}`;
      }
      record(status, performance.now() - t0, token);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - t0) / 1000;
}

export async function run() {
  const note = ensureServerBuilt();
  console.log(`  ${note}`);
  const m = machine();

  // loadavg() always answers three figures.
  const load1 = /** @type {number} */ (os.loadavg()[0]);
  console.log(
    `  argon2id ceiling: verify, sequential, one thread, ~${HASH_SECONDS} s ` +
      `(load average ${load1.toFixed(2)} on ${m.cores} cores)…`,
  );
  const before = await argon2Ceiling();
  /** @param {Awaited<ReturnType<typeof argon2Ceiling>>} c */
  const describe = (c) =>
    `${c.perSecond.toFixed(1)} verifies/s on one core (${c.msPerVerify.toFixed(1)} ms each, ` +
    `${c.verifies} in ${c.seconds.toFixed(1)} s)`;
  console.log(
    `  argon2id (m=${ARGON2.memoryCost}, t=${ARGON2.timeCost}, p=${ARGON2.parallelism}): ${describe(before)}`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-login-'));
  const port = await freePort();
  const env = serverEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'off',
    RATE_LIMIT_SCALE: '100000',
    LOG_LEVEL: 'warn',
  });
  const proc = startProcess(process.execPath, [serverDist], env);
  let result;
  let ceiling;
  try {
    const readyMs = await waitReady(proc, port, { timeoutMs: 120_000 });
    console.log(`  server ready in ${Math.round(readyMs)} ms (fresh data dir); warm-up ${WARMUP_SECONDS} s…`);

    /** @type {Record<string, number>} */
    const warm = {};
    await drive(port, WARMUP_SECONDS, (s) => {
      warm[s] = (warm[s] ?? 0) + 1;
    });
    if (!warm[200]) {
      const codes = Object.entries(warm)
        .map(([s, n]) => `${s}×${n}`)
        .join(', ');
      console.log(`  WARNING: no 200 reply during warm-up (${codes}); measuring anyway`);
    }

    console.log(`  driving POST /v2/user/auth, concurrency ${CONCURRENCY}, ~${LOAD_SECONDS} s…`);
    /** @type {number[]} */
    const latencies = [];
    /** @type {Record<string, number>} */
    const byStatus = {};
    let withToken = 0;
    const secs = await drive(port, LOAD_SECONDS, (status, ms, token) => {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status === 200) {
        latencies.push(ms);
        if (token) withToken++;
      }
    });
    latencies.sort((a, b) => a - b);
    const ok = latencies.length;
    const perSecond = ok / secs;
    const others = Object.entries(byStatus).filter(([s]) => s !== '200');
    result = {
      loginsPerSecond: perSecond,
      ok,
      okWithToken: withToken,
      seconds: secs,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? Number.NaN,
      nonOk: Object.fromEntries(others),
      readyMs,
      // Set once the ceiling is measured again below.
      ratio: Number.NaN,
    };

    console.log(
      `  logins: ${perSecond.toFixed(1)}/s (${ok} × 200 in ${secs.toFixed(1)} s, ${withToken} with a token); ` +
        `latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
    console.log(
      `  non-200 replies: ${others.length ? others.map(([s, n]) => `${s}×${n}`).join(', ') : 'none'}`,
    );
    // The ceiling is measured again once the server is stopped; the ratio uses the mean of both.
    await proc.stop();
    const after = await argon2Ceiling();
    const spread = Math.abs(after.perSecond - before.perSecond) / Math.max(after.perSecond, before.perSecond);
    ceiling = {
      perSecond: (before.perSecond + after.perSecond) / 2,
      before,
      after,
      spread,
      loadAverageBefore: load1,
    };
    console.log(
      `  argon2id again after the run: ${describe(after)}; ceiling used ${ceiling.perSecond.toFixed(1)}/s` +
        (spread > 0.15
          ? ` — WARNING: the two differ by ${(spread * 100).toFixed(0)}%, the machine is busy`
          : ''),
    );
    const ratio = perSecond / ceiling.perSecond;
    result.ratio = ratio;
    console.log(
      `  ratio logins/s ÷ argon2 verifies/s on one core = ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ` +
        `${ratio >= TARGET_RATIO ? 'OK' : 'UNDER'}); ${m.cores} cores, libuv pool ${m.uvThreadpoolSize}`,
    );
  } finally {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const file = writeResults('login', {
    note,
    argon2: { params: ARGON2, ...ceiling },
    load: {
      endpoint: 'POST /v2/user/auth',
      concurrency: CONCURRENCY,
      warmupSeconds: WARMUP_SECONDS,
      ...result,
    },
    targetRatio: TARGET_RATIO,
  });
  console.log(`  → ${file}`);
  return [
    `login: ${result.loginsPerSecond.toFixed(1)} logins/s (p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms), ` +
      `argon2 ${ceiling.perSecond.toFixed(1)}/s on one core, ratio ${result.ratio.toFixed(2)} ` +
      `(target ≥ ${TARGET_RATIO}: ${result.ratio >= TARGET_RATIO ? 'OK' : 'UNDER'}, ${m.cores} cores)` +
      (Object.keys(result.nonOk).length ? `; non-200: ${JSON.stringify(result.nonOk)}` : ''),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
