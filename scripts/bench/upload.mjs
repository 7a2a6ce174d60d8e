import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ensureServerBuilt,
  freePort,
  median,
  newCustomerWithRecord,
  rssSampler,
  serverDist,
  serverEnv,
  sleep,
  startProcess,
  uploadFromDisk,
  waitReady,
  writeMp4,
  writeResults,
} from './lib.mjs';

const FILE_BYTES = 150 * 1024 * 1024;
const SAMPLE_MS = 50;
const BASELINE_MS = 1500;
const TARGET_GROWTH_MB = 64;
const CUSTOMER = {
  fullname: 'Rina Unggah Lestari',
  email: 'bench.upload@kilau.test',
  username: 'benchupload',
  phonenumber: '085712348888',
  password: 'Emas#Kilau2026',
};

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

    // A customer of its own, made through the API: the demo customer's record is already submitted.
    const { token, customerId } = await newCustomerWithRecord(port, CUSTOMER);

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
