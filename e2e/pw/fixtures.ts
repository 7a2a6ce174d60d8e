/**
 * The test API of the Playwright specs: `test` with a `newPage(options?)` fixture and `expect`.
 * `newPage` opens a page in a browser context of its own (cookies, local storage), so a test may
 * act as two people at once; every context is closed after its test. When the test fails,
 * Playwright keeps a screenshot of every page and, on the retry, a trace of each context (decision
 * 0218); the fixture adds the pages' console errors to the report.
 */
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { DESKTOP } from '../shared/chromium';
import { baseUrl } from './support/base-url';
import { trackRequests } from './support/network';

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Runs before any page script, e.g. to install a controlled clock. */
  beforeNavigation?: (page: Page, context: BrowserContext) => Promise<void>;
}

interface Fixtures {
  newPage: (options?: PageOptions) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // The server's port is chosen by the global set-up, after the config was read.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },

  newPage: async ({ browser, baseURL }, use, testInfo) => {
    const open: { page: Page; errors: string[] }[] = [];
    const contexts: BrowserContext[] = [];
    await use(async (options: PageOptions = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: options.viewport ?? DESKTOP,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        acceptDownloads: true,
      });
      contexts.push(context);
      const page = await context.newPage();
      trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}\n${err.stack ?? ''}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
      });
      open.push({ page, errors });
      await options.beforeNavigation?.(page, context);
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, { errors }] of open.entries()) {
        if (errors.length > 0) {
          await testInfo.attach(`console-errors-page-${i}`, {
            body: errors.join('\n'),
            contentType: 'text/plain',
          });
        }
      }
    }
    for (const context of contexts) await context.close().catch(() => undefined);
  },
});

export { expect } from '@playwright/test';
