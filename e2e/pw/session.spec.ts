/**
 * Inactivity (docs/product/customer-area.md § States): after 840,000 ms without activity the 'Sesi Berakhir' modal (its text
 * says 15 minutes) appears, local storage is emptied and Login goes to /login. The page's clock is
 * controlled by the test (installed before the first navigation); it belongs to the browser
 * context, so two tabs of one context share it, as two tabs of one browser share real time.
 * The demo customer is only read: each session ended here is that test's own login.
 */
import { INACTIVITY_LIMIT_MS, MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, type PageOptions, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { atPath, button, dialog, exactly, login, see, storedToken } from './support/ui';

type NewPage = (options?: PageOptions) => Promise<Page>;

/** Where the tabs share their last activity (apps/web features/session/shared-activity.ts). */
const LAST_ACTIVITY_KEY = 'last_activity';

function balances(page: Page) {
  return page.getByRole('region', { name: exactly(MSG.balanceGiroPos) });
}

/** A second tab of the same browser (same local storage, same clock) on a customer page. */
async function secondTab(first: Page): Promise<Page> {
  const page = await first.context().newPage();
  await page.goto('/beranda');
  await expect(balances(page)).toBeVisible();
  return page;
}

async function signedInWithClock(newPage: NewPage): Promise<Page> {
  const page = await newPage({ beforeNavigation: (p) => p.clock.install() });
  await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
  await expect(balances(page)).toBeVisible();
  return page;
}

function inactivityModal(page: Page) {
  return page.getByRole('dialog', { name: exactly(MSG.inactivityTitle) });
}

/**
 * The session has not ended. The inactivity timer ends it synchronously when it fires (local
 * storage is cleared in the timer itself, the modal follows), and `fastForward` returns after the
 * timers that fell due have run: a token still stored now means no timer ended the session, so
 * the modal's absence is not merely "not rendered yet".
 */
async function expectSessionAlive(page: Page) {
  expect(await storedToken(page)).toBeTruthy();
  await expect(inactivityModal(page)).toHaveCount(0);
}

test.describe('session', () => {
  test('after 14 minutes without activity the session ends with the Sesi Berakhir modal', async ({
    newPage,
  }) => {
    const page = await signedInWithClock(newPage);
    await page.clock.fastForward(INACTIVITY_LIMIT_MS + 5_000);

    const modal = await dialog(page, MSG.inactivityTitle);
    await see(modal, MSG.inactivityText);
    expect(MSG.inactivityText).toContain('15 menit');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);

    await button(modal, MSG.inactivityLogin).click();
    await atPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    // The customer pages stay closed.
    await page.goto('/beranda');
    await atPath(page, '/login');
  });

  test('before 14 minutes, and after any activity, the modal does not appear', async ({ newPage }) => {
    const page = await signedInWithClock(newPage);

    await page.clock.fastForward(INACTIVITY_LIMIT_MS - 60_000);
    await expectSessionAlive(page);

    // Moving the mouse is activity: the 14 minutes start again.
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await page.clock.fastForward(120_000);
    await expectSessionAlive(page);
    await atPath(page, '/beranda');

    // Only a full 14 minutes after that activity does the session end.
    await page.clock.fastForward(INACTIVITY_LIMIT_MS - 120_000 + 5_000);
    await dialog(page, MSG.inactivityTitle);
  });

  test('an idle tab does not end the session of the tab in use; when both are idle, both show the modal', async ({
    newPage,
  }) => {
    const idle = await signedInWithClock(newPage);
    const active = await secondTab(idle);

    await idle.clock.fastForward(10 * 60_000);
    await active.mouse.move(200, 300);
    await active.mouse.move(240, 320);
    // Local storage reaches another tab's renderer a moment later; a person's next minutes of
    // real time always give it that moment, a fast-forwarded clock does not.
    const published = await active.evaluate((key) => localStorage.getItem(key), LAST_ACTIVITY_KEY);
    expect(published).not.toBeNull();
    await expect
      .poll(() => idle.evaluate((key) => localStorage.getItem(key), LAST_ACTIVITY_KEY))
      .toBe(published);
    // The idle tab passes 14 minutes without activity of its own: nothing ends.
    await idle.clock.fastForward(5 * 60_000);
    await expectSessionAlive(idle);
    await expectSessionAlive(active);
    await atPath(idle, '/beranda');
    await atPath(active, '/beranda');

    // Fourteen minutes after the last activity in any tab, both tabs say why the session ended.
    await idle.clock.fastForward(INACTIVITY_LIMIT_MS);
    for (const page of [idle, active]) {
      const modal = await dialog(page, MSG.inactivityTitle);
      await see(modal, MSG.inactivityText);
    }
    expect(await storedToken(active)).toBeNull();
  });

  test('Keluar in one tab shows the other tab why the session ended instead of a silent redirect', async ({
    newPage,
  }) => {
    const first = await newPage();
    await login(first, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    const second = await secondTab(first);

    await first
      .getByRole('navigation', { name: exactly(MSG.navMain) })
      .getByRole('button', { name: exactly(MSG.buttonLogout) })
      .click();
    await atPath(first, '/login');

    const modal = await dialog(second, MSG.inactivityTitle);
    await see(modal, MSG.sessionEndedElsewhereText);
    await atPath(second, '/beranda');
    await button(modal, MSG.inactivityLogin).click();
    await atPath(second, '/login');
  });
});
