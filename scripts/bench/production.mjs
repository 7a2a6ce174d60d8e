// @ts-check
// The production path (architecture.md §8), measured by apps/server/src/production/bench.ts (run with tsx,
// since it shares the production suite's TypeScript helpers):
//   - login → dashboard → step save by 100 customers for 30 s, on one instance and on two behind a
//     round-robin, on the machine's PostgreSQL: throughput and p95;
//   - a 150 MB statement video uploaded through the server to S3 (s3rver): throughput and the
//     server's RSS growth while it streams.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, root, table, writeResults } from './lib.mjs';

/** @typedef {{ login: number, dashboard: number, save: number, walk: number }} WalkLatencies */

/**
 * The last line apps/server/src/production/bench.ts prints.
 * @typedef {object} ProductionFigures
 * @property {number} customers
 * @property {number} seconds
 * @property {{ instances: number, walksPerSecond: number, requestsPerSecond: number, errors: number, p95: WalkLatencies, p50: WalkLatencies }[]} walks one instance, then two
 * @property {{ megabytes: number, seconds: number, megabytesPerSecond: number, rssBeforeMb: number, rssGrowthMb: number }} upload
 */

export async function run() {
  const note = ensureServerBuilt();
  const out = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/production/bench.ts')],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  const lines = (out.stdout ?? '').trim().split('\n');
  if (out.status !== 0) throw new Error(`production bench failed:\n${(out.stderr ?? '').slice(-2000)}`);
  const r = /** @type {ProductionFigures} */ (JSON.parse(lines.at(-1) ?? ''));
  const ms = (/** @type {number} */ v) => Math.round(v);
  console.log(`  ${note}; ${r.customers} customers for ${r.seconds} s each run`);
  table(
    [
      'instances',
      'walks/s',
      'requests/s',
      'errors',
      'p95 login ms',
      'p95 dashboard ms',
      'p95 save ms',
      'p95 walk ms',
    ],
    r.walks.map((w) => [
      w.instances,
      w.walksPerSecond.toFixed(1),
      w.requestsPerSecond.toFixed(0),
      w.errors,
      ms(w.p95.login),
      ms(w.p95.dashboard),
      ms(w.p95.save),
      ms(w.p95.walk),
    ]),
  );
  const [one, two] = /** @type {[ProductionFigures['walks'][number], ProductionFigures['walks'][number]]} */ (
    r.walks
  );
  const ratio = two.walksPerSecond / one.walksPerSecond;
  const u = r.upload;
  console.log(
    `  two instances / one: ${ratio.toFixed(2)}× the walks a second\n` +
      `  S3 upload of ${u.megabytes} MB through the server: ${u.megabytesPerSecond.toFixed(1)} MB/s ` +
      `(${u.seconds.toFixed(1)} s), server RSS ${u.rssBeforeMb.toFixed(0)} MB before, grew ${u.rssGrowthMb.toFixed(1)} MB`,
  );
  const file = writeResults('production', { ...r, ratio });
  return [
    `production: ${one.walksPerSecond.toFixed(1)} walks/s on one instance, ${two.walksPerSecond.toFixed(1)} on two (${ratio.toFixed(2)}×); ` +
      `S3 150 MB at ${u.megabytesPerSecond.toFixed(1)} MB/s, RSS +${u.rssGrowthMb.toFixed(1)} MB → ${file}`,
  ];
}
