// @ts-check
// Upload benchmark: one 150 MB mp4-shaped statement video streamed from disk to the built server's
// POST /v2/kyc/upload/{customerId} on loopback, as the demo customer. The server's RSS
// (/proc/<pid>/status VmRSS) is sampled every 50 ms before and during the upload: the body must
// stream to the file store, never be held whole, so the growth stays small (target < 64 MB).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  apiJson,
  ensureServerBuilt,
  freePort,
  median,
  rssSampler,
  serverDist,
  serverEnv,
  sleep,
  startProcess,
  uploadFromDisk,
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
      await apiJson(port, 'POST', '/v2/user/auth', { body: DEMO })
    );
    const customers = /** @type {{ data?: { _id?: string }[] }} */ (
      await apiJson(port, 'GET', '/v2/kyc/customer/platform', { token })
    );
    const customerId = customers.data?.[0]?._id;
    if (!customerId) throw new Error('the demo account has no KYC record');

    // A small upload first, so that the code paths (file-type, multipart) are loaded before the baseline.
    const warm = await uploadFromDisk({
      port,
      token,
      customerId,
      file: small,
      kind: 'statement_video',
      filename: 'video.mp4',
      type: 'video/mp4',
    });
    if (warm.status !== 200) throw new Error(`warm-up upload: HTTP ${warm.status} ${warm.body}`);

    const pid = proc.child.pid;
    const before = rssSampler(pid, SAMPLE_MS);
    await sleep(BASELINE_MS);
    const baseline = before.stop();
    const baseKb = median(baseline);

    console.log('  uploading (kind statement_video, streamed from disk)…');
    const during = rssSampler(pid, SAMPLE_MS);
    const u0 = performance.now();
    const res = await uploadFromDisk({
      port,
      token,
      customerId,
      file: video,
      kind: 'statement_video',
      filename: 'video.mp4',
      type: 'video/mp4',
    });
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
