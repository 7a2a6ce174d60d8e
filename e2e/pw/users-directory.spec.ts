/**
 * The users directory as the super admin and a broker walk it (docs/product/back-office.md § Screens /users, /cek-data):
 * search, the platform checkboxes, Reset Filter, the same view restored from a pasted link, and
 * the export downloaded and opened as a spreadsheet.
 */
import { readFile } from 'node:fs/promises';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, field, see, staffLogin } from './support/ui';

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('users directory', () => {
  test.describe.configure({ timeout: 180_000 });

  test('search, platform filter, reset, a pasted link, and the export', async ({ newPage }) => {
    const page = await newPage();
    await staffLogin(page, 'superadmin');
    await page.getByRole('link', { name: MSG.staffNavUsers, exact: true }).click();
    await atPath(page, '/users');
    await see(page, MSG.usersTitle);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: '2', exact: true })).toBeVisible();
    expect(await shoot(page, 'bo-users')).toEqual([]);
    await checkA11y(page, 'bo-users');

    await test.step('the search waits for the typing to stop, then narrows the list', async () => {
      await field(page, MSG.usersSearchLabel).fill('peserta07');
      await expect(page).toHaveURL(/[?&]q=peserta07/);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText('peserta07@kilau.test');
      await see(page, MSG.usersResetFilter);
    });

    await test.step('Reset Filter clears the keyword', async () => {
      await button(page, MSG.usersResetFilter).click();
      await expect(page).not.toHaveURL(/q=/);
      await expect(field(page, MSG.usersSearchLabel)).toHaveValue('');
      await expect(rows(page)).toHaveCount(10);
      await expect(button(page, MSG.usersResetFilter)).toHaveCount(0);
    });

    await test.step('the platform checkboxes filter on one or many app names', async () => {
      await page.getByRole('button', { name: new RegExp(`^${MSG.usersPlatformFilter}:`) }).click();
      // The box follows the URL, which the click changes: click, then wait for it to show ticked.
      await page.getByRole('checkbox', { name: 'Jafets' }).click();
      await expect(page.getByRole('checkbox', { name: 'Jafets' })).toBeChecked();
      await expect(page).toHaveURL(/app_name=jafets/);
      await expect(rows(page).first()).toContainText('Jafets');
      await expect(rows(page).filter({ hasNotText: 'Jafets' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      expect(await shoot(page, 'bo-users-filtered')).toEqual([]);
    });

    const shared = await test.step('a pasted link restores the same view', async () => {
      await field(page, MSG.usersSearchLabel).fill('kilau.test');
      await expect(page).toHaveURL(/q=kilau\.test/);
      const url = page.url();
      const other = await newPage();
      await other.goto('/login-admin');
      await field(other, MSG.staffUsernameLabel).fill('superadmin');
      await field(other, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
      await button(other, MSG.staffLoginButton).click();
      await answerSecondFactor(other, 'superadmin');
      await atPath(other, '/admin');
      await other.goto(url);
      await expect(field(other, MSG.usersSearchLabel)).toHaveValue('kilau.test');
      await expect(other.getByRole('button', { name: /1 platform/ })).toBeVisible();
      await expect(rows(other).first()).toContainText('Jafets');
      return other;
    });

    await test.step('the export downloads the filtered directory as .xlsx', async () => {
      const total = Number(
        ((await shared.getByText(/^Jumlah pengguna:/).textContent()) ?? '').replace(/\D/g, ''),
      );
      const [download] = await Promise.all([
        shared.waitForEvent('download'),
        button(shared, MSG.usersDownload).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^data-users-\d{2}-\d{2}-\d{4}-\d{4}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet?.rowCount).toBe(total + 1);
      expect(sheet?.getRow(2).getCell(3).value).toBe('Jafets');
      await see(shared, MSG.usersDownloadDone);
    });

    await test.step('/cek-data shows the same table titled Data Users with today’s date', async () => {
      await page.getByRole('link', { name: MSG.usersExportTableLink }).click();
      await atPath(page, '/cek-data');
      await see(page, MSG.usersExportTitle);
      // Today in Jakarta, as the page shows it: from 17:00 UTC it is already tomorrow there.
      const today = new Intl.DateTimeFormat('id-ID', {
        day: '2-digit',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      }).format(new Date());
      await see(page, today);
      await expect(rows(page).first()).toContainText('Jafets');
      expect(await shoot(page, 'bo-cek-data')).toEqual([]);
      await checkA11y(page, 'bo-cek-data');
    });
  });

  test('a broker sees only the users of their platform', async ({ newPage }) => {
    const page = await newPage();
    await staffLogin(page, 'broker');
    await page.goto('/users');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).filter({ hasNotText: 'GOFX' })).toHaveCount(0);
  });
});
