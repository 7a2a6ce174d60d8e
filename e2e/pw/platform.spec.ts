/**
 * Platform choice ('Pembukaan RPED', /konfirmasi-account) and the partner bank (/choose-bank) for
 * a freshly activated account.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer } from './support/api';
import { atPath, button, dialog, dontSee, exactly, field, login, see } from './support/ui';

async function freshCustomerAtPlatformChoice(page: Page) {
  const who = await createCustomer();
  await login(page, who.email, who.password, '/konfirmasi-account');
  await expect(page.getByRole('heading', { name: MSG.platformTitle })).toBeVisible();
  return who;
}

async function choosePlatform(page: Page) {
  await page.getByRole('radio', { name: /GOFX/ }).click();
  await button(page, MSG.buttonNext).click();
  await atPath(page, '/choose-bank');
  await expect(page.getByRole('heading', { name: MSG.chooseBankTitle })).toBeVisible();
}

function bankTile(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(name) });
}

test.describe('platform choice', () => {
  test('the platform is required and the promoter code is checked', async ({ newPage }) => {
    const page = await newPage();
    await freshCustomerAtPlatformChoice(page);

    await button(page, MSG.buttonNext).click();
    await see(page, MSG.platformNotChosen);
    await atPath(page, '/konfirmasi-account');

    const code = field(page, MSG.promoterCodeLabel);
    await code.fill('KILAU');
    await code.blur();
    await button(page, MSG.buttonNext).click();
    await see(page, MSG.promoterCodeLength);

    // A code of 8 characters is checked by the server as soon as it is complete.
    await code.fill('ZZZZ9999');
    await see(page, MSG.promoterCodeNotFound);
    await code.fill('KILAU001');
    await see(page, MSG.promoterCodeValid);
    await dontSee(page, MSG.promoterCodeNotFound);

    await choosePlatform(page);
  });

  test('CIMB Niaga asks about a savings account: Belum shows where to open one, Ya continues', async ({
    newPage,
  }) => {
    const page = await newPage();
    await freshCustomerAtPlatformChoice(page);
    await choosePlatform(page);

    await bankTile(page, 'CIMB Niaga').click();
    let modal = await dialog(page, 'CIMB Niaga');
    await see(modal, MSG.hasBankAccountQuestion);
    await button(modal, MSG.hasBankAccountNo).click();
    await see(modal, MSG.openBankAccountFirst);
    // A link to each app store.
    await expect(
      modal.getByRole('link').and(modal.locator('[href^="https://play.google.com/"]')),
    ).toBeVisible();
    await expect(
      modal.getByRole('link').and(modal.locator('[href^="https://apps.apple.com/"]')),
    ).toBeVisible();
    await atPath(page, '/choose-bank');

    // Close and choose again, this time with an account.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await bankTile(page, 'CIMB Niaga').click();
    modal = await dialog(page, 'CIMB Niaga');
    await button(modal, MSG.hasBankAccountYes).click();
    await atPath(page, '/bank-login');
    await see(page, 'CIMB Niaga');
  });

  test('Bank Artha Graha goes straight to the bank form', async ({ newPage }) => {
    const page = await newPage();
    await freshCustomerAtPlatformChoice(page);
    await choosePlatform(page);
    await bankTile(page, 'Bank Artha Graha').click();
    await atPath(page, '/bank-login');
    await see(page, 'Bank Artha Graha');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/choose-bank without a chosen platform returns to the platform choice', async ({ newPage }) => {
    const page = await newPage();
    await freshCustomerAtPlatformChoice(page);
    await page.goto('/choose-bank');
    await atPath(page, '/konfirmasi-account');
    await expect(page.getByRole('heading', { name: exactly(MSG.platformTitle) })).toBeVisible();
  });
});
