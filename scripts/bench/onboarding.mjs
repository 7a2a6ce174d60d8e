// @ts-check
// Onboarding benchmark: latency (p50/p95) of the KYC flow's calls (docs/product/onboarding.md § Calls) on the built server
// with a fresh embedded database. Customers are made through the real API (register, the OTP and
// the activation link from /dev/outbox, login), choose the platform and register at bank 037, then:
//   - the first save of each step (bank registration POST, steps 1–5 PUT, uploads, attachments PUT);
//   - each step saved again STEP_SAVES times, CONCURRENCY at once, every worker on its own customers
//     (two saves of one record at once would race on its version, by design);
//   - the master-data lists (docs/product/onboarding.md § Calls) and the region cascades, including the villages of the
//     district with the most villages in idn-area-data.
// Any answer other than HTTP 200 with status_code '00' stops the run with the call and the reply.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { SAMPLE_CUSTOMER, sampleNik } from '../../packages/shared/src/sample-customer.ts';
import {
  ensureServerBuilt,
  errorParts,
  freePort,
  percentile,
  root,
  serverDist,
  serverEnv,
  sleep,
  startProcess,
  waitReady,
  writeResults,
} from './lib.mjs';

const CUSTOMERS = 8;
const CONCURRENCY = 4;
const STEP_SAVES = 200;
const MASTER_CALLS = 100;
/** Extra JPEG uploads on top of the three each customer's attachments need, for a steadier p95. */
const EXTRA_JPEG_UPLOADS = 40;
const PASSWORD = 'Emas#2468Aman';
const BANK = '037';
/** The identity address of every customer: Katapang, Kabupaten Bandung, Jawa Barat (its NIKs too). */
const HOME = {
  province: SAMPLE_CUSTOMER.addresses.bandung.province_type,
  regency: SAMPLE_CUSTOMER.addresses.bandung.regency_type,
  district: SAMPLE_CUSTOMER.addresses.bandung.district_type,
};
const OUTBOX_WAIT_MS = 20_000;
// The master-data lists per bank and per platform: MASTER_DATA_BANK_TYPES and
// MASTER_DATA_PLATFORM_TYPES of packages/shared (schemas/master-data.ts, which imports zod and its
// neighbours without file extensions: Node cannot load it as it loads sample-customer.ts).
const BANK_LIST_TYPES = ['gender', 'religion', 'marriage', 'education'];
const PLATFORM_LIST_TYPES = [
  'occupation',
  'industrial',
  'position',
  'fund',
  'salary',
  'monthly_transaction',
  'purpose_fund',
  'purpose_open_account',
];

// ── Files a customer uploads ─────────────────────────────────────────────────────────────────

/**
 * A real baseline JPEG (JFIF, YCbCr 4:4:4) of flat 8×8 blocks: every block is one colour, so each
 * block is its DC coefficient and an end-of-block, which keeps the encoder to a few lines.
 * @param {number} width a multiple of 8
 * @param {number} height a multiple of 8
 * @param {(x: number, y: number) => [number, number, number]} colourAt RGB at a block's centre
 * @returns {Buffer}
 */
