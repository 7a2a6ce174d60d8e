// @ts-check
// `npm run bench`: prints figures and writes them to bench-results/<name>.json. It never asserts on
// time; it exits non-zero when a benchmark crashes or a size budget fails (the bundle's first-load
// budgets, decision 0101). A benchmark's run() answers its summary lines, or { lines, failed } where
// failed lists what is over a budget.
//   node scripts/bench.mjs                  all of them
//   node scripts/bench.mjs bundle|data-export|ingest|login|monitoring|onboarding|production|review|risk|screening|screening-rescreen|signaling|startup|upload|users-export|video-call|vitals|watchlist-upload|webhooks|workbench [...]
import { rerunOnDeclaredNode } from './declared-node.mjs';

// The benchmarks import the shared sample customer's TypeScript file directly (decision 0173),
// which needs the declared Node's type stripping: on an older Node, run again on the declared one.
rerunOnDeclaredNode(import.meta.url);
const { machine } = await import('./bench/lib.mjs');

/**
 * Each benchmark module's `run` prints its table, writes its JSON and answers its summary lines.
 * @type {Record<string, () => Promise<{ run: () => Promise<(string | null)[] | { lines: (string | null)[]; failed?: string[] }> }>>}
 */
const BENCHMARKS = {
  bundle: () => import('./bench/bundle.mjs'),
  // A customer's copy of ~200 MB of files, streamed into the store (decision 0113).
  'data-export': () => import('./bench/data-export.mjs'),
  ingest: () => import('./bench/ingest.mjs'),
  login: () => import('./bench/login.mjs'),
  // Transaction monitoring on PostgreSQL: ingest with the rules on and held back, the nightly round
  // over 100,000 participants and one alert's latency (decisions 0199–0203).
  monitoring: () => import('./bench/monitoring.mjs'),
  onboarding: () => import('./bench/onboarding.mjs'),
  production: () => import('./bench/production.mjs'),
  review: () => import('./bench/review.mjs'),
  // Every participant rated, a draft model's dry run and one rating's latency, on PostgreSQL.
  risk: () => import('./bench/risk.mjs'),
  // The matcher in-process, then the rescreen through the server (which screening-rescreen runs alone).
  screening: () => import('./bench/screening.mjs'),
  'screening-rescreen': () => import('./bench/screening-rescreen.mjs'),
  signaling: () => import('./bench/signaling.mjs'),
  startup: () => import('./bench/startup.mjs'),
  upload: () => import('./bench/upload.mjs'),
  'users-export': () => import('./bench/users-export.mjs'),
  'video-call': () => import('./bench/video-call.mjs'),
  vitals: () => import('./bench/vitals.mjs'),
  // A 20 MB list and two zip bombs uploaded: /health's latency and the server's memory (decision 0120).
  'watchlist-upload': () => import('./bench/watchlist-upload.mjs'),
  // 'Berikutnya' under four reviewers and the list sorted by due time (decision 0112).
  workbench: () => import('./bench/workbench.mjs'),
  // 10,000 signed partner events through the job worker to a local receiver (decision 0114).
  webhooks: () => import('./bench/webhooks.mjs'),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((n) => !(n in BENCHMARKS));
if (unknown.length) {
  console.error(
    `unknown benchmark: ${unknown.join(', ')} (choose from ${Object.keys(BENCHMARKS).join(', ')})`,
  );
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(BENCHMARKS);

const m = machine();
console.log(`Kilau bench: node ${m.node}, ${m.platform}, ${m.cores} cores (${m.cpu})`);

/** @type {(string | null)[]} */
const summary = [];
let crashed = 0;
/** @type {string[]} */
const failedBudgets = [];
for (const name of names) {
  console.log(`\n== ${name} ==`);
  const t0 = performance.now();
  try {
    const mod = await /** @type {NonNullable<(typeof BENCHMARKS)[string]>} */ (BENCHMARKS[name])();
    const result = await mod.run();
    const lines = Array.isArray(result) ? result : result.lines;
    summary.push(...lines);
    if (!Array.isArray(result) && result.failed?.length) {
      failedBudgets.push(...result.failed.map((f) => `${name}: ${f}`));
    }
    console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    crashed++;
    const error = err instanceof Error ? err : null;
    console.error(`  ${name} crashed: ${error?.stack ?? err}`);
    summary.push(`${name}: CRASHED (${String(error?.message ?? err).split('\n')[0]})`);
  }
}

console.log('\n== summary ==');
for (const line of summary) console.log(`  ${line}`);
if (failedBudgets.length) {
  console.log(`\n== over budget (${failedBudgets.length}) ==`);
  for (const line of failedBudgets) console.log(`  ${line}`);
}
process.exit(crashed || failedBudgets.length ? 1 : 0);
