// @ts-check
// The watch-list upload benchmark (decision 0120): what a heavy or hostile list file costs the
// server while it is read. Runs the built server on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database, dropped after). A super admin
// signed in through the real login and TOTP enrolment uploads, in turn:
//   - a genuine 20 MB DTTOT .csv (about 170,000 rows): the time to the 202, the time until the
//     upload is stored, and /health's latency (p50, p95, max; target p95 under 200 ms) probed every
//     20 ms throughout, against its latency before;
//   - an .xlsx holding 800 MB of zeros in under 1 MB (refused at once by its declared size);
//   - the same bomb with a central directory that lies (refused by the parse worker counting);
// and the server's resident memory is sampled throughout (peak and after each, against idle).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { generate } from 'otplib';
import yazl from 'yazl';
import {
  ensureServerBuilt,
  percentile,
  rssKb,
  rssSampler,
  sleep,
  table,
  withScratchServer,
  writeResults,
} from './lib.mjs';

const PASSWORD = 'Kilau#Demo2026';
const CSV_BYTES = 20 * 1024 * 1024 - 64 * 1024;
const HEALTH_EVERY_MS = 20;
const SAMPLE_MS = 50;
const TARGET_P95_MS = 200;
const MB = 1024 * 1024;

/** A DTTOT list as PPATK publishes it, just under 20 MB. */
function bigCsv() {
  const lines = ['No;Nama;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat'];
  let bytes = lines[0]?.length ?? 0;
  for (let i = 1; bytes < CSV_BYTES; i++) {
    const line = `${i};Peserta Bench ${i} alias Bench ${i};Orang;IDD-${i};Kota Bench;00/00/${1950 + (i % 50)};Indonesia;Jalan Bench Nomor ${i} RT 01 RW 02`;
    lines.push(line);
    bytes += line.length + 1;
  }
  return { bytes: Buffer.from(lines.join('\n')), rows: lines.length - 1 };
}

/** An .xlsx-shaped zip whose sheet is `zeroMb` MB of zeros. */
async function zeroBomb(/** @type {number} */ zeroMb, lie = false) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('<?xml version="1.0"?><Types/>'), '[Content_Types].xml');
  const zeros = Buffer.alloc(MB);
  zip.addReadStream(
    Readable.from(
      (function* () {
        for (let i = 0; i < zeroMb; i++) yield zeros;
      })(),
    ),
    'xl/worksheets/sheet1.xml',
  );
  zip.end();
  const out = await buffer(zip.outputStream);
  if (lie) {
    const directoryEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = out.indexOf(directoryEntry); at !== -1; at = out.indexOf(directoryEntry, at + 4)) {
      if (out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28)) === 'xl/worksheets/sheet1.xml')
        out.writeUInt32LE(1024, at + 24);
    }
  }
  return out;
}

/** A super admin through the real login: password, then the forced TOTP enrolment. */
async function signIn(/** @type {string} */ base) {
  /** @type {(url: string, body: object) => Promise<any>} */
  const post = async (url, body) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const first = await post('/v1/auth', { username: 'benchdaftar', password: PASSWORD });
  const setup = await post('/v1/auth/mfa/enrol/totp', { mfa_token: first.mfa_token });
  const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
  const done = await post('/v1/auth/mfa/enrol/totp/confirm', { mfa_token: first.mfa_token, code });
  return /** @type {string} */ (done.token);
}

/** /health probed every HEALTH_EVERY_MS until stopped; each probe's latency in ms. */
function healthProbe(/** @type {string} */ base) {
  /** @type {number[]} */
  const times = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const t0 = performance.now();
      await fetch(`${base}/health`).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      return times;
    },
  };
}

const stats = (/** @type {number[]} */ times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  };
};
const peakMb = (/** @type {number[]} */ kb) => Math.round(Math.max(0, ...kb) / 1024);
/** The samples, with one taken now: a refusal in 30 ms ends before the first sample. */
const withNow = (/** @type {number[]} */ kb, /** @type {number | undefined} */ pid) => [
  ...kb,
  rssKb(pid) ?? 0,
];

/**
 * One upload: the reply's status and time, then (after a 202) the polling until it ends.
 * @param {string} base @param {string} token @param {string} name @param {Buffer} bytes
 */
