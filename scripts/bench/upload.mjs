// @ts-check
// Upload benchmark: one 150 MB mp4-shaped statement video streamed from disk to the built server's
// POST /v2/kyc/upload/{customerId} on loopback, as the demo customer. The server's RSS
// (/proc/<pid>/status VmRSS) is sampled every 50 ms before and during the upload: the body must
// stream to the file store, never be held whole, so the growth stays small (target < 64 MB).
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ensureServerBuilt,
  freePort,
  median,
  serverDist,
  serverEnv,
  sleep,
  startProcess,
  waitReady,
  writeResults,
} from './lib.mjs';

const FILE_BYTES = 150 * 1024 * 1024;
const SAMPLE_MS = 50;
const BASELINE_MS = 1500;
const TARGET_GROWTH_MB = 64;
const DEMO = { email: 'demo.nasabah@kilau.test', password: 'Kilau#Demo2026' };

/**
 * An mp4 box header: its size (header included) and its four-letter type.
 * @param {string} type
 * @param {number} bodyBytes
 */
function box(type, bodyBytes) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + bodyBytes);
  head.write(type, 4, 'latin1');
  return head;
}

/**
 * ftyp as Chromium's MediaRecorder writes it, an empty moov, then one mdat of filler to the size.
 * @param {string} file
 * @param {number} totalBytes
 * @returns {string} the file's sha256, hex
 */
function writeMp4(file, totalBytes) {
  const ftypBody = Buffer.concat([
    Buffer.from('isom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso6iso2mp41'),
  ]);
  const ftyp = Buffer.concat([box('ftyp', ftypBody.length), ftypBody]);
  const moov = box('moov', 0);
  const mdatBody = totalBytes - ftyp.length - moov.length - 8;
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 131 + 17) & 0xff;
  const head = Buffer.concat([ftyp, moov, box('mdat', mdatBody)]);
  /** @type {[Buffer, ...Buffer[]]} */
  const parts = [head];
  let left = mdatBody;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    parts.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    left -= n;
  }
  // Written in one go would need the whole file in memory: append chunk by chunk instead.
  writeFileSync(file, parts[0]);
  for (const p of parts) hash.update(p);
  for (const p of parts.slice(1)) writeFileSync(file, p, { flag: 'a' });
  return hash.digest('hex');
}

/**
 * @param {number | undefined} pid
 * @returns {number | null}
 */
