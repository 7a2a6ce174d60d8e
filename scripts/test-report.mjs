// @ts-check
// Names the failed tests of a run from the runners' JSON reports, so that the end of `npm test`
// (often all a CI log keeps) says which test failed and why, not only how many.
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
 * Playwright's JSON reporter: specs nest in suites (file, describe); a test failed when its last
 * result did not pass as expected. Errors outside any test (the global set-up) come last.
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFailures(report) {
  /** @type {string[]} */
  const lines = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    // A file's own suite is titled by the file, which each line already names.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const where = `${spec.file}:${spec.line}`;
        lines.push(`${where} › ${[...path, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) lines.push(`outside any test: ${firstLine(error.message)}`);
  return lines;
}
