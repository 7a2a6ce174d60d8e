// @ts-check
// The failure lines are read from reports the runners themselves write: a tiny suite with a failing
// test and a file that fails on import, run by the repository's own Vitest and Playwright Test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, LAUNCH_ARGS } from '../e2e/shared/chromium.ts';
import { root } from './lib.mjs';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-report.mjs';

/** A folder of its own (the runners skip test-results/), resolving from the repository's node_modules. */
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kilau-report-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} cli the runner's entry, relative to node_modules @param {string[]} args */
function runner(cli, args) {
  const result = spawnSync(process.execPath, [path.join(dir, 'node_modules', cli), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', FORCE_COLOR: '1' },
  });
  expect(result.status, result.stderr).not.toBe(0);
}

// Each test runs a real runner (Playwright with chromium) in a child process: seconds on a quiet
// machine, far more under the rest of the suite's load.
describe('the failed tests named at the end of npm test', { timeout: 120_000 }, () => {
  it('names Vitest’s failed test with its message, a file that failed on import, and no passing test', () => {
    writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      'export default { test: { include: ["*.check.mjs"] } };',
    );
    writeFileSync(
      path.join(dir, 'sums.check.mjs'),
      `import { describe, expect, it } from 'vitest';
describe('sums', () => {
  it('adds', () => expect(1 + 1).toBe(2));
  it('carries', () => expect(9 + 1).toBe(11));
});`,
    );
    writeFileSync(path.join(dir, 'broken.check.mjs'), `throw new Error('the module could not load');`);
    const out = path.join(dir, 'vitest.json');
    runner('vitest/vitest.mjs', ['run', '--root', dir, '--reporter=json', `--outputFile.json=${out}`]);

    const lines = vitestFailures(JSON.parse(readFileSync(out, 'utf8')), dir);

    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(
      'sums.check.mjs › sums carries: AssertionError: expected 10 to be 11 // Object.is equality',
    );
    expect(lines.find((l) => l.startsWith('broken.check.mjs: '))).toContain('the module could not load');
  });

  it('names Playwright’s failed test by file, line and describe, the line and element it failed on, and apart one that passed only on its retry', () => {
    writeFileSync(
      path.join(dir, 'playwright.config.mjs'),
      `export default {
  testDir: '.', testMatch: '**/*.pw.mjs', reporter: [['json', { outputFile: 'pw.json' }]], retries: 1,
  use: { launchOptions: { executablePath: ${JSON.stringify(CHROMIUM_PATH)}, args: ${JSON.stringify(LAUNCH_ARGS)} } },
};`,
    );
    writeFileSync(
      path.join(dir, 'walk.pw.mjs'),
      `import { expect, test } from '@playwright/test';
test.describe('a walk', () => {
  test('passes', () => expect(1).toBe(1));
  test('fails', () => expect('Beranda', 'the title').toBe('Masuk'));
  test('waits in vain', async ({ page }) => {
    await page.setContent('<h1>Masuk</h1>');
    await expect(page.getByRole('heading')).toHaveText('Masuk');
    await expect(page.getByRole('link', { name: 'Beranda' })).toBeVisible({ timeout: 300 });
  });
  test('passes on its retry', ({}, info) => expect(info.retry, 'the run').toBe(1));
});`,
    );
    runner('@playwright/test/cli.js', ['test', '--config', 'playwright.config.mjs']);

    const lines = playwrightFailures(JSON.parse(readFileSync(path.join(dir, 'pw.json'), 'utf8')));

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^walk\.pw\.mjs:4 › a walk › fails: Error: the title.* \(at walk\.pw\.mjs:4\)$/);
    expect(lines[1]).toMatch(
      /^walk\.pw\.mjs:5 › a walk › waits in vain: Error: expect\(locator\)\.toBeVisible\(\) failed/,
    );
    expect(lines[1]).toContain(`(at walk.pw.mjs:8; Locator: getByRole('link', { name: 'Beranda' }))`);

    // The test that failed once and passed on its retry is named apart, with its first run's error.
    const flaky = playwrightFlaky(JSON.parse(readFileSync(path.join(dir, 'pw.json'), 'utf8')));
    expect(flaky).toHaveLength(1);
    expect(flaky[0]).toMatch(/^walk\.pw\.mjs:10 › a walk › passes on its retry: Error: the run/);
  });
});