async function upload(base, token, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/super-admin/watchlists/dttot`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answered = performance.now() - t0;
  const body = await res.json();
  if (res.status !== 202)
    return { status: res.status, answered, ended: answered, outcome: body.err_message_id, runId: null };
  const id = body.data.upload.id;
  for (;;) {
    await sleep(250);
    const poll = await fetch(`${base}/v1/super-admin/watchlists/uploads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    const u = poll.data.upload;
    if (u.status !== 'parsing') {
      const outcome = u.status === 'stored' ? `stored, ${u.version.entries} entries` : u.refusal.message;
      return { status: 202, answered, ended: performance.now() - t0, outcome, runId: u.run?.id ?? null };
    }
  }
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const summary = await withScratchServer('watchlist-upload', {}, async ({ base, client, server }) => {
    await client.query(`
      insert into staff_users (username, fullname, password_hash, role, active)
      select 'benchdaftar', 'Daftar Bench', password_hash, 0, true from staff_users where username = 'superadmin'`);
    const token = await signIn(base);
    const pid = server.child.pid;
    const idle = rssSampler(pid, SAMPLE_MS);
    const before = healthProbe(base);
    await sleep(1500);
    const baseline = stats(await before.stop());
    const idleMb = peakMb(idle.stop());

    const csv = bigCsv();
    // The bombs first, so that the list's rescreen (after the CSV) is measured on its own.
    const files = [
      { label: 'xlsx bomb, 800 MB of zeros', name: 'dttot-bom.xlsx', bytes: await zeroBomb(800) },
      { label: 'xlsx bomb, lying directory', name: 'dttot-bohong.xlsx', bytes: await zeroBomb(800, true) },
      {
        label: `csv ${(csv.bytes.length / MB).toFixed(1)} MB, ${csv.rows.toLocaleString('en')} rows`,
        name: 'dttot-bench.csv',
        bytes: csv.bytes,
      },
    ];
    /** @type {Record<string, unknown>[]} */
    const results = [];
    for (const f of files) {
      const rss = rssSampler(pid, SAMPLE_MS);
      const probe = healthProbe(base);
      const r = await upload(base, token, f.name, f.bytes);
      const health = stats(await probe.stop());
      const samples = withNow(rss.stop(), pid);
      await sleep(1000);
      results.push({
        file: f.label,
        kb: Math.round(f.bytes.length / 1024),
        status: r.status,
        answeredMs: Math.round(r.answered),
        endedMs: Math.round(r.ended),
        outcome: r.outcome,
        runId: r.runId,
        health,
        rssPeakMb: peakMb(samples),
        rssAfterMb: peakMb([samples.at(-1) ?? 0]),
      });
    }
    // The rescreen the list queued (screening, decision 0111): /health while it runs.
    const runId = /** @type {string | null} */ (results.at(-1)?.runId ?? null);
    if (runId) {
      const rss = rssSampler(pid, SAMPLE_MS);
      const probe = healthProbe(base);
      const t0 = performance.now();
      let status = 'queued';
      while (status === 'queued' || status === 'running') {
        await sleep(250);
        const r = await fetch(`${base}/v1/super-admin/screening/runs/${runId}`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((x) => x.json());
        status = r.data.run.status;
      }
      const health = stats(await probe.stop());
      const samples = rss.stop();
      results.push({
        file: 'rescreen after the csv',
        kb: 0,
        status: 0,
        answeredMs: 0,
        endedMs: Math.round(performance.now() - t0),
        outcome: `run ${status}`,
        health,
        rssPeakMb: peakMb(samples),
        rssAfterMb: peakMb([samples.at(-1) ?? 0]),
      });
    }
    console.log(
      `  /health before: p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms; idle RSS ${idleMb} MB`,
    );
    table(
      [
        'file',
        'reply',
        'answered ms',
        'ended ms',
        'health p95 ms',
        'health max ms',
        'RSS peak MB',
        'outcome',
      ],
      results.map((r) => [
        String(r.file),
        String(r.status),
        Number(r.answeredMs),
        Number(r.endedMs),
        /** @type {{ p95: number }} */ (r.health).p95.toFixed(1),
        /** @type {{ max: number }} */ (r.health).max.toFixed(1),
        Number(r.rssPeakMb),
        String(r.outcome).slice(0, 60),
      ]),
    );
    return { baseline, idleMb, results };
  });
  if (!summary) return ['watchlist-upload: skipped (no PostgreSQL)'];
  writeResults('watchlist-upload', { targetP95Ms: TARGET_P95_MS, ...summary });
  const csvRow = summary.results.find((r) => String(r.file).startsWith('csv'));
  const p95 = /** @type {{ p95: number }} */ (csvRow?.health ?? { p95: Number.NaN }).p95;
  return [
    `watchlist-upload: /health p95 ${p95.toFixed(1)} ms while a 20 MB list is read (target < ${TARGET_P95_MS}), ` +
      `RSS peak ${Math.max(...summary.results.map((r) => Number(r.rssPeakMb)))} MB (idle ${summary.idleMb})`,
  ];
}
