/**
 * Inactivity (spec 000 §4): after 840,000 ms without activity the 'Sesi Berakhir' modal (its text
 * says 15 minutes) appears, local storage is emptied and Login goes to /login. The page's clock is
 * controlled by the test (installed before the first navigation).
 */
import { INACTIVITY_LIMIT_MS, MSG } from '@kilau/shared';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/browser';
import { atPath, button, dialog, exactly, login, see } from './support/ui';

const browser = useBrowser();

async function signedInWithClock(): Promise<Page> {
  const page = await browser.newPage({ beforeNavigation: (p) => p.clock.install() });
  await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
  await page.getByRole('region', { name: exactly(MSG.balanceGiroPos) }).waitFor();
  return page;
}

/** Lets the page render what the timers it just ran changed. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

function inactivityModal(page: Page) {
  return page.getByRole('dialog', { name: exactly(MSG.inactivityTitle) });
}

describe('session', () => {
  test('after 14 minutes without activity the session ends with the Sesi Berakhir modal', async () => {
    const page = await signedInWithClock();
    await page.clock.fastForward(INACTIVITY_LIMIT_MS + 5_000);

    const modal = await dialog(page, MSG.inactivityTitle);
    await see(modal, MSG.inactivityText);
    expect(MSG.inactivityText).toContain('15 menit');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await button(modal, MSG.inactivityLogin).click();
    await atPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The customer pages stay closed.
    await page.goto('/beranda');
    await atPath(page, '/login');
  });

  test('before 14 minutes, and after any activity, the modal does not appear', async () => {
    const page = await signedInWithClock();

    await page.clock.fastForward(INACTIVITY_LIMIT_MS - 60_000);
    await settle(page);
    expect(await inactivityModal(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Moving the mouse is activity: the 14 minutes start again.
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await page.clock.fastForward(120_000);
    await settle(page);
    expect(await inactivityModal(page).count()).toBe(0);
    await atPath(page, '/beranda');

    // Only a full 14 minutes after that activity does the session end.
    await page.clock.fastForward(INACTIVITY_LIMIT_MS - 120_000 + 5_000);
    await dialog(page, MSG.inactivityTitle);
  });
});
