/**
 * `npm run bench -- production` (scripts/bench/production.mjs runs this with tsx and prints it):
 *  1. login → dashboard → step save by CUSTOMERS customers for SECONDS, on one instance and then
 *     on two behind a round-robin, on PostgreSQL: throughput and p95 of each;
 *  2. a 150 MB statement video uploaded through the server to S3 (s3rver): throughput and how much
 *     the server's resident memory grew while it streamed.
 * Prints one JSON object on the last line of its output.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mediaBytes, mp4Head } from '../test/mp4';
import { startS3Server } from '../test/s3-server';
import { type Instance, scratchDatabase, sleep, startInstance } from './instances';
import { prepareCustomers, walkFor } from './load';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const UPLOAD_MB = 150;

async function walk(instances: number) {
  const db = await scratchDatabase();
  const started: Instance[] = [];
  try {
    for (let i = 0; i < instances; i++)
      started.push(await startInstance(`bench-${i}`, { DATABASE_URL: db.url, RATE_LIMIT_SCALE: '100000' }));
    const first = started[0] as Instance;
    const { customers, options } = await prepareCustomers(first.base, db.url, CUSTOMERS);
    const stats = await walkFor(
      started.map((s) => s.base),
      customers,
      options,
      SECONDS,
    );
    return {
      instances,
      walksPerSecond: stats.walks / stats.seconds,
      requestsPerSecond: stats.requests / stats.seconds,
      errors: stats.errors.length,
      p95: stats.p95,
      p50: stats.p50,
    };
  } finally {
    for (const s of started) await s.stop();
    await db.drop();
  }
}

const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function uploadToS3() {
  const db = await scratchDatabase();
  const s3 = await startS3Server();
  const instance = await startInstance('bench-s3', {
    DATABASE_URL: db.url,
    RATE_LIMIT_SCALE: '100000',
    ...s3.env,
  });
  try {
    const { customers } = await prepareCustomers(instance.base, db.url, 1, 1);
    const c = customers[0];
    if (!c) throw new Error('no customer');
    const pid = instance.process.pid as number;
    await sleep(1_000);
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 50);
    const boundary = 'kilau-bench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nstatement_video\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const mdatBytes = UPLOAD_MB * 1024 * 1024;
    const mdatHead = Buffer.alloc(8);
    mdatHead.writeUInt32BE(mdatBytes + 8);
    mdatHead.write('mdat', 4, 'latin1');
    const video = mp4Head();
    const block = mediaBytes(1024 * 1024);
    const length = head.length + video.length + 8 + mdatBytes + tail.length;
    const t0 = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${instance.base}/v2/kyc/upload/${c.recordId}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${c.customer.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      (async () => {
        const write = (b: Buffer) =>
          new Promise<void>((done) => {
            if (req.write(b)) done();
            else req.once('drain', done);
          });
        await write(Buffer.concat([head, video, mdatHead]));
        for (let i = 0; i < UPLOAD_MB; i++) await write(block);
        req.end(tail);
      })().catch(reject);
    });
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    if (status !== 200) throw new Error(`upload answered ${status}`);
    return {
      megabytes: UPLOAD_MB,
      seconds,
      megabytesPerSecond: UPLOAD_MB / seconds,
      rssBeforeMb: before / 1024 / 1024,
      rssGrowthMb: (peak - before) / 1024 / 1024,
    };
  } finally {
    await instance.stop();
    await s3.stop();
    await db.drop();
  }
}

const one = await walk(1);
const two = await walk(2);
const upload = await uploadToS3();
console.log(JSON.stringify({ customers: CUSTOMERS, seconds: SECONDS, walks: [one, two], upload }));
