/**
 * The trade desk's screen (docs/product/back-office.md § Screens: role 5 lands on /transaction): the demo participants'
 * seeded trades, narrowed by direction, status, contract and a search; the URL holds every filter,
 * so a reload shows the same view; a row opens the detail. Photographed at 1280 px (and 390 px)
 * and scanned by axe.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, field, see } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** The table's data rows (the header row has no cells). */
const rows = (page: Page) => page.locator('table tbody tr');

test.describe('back-office trade transactions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the trade desk filters the list, the URL keeps the view across a reload, a row opens the detail', async ({
    newPage,
  }) => {
    const page = await newPage();
    await test.step('the trade desk logs in and lands on /transaction', async () => {
      await page.goto('/login-admin');
      await see(page, MSG.adminLoginTitle);
      await field(page, MSG.staffUsernameLabel).fill('tradedesk');
      await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
      await button(page, MSG.staffLoginButton).click();
      await answerSecondFactor(page, 'tradedesk');
      await atPath(page, '/transaction');
      await expect(page.getByRole('heading', { level: 1, name: MSG.tradeListTitle })).toBeVisible();
      await expect(rows(page)).toHaveCount(10);
      // More than one page of seeded trades: the pager shows.
      await expect(page.getByRole('button', { name: '2', exact: true })).toBeVisible();
      await look(page, 'bo-transactions');
    });

    await test.step('direction, status and contract narrow the list and go into the URL', async () => {
      await field(page, MSG.tradeFilterDirection).selectOption({ label: MSG.directionBuy });
      await expect(page).toHaveURL(/[?&]direction=buy/);
      await field(page, MSG.tradeFilterStatus).selectOption({ label: MSG.tradeStatusSettled });
      await expect(page).toHaveURL(/[?&]status=settled/);
      await field(page, MSG.tradeFilterContract).selectOption({ label: 'KAU 1 gr' });
      await expect(page).toHaveURL(/[?&]contract=6/);
      // Each filter picked right after the one before keeps it (use-list-params.ts).
      await expect(page).toHaveURL(/[?&]direction=buy/);
      await expect(page).toHaveURL(/[?&]status=settled/);
      await expect(rows(page).first()).toContainText('KAU 1 gr');
      // Counted with retries: a snapshot of the rows (`.all()`) can be taken while the table is
      // still being replaced by the filtered page, and its rows then vanish under the check.
      for (const text of [MSG.directionBuy, MSG.tradeStatusSettled, 'KAU 1 gr']) {
        await expect(rows(page).filter({ hasNotText: text })).toHaveCount(0);
      }
    });

    const name =
      await test.step('a search by the first participant’s name, sent after typing stops', async () => {
        const first =
          (await rows(page).first().locator('td').nth(2).locator('p').first().textContent()) ?? '';
        expect(first.length).toBeGreaterThan(2);
        await field(page, MSG.tradeSearchLabel).fill(first.toLowerCase());
        await expect(page).toHaveURL(
          new RegExp(`[?&]search=${encodeURIComponent(first.toLowerCase()).replace(/%20/g, '(\\+|%20)')}`),
        );
        await expect(rows(page).first()).toContainText(first);
        await expect(rows(page).filter({ hasNotText: first })).toHaveCount(0);
        return first;
      });

    await test.step('a reload shows the same view', async () => {
      const before = await rows(page).allTextContents();
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(field(page, MSG.tradeFilterDirection)).toHaveValue('buy');
      await expect(field(page, MSG.tradeFilterStatus)).toHaveValue('settled');
      await expect(field(page, MSG.tradeFilterContract)).toHaveValue('6');
      await expect(field(page, MSG.tradeSearchLabel)).toHaveValue(name.toLowerCase());
      await expect(rows(page).first()).toContainText(name);
      expect(await rows(page).allTextContents()).toEqual(before);
      await look(page, 'bo-transactions-filtered');
    });

    await test.step('a row opens the detail with the participant and the figures; back returns to the same view', async () => {
      const listUrl = page.url();
      const id = (await rows(page).first().locator('td').nth(1).locator('p').first().textContent()) ?? '';
      await rows(page)
        .first()
        .getByRole('link', { name: new RegExp(MSG.actionDetail) })
        .click();
      await expect(page).toHaveURL(/\/transaction-detail\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: MSG.tradeDetailTitle })).toBeVisible();
      await see(page, id);
      await see(page, name);
      await expect(page.getByText(/^(Rp|US\$) [\d.]+,\d{2}$/).first()).toBeVisible();
      await look(page, 'bo-transaction-detail');
      await page.getByRole('link', { name: MSG.backToList }).click();
      await atPath(page, '/transaction');
      expect(page.url()).toBe(listUrl);
    });
  });
});
