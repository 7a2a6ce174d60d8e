// @ts-check
// Screening benchmark (decision 0111): (1) precision and recall of the matcher on the labelled set
// at the default alert threshold, and at 0.6 and 0.8 for context; (2) 50,000 synthetic list entries
// with their aliases indexed, 1,000 synthetic participants screened one by one: build time and the
// p50/p95/p99 of one screening (target p95 < 50 ms); (3) 100,000 synthetic participants rescreened
// in this process against the same index, as the rescreen job does after an upload: total time
// (target < 5 minutes) and peak memory. The matcher is pure TypeScript, loaded through tsx. Every
// name here is generated from common name parts; none is a listed person's.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { percentile, table, writeResults } from './lib.mjs';

// The sizes can be lowered for a quick look (SCREENING_BENCH_ENTRIES=5000 …); the figures that count are the defaults.
const ENTRIES = Number(process.env.SCREENING_BENCH_ENTRIES) || 50_000;
const PARTICIPANTS = Number(process.env.SCREENING_BENCH_PARTICIPANTS) || 1_000;
const RESCREEN = Number(process.env.SCREENING_BENCH_RESCREEN) || 100_000;
const TARGET_P95_MS = 50;
const TARGET_RESCREEN_S = 300;
/** A share of participants written as a variant of a listed name, so that alerts are exercised. */
const VARIANT_SHARE = 0.05;

/**
 * @typedef {import('../../packages/shared/src/schemas/screening').ListEntry} ListEntry
 * @typedef {import('../../packages/shared/src/schemas/screening').ScreeningSubject} ScreeningSubject
 * @typedef {{ buildScreeningIndex: import('../../apps/server/src/modules/screening/matching/types').BuildScreeningIndex, DEFAULT_ALERT_THRESHOLD: number }} Matcher
 * @typedef {{ subject: ScreeningSubject, entry: ListEntry, same: boolean, note: string }} LabelledPair
 */

async function loadMatcher() {
  /** @type {Matcher} */
  const matcher = await tsImport(
    '../../apps/server/src/modules/screening/matching/index.ts',
    import.meta.url,
  );
  /** @type {{ LABELLED_PAIRS: readonly LabelledPair[] }} */
  const labelled = await tsImport(
    '../../apps/server/src/modules/screening/matching/testdata/labelled-pairs.ts',
    import.meta.url,
  );
  return { ...matcher, pairs: labelled.LABELLED_PAIRS };
}

// ── (1) the labelled set ─────────────────────────────────────────────
/**
 * @param {Matcher} m
 * @param {readonly LabelledPair[]} pairs
 * @param {number} threshold
 */
function evaluate(m, pairs, threshold) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  /** @type {string[]} */
  const missed = [];
  /** @type {string[]} */
  const falseAlerts = [];
  for (const p of pairs) {
    const alerted =
      m.buildScreeningIndex([p.entry], { alertThreshold: threshold }).screen(p.subject).length > 0;
    if (alerted && p.same) tp++;
    else if (alerted) {
      fp++;
      falseAlerts.push(`${p.subject.name} ~ ${p.entry.name}`);
    } else if (p.same) {
      fn++;
      missed.push(`${p.subject.name} ~ ${p.entry.name}`);
    } else tn++;
  }
  return {
    threshold,
    tp,
    fp,
    fn,
    tn,
    precision: tp / (tp + fp),
    recall: tp / (tp + fn),
    missed,
    falseAlerts,
  };
}