function jpeg(width, height, colourAt) {
  /** @type {number[]} */
  const bytes = [];
  const u16 = (/** @type {number} */ n) => [(n >> 8) & 0xff, n & 0xff];
  /** @type {(marker: number, body: number[]) => number} */
  const segment = (marker, body) => bytes.push(0xff, marker, ...u16(body.length + 2), ...body);
  bytes.push(0xff, 0xd8);
  segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  segment(0xdb, [0x00, ...new Array(64).fill(8)]);
  segment(0xc0, [8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  // DC: the standard luminance table (categories 0–11); AC: one code, end-of-block.
  const dcBits = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const dcVals = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  segment(0xc4, [0x00, ...dcBits, ...dcVals, 0x10, 1, ...new Array(15).fill(0), 0x00]);
  segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  /** @type {{ code: number, len: number }[]} */
  const dcCodes = [];
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    const count = /** @type {number} */ (dcBits[len - 1]);
    for (let i = 0; i < count; i++) dcCodes[/** @type {number} */ (dcVals[k++])] = { code: code++, len };
    code <<= 1;
  }
  let acc = 0;
  let nbits = 0;
  /** @type {(value: number, len: number) => void} */
  const put = (value, len) => {
    for (let i = len - 1; i >= 0; i--) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++nbits === 8) {
        bytes.push(acc);
        if (acc === 0xff) bytes.push(0);
        acc = 0;
        nbits = 0;
      }
    }
  };
  /** @type {[number, number, number]} */
  const prev = [0, 0, 0];
  const clamp = (/** @type {number} */ v) => Math.max(0, Math.min(255, Math.round(v)));
  for (let by = 0; by < height / 8; by++) {
    for (let bx = 0; bx < width / 8; bx++) {
      const [r, g, b] = colourAt(bx * 8 + 4, by * 8 + 4);
      const ycc = [
        clamp(0.299 * r + 0.587 * g + 0.114 * b),
        clamp(-0.1687 * r - 0.3313 * g + 0.5 * b + 128),
        clamp(0.5 * r - 0.4187 * g - 0.0813 * b + 128),
      ];
      for (const c of /** @type {const} */ ([0, 1, 2])) {
        // DC = 8 × (level − 128), quantised by 8.
        const dc = /** @type {number} */ (ycc[c]) - 128;
        const diff = dc - prev[c];
        prev[c] = dc;
        const cat = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        // Levels 0–255 give differences of at most 255: categories 0–8, all in the table.
        const dcCode = /** @type {{ code: number, len: number }} */ (dcCodes[cat]);
        put(dcCode.code, dcCode.len);
        if (cat) put(diff > 0 ? diff : diff + (1 << cat) - 1, cat);
        put(0, 1); // end of block
      }
    }
  }
  if (nbits) put(0xff, 8 - nbits);
  bytes.push(0xff, 0xd9);
  return Buffer.from(bytes);
}

