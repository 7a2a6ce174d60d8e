/**
 * The back-office's own screens as staff walk them (docs/product/back-office.md § Screens): /profil (a staff member changes
 * their own password and signs in with it), /posgold (not configured in tests: the clear message),
 * the super admin's /customers-kyc and /customer-detail, the back-off hold that a stranger's
 * wrong passwords put on an account without shutting its owner out, and the 404 page.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, field, see, staffLogin } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

async function signIn(page: Page, username: string, password: string, landing = '/admin') {
  await page.goto('/login-admin');
  await field(page, MSG.staffUsernameLabel).fill(username);
  await field(page, MSG.staffPasswordLabel).fill(password);
  await button(page, MSG.staffLoginButton).click();
  await answerSecondFactor(page, username);
  await atPath(page, landing);
}

test.describe('staff screens', () => {
  test.describe.configure({ timeout: 180_000 });

  // The Jafets broker: a demo account no other browser test signs in with, since changing the
  // password ends the account's other sessions (the video-call test uses the video officer's).
  test('a broker changes their own password at /profil and signs in with the new one', async ({
    newPage,
  }) => {
    const page = await newPage();
    await signIn(page, 'brokerjafets', 'Kilau#Demo2026');
    await page.getByRole('link', { name: MSG.staffNavProfile, exact: true }).click();
    await atPath(page, '/profil');
    await see(page, MSG.roleNameBroker);
    await look(page, 'bo-profile');

    await field(page, MSG.staffProfileCurrentPassword).fill('Salah#Sandi2026');
    await field(page, MSG.staffProfileNewPassword).fill('Pialang#Jafets2026');
    await field(page, MSG.staffProfileConfirmPassword).fill('Pialang#Jafets2026');
    await button(page, MSG.staffProfileChangePassword).click();
    await see(page, MSG.staffProfileWrongPassword);

    await field(page, MSG.staffProfileCurrentPassword).fill('Kilau#Demo2026');
    await button(page, MSG.staffProfileChangePassword).click();
    await see(page, MSG.staffProfilePasswordChanged);

    await button(page, MSG.staffLogout).click();
    await atPath(page, '/login-admin');
    await signIn(page, 'brokerjafets', 'Pialang#Jafets2026');
    // Put the demo password back for whoever runs the demo next.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const back = await api(
      'PUT',
      '/v1/staff/password',
      { password: 'Pialang#Jafets2026', new_password: 'Kilau#Demo2026' },
      token ?? '',
    );
    expect(back.status).toBe(200);
  });

  // The broker viewer: a demo account no other browser test signs in with, since it is held here.
  test("a stranger's wrong passwords hold an account, and its owner still signs in after the harder check", async ({
    newPage,
  }) => {
    const stranger = await newPage();
    await stranger.goto('/login-admin');
    await field(stranger, MSG.staffUsernameLabel).fill('brokerviewer');
    for (let i = 0; i < 5; i++) {
      await field(stranger, MSG.staffPasswordLabel).fill(`Tebakan#${i}salah`);
      await Promise.all([
        stranger.waitForResponse((r) => r.url().endsWith('/v1/auth') && r.request().method() === 'POST'),
        button(stranger, MSG.staffLoginButton).click(),
      ]);
      await see(stranger, MSG.staffLoginWrong);
    }
    // The owner, elsewhere: the ordinary challenge does not open a held account, and the answer
    // is the same as for a wrong password; the next attempt solves the harder one and gets in.
    const owner = await newPage();
    await owner.goto('/login-admin');
    await field(owner, MSG.staffUsernameLabel).fill('brokerviewer');
    await field(owner, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
    const [first] = await Promise.all([
      owner.waitForResponse((r) => r.url().endsWith('/v1/auth') && r.request().method() === 'POST'),
      button(owner, MSG.staffLoginButton).click(),
    ]);
    expect(first.status()).toBe(400);
    await see(owner, MSG.staffLoginWrong);
    await button(owner, MSG.staffLoginButton).click();
    await answerSecondFactor(owner, 'brokerviewer');
    await atPath(owner, '/admin');
  });

  test('/posgold says plainly that it is not configured', async ({ newPage }) => {
    const page = await newPage();
    await staffLogin(page, 'broker');
    await page.getByRole('link', { name: MSG.staffNavPosgold, exact: true }).click();
    await atPath(page, '/posgold');
    await see(page, MSG.posgoldNotConfigured);
    await look(page, 'bo-posgold');
  });

  test('the super admin sees every platform’s participants and opens one', async ({ newPage }) => {
    const page = await newPage();
    await signIn(page, 'superadmin', 'Kilau#Demo2026');
    await page.getByRole('link', { name: MSG.staffNavCustomersKyc, exact: true }).click();
    await atPath(page, '/customers-kyc');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(10);
    // 'Platform / Bank': the platform's name is the cell's first line. The list is newest first,
    // and the customers the tests beside this one register (on one platform) may fill any number
    // of its first pages: the demo seed's participants, on both platforms, are the oldest. So the
    // pages are read from the last one ('1–10 / N' says how many) until both have been seen.
    const range = await page.getByText(/^\d+–\d+ \/ \d+$/).textContent();
    const lastPage = Math.ceil(Number(range?.split('/ ')[1]) / 10);
    const seen = new Set<string>();
    const platformCells = page.getByRole('cell', { name: /^(GOFX|Jafets)\b/ });
    for (let n = lastPage; n >= Math.max(1, lastPage - 5) && seen.size < 2; n--) {
      await page.goto(`/customers-kyc?page=${n}`);
      // Every participant has a platform: its cell shows once the page's rows have come.
      await expect(platformCells.first()).toBeVisible();
      for (const text of await platformCells.allTextContents())
        seen.add(text.replace(/^(GOFX|Jafets).*$/s, '$1'));
    }
    expect([...seen].sort()).toEqual(['GOFX', 'Jafets']);
    await page.goto('/customers-kyc');
    await expect(rows).toHaveCount(10);
    await look(page, 'bo-customers-kyc');
    const first = rows.first();
    // The name; its phone number stands below it in the same cell.
    const name = (await first.getByRole('cell').nth(1).locator('p').first().textContent()) ?? '';
    await first.getByRole('link', { name: MSG.actionDetail }).click();
    await expect(page).toHaveURL(/\/customer-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The super admin reads and audits but does not act.
    await expect(page.getByRole('button', { name: MSG.actionAccept })).toHaveCount(0);
  });

  test('an unknown path shows the 404 page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/tidak-ada-halaman-ini');
    await see(page, MSG.notFoundTitle);
  });
});
