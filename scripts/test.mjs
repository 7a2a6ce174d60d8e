// @ts-check
// `npm test`: everything a change can break, in order: type check, lint, unit and integration
// tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), the browser tests in Debian's
// chromium (Playwright Test, e2e/pw), the first-load budgets of the web app, then the production
// path (the built server as processes on PostgreSQL, Redis and S3). Temporary files go to memory
// when the machine has room there (scripts/scratch.mjs).
// Installs dependencies, and the Debian tools the tests use (chromium, poppler-utils) before the
// first step, when they are missing. The order is scripts/test-plan.mjs.
// It runs on the Node.js the project declares: on an older Node it fetches the declared one and
// runs itself again on it (scripts/declared-node.mjs).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rerunOnDeclaredNode } from './declared-node.mjs';
import { ensureDependencies, mustRun, root, run } from './lib.mjs';
import { memoryScratchDir } from './scratch.mjs';
import { SYSTEM_TOOLS, testPlan } from './test-plan.mjs';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-report.mjs';

/**
 * @param {import('./test-plan.mjs').SystemTool} tool
 * @returns {boolean}
 */
function isInstalled(tool) {
  if (tool.path) return existsSync(tool.path);
  return run('sh', ['-c', `command -v ${tool.command} >/dev/null`], { stdio: 'ignore' }) === 0;
}

/**
 * Installs the missing ones of these Debian packages (as root), or exits saying how.
 * @param {string[]} packages
 */
function ensureSystemTools(packages) {
  const missing = SYSTEM_TOOLS.filter((t) => packages.includes(t.pkg) && !isInstalled(t)).map((t) => t.pkg);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.join(', ')}: install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} (apt-get)…`);
  mustRun('apt-get', ['update', '-qq']);
  mustRun('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** @param {string} word @returns {string} the word quoted for bash */
function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** @typedef {{ status: number, passed: number, failed: number, failures: string[], flaky?: string[] }} StepResult */

/**
 * Runs these Vitest projects and counts their tests from the JSON report.
 * @param {string[]} projects
 * @param {string} reportName the report's file name in test-results/, without `.json`
 * @returns {StepResult}
 */
function vitest(projects, reportName) {
  const out = path.join(root, 'test-results', `${reportName}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  // Its output also goes to a log beside the report: when Vitest dies without a report, the log's
  // last lines are what says why, and a CI log is often read only from its tail.
  const log = path.join(root, 'test-results', `${reportName}.log`);
  const command = ['npx', ...args].map(shellQuote).join(' ');
  const status = run('bash', ['-o', 'pipefail', '-c', `${command} 2>&1 | tee ${shellQuote(log)}`]);
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  let failures = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    failures = vitestFailures(report, root);
  } else if (status !== 0) {
    // Vitest ended without writing its report: a worker or the runner itself crashed, so no test's
    // result is known. Said in the closing list, or the tail of a CI log reads '0 failed'.
    failed = 1;
    const tail = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-40) : [];
    failures = [
      `vitest (${projects.join(', ')}) ended with status ${status} and wrote no report; its last lines:\n${tail.map((line) => `    ${line}`).join('\n')}`,
    ];
  }
  return { status, passed, failed, failures };
}

/**
 * The Playwright specs; playwright.config.ts writes the JSON report counted here. Its global set-up
 * builds the app and the server bundle first, unless E2E_SKIP_BUILD=1 asks to reuse the last build.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {StepResult}
 */
function playwright(env = process.env) {
  const out = path.join(root, 'test-results', 'e2e-playwright.json');
  rmSync(out, { force: true });
  const status = run('npx', ['playwright', 'test'], { env });
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  let failures = [];
  /** @type {string[]} */
  let flaky = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    failures = playwrightFailures(report);
    flaky = playwrightFlaky(report);
    // flaky: passed on its retry (decision 0207); errors: outside any test, e.g. the set-up.
    passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed = (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0);
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { status, passed, failed, failures, flaky };
}

/** @param {number} seconds @returns {string} e.g. '12 min 05 s' */
function formatDuration(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

rerunOnDeclaredNode(import.meta.url);

const only = process.argv[2];
console.log(`Node.js ${process.version}`);
ensureDependencies();
// Every step's temporary files in memory when the machine allows (scripts/scratch.mjs); the
// processes the steps start inherit TMPDIR. Removed with what a test left there however the run
// exits: after its last step, or early (a missing tool, a failed install); memory is not a disk
// that the next reboot's clean-up reaches late.
const scratch = memoryScratchDir();
if (scratch) {
  process.env.TMPDIR = scratch;
  console.log(`temporary files in memory: ${scratch}`);
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
}
const totals = { passed: 0, failed: 0 };
/** Each failed test's line, printed last: a CI log's tail is often all that is read. */
/** @type {string[]} */
const failures = [];
let failedStep = null;
/** The browser tests that passed only on their retry (decision 0207): printed, never hidden. */
/** @type {string[]} */
const flakyTests = [];
/** Each phase's wall time, printed at the end: where the suite's length goes. */
/** @type {{ phase: string, seconds: number }[]} */
const timings = [];
const startedAt = Date.now();

for (const step of testPlan(only)) {
  const stepStart = Date.now();
  if (typeof step === 'object') {
    ensureSystemTools(step.packages);
  } else if (step === 'typecheck') {
    console.log('\n▶ type check');
    if (run('npm', ['run', 'typecheck']) !== 0) failedStep ??= 'typecheck';
  } else if (step === 'lint') {
    console.log('\n▶ lint');
    if (run('npm', ['run', 'lint']) !== 0) failedStep ??= 'lint';
  } else if (step === 'unit') {
    console.log('\n▶ unit and integration tests');
    const r = vitest(['shared', 'scripts', 'server', 'server-isolated', 'web'], 'unit');
    totals.passed += r.passed;
    totals.failed += r.failed;
    failures.push(...r.failures);
    if (r.status !== 0) failedStep ??= 'unit and integration tests';
  } else if (step === 'production') {
    console.log('\n▶ production path: two instances, faults and load (PostgreSQL, Redis, S3)');
    const r = vitest(['production'], 'production');
    totals.passed += r.passed;
    totals.failed += r.failed;
    failures.push(...r.failures);
    if (r.status !== 0) failedStep ??= 'production path tests';
  } else if (step === 'budgets') {
    console.log('\n▶ first-load budgets of the web app');
    if (run('node', ['scripts/bench.mjs', 'bundle']) !== 0) failedStep ??= 'first-load budgets';
  } else if (step === 'e2e') {
    console.log('\n▶ browser tests');
    const p = playwright({ ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
    totals.passed += p.passed;
    totals.failed += p.failed;
    failures.push(...p.failures);
    flakyTests.push(...(p.flaky ?? []));
    if (p.status !== 0) failedStep ??= 'browser tests';
  }
  if (typeof step === 'string') timings.push({ phase: step, seconds: (Date.now() - stepStart) / 1000 });
}

console.log('\n▶ time per phase');
for (const { phase, seconds } of timings) console.log(`  ${phase.padEnd(12)} ${formatDuration(seconds)}`);
console.log(`  ${'total'.padEnd(12)} ${formatDuration((Date.now() - startedAt) / 1000)}`);

if (failedStep) console.error(`\n✗ failed: ${failedStep}`);
for (const line of failures) console.error(`  ✗ ${line}`);
if (flakyTests.length > 0)
  console.log(`\n⚠ ${flakyTests.length} browser test(s) failed once and passed on the retry:`);
for (const line of flakyTests) console.log(`  ⚠ ${line}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