/** A card-like picture: a blue band, a grey photo block and a light background. */
function cardJpeg() {
  return jpeg(160, 96, (x, y) => {
    if (y < 24) return [30, 80, 160];
    if (x > 8 && x < 56 && y > 32 && y < 88) return [150, 150, 150];
    return [235, 240, 250 - (x >> 2)];
  });
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A signature as the pad exports it: a dark zigzag stroke on white, RGB PNG. */
function signaturePng(width = 240, height = 80) {
  /** @type {Buffer[]} */
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 20; x < width - 20; x++) {
      const stroke = height / 2 + Math.sin(x / 9) * (height / 4);
      if (Math.abs(y - stroke) < 2) row.fill(20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An mp4 box: its size, its four-letter type and its body.
 * @param {string} type
 * @param {Buffer} body
 */
function box(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An mp4-shaped statement video (ftyp as MediaRecorder writes it, empty moov, filler mdat). */
function smallMp4(bytes = 64 * 1024) {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso6iso2mp41')]),
  );
  const moov = box('moov', Buffer.alloc(0));
  const filler = Buffer.alloc(bytes - ftyp.length - moov.length - 8);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 131 + 17) & 0xff;
  return Buffer.concat([ftyp, moov, box('mdat', filler)]);
}

// ── Regions (idn-area-data, as the server seeds them) ────────────────────────────────────────

/**
 * One CSV line's fields (RFC 4180 quoting: names may hold commas and doubled quotes).
 * @param {string} line
 * @returns {string[]}
 */
function csvFields(line) {
  /** @type {string[]} */
  const out = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** The region files: names by code, and for each level the parent with the most children. */
function regionData() {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const dir = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  /** @type {Map<string, string>} */
  const names = new Map();
  /** @type {Partial<Record<string, { code: string, n: number }>>} */
  const largest = {};
  for (const [type, file] of /** @type {const} */ ([
    ['province', 'provinces.csv'],
    ['regency', 'regencies.csv'],
    ['district', 'districts.csv'],
    ['village', 'villages.csv'],
  ])) {
    const [header = '', ...lines] = readFileSync(path.join(dir, file), 'utf8').split(/\r?\n/).filter(Boolean);
    const cols = csvFields(header);
    const codeAt = cols.indexOf('code');
    const nameAt = cols.indexOf('name');
    const parentAt = cols.findIndex((c) => c !== 'code' && c.endsWith('_code'));
    /** @type {Map<string, number>} */
    const children = new Map();
    for (const line of lines) {
      const f = csvFields(line);
      // Every line of the data files has the header's columns.
      const at = (/** @type {number} */ i) => /** @type {string} */ (f[i]);
      names.set(at(codeAt), at(nameAt).trim());
      if (parentAt >= 0) children.set(at(parentAt), (children.get(at(parentAt)) ?? 0) + 1);
    }
    if (parentAt >= 0) {
      /** @type {{ code: string, n: number } | null} */
      let best = null;
      for (const [code, n] of children) if (!best || n > best.n) best = { code, n };
      if (best) largest[type] = best;
    }
  }
  const trail = (/** @type {string} */ code) => {
    const parts = code.split('.');
    return parts.map((_, i) => names.get(parts.slice(0, parts.length - i).join('.'))).join(', ');
  };
  // Every level below the province names its parent, so each has its largest parent.
  const largestBelow =
    /** @type {Record<'regency' | 'district' | 'village', { code: string, n: number }>} */ (largest);
  return { names, largest: largestBelow, trail };
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────

class CallFailed extends Error {}

/**
 * The API's reply envelope; what `data` holds depends on the call (cast where it is read).
 * @typedef {{ status_code?: string, data?: unknown, token?: string, phonenumber?: string }} ApiReply
 */

/**
 * One call; answers the parsed reply. Anything but HTTP 200 with status_code '00' (or what `ok`
 * accepts instead) throws CallFailed with the call and the start of the reply.
 * @param {number} port
 * @param {string} method
 * @param {string} url
 * @param {{ token?: string, body?: unknown, form?: FormData, ok?: (reply: ApiReply) => boolean }} [options]
 * @returns {Promise<ApiReply>}
 */
async function call(port, method, url, { token, body, form, ok } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res;
  let text;
  try {
    res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    text = await res.text();
  } catch (err) {
    const { name, causeCode } = errorParts(err);
    throw new CallFailed(`${method} ${url}: ${name === 'TimeoutError' ? 'timeout' : (causeCode ?? err)}`);
  }
  /** @type {ApiReply | undefined} */
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const good = res.status === 200 && json !== undefined && (ok ? ok(json) : json.status_code === '00');
  if (!good || json === undefined) {
    throw new CallFailed(
      `${method} ${url}: HTTP ${res.status}, status_code ${JSON.stringify(json?.status_code)}: ${text.slice(0, 400)}`,
    );
  }
  return json;
}

/**
 * @param {string} kind
 * @param {Buffer} bytes
 * @param {string} mime
 * @param {string} name
 */
function uploadForm(kind, bytes, mime, name) {
  const fd = new FormData();
  fd.append('kind', kind); // the kind has to come before the file
  fd.append('file', new Blob([/** @type {BlobPart} */ (bytes)], { type: mime }), name);
  return fd;
}

// ── Measuring ────────────────────────────────────────────────────────────────────────────────

/**
 * @param {number[]} times ms
 * @param {number} errors
 * @param {number} seconds
 */
function stats(times, errors, seconds) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1),
    seconds,
  };
}

/** @typedef {ReturnType<typeof stats>} Stats */

const ms = (/** @type {number} */ v) => (v < 10 ? v.toFixed(1) : v.toFixed(0));

/**
 * Runs `job(i, worker, k)` `total` times on `workers` workers (k counts the worker's own calls).
 * The first failure stops the series; it then throws with the number failed and the first reply.
 * @param {string} label
 * @param {number} total
 * @param {number} workers
 * @param {(i: number, worker: number, k: number) => Promise<unknown>} job
 * @returns {Promise<Stats>}
 */
async function measure(label, total, workers, job) {
  /** @type {number[]} */
  const times = [];
  let errors = 0;
  /** @type {{ err: unknown } | null} */
  let first = null;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      let k = 0;
      while (!first) {
        const i = next++;
        if (i >= total) break;
        const t = performance.now();
        try {
          await job(i, w, k++);
          times.push(performance.now() - t);
        } catch (err) {
          errors++;
          first ??= { err };
        }
      }
    }),
  );
  // Set by the workers above, which the type checker does not follow into.
  const failure = /** @type {{ err: unknown } | null} */ (first);
  if (failure) {
    const { err } = failure;
    const why =
      err instanceof CallFailed
        ? err.message
        : err instanceof Error
          ? (err.stack ?? String(err))
          : String(err);
    throw new Error(`${label}: ${errors} call(s) failed after ${times.length} good; first: ${why}`);
  }
  const s = stats(times, errors, (performance.now() - t0) / 1000);
  console.log(`  ${label}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n}, errors ${s.errors})`);
  return s;
}

/**
 * Times one call into `into` (a list of ms); used for the once-per-customer calls.
 * @template T
 * @param {number[]} into
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function timed(into, fn) {
  const t = performance.now();
  const out = await fn();
  into.push(performance.now() - t);
  return out;
}

/**
 * @param {string} label
 * @param {number[]} times ms
 */
