/**
 * Debian's chromium driven by playwright-core: one browser per test file, a fresh context (cookies,
 * local storage) per test, in Indonesian locale and Jakarta time. A failing test leaves a
 * screenshot of its pages and their console errors in test-results/failures/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { resultsDir } from './paths';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** Playwright waits this long for an element or a navigation before the test fails. */
const ACTION_TIMEOUT_MS = 15_000;

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: LAUNCH_ARGS });
}

const pendingRequests = new WeakMap<Page, Map<unknown, { what: string; since: number }>>();

/** Keeps the requests of a page that have not finished, to name them when a wait for idle fails. */
function trackRequests(page: Page) {
  const pending = new Map<unknown, { what: string; since: number }>();
  pendingRequests.set(page, pending);
  page.on('request', (r) =>
    pending.set(r, { what: `${r.method()} ${r.url()} (${r.resourceType()})`, since: Date.now() }),
  );
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/**
 * The requests of the page under way, started within `maxAgeMs`. An older one is not loading
 * anything a person waits for: the ALTCHA widget's workers start loading a script and are ended
 * once one of them solved the challenge, and their requests are never reported finished.
 */
export function requestsInFlight(page: Page, maxAgeMs = Number.POSITIVE_INFINITY): string[] {
  const now = Date.now();
  return [...(pendingRequests.get(page)?.values() ?? [])]
    .filter((r) => now - r.since <= maxAgeMs)
    .map((r) => r.what);
}

/** How long a request may stay unfinished and still count as the page loading. */
const STALE_REQUEST_MS = 8_000;

/**
 * Waits until the page has had no request under way for `quietMs`. Playwright's 'networkidle' is
 * a one-time event of a document's load: in this single-page app the document is the login page,
 * whose ALTCHA workers leave requests that never finish, so the event often never came and every
 * wait for it ran into its timeout. Returns the requests still under way when `timeoutMs` ran out
 * (empty when the page went quiet).
 */
export async function waitForQuietNetwork(page: Page, quietMs = 300, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requestsInFlight(page, STALE_REQUEST_MS).length > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return [];
    await new Promise((r) => setTimeout(r, 50));
  }
  return requestsInFlight(page, STALE_REQUEST_MS);
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Runs before any page script, e.g. to install a controlled clock. */
  beforeNavigation?: (page: Page, context: BrowserContext) => Promise<void>;
}

/**
 * Registers the hooks of a test file and returns `newPage()`, which opens a page in a context of
 * its own; every context is closed after its test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let open: { context: BrowserContext; page: Page; errors: string[] }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      const dir = path.join(resultsDir, 'failures');
      mkdirSync(dir, { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      for (const [i, { page, errors }] of open.entries()) {
        await page
          .screenshot({ path: path.join(dir, `${name}-${i}.png`), fullPage: true })
          .catch(() => undefined);
        if (errors.length > 0) writeFileSync(path.join(dir, `${name}-${i}.console.txt`), errors.join('\n'));
      }
    }
    for (const { context } of open) await context.close().catch(() => undefined);
    open = [];
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('the browser is not launched yet');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? DESKTOP,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        acceptDownloads: true,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}\n${err.stack ?? ''}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
      });
      open.push({ context, page, errors });
      await options.beforeNavigation?.(page, context);
      return page;
    },
  };
}
