// @ts-check
// What `npm test` runs, in order (scripts/test.mjs carries it out). The Debian tools the tests
// need come first: the PDF tests of the unit step read PDFs with poppler-utils, the browser tests
// (and the test report's own tests) drive chromium's headless shell, and a fresh clone must not fail tests for a tool it was about to install.

/**
 * A Debian package the tests need: `path` (a file it installs) or `command` (a command it puts on
 * PATH) tells whether it is there; `neededBy` names the steps that use it.
 * @typedef {{ pkg: string, path?: string, command?: string, neededBy: TestStepName[] }} SystemTool
 */

/** @typedef {'typecheck' | 'lint' | 'unit' | 'e2e' | 'budgets' | 'production'} TestStepName */
/** @typedef {{ step: 'system-tools', packages: string[] }} SystemToolsStep */

/**
 * Each system tool: the Debian package, how to see it is there, and the steps that need it.
 * @type {SystemTool[]}
 */
export const SYSTEM_TOOLS = [
  // The browser tests' browser (e2e/shared/chromium.ts); the report's own tests run it too.
  { pkg: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell', neededBy: ['unit', 'e2e'] },
  { pkg: 'poppler-utils', command: 'pdftotext', neededBy: ['unit', 'e2e'] },
];

/**
 * The steps of `npm test [static|unit|e2e|budgets|production]`: `{ step: 'system-tools', packages }`
 * first when any step needs one, then 'typecheck', 'lint', 'unit', 'e2e', 'budgets', 'production'
 * as asked. 'budgets' holds every route's first-load bytes to its budget (`npm run bench --
 * bundle`) on the build the browser tests used: a guard rail that a reviewer cannot miss, where
 * the benchmark alone let two customer routes go over unseen. The production step starts the
 * built server as processes on the machine's PostgreSQL and Redis.
 * @param {string | undefined} only
 * @returns {(SystemToolsStep | TestStepName)[]}
 */
export function testPlan(only) {
  /** @type {TestStepName[]} */
  const steps = [];
  if (!only || only === 'static') steps.push('typecheck', 'lint');
  if (!only || only === 'unit') steps.push('unit');
  if (!only || only === 'e2e') steps.push('e2e');
  if (!only || only === 'budgets') steps.push('budgets');
  if (!only || only === 'production') steps.push('production');
  const packages = SYSTEM_TOOLS.filter((t) => t.neededBy.some((s) => steps.includes(s))).map((t) => t.pkg);
  return packages.length
    ? [/** @type {SystemToolsStep} */ ({ step: 'system-tools', packages }), ...steps]
    : steps;
}
