// @ts-check
// Names the failed tests of a run from the runners' JSON reports, so that the end of `npm test`
// (often all a CI log keeps) says which test failed and why, not only how many.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first line of a failure message, without terminal colours, at most this long. */
const MESSAGE_LENGTH = 200;

/** @param {string | undefined} message @returns {string} */
function firstLine(message) {
  // The runners colour their messages with terminal escapes.
  const plain = stripVTControlCharacters(message ?? '');
  const line =
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > MESSAGE_LENGTH ? `${line.slice(0, MESSAGE_LENGTH)}…` : line;
}

/**
 * @param {string} file absolute path from a report
 * @param {string} root the repository's root
 */
function relative(file, root) {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/**
 * Vitest's JSON reporter: each file's failed tests, and files that failed outside any test
 * (an import error, a failing hook).
 * @param {any} report
 * @param {string} root
 * @returns {string[]} one line per failure: `file › test name: first line of the message`
 */
export function vitestFailures(report, root) {
  /** @type {string[]} */
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name ?? '', root);
    const failedTests = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === 'failed');
    for (const test of failedTests) {
      lines.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed')
      lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * Where in the spec a Playwright test failed, and on which element: a walk has many `toBeVisible`,
 * and the first line of the message alone does not say which one timed out.
 * @param {any} error a result's error from the JSON report
 * @returns {string} e.g. ` (at walk.spec.ts:42; Locator: getByRole('link', …))`, or ''
 */
function failedAt(error) {
  const parts = [];
  const location = error?.location;
  if (location?.file && location.line) parts.push(`at ${path.basename(location.file)}:${location.line}`);
  const locator = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('Locator:'));
  if (locator) parts.push(locator.length > MESSAGE_LENGTH ? `${locator.slice(0, MESSAGE_LENGTH)}…` : locator);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/**
 * Playwright's JSON reporter: specs nest in suites (file, describe); a test failed when its last
 * result did not pass as expected. Errors outside any test (the global set-up) come last.
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFailures(report) {
  const lines = playwrightLines(report, 'unexpected', (results) => results.at(-1));
  for (const error of report.errors ?? []) lines.push(`outside any test: ${firstLine(error.message)}`);
  return lines;
}

/**
 * The tests that failed once and passed on their retry (playwright.config.ts, decision 0207), each
 * with the error of its first run: not failures, but never silent either.
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFlaky(report) {
  return playwrightLines(report, 'flaky', (results) => results.find((r) => r.error));
}

/**
 * @param {any} report
 * @param {'unexpected' | 'flaky'} status
 * @param {(results: any[]) => any} resultOf the run whose error the line names
 * @returns {string[]}
 */
function playwrightLines(report, status, resultOf) {
  /** @type {string[]} */
  const lines = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    // A file's own suite is titled by the file, which each line already names.
    const named = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const result = resultOf(test.results ?? []);
        const where = `${spec.file}:${spec.line}`;
        const title = [...named, spec.title].join(' › ');
        lines.push(`${where} › ${title}: ${firstLine(result?.error?.message)}${failedAt(result?.error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, named);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}
