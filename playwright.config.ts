/**
 * Playwright Test for the browser specs in e2e/pw (decision 0055). The global set-up builds the app
 * and starts the server (e2e/shared/e2e-server.ts); specs run in three workers, each test in fresh
 * browser contexts of Debian's chromium. A failing test keeps a screenshot of every page and the
 * pages' console errors in test-results/playwright/, and its retry records a trace (decision 0218;
 * `--trace on` records one on a first run too).
 * The JSON report (test-results/e2e-playwright.json) is what scripts/test.mjs counts.
 */
import { defineConfig } from '@playwright/test';
import { ACTION_TIMEOUT_MS, CHROMIUM_PATH, DESKTOP, LAUNCH_ARGS } from './e2e/shared/chromium';

// The AWS SDK (the object-storage spec's S3 client, and a spec's own server on S3) warns once per
// process that its releases after January 2027 need Node 22; production runs Node 24 (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  testDir: 'e2e/pw',
  testMatch: '**/*.spec.ts',
  // Not test-results itself: Playwright empties its output folder at the start of a run, and
  // test-results also holds the unit tests' report, the screenshots and the server log.
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/pw/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: ACTION_TIMEOUT_MS },
  // Tests are independent (each makes the accounts it changes), so the workers share every file.
  fullyParallel: true,
  // Three on two cores (decision 0224): a walk spends much of its time waiting (a page, a mail, a
  // server of its own starting), and with two the cores stood idle a third of the phase.
  workers: 3,
  // One retry (decision 0207): a walk that fails twice fails; one that passes on its retry is
  // named at the end of npm test with its first error (scripts/test-report.mjs), never hidden.
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS },
    viewport: DESKTOP,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    acceptDownloads: true,
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: ACTION_TIMEOUT_MS,
    // Recording a trace is a third of the browser phase's processor time (decision 0218): only a
    // walk that failed once records one, on its retry.
    trace: 'on-first-retry',
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
});
