/**
 * shoot(page, name): the page as a phone (390×844) and a laptop (1280×800) see it, full length,
 * saved as test-results/screenshots/<name>-390.png and <name>-1280.png for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../../shared/chromium';
import { waitForQuietNetwork } from './network';
import { resultsDir } from './paths';

export const screenshotsDir = path.join(resultsDir, 'screenshots');

async function settle(page: Page) {
  const busy = await waitForQuietNetwork(page);
  if (busy.length > 0) console.error(`settle: still loading after 10 s: ${busy.join(', ')}`);
  await page.evaluate(async () => {
    // Neither promise is bounded by playwright's action timeout, and a headless page that is not
    // painting never runs animation frames: each wait gives up after a second.
    const atMost = (ms: number, wait: Promise<unknown>) =>
      Promise.race([wait, new Promise((r) => setTimeout(r, ms))]);
    await atMost(1000, document.fonts.ready);
    // From the top: a page shot while scrolled shows the sticky header in the middle of it.
    window.scrollTo(0, 0);
    // two frames so that the layout after the resize is painted
    await atMost(1000, new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  });
}

/**
 * A back-office table wider than its place on a laptop scrolls sideways under its pinned actions
 * column, which then covers the last columns: a reviewer does not see them. On a phone that
 * scrolling is expected (the actions stay in view), so only the desktop width is checked.
 */
async function coveredColumns(page: Page, name: string): Promise<string[]> {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.kilau-paged-table')].map((root) => ({
      table: root.querySelector('table')?.getBoundingClientRect().width ?? 0,
      room: root.getBoundingClientRect().width,
    })),
  );
  return tables
    .filter((t) => t.table > t.room + 1)
    .map(
      (t) =>
        `${name}: a table is ${Math.round(t.table)} px wide in ${Math.round(t.room)} px at ${DESKTOP.width} px (its pinned actions column covers a column)`,
    );
}

/**
 * Returns what did not fit: a page wider than the screen scrolls sideways, which a person on a
 * phone sees as a broken layout.
 */
export async function shoot(page: Page, name: string): Promise<string[]> {
  mkdirSync(screenshotsDir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  const problems: string[] = [];
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > size.width) problems.push(`${name}: the page is ${width} px wide at ${size.width} px`);
    if (size.width >= DESKTOP.width) problems.push(...(await coveredColumns(page, name)));
    await page.screenshot({
      path: path.join(screenshotsDir, `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(original);
  await settle(page);
  return problems;
}
