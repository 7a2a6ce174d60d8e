// @ts-check
// 'Unduh data saya' benchmark (decision 0113): a customer registered through the API (SMS code and
// activation link from the development outbox) with a record on gofx and bank 037 holds about
// 200 MB of files, uploaded through the real route (POST /v2/kyc/upload/{customerId}: one statement video of
// 199,999,999 bytes, the largest the route takes, and a PNG for each image kind). The customer asks
// for the copy with their password; the job streams the ZIP into the file store. Measured: the time
// from the request to the link in the outbox, the server's RSS growth meanwhile
// (/proc/<pid>/status VmRSS every 50 ms; streamed, so the target is < 64 MB), then the download of
// the ZIP through the link and its size; `unzip -t` checks the archive when the tool is there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import {
  apiJson,
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

const VIDEO_BYTES = 199_999_999;
const IMAGE_KINDS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'kk',
  'npwp',
  'other',
  'selfie',
  'signature',
  'partner_signature',
];
const SAMPLE_MS = 50;
const BASELINE_MS = 1500;
const TARGET_GROWTH_MB = 64;
const CUSTOMER = {
  fullname: 'Sari Ekspor Wulandari',
  email: 'bench.export@kilau.test',
  username: 'benchexport',
  phonenumber: '085712349999',
  password: 'Emas#Kilau2026',
};

/** A PNG of noise, about 300 kB (the image kinds take up to 400 kB). @param {number} seed */
function noisePng(seed) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  /** @param {Buffer} b */
  const crc = (b) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const side = 300;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(side * (1 + side * 3));
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    if (i % (1 + side * 3) === 0) continue;
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The link of the newest export mail to `to`, once it is in the outbox. @param {number} port @param {string} to @param {string} since */
async function waitForLink(port, to, since) {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/dev/outbox?format=json&limit=50`);
    const messages = /** @type {{ to: string, text: string, time: string }[]} */ (await res.json());
    const mail = messages.find((m) => m.to === to && m.time >= since && /\/data-saya\/unduh\//.test(m.text));
    const token = mail?.text.match(/\/data-saya\/unduh\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await sleep(100);
  }
}

const mb = (/** @type {number} */ kb) => kb / 1024;

export async function run() {
  const note = ensureServerBuilt();
  console.log(`  ${note}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-data-export-'));
  const dataDir = path.join(work, 'data');
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
  let result;
  try {
    const video = path.join(work, 'video.mp4');
    writeMp4(video, VIDEO_BYTES);
    const readyMs = await waitReady(proc, port, { timeoutMs: 120_000 });
    console.log(`  server ready in ${Math.round(readyMs)} ms (fresh data dir)`);
    const { token, customerId } = await newCustomerWithRecord(port, CUSTOMER);

    let fileBytes = 0;
    for (const [i, kind] of IMAGE_KINDS.entries()) {
      const file = path.join(work, `${kind}.png`);
      writeFileSync(file, noisePng(i + 1));
      const res = await uploadFromDisk({
        port,
        token,
        customerId,
        file,
        kind,
        filename: path.basename(file),
        type: 'image/png',
      });
      if (res.status !== 200) throw new Error(`upload ${kind}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      fileBytes += statSync(file).size;
    }
    const up = await uploadFromDisk({
      port,
      token,
      customerId,
      file: video,
      kind: 'statement_video',
      filename: path.basename(video),
      type: 'video/mp4',
    });
    if (up.status !== 200)
      throw new Error(`upload statement_video: HTTP ${up.status} ${up.body.slice(0, 200)}`);
    fileBytes += VIDEO_BYTES;
    console.log(
      `  uploaded ${(fileBytes / 1e6).toFixed(1)} MB through POST /v2/kyc/upload (${IMAGE_KINDS.length} PNGs and one video)`,
    );

    const pid = proc.child.pid;
    const before = rssSampler(pid, SAMPLE_MS);
    await sleep(BASELINE_MS);
    const baseKb = median(before.stop());

    const during = rssSampler(pid, SAMPLE_MS);
    const since = new Date(Date.now() - 1000).toISOString();
    const t0 = performance.now();
    await apiJson(port, 'POST', '/v1/user/data-export', { token, body: { password: CUSTOMER.password } });
    const link = await waitForLink(port, CUSTOMER.email, since);
    const buildSecs = (performance.now() - t0) / 1000;
    const buildSamples = during.stop();

    const dl = rssSampler(pid, SAMPLE_MS);
    const zipFile = path.join(work, 'copy.zip');
    const d0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/v1/user/data-export/${link}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok || !res.body) throw new Error(`download: HTTP ${res.status}`);
    const hash = createHash('sha256');
    await pipeline(
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (res.body)).on('data', (c) =>
        hash.update(c),
      ),
      createWriteStream(zipFile),
    );
    const downloadSecs = (performance.now() - d0) / 1000;
    const dlSamples = dl.stop();
    const zipBytes = statSync(zipFile).size;
    let unzipCheck = 'unzip not found';
    try {
      execFileSync('unzip', ['-tq', zipFile], { stdio: 'pipe' });
      unzipCheck = 'unzip -t: no errors';
    } catch (err) {
      const e = /** @type {{ code?: string, stdout?: Buffer }} */ (err);
      if (e.code !== 'ENOENT') throw new Error(`unzip -t failed: ${e.stdout?.toString().slice(0, 300)}`);
    }

    const peakKb = Math.max(...buildSamples, baseKb);
    const growthMb = mb(peakKb - baseKb);
    const dlGrowthMb = mb(Math.max(...dlSamples, baseKb) - baseKb);
    result = {
      fileBytes,
      zipBytes,
      zipSha256: hash.digest('hex'),
      buildSeconds: buildSecs,
      buildMbPerSecond: fileBytes / 1e6 / buildSecs,
      downloadSeconds: downloadSecs,
      rss: {
        baselineMb: mb(baseKb),
        peakMb: mb(peakKb),
        growthMb,
        downloadGrowthMb: dlGrowthMb,
        samples: buildSamples.length,
        sampleMs: SAMPLE_MS,
      },
      targetGrowthMb: TARGET_GROWTH_MB,
      unzipCheck,
      readyMs,
    };
    console.log(
      `  copy of ${(fileBytes / 1e6).toFixed(1)} MB built in ${buildSecs.toFixed(2)} s (request to mailed link, ` +
        `${result.buildMbPerSecond.toFixed(1)} MB/s); ZIP ${(zipBytes / 1e6).toFixed(1)} MB downloaded in ${downloadSecs.toFixed(2)} s; ${unzipCheck}`,
    );
    console.log(
      `  server RSS: baseline ${mb(baseKb).toFixed(1)} MiB, peak while building ${mb(peakKb).toFixed(1)} MiB → growth ` +
        `${growthMb.toFixed(1)} MiB (target < ${TARGET_GROWTH_MB}: ${growthMb < TARGET_GROWTH_MB ? 'OK' : 'OVER'}); ` +
        `growth while downloading ${dlGrowthMb.toFixed(1)} MiB`,
    );
  } finally {
    await proc.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const file = writeResults('data-export', {
    note,
    endpoint: 'POST /v1/user/data-export (job data.export)',
    ...result,
  });
  console.log(`  → ${file}`);
  return [
    `data-export: ${(result.fileBytes / 1e6).toFixed(0)} MB of files in ${result.buildSeconds.toFixed(1)} s, ` +
      `server RSS growth ${result.rss.growthMb.toFixed(1)} MiB (target < ${TARGET_GROWTH_MB}: ` +
      `${result.rss.growthMb < TARGET_GROWTH_MB ? 'OK' : 'OVER'})`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
