/**
 * Login of the demo customer by e-mail, username and phone; the dashboard it lands on (balances
 * in IDR and USD, the last 10 gold transactions); the login errors; logout. The demo customer is
 * only read here (logout ends that one session); what changes an account uses a fresh one.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, createCustomer, createUnactivatedCustomer, DEMO, DEMO_PASSWORD } from './support/api';
import {
  atPath,
  button,
  dialog,
  exactly,
  expectTextContains,
  field,
  login,
  see,
  storedToken,
  submitLogin,
} from './support/ui';

const MONTH = /(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember)/;

function card(page: Page, name: string) {
  return page.getByRole('region', { name: exactly(name) });
}

async function chooseCurrency(page: Page, currency: 'IDR' | 'USD') {
  const group = page.getByRole('radiogroup', { name: exactly(MSG.currencyLabel) });
  if ((await group.count()) > 0) {
    await group.getByText(currency, { exact: true }).click();
    return;
  }
  // A select instead of a segmented control.
  await page.getByRole('combobox', { name: exactly(MSG.currencyLabel) }).click();
  await page.getByRole('option', { name: currency, exact: true }).click();
}

test.describe('login', () => {
  test('the demo customer logs in by e-mail and sees balances and the last 10 gold transactions', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: MSG.loginTitle })).toBeVisible();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');

    // Balances in the Indonesian format (seeded: GiroPos 25,750,000; RDK 12,500,000;
    // gold 18,450,000 micro + 142,800,000 premium).
    await expectTextContains(card(page, MSG.balanceGiroPos), 'Rp 25.750.000');
    await expectTextContains(card(page, MSG.balanceRdk), 'Rp 12.500.000');
    await expectTextContains(card(page, MSG.balanceGold), 'Rp 161.250.000');
    await expectTextContains(card(page, MSG.balanceGold), 'Rp 18.450.000');
    await expectTextContains(card(page, MSG.balanceGold), 'Rp 142.800.000');

    // USD in the US format (GiroPos 1,650.25; RDK 820.50; gold 1,182.10 + 9,150.75).
    await chooseCurrency(page, 'USD');
    await expectTextContains(card(page, MSG.balanceGiroPos), '$1,650.25');
    await expectTextContains(card(page, MSG.balanceRdk), '$820.50');
    await expectTextContains(card(page, MSG.balanceGold), '$10,332.85');
    await expect(card(page, MSG.balanceGiroPos)).not.toContainText('Rp');

    await chooseCurrency(page, 'IDR');
    await expectTextContains(card(page, MSG.balanceGiroPos), 'Rp 25.750.000');

    // The table: five columns and the ten newest transactions, newest first.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      MSG.colNo,
      MSG.colDate,
      MSG.colDescription,
      MSG.colAmount,
      MSG.colType,
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const first = rows.first().getByRole('cell');
    await expect(first).toHaveCount(5);
    // The newest seeded trade: buy 3 × KAU 1 gr for Rp 4,590,000.
    await expect(first.nth(0)).toHaveText('1');
    await expect(first.nth(1)).toHaveText(MONTH);
    await expect(first.nth(2)).toContainText('KAU 1 gr');
    await expect(first.nth(3)).toContainText('Rp 4.590.000');
    await expect(first.nth(4)).toHaveText(MSG.directionBuy);
    await expect(rows.nth(9).getByRole('cell').first()).toHaveText('10');
    const types = (await rows.locator('td:nth-child(5)').allTextContents()).map((t) => t.trim());
    expect(types.every((t) => t === MSG.directionBuy || t === MSG.directionSell)).toBe(true);
    expect(types).toContain(MSG.directionSell);
  });

  test('the demo customer logs in by username', async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.username, DEMO_PASSWORD, '/beranda');
    await expect(card(page, MSG.balanceGiroPos)).toBeVisible();
  });

  test('the demo customer logs in by phone number', async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.phone, DEMO_PASSWORD, '/beranda');
    await expect(card(page, MSG.balanceGiroPos)).toBeVisible();
  });

  test('the form says what is missing', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/login');
    await button(page, MSG.buttonLogin).click();
    await see(page, MSG.loginIdentifierRequired);
    await see(page, MSG.passwordRequired);
    await field(page, MSG.loginIdentifierLabel).fill(DEMO.approved.email);
    await field(page, MSG.passwordLabel).fill('pendek');
    await button(page, MSG.buttonLogin).click();
    await see(page, MSG.passwordMin);
    await atPath(page, '/login');
  });

  test('an unknown account is reported', async ({ newPage }) => {
    const page = await newPage();
    await submitLogin(page, 'tidak.ada.sama.sekali@kilau.test', DEMO_PASSWORD);
    await see(page, MSG.loginIdentifierNotFound);
    await atPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('a wrong password is reported', async ({ newPage }) => {
    const page = await newPage();
    const who = await createCustomer();
    await submitLogin(page, who.email, 'Salah#Sekali2026');
    await see(page, MSG.loginWrongEmailPassword);
    await atPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('an account whose e-mail is not activated can ask for the link again', async ({ newPage }) => {
    const page = await newPage();
    // Its own account: asking for a new link replaces the old one.
    const who = await createUnactivatedCustomer();
    await submitLogin(page, who.email, who.password);
    await see(page, MSG.loginEmailNotActive);
    expect(await storedToken(page)).toBeNull();

    await page.getByText(MSG.resendActivationLink, { exact: true }).first().click();
    const modal = await dialog(page, MSG.resendActivationTitle);
    await field(modal, MSG.emailLabel).fill(who.email);
    await button(modal, MSG.activationSendNewLink).click();
    await see(page, MSG.resendActivationSent);
  });

  test('logout returns to /login and the old token is refused', async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await button(page, MSG.buttonLogout).click();
    await atPath(page, '/login');
    await expect.poll(() => storedToken(page)).toBeNull();
    const refused = await api('GET', '/v2/user/refresh', undefined, token ?? '');
    expect(refused.status).toBe(401);

    // The customer pages are closed again.
    await page.goto('/beranda');
    await atPath(page, '/login');
  });
});