function rssKb(pid) {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Samples the process's RSS (kB) every SAMPLE_MS until stopped.
 * @param {number | undefined} pid
 */
function sampler(pid) {
  /** @type {number[]} */
  const samples = [];
  const timer = setInterval(() => {
    const kb = rssKb(pid);
    if (kb !== null) samples.push(kb);
  }, SAMPLE_MS);
  return {
    samples,
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * A JSON call to the server; throws on a reply other than 2xx.
 * @param {number} port
 * @param {string} method
 * @param {string} url
 * @param {{ token?: string, body?: unknown }} [options]
 * @returns {Promise<unknown>}
 */
async function json(port, method, url, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * POST multipart (kind, then file streamed from disk) with a known Content-Length.
 * @param {number} port
 * @param {string} token
 * @param {string} customerId
 * @param {string} file
 * @param {string} kind
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
function uploadFromDisk(port, token, customerId, file, kind) {
  const boundary = `----kilau-bench-${Date.now()}`;
  const pre = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
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

const mb = (/** @type {number} */ kb) => kb / 1024;

export async function run() {
  const note = ensureServerBuilt();
  console.log(`  ${note}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-upload-'));
  const dataDir = path.join(work, 'data');
  const video = path.join(work, 'video.mp4');
  const small = path.join(work, 'small.mp4');
  let result;
  const port = await freePort();
  const proc = startProcess(
    process.execPath,
    [serverDist],
    serverEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'off',
      RATE_LIMIT_SCALE: '100000',
      LOG_LEVEL: 'warn',
    }),
  );
  try {
    const t0 = performance.now();
    const sha256 = writeMp4(video, FILE_BYTES);
    writeMp4(small, 64 * 1024);
    console.log(
      `  wrote a ${(FILE_BYTES / 1024 / 1024).toFixed(0)} MiB mp4-shaped file in ${Math.round(performance.now() - t0)} ms`,
    );
    const readyMs = await waitReady(proc, port, { timeoutMs: 120_000 });
    console.log(`  server ready in ${Math.round(readyMs)} ms (fresh data dir)`);

    const { token } = /** @type {{ token: string }} */ (
      await json(port, 'POST', '/v2/user/auth', { body: DEMO })
    );
    const customers = /** @type {{ data?: { _id?: string }[] }} */ (
      await json(port, 'GET', '/v2/kyc/customer/platform', { token })
    );
    const customerId = customers.data?.[0]?._id;
    if (!customerId) throw new Error('the demo account has no KYC record');

    // A small upload first, so that the code paths (file-type, multipart) are loaded before the baseline.
    const warm = await uploadFromDisk(port, token, customerId, small, 'statement_video');
    if (warm.status !== 200) throw new Error(`warm-up upload: HTTP ${warm.status} ${warm.body}`);

    const pid = proc.child.pid;
    const before = sampler(pid);
    await sleep(BASELINE_MS);
    const baseline = before.stop();
    const baseKb = median(baseline);

    console.log('  uploading (kind statement_video, streamed from disk)…');
    const during = sampler(pid);
    const u0 = performance.now();
    const res = await uploadFromDisk(port, token, customerId, video, 'statement_video');
    const secs = (performance.now() - u0) / 1000;
    const samples = during.stop();
    if (res.status !== 200) throw new Error(`upload: HTTP ${res.status} ${res.body.slice(0, 300)}`);
    const key = /** @type {{ data: string }} */ (JSON.parse(res.body)).data;
    const storedBytes = statSync(path.join(dataDir, 'files', key)).size;
    if (storedBytes !== FILE_BYTES) throw new Error(`stored ${storedBytes} bytes, sent ${FILE_BYTES}`);

    const peakKb = Math.max(...samples, baseKb);
    const growthMb = mb(peakKb - baseKb);
    const mbPerSecond = FILE_BYTES / 1024 / 1024 / secs;
    result = {
      fileBytes: FILE_BYTES,
      sha256,
      storedPath: key,
      seconds: secs,
      mibPerSecond: mbPerSecond,
      rss: {
        baselineMb: mb(baseKb),
        baselineMaxMb: mb(Math.max(...baseline)),
        peakMb: mb(peakKb),
        growthMb,
        samplesDuring: samples.length,
        sampleMs: SAMPLE_MS,
      },
      targetGrowthMb: TARGET_GROWTH_MB,
      readyMs,
    };
    console.log(
      `  ${(FILE_BYTES / 1024 / 1024).toFixed(0)} MiB in ${secs.toFixed(2)} s = ${mbPerSecond.toFixed(1)} MiB/s on loopback; ` +
        `stored ${storedBytes} bytes at ${key}`,
    );
    console.log(
      `  server RSS: baseline ${mb(baseKb).toFixed(1)} MiB, peak during upload ${mb(peakKb).toFixed(1)} MiB ` +
        `(${samples.length} samples) → growth ${growthMb.toFixed(1)} MiB (target < ${TARGET_GROWTH_MB}: ` +
        `${growthMb < TARGET_GROWTH_MB ? 'OK' : 'OVER'})`,
    );
  } finally {
    await proc.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const file = writeResults('upload', { note, endpoint: 'POST /v2/kyc/upload/{customerId}', ...result });
  console.log(`  → ${file}`);
  return [
    `upload: ${result.mibPerSecond.toFixed(1)} MiB/s for ${(FILE_BYTES / 1024 / 1024).toFixed(0)} MiB, ` +
      `server RSS growth ${result.rss.growthMb.toFixed(1)} MiB (target < ${TARGET_GROWTH_MB}: ` +
      `${result.rss.growthMb < TARGET_GROWTH_MB ? 'OK' : 'OVER'})`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