function report(label, times) {
  const s = stats(times, 0, Number.NaN);
  console.log(`  ${label}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n}, errors 0)`);
  return s;
}

// ── Customers through the real API ───────────────────────────────────────────────────────────

/**
 * @param {string} a
 * @param {string} b
 */
function samePhone(a, b) {
  const norm = (/** @type {string} */ s) => s.replace(/\D/g, '').replace(/^62/, '0');
  return norm(a) === norm(b);
}

/**
 * Waits for a message to `to` (an e-mail address or a phone number) in the development outbox that
 * `pattern` matches; answers the match.
 * @param {number} port
 * @param {string} to
 * @param {RegExp} pattern
 * @returns {Promise<RegExpExecArray>}
 */
async function fromOutbox(port, to, pattern) {
  const deadline = performance.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/dev/outbox?format=json&limit=500`);
    if (!res.ok) throw new Error(`GET /dev/outbox answered ${res.status}`);
    const messages = /** @type {{ to: string, text: string }[]} */ (await res.json());
    for (const m of messages) {
      const mine = to.includes('@') ? m.to.trim().toLowerCase() === to : samePhone(m.to, to);
      const hit = mine ? pattern.exec(m.text) : null;
      if (hit) return hit;
    }
    if (performance.now() > deadline) throw new Error(`no message to ${to} in /dev/outbox`);
    await sleep(100);
  }
}

/**
 * A customer made through the API; `id` (the KYC record), `i` (its index) and `paths` (the stored
 * files) are set by the first saves.
 * @typedef {object} Customer
 * @property {string} fullname
 * @property {string} email
 * @property {string} username
 * @property {string} phonenumber
 * @property {string} password
 * @property {string} token
 * @property {string} id
 * @property {number} i
 * @property {Record<string, string>} paths
 */

/**
 * Registers, verifies the phone (OTP) and the e-mail (activation link), logs in: answers the token.
 * @param {number} port
 * @param {number} i
 * @returns {Promise<Customer>}
 */
async function newCustomer(port, i) {
  const n = String(i + 1).padStart(3, '0');
  const who = {
    fullname: `Bayu Saputra ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`,
    email: `bench.onboarding${n}@kilau.test`,
    username: `benchonb${n}`,
    phonenumber: `08571234${n.padStart(4, '0')}`,
    password: PASSWORD,
  };
  const reg = await call(port, 'POST', '/v2/user/register', { body: who });
  const otp = (await fromOutbox(port, who.phonenumber, /(?<!\d)(\d{6})(?!\d)/))[1];
  await call(port, 'POST', '/v2/user/register/verify/otp', {
    body: { phonenumber: reg.phonenumber ?? who.phonenumber, otp, email: who.email, token: reg.token },
  });
  // The pattern's group always takes part in a match.
  const link = /** @type {string} */ (
    (await fromOutbox(port, who.email, /https?:\/\/[^\s"'<>]+\/aktivasi\/([^\s"'<>).,]+)/))[1]
  );
  await call(port, 'POST', `/v2/user/register/verify/email/${encodeURIComponent(link)}`, {
    ok: (j) => /** @type {{ status_code?: string } | undefined} */ (j.data)?.status_code === '00',
  });
  const login = await call(port, 'POST', '/v2/user/auth', {
    body: { email: who.email, password: PASSWORD },
    ok: (j) => typeof j.token === 'string' && j.token.length > 0,
  });
  return /** @type {Customer} */ ({ ...who, token: login.token });
}

/** A NIK of Katapang (32.04.11) for a man born on 17-08-1985, with its own serial. */
const nikOf = (/** @type {number} */ i) =>
  sampleNik(HOME.district, SAMPLE_CUSTOMER.birthDates.man, false, i + 1);

/**
 * What the run measured, written to bench-results/onboarding.json.
 * @typedef {object} OnboardingResults
 * @property {Stats} registration
 * @property {Record<string, Stats>} firstSave by step
 * @property {Record<string, Stats>} resave by step
 * @property {Record<'jpeg' | 'png' | 'mp4', Stats> & { extraJpeg: Stats, bytes: Record<string, number> }} upload
 * @property {Record<string, Stats & { url: string, items: number | null }>} masterData by list
 * @property {Record<'regency' | 'district' | 'village', { parentCode: string, parent: string, count: number }>} largest
 * @property {{ id: string, name: string }} platform
 */

// ── The run ──────────────────────────────────────────────────────────────────────────────────

export async function run() {
  const note = ensureServerBuilt();
  console.log(`  ${note}`);
  const regions = regionData();
  const { largest } = regions;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-onboarding-'));
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
      // The embedded outbox for the OTP and the activation link, whatever the shell says.
      SMTP_URL: '',
      SMS_PROVIDER: 'outbox',
      REDIS_URL: '',
    }),
  );
  // Filled in below, in this order; the run throws before the results are read if any step fails.
  const results = /** @type {OnboardingResults} */ ({});
  /** @type {Record<string, number>} */
  const setup = {};
  try {
    const readyMs = await waitReady(proc, port, { timeoutMs: 180_000 });
    console.log(`  server ready in ${Math.round(readyMs)} ms (fresh data dir)`);
    setup.readyMs = readyMs;

    // Customers: register → OTP → activation → login, CONCURRENCY at a time.
    let t0 = performance.now();
    /** @type {Customer[]} */
    const customers = new Array(CUSTOMERS);
    let nextCustomer = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = nextCustomer++; i < CUSTOMERS; i = nextCustomer++)
          customers[i] = await newCustomer(port, i);
      }),
    );
    setup.customersMs = performance.now() - t0;
    console.log(
      `  ${CUSTOMERS} customers registered, verified (OTP, activation link) and logged in through the API ` +
        `in ${(setup.customersMs / 1000).toFixed(1)} s`,
    );
    const customer0 = /** @type {Customer} */ (customers[0]);
    const token0 = customer0.token;

    // The platform choice and the option ids the forms send.
    /** @typedef {{ _id: string, app_name: string, name: string }} Platform */
    /** @typedef {{ data: { platform: Platform[] } }} PlatformList */
    /** @typedef {{ data: { bank: { bank_code: string }[] } }} BankList */
    /** @typedef {{ data: { _id: string, code?: string }[] }} OptionList */
    const platforms = /** @type {PlatformList} */ (
      await call(port, 'GET', '/v2/master_data/platform', { token: token0 })
    ).data.platform;
    const gofx = platforms.find((p) => p.app_name === 'gofx') ?? platforms[0];
    if (!gofx) throw new Error('GET /v2/master_data/platform answered no platform');
    const banks = /** @type {BankList} */ (await call(port, 'GET', '/v2/master_data/bank', { token: token0 }))
      .data.bank;
    if (!banks.some((b) => b.bank_code === BANK))
      throw new Error(`bank ${BANK} is not in /v2/master_data/bank`);
    /** @type {(type: string, scope: string, code?: string) => Promise<string>} */
    const pick = async (type, scope, code) => {
      const list = /** @type {OptionList} */ (
        await call(port, 'GET', `/v2/master_data/${type}/${scope}`, { token: token0 })
      ).data;
      const found = code ? list.find((o) => o.code === code) : list[0];
      if (!found) throw new Error(`no ${type} option ${code ?? ''} for ${scope}`);
      return found._id;
    };
    /** @type {Record<string, string>} */
    const md = {
      gender: await pick('gender', BANK, 'L'),
      religion: await pick('religion', BANK, SAMPLE_CUSTOMER.optionCodes.religion),
      marriage: await pick('marriage', BANK, SAMPLE_CUSTOMER.optionCodes.marriage),
      education: await pick('education', BANK, SAMPLE_CUSTOMER.optionCodes.education),
    };
    for (const type of PLATFORM_LIST_TYPES) md[type] = await pick(type, gofx._id);
    const village = /** @type {OptionList} */ (
      await call(port, 'GET', `/v2/master_data/village/${gofx._id}/${HOME.district}`, { token: token0 })
    ).data[0]?._id;
    if (!village) throw new Error(`no village under ${HOME.district}`);

    // The bodies, in the shapes of onboarding.int.test.ts.
    /** @type {(c: Customer, i: number) => Record<string, unknown>} */
    const bankForm = (c, i) => ({
      platform_id: gofx._id,
      bank_code: BANK,
      fullname: c.fullname,
      mothers_name: SAMPLE_CUSTOMER.mothersName,
      date_of_birth: SAMPLE_CUSTOMER.birthDates.man,
      ktp_no: nikOf(i),
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    });
    /** @type {(c: Customer, i: number) => Record<string, unknown>} */
    const personal = (c, i) => ({
      platform_id: gofx._id,
      bank_code: BANK,
      fullname: c.fullname,
      mothers_name: SAMPLE_CUSTOMER.mothersName,
      ...SAMPLE_CUSTOMER.personal,
      date_of_birth: SAMPLE_CUSTOMER.birthDates.man,
      ktp_no: nikOf(i),
      gender_type: md.gender,
      religion_type: md.religion,
      marriage_type: md.marriage,
      education_type: md.education,
    });
    const employment = () => ({
      occupation_type: md.occupation,
      industrial_type: md.industrial,
      position_type: md.position,
      ...SAMPLE_CUSTOMER.employment,
      // The village as the master data names it.
      identity_address: { ...SAMPLE_CUSTOMER.addresses.bandung, village_type: village },
    });
    const financial = () => ({
      fund_type: md.fund,
      salary_type: md.salary,
      monthly_transaction_type: md.monthly_transaction,
      purpose_fund_type: md.purpose_fund,
      purpose_open_account_type: md.purpose_open_account,
      ...SAMPLE_CUSTOMER.financial,
    });
    const bankAccount = () => ({ ...SAMPLE_CUSTOMER.bankAccount });
    const contact = () => ({ ...SAMPLE_CUSTOMER.emergencyContact });
    /** @type {(c: Customer) => Record<string, unknown>} */
    const attachment = (c) => ({ ...c.paths, ...SAMPLE_CUSTOMER.attachment });

    /** @type {{ name: string, url: (id: string) => string, body: (c: Customer, i: number) => Record<string, unknown> }[]} */
    const STEPS = [
      { name: 'personal', url: (id) => `/v2/kyc/customer/platform/${id}`, body: personal },
      { name: 'employment', url: (id) => `/v2/kyc/customer/${id}`, body: employment },
      { name: 'financial', url: (id) => `/v2/kyc/financial/${id}`, body: financial },
      { name: 'bank account', url: (id) => `/v2/kyc/bank/account/${id}`, body: bankAccount },
      { name: 'emergency contact', url: (id) => `/v2/kyc/emergency_contact/${id}`, body: contact },
      { name: 'attachment', url: (id) => `/v2/kyc/attachment/${id}`, body: attachment },
    ];

    const files = {
      jpeg: { bytes: cardJpeg(), mime: 'image/jpeg', name: 'foto.jpg' },
      png: { bytes: signaturePng(), mime: 'image/png', name: 'signature.png' },
      mp4: { bytes: smallMp4(), mime: 'video/mp4', name: 'video.mp4' },
    };
    /** @type {Record<string, keyof typeof files>} */
    const KIND_FILE = {
      ktp: 'jpeg',
      photo: 'jpeg',
      photo_with_ktp: 'jpeg',
      signature: 'png',
      statement_video: 'mp4',
    };
    /** @type {(c: Customer, kind: string) => Promise<ApiReply>} */
    const upload = (c, kind) => {
      const f = files[/** @type {keyof typeof files} */ (KIND_FILE[kind])];
      return call(port, 'POST', `/v2/kyc/upload/${c.id}`, {
        token: c.token,
        form: uploadForm(kind, f.bytes, f.mime, f.name),
        ok: (j) => j.status_code === '00' && typeof j.data === 'string' && j.data.length > 0,
      });
    };

    // ── First saves: each customer once, CONCURRENCY customers at a time ──
    console.log(
      `  first saves: ${CUSTOMERS} customers, ${CONCURRENCY} at once (platform ${gofx.name}, bank ${BANK})`,
    );
    /** @type {{ registration: number[], steps: Record<string, number[]> }} */
    const first = { registration: [], steps: Object.fromEntries(STEPS.map((s) => [s.name, []])) };
    // Every step's name has its list.
    const stepTimes = (/** @type {string} */ name) => /** @type {number[]} */ (first.steps[name]);
    /** @type {Record<keyof typeof files, number[]>} */
    const uploads = { jpeg: [], png: [], mp4: [] };
    t0 = performance.now();
    let nextFirst = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = nextFirst++; i < CUSTOMERS; i = nextFirst++) {
          const c = /** @type {Customer} */ (customers[i]);
          const reg = await timed(first.registration, () =>
            call(port, 'POST', '/v2/kyc/customer/platform', { token: c.token, body: bankForm(c, i) }),
          );
          c.id = /** @type {{ _id: string }} */ (reg.data)._id;
          c.i = i;
          for (const step of STEPS) {
            if (step.name === 'attachment') {
              c.paths = {};
              for (const [kind, fileKind] of Object.entries(KIND_FILE)) {
                // upload's `ok` accepts only a stored path (a non-empty string) as data.
                c.paths[kind] = /** @type {string} */ (
                  (await timed(uploads[fileKind], () => upload(c, kind))).data
                );
              }
            }
            await timed(stepTimes(step.name), () =>
              call(port, 'PUT', step.url(c.id), { token: c.token, body: step.body(c, i) }),
            );
          }
        }
      }),
    );
    setup.firstSavesSeconds = (performance.now() - t0) / 1000;
    const state = /** @type {{ data: { state?: string }[] }} */ (
      await call(port, 'GET', '/v2/kyc/customer/platform', { token: customer0.token })
    );
    results.registration = report('bank registration POST /v2/kyc/customer/platform', first.registration);
    results.firstSave = {};
    for (const step of STEPS)
      results.firstSave[step.name] = report(`step ${step.name} first PUT`, stepTimes(step.name));
    console.log(`  (record state after the first saves: ${state.data[0]?.state})`);

    // ── Saved again: STEP_SAVES per step, each worker on its own customers ──
    const own = Array.from({ length: CONCURRENCY }, (_, w) =>
      customers.filter((_, i) => i % CONCURRENCY === w),
    );
    /** @type {(w: number, k: number) => Customer} */
    const mine = (w, k) => {
      // Each worker has CUSTOMERS / CONCURRENCY customers of its own.
      const list = /** @type {Customer[]} */ (own[w]);
      return /** @type {Customer} */ (list[k % list.length]);
    };
    console.log(`  saved again: ${STEP_SAVES} per step, concurrency ${CONCURRENCY}, ${CUSTOMERS} customers`);
    results.resave = {};
    for (const step of STEPS) {
      results.resave[step.name] = await measure(
        `step ${step.name} PUT`,
        STEP_SAVES,
        CONCURRENCY,
        (_i, w, k) => {
          const c = mine(w, k);
          return call(port, 'PUT', step.url(c.id), { token: c.token, body: step.body(c, c.i) });
        },
      );
    }

    // ── Uploads: the attachments' files above, and more JPEGs ──
    const extra = await measure(
      `upload jpeg POST (extra ${EXTRA_JPEG_UPLOADS})`,
      EXTRA_JPEG_UPLOADS,
      CONCURRENCY,
      (_i, w, k) => timed(uploads.jpeg, () => upload(mine(w, k), 'ktp')),
    );
    results.upload = {
      jpeg: report(`upload jpeg POST (${files.jpeg.bytes.length} bytes, all)`, uploads.jpeg),
      png: report(`upload png POST (${files.png.bytes.length} bytes)`, uploads.png),
      mp4: report(`upload mp4 POST (${files.mp4.bytes.length} bytes)`, uploads.mp4),
      extraJpeg: extra,
      bytes: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.bytes.length])),
    };

    // ── Master data ──
    const big = largest.village;
    console.log(
      `  largest district: ${big.code} ${regions.trail(big.code)} with ${big.n} villages ` +
        `(idn-area-data); most districts: ${largest.district.code} ${regions.trail(largest.district.code)} ` +
        `with ${largest.district.n}; most regencies: ${largest.regency.code} ${regions.trail(largest.regency.code)} ` +
        `with ${largest.regency.n}`,
    );
    /** @typedef {[label: string, url: string, size?: (reply: ApiReply) => number]} MasterList */
    /** @type {MasterList[]} */
    const lists = [
      ['platform', '/v2/master_data/platform', (j) => /** @type {PlatformList} */ (j).data.platform.length],
      ['bank', '/v2/master_data/bank', (j) => /** @type {BankList} */ (j).data.bank.length],
      ...BANK_LIST_TYPES.map(
        (t) => /** @type {MasterList} */ ([`${t}/${BANK}`, `/v2/master_data/${t}/${BANK}`]),
      ),
      ...PLATFORM_LIST_TYPES.map(
        (t) => /** @type {MasterList} */ ([`${t}/{platformId}`, `/v2/master_data/${t}/${gofx._id}`]),
      ),
      ['province', `/v2/master_data/province/${gofx._id}`],
      [`regency of ${HOME.province}`, `/v2/master_data/regency/${gofx._id}/${HOME.province}`],
      [`district of ${HOME.regency}`, `/v2/master_data/district/${gofx._id}/${HOME.regency}`],
      [`village of ${HOME.district}`, `/v2/master_data/village/${gofx._id}/${HOME.district}`],
      [
        `regency of ${largest.regency.code} (largest)`,
        `/v2/master_data/regency/${gofx._id}/${largest.regency.code}`,
      ],
      [
        `district of ${largest.district.code} (largest)`,
        `/v2/master_data/district/${gofx._id}/${largest.district.code}`,
      ],
      [`village of ${big.code} (largest)`, `/v2/master_data/village/${gofx._id}/${big.code}`],
    ];
    console.log(`  master data: ${MASTER_CALLS} calls per list, concurrency ${CONCURRENCY}`);
    results.masterData = {};
    for (const [
      label,
      url,
      size = (/** @type {ApiReply} */ j) => /** @type {OptionList} */ (j).data.length,
    ] of lists) {
      /** @type {number | null} */
      let items = null;
      const s = await measure(`master ${label}`, MASTER_CALLS, CONCURRENCY, async (_i, w, k) => {
        const j = await call(port, 'GET', url, { token: mine(w, k).token });
        items = size(j);
      });
      results.masterData[label] = { url: url.replace(gofx._id, '{platformId}'), items, ...s };
    }
    // Every label of `lists` was measured just above.
    const itemsOf = (/** @type {string} */ label) =>
      /** @type {NonNullable<(typeof results.masterData)[string]>} */ (results.masterData[label]).items;
    // What the API answered for the largest lists, against the data files.
    const largestCheck = {
      village: [itemsOf(`village of ${big.code} (largest)`), big.n],
      district: [itemsOf(`district of ${largest.district.code} (largest)`), largest.district.n],
      regency: [itemsOf(`regency of ${largest.regency.code} (largest)`), largest.regency.n],
    };
    for (const [level, [api, file]] of Object.entries(largestCheck)) {
      if (api !== file)
        console.log(`  WARNING: the API answered ${api} ${level} items, idn-area-data has ${file}`);
    }
    console.log(`  item counts: ${lists.map(([label]) => `${label} ${itemsOf(label)}`).join(', ')}`);
    results.largest = /** @type {typeof results.largest} */ (
      Object.fromEntries(
        Object.entries(largest).map(([level, { code, n }]) => [
          level,
          { parentCode: code, parent: regions.trail(code), count: n },
        ]),
      )
    );
    results.platform = { id: gofx._id, name: gofx.name };
  } finally {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const file = writeResults('onboarding', {
    note,
    config: {
      customers: CUSTOMERS,
      concurrency: CONCURRENCY,
      stepSaves: STEP_SAVES,
      masterCalls: MASTER_CALLS,
      extraJpegUploads: EXTRA_JPEG_UPLOADS,
      bank: BANK,
    },
    setup,
    ...results,
  });
  console.log(`  → ${file}`);

  const pair = (/** @type {Stats} */ s) => `${ms(s.p50)}/${ms(s.p95)}`;
  const pairs = (/** @type {Record<string, Stats>} */ byName) =>
    Object.entries(byName)
      .map(([name, s]) => `${name} ${pair(s)}`)
      .join(', ');
  const big = results.largest.village;
  const bigLabel = `village of ${big.parentCode} (largest)`;
  const others = Object.entries(results.masterData).filter(([label]) => label !== bigLabel);
  // Some twenty lists besides the largest villages' were measured.
  const [slowName, slow] = /** @type {(typeof others)[number]} */ (
    [...others].sort((a, b) => b[1].p50 - a[1].p50)[0]
  );
  const fastest = Math.min(...others.map(([, s]) => s.p50));
  const up = results.upload;
  return [
    `onboarding: bank registration POST p50/p95 ${pair(results.registration)} ms (n=${results.registration.n}); ` +
      `first step PUT p50/p95 ${pairs(results.firstSave)} ms (n=${CUSTOMERS} each)`,
    `onboarding: step PUT again p50/p95 (n=${STEP_SAVES} each, c=${CONCURRENCY}): ${pairs(results.resave)} ms`,
    `onboarding: upload POST p50/p95 jpeg ${pair(up.jpeg)} (n=${up.jpeg.n}), png ${pair(up.png)} ` +
      `(n=${up.png.n}), mp4 ${pair(up.mp4)} (n=${up.mp4.n}) ms`,
    `onboarding: master data (n=${MASTER_CALLS} each, c=${CONCURRENCY}): ${others.length} lists p50 ` +
      `${ms(fastest)}–${ms(slow.p50)} ms (slowest: ${slowName} p50/p95 ${pair(slow)} ms); villages of ` +
      `${big.parentCode} (${big.parent}; ${big.count} villages) p50/p95 ${pair(/** @type {Stats} */ (results.masterData[bigLabel]))} ms`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