// ── synthetic people ─────────────────────────────────────────────────
/** A small seeded generator (mulberry32): the same lists and participants on every run. */
function rng(seed = 0x5eed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Indonesian given and family names, the participants' main stock. */
const INDONESIAN = `ahmad budi agus joko slamet bambang hendra rudi dedi eko wahyu heru andi iwan rahmat
  sutrisno sugeng suparman sukarno sudirman suharto purnomo gunawan kurniawan setiawan wibowo santoso
  nugroho prasetyo saputra pratama wijaya susanto hartono kusuma permana ramadhan firmansyah hakim
  siti nur sri dewi rina yanti fitri ratna indah wati lestari rahayu aminah nurhayati rohani sumiati
  wartini suryani handayani anggraini kartika puspita dimas bayu galih tegar satria aditya rizky fajar
  ilham akbar arief bagus dwi tri eka putra putri made wayan nyoman ketut gede komang kadek putu ayu
  liem tan oei lim wong nainggolan siregar lubis nasution harahap hasibuan simanjuntak sitompul pane
  tanjung sinaga manurung batubara daulay hutapea pangaribuan situmorang tampubolon purba ginting
  sembiring tarigan karo sitepu lase zebua halawa mendrofa gulo laoli telaumbanua ndruru waruwu
  pratiwi oktaviani rahmawati kusumawati maharani anjani larasati cahyani utami safitri novitasari
  yulianti wulandari permatasari susilawati herlina melati kencana bunga intan mutiara permata
  adi ari dani doni edi feri gilang hadi indra jaka kiki lukman mario nanda oki panji reza sandi toni
  umar vino wawan yoga zaki andika bima candra dharma erlangga fikri guntur hanif irwan januar`
  .split(/\s+/)
  .filter(Boolean);
/** Arabic given names and nisbas, the lists' main stock (and some participants'). */
const ARABIC = `abdullah abdurrahman abdulaziz abdulkadir abdulmalik abdussalam ahmad muhammad mahmud hamid
  hasan husain ali umar utsman abubakar ibrahim ismail ishak yakub yusuf musa harun dawud sulaiman
  yahya zakaria idris ilyas yunus khalid walid said saad salim salman sami tariq faisal fahd nasir
  mansur munir jamal kamal jalal bilal hamzah anas malik rasyid rasyad hisyam hafiz hakim karim
  latif majid rauf wahid zubair zuhair qasim qadir ghazali baihaki bukhari tirmizi nawawi syafii
  hanafi hambali maliki jawi bantani palimbani makassari bugisi jailani baghdadi misri syami
  yamani hadrami alatas alkaff assegaf alhabsyi aljufri baraja basyaiban bahasuan bawazir`
  .split(/\s+/)
  .filter(Boolean);
/** Javanese-style names from syllables, for the long tail real names have. */
const HEADS = [
  'su',
  'sa',
  'wi',
  'har',
  'mul',
  'pur',
  'kus',
  'tri',
  'dar',
  'sis',
  'wah',
  'yud',
  'bam',
  'jum',
  'kar',
  'mar',
  'par',
  'tar',
  'wag',
  'ngat',
  'ru',
  'se',
  'ti',
  'la',
  'ra',
  'po',
  'ju',
  'ha',
  'sar',
  'gun',
];
const MIDS = [
  'ka',
  'di',
  'ra',
  'ya',
  'to',
  'ma',
  'ti',
  'no',
  'wa',
  'sa',
  'gi',
  'jo',
  'ri',
  'ha',
  'pri',
  'ku',
  'lu',
  'mi',
  'se',
  'ba',
];
const TAILS = [
  'man',
  'min',
  'no',
  'yo',
  'di',
  'to',
  'ni',
  'ti',
  'jo',
  'mo',
  'ran',
  'wan',
  'yati',
  'yono',
  'yanto',
  'jan',
  'nah',
  'sih',
  'ah',
  'rin',
  'tun',
  'lan',
  'dono',
  'harjo',
  'wati',
];
const KUNYA = ['abu', 'ummu', 'abu', 'abu'];

/**
 * A Zipf-like pick: the first parts of a pool are more frequent, as in real names.
 * @param {() => number} r
 * @param {readonly string[]} pool
 */
function zipf(r, pool) {
  return /** @type {string} */ (pool[Math.floor(pool.length * r() ** 1.6)]);
}

/** @param {() => number} r */
const javanese = (r) => zipf(r, HEADS) + (r() < 0.5 ? zipf(r, MIDS) : '') + zipf(r, TAILS);

/**
 * A name part: `arabic` is the share of Arabic parts (the lists have more than the participants).
 * @param {() => number} r
 * @param {number} arabic
 */
function part(r, arabic) {
  const x = r();
  if (x < arabic) return zipf(r, ARABIC);
  return x < arabic + (1 - arabic) / 2 ? javanese(r) : zipf(r, INDONESIAN);
}

/** @param {string} s */
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * @param {() => number} r
 * @param {number} arabic
 */
function personName(r, arabic) {
  const n = r() < 0.05 ? 1 : r() < 0.45 ? 2 : r() < 0.85 ? 3 : 4;
  const parts = [];
  for (let i = 0; i < n; i++) parts.push(part(r, arabic));
  if (r() < 0.08) parts.splice(1, 0, r() < 0.7 ? 'bin' : 'binti');
  if (r() < 0.1) parts.unshift(r() < 0.5 ? 'Muhammad' : 'H.');
  return parts.map(cap).join(' ');
}

/** The lists: mostly Arabic names and kunyas. */
const LIST_ARABIC = 0.6;
/** Participants: mostly Indonesian names. */
const PARTICIPANT_ARABIC = 0.15;

/** Written as an older paper or another list would write it. @param {string} name @param {() => number} r */
function variant(name, r) {
  let v = name;
  if (r() < 0.5) v = v.replace(/u/g, 'oe');
  if (r() < 0.3) v = v.replace(/j/g, 'dj').replace(/y/g, 'j');
  if (r() < 0.3) v = v.replace(/Muhammad/g, 'Mochammad');
  if (r() < 0.3) v = v.split(' ').reverse().join(' ');
  if (r() < 0.2) v = `${v}, S.H.`;
  return v;
}

/** @param {() => number} r */
function birthDate(r) {
  const year = 1945 + Math.floor(r() * 60);
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  return { year, month, day };
}

/** @param {() => number} r */
const digits16 = (r) => String(Math.floor(1e15 + r() * 9e15));

/**
 * @param {number} count
 * @param {() => number} r
 * @returns {ListEntry[]}
 */
function listEntries(count, r) {
  /** @type {ListEntry[]} */
  const entries = [];
  for (let i = 0; i < count; i++) {
    const source = r() < 0.3 ? 'un' : r() < 0.85 ? 'dttot' : 'proliferation';
    const entity = r() < 0.05;
    const name = entity
      ? `Yayasan ${cap(part(r, LIST_ARABIC))} ${cap(part(r, LIST_ARABIC))}`
      : personName(r, LIST_ARABIC);
    const aliasCount = Math.floor(r() * r() * 5);
    const aliases = [];
    for (let a = 0; a < aliasCount; a++) {
      const alias =
        r() < 0.4
          ? `${cap(zipf(r, KUNYA))} ${cap(part(r, 1))}`
          : r() < 0.6
            ? variant(name, r)
            : personName(r, LIST_ARABIC);
      aliases.push({
        name: alias,
        quality: /** @type {'good' | 'low' | 'unknown'} */ (
          source === 'un' ? (r() < 0.3 ? 'low' : 'good') : 'unknown'
        ),
      });
    }
    const d = birthDate(r);
    const dates =
      r() < 0.15
        ? []
        : r() < 0.4
          ? [{ year: d.year }]
          : r() < 0.1
            ? [{ year: d.year }, { year: d.year + 1 }]
            : [d];
    entries.push({
      source,
      ref: `${source.toUpperCase()}.${String(i).padStart(6, '0')}`,
      kind: entity ? 'entity' : 'individual',
      name,
      aliases,
      birth_dates: entity ? [] : dates,
      birth_places: [],
      nationalities: source === 'un' ? [r() < 0.2 ? 'ID' : 'XX'] : ['ID'],
      documents: r() < 0.2 ? [{ type: 'NIK', number: digits16(r) }] : [],
      addresses: [],
      details: {},
    });
  }
  return entries;
}

/**
 * @param {ListEntry[]} entries
 * @param {() => number} r
 * @returns {ScreeningSubject}
 */
function participant(entries, r) {
  const d = birthDate(r);
  const listed = r() < VARIANT_SHARE ? entries[Math.floor(r() * entries.length)] : undefined;
  const name =
    listed && listed.kind === 'individual' ? variant(listed.name, r) : personName(r, PARTICIPANT_ARABIC);
  const date = listed?.birth_dates[0] ?? d;
  return {
    name,
    birth_date: `${date.year}-${String(date.month ?? d.month).padStart(2, '0')}-${String(date.day ?? d.day).padStart(2, '0')}`,
    birth_place: '',
    nationality: 'ID',
    nik: digits16(r),
  };
}

const mib = (/** @type {number} */ bytes) => bytes / 1024 / 1024;
/** CPU milliseconds (user and system) of this process since `since`. @param {NodeJS.CpuUsage} since */
const cpuMs = (since) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

export async function run() {
  const m = await loadMatcher();

  // (1) precision and recall
  const thresholds = [0.6, m.DEFAULT_ALERT_THRESHOLD, 0.8];
  const quality = thresholds.map((t) => evaluate(m, m.pairs, t));
  console.log(
    `  labelled set: ${m.pairs.length} pairs (${m.pairs.filter((p) => p.same).length} same person)`,
  );
  table(
    ['threshold', 'alerts right', 'false alerts', 'missed', 'right silent', 'precision', 'recall'],
    quality.map((q) => [
      q.threshold.toFixed(2),
      q.tp,
      q.fp,
      q.fn,
      q.tn,
      q.precision.toFixed(3),
      q.recall.toFixed(3),
    ]),
  );
  const atDefault = /** @type {ReturnType<typeof evaluate>} */ (quality[1]);
  for (const x of atDefault.missed) console.log(`    missed at ${m.DEFAULT_ALERT_THRESHOLD}: ${x}`);
  for (const x of atDefault.falseAlerts) console.log(`    false alert at ${m.DEFAULT_ALERT_THRESHOLD}: ${x}`);

  // (2) one participant against 50,000 entries
  const r = rng();
  const entries = listEntries(ENTRIES, r);
  const names = entries.reduce((n, e) => n + 1 + e.aliases.length, 0);
  const heapBefore = process.memoryUsage().heapUsed;
  const b0 = performance.now();
  const c0 = process.cpuUsage();
  const index = m.buildScreeningIndex(entries);
  const buildMs = performance.now() - b0;
  const buildCpuMs = cpuMs(c0);
  const indexHeapMb = mib(process.memoryUsage().heapUsed - heapBefore);
  const subjects = Array.from({ length: PARTICIPANTS }, () => participant(entries, r));
  for (const s of subjects.slice(0, 100)) index.screen(s); // warm-up: the JIT, not the figures
  /** @type {number[]} */
  const times = [];
  let alerted = 0;
  const c1 = process.cpuUsage();
  for (const s of subjects) {
    const t0 = performance.now();
    const hits = index.screen(s);
    times.push(performance.now() - t0);
    if (hits.length) alerted++;
  }
  const screenCpuMs = cpuMs(c1) / PARTICIPANTS;
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const p99 = percentile(times, 99);
  console.log(
    `\n  ${ENTRIES.toLocaleString('en')} entries (${names.toLocaleString('en')} names with aliases): index built in ${(buildMs / 1000).toFixed(2)} s (${(buildCpuMs / 1000).toFixed(2)} s of CPU), ~${indexHeapMb.toFixed(0)} MiB of heap`,
  );
  table(
    [
      'participants',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'mean CPU ms',
      'with an alert',
      `target p95 < ${TARGET_P95_MS} ms`,
    ],
    [
      [
        PARTICIPANTS,
        p50.toFixed(2),
        p95.toFixed(2),
        p99.toFixed(2),
        (times.at(-1) ?? 0).toFixed(2),
        screenCpuMs.toFixed(2),
        alerted,
        p95 < TARGET_P95_MS ? 'OK' : 'OVER',
      ],
    ],
  );
  // The machine may be shared: wall time then runs ahead of CPU time, and the load says by how much.
  console.log(
    `  load average during the run: ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
  );

  // (3) the rescreen of 100,000 participants after an upload
  let peakRss = process.memoryUsage().rss;
  let rescreenAlerts = 0;
  const r2 = rng(0xbeef);
  const t0 = performance.now();
  const c2 = process.cpuUsage();
  for (let i = 0; i < RESCREEN; i++) {
    if (index.screen(participant(entries, r2)).length) rescreenAlerts++;
    if (i % 5_000 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const rescreenS = (performance.now() - t0) / 1000;
  const rescreenCpuS = cpuMs(c2) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log('');
  table(
    [
      'rescreened',
      'total s',
      'CPU s',
      'per participant ms',
      'with an alert',
      'peak RSS MiB (sampled)',
      'maxRSS MiB',
      `target < ${TARGET_RESCREEN_S} s`,
    ],
    [
      [
        RESCREEN,
        rescreenS.toFixed(1),
        rescreenCpuS.toFixed(1),
        ((rescreenS * 1000) / RESCREEN).toFixed(2),
        rescreenAlerts,
        mib(peakRss).toFixed(0),
        maxRssMb.toFixed(0),
        rescreenS < TARGET_RESCREEN_S ? 'OK' : 'OVER',
      ],
    ],
  );

  const file = writeResults('screening', {
    labelled: quality.map(({ missed, falseAlerts, ...q }) => ({ ...q, missed, falseAlerts })),
    screen: {
      entries: ENTRIES,
      names,
      buildMs: Math.round(buildMs),
      buildCpuMs: Math.round(buildCpuMs),
      indexHeapMb: Math.round(indexHeapMb),
      participants: PARTICIPANTS,
      p50Ms: p50,
      p95Ms: p95,
      p99Ms: p99,
      maxMs: times.at(-1),
      meanCpuMs: screenCpuMs,
      withAlert: alerted,
      targetP95Ms: TARGET_P95_MS,
    },
    rescreen: {
      participants: RESCREEN,
      seconds: rescreenS,
      cpuSeconds: rescreenCpuS,
      loadAverage: os.loadavg()[0],
      withAlert: rescreenAlerts,
      peakRssMb: Math.round(mib(peakRss)),
      maxRssMb: Math.round(maxRssMb),
      targetSeconds: TARGET_RESCREEN_S,
    },
  });
  console.log(
    `  load average during the run: ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log(`  → ${file}`);
  // The same rescreen through the built server, its job worker and PostgreSQL: what an upload costs.
  console.log('\n  through the server on PostgreSQL (screening-rescreen):');
  const throughServer = await (await import('./screening-rescreen.mjs')).run();
  return [
    ...throughServer,
    `screening: precision ${atDefault.precision.toFixed(3)}, recall ${atDefault.recall.toFixed(3)} on ${m.pairs.length} labelled pairs at ${m.DEFAULT_ALERT_THRESHOLD}`,
    `screening: one participant against ${ENTRIES.toLocaleString('en')} entries p95 ${p95.toFixed(1)} ms (target < ${TARGET_P95_MS}: ${p95 < TARGET_P95_MS ? 'OK' : 'OVER'}), index built in ${(buildMs / 1000).toFixed(1)} s`,
    `screening: rescreen of ${RESCREEN.toLocaleString('en')} in ${rescreenS.toFixed(0)} s (target < ${TARGET_RESCREEN_S}: ${rescreenS < TARGET_RESCREEN_S ? 'OK' : 'OVER'}), peak RSS ${maxRssMb.toFixed(0)} MiB`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
