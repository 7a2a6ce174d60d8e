/**
 * Every customer page as a phone and a laptop see it (test-results/screenshots/<name>-390.png and
 * -1280.png), an axe scan of each (every violation fails) and its text read for English words. The demo
 * accounts are only looked at; a page reached by changing an account (a registration, a reset
 * code, a platform choice) is reached with an account of the test's own.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, DEMO, DEMO_PASSWORD, newIdentity } from './support/api';
import { a11yReport } from './support/axe';
import { englishOnPage } from './support/language';
import { waitForOtp } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, exactly, field, login, see, submitLogin, typeOtp } from './support/ui';

/**
 * Screenshots (a page wider than the screen is a violation), the axe scan with every rule and
 * impact counted (landmarks and regions included), and the page's text and control names read
 * for English words (decision 0128). All soft assertions, so that one test still shoots every
 * state of its page and fails at its end with every violation found.
 */
async function capture(page: Page, name: string) {
  expect.soft(await shoot(page, name), `${name}: the page fits the screen`).toEqual([]);
  expect.soft(await a11yReport(page, name, { every: true }), `${name}: no axe violation`).toBeNull();
  expect.soft(await englishOnPage(page), `${name}: no English word in our texts`).toEqual([]);
}

async function heading(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: exactly(text) }).first()).toBeVisible();
}

async function atPlatformChoice(page: Page) {
  const who = await createCustomer();
  await login(page, who.email, who.password, '/konfirmasi-account');
  await heading(page, MSG.platformTitle);
  await expect(page.getByRole('radio').first()).toBeVisible();
  return who;
}

async function atChooseBank(page: Page) {
  await atPlatformChoice(page);
  await page.getByRole('radio', { name: /GOFX/ }).click();
  await button(page, MSG.buttonNext).click();
  await atPath(page, '/choose-bank');
  await heading(page, MSG.chooseBankTitle);
  await expect(page.getByRole('button', { name: /Bank Artha Graha/ })).toBeVisible();
}

async function atResetOtp(page: Page) {
  const who = await createCustomer();
  await page.goto('/resetpassword');
  await heading(page, MSG.forgotTitle);
  await field(page, MSG.emailLabel).fill(who.email);
  const sent = new Date();
  await page.getByRole('button', { name: /kirim|lanjut/i }).click();
  await atPath(page, '/reset-input-otp');
  await heading(page, MSG.resetOtpTitle);
  return { who, sent };
}

test.describe('screens', () => {
  test('landing /', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/');
    await see(page, MSG.landingTagline);
    await capture(page, 'landing');
  });

  test('login /login and the resend-activation modal', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/login');
    await heading(page, MSG.loginTitle);
    await capture(page, 'login');

    await submitLogin(page, DEMO.inactive.email, DEMO_PASSWORD);
    await see(page, MSG.loginEmailNotActive);
    await capture(page, 'login-email-not-active');
    await page.getByText(MSG.resendActivationLink, { exact: true }).first().click();
    await dialog(page, MSG.resendActivationTitle);
    await capture(page, 'login-resend-activation-modal');
  });

  test('register /register and the OTP modal', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/register');
    await heading(page, MSG.registerTitle);
    await capture(page, 'register');

    await button(page, MSG.buttonRegister).click();
    await see(page, MSG.fullnameRequired);
    await capture(page, 'register-errors');

    const who = newIdentity();
    await field(page, MSG.fullnameLabel).fill(who.fullname);
    await field(page, MSG.emailLabel).fill(who.email);
    await field(page, MSG.usernameLabel).fill(who.username);
    await field(page, MSG.phoneLabel).fill(who.phone);
    await field(page, MSG.passwordLabel).fill(who.password);
    await field(page, MSG.confirmPasswordLabel).fill(who.password);
    const sent = new Date();
    await button(page, MSG.buttonRegister).click();
    const modal = await dialog(page, MSG.otpTitle);
    await capture(page, 'register-otp-modal');

    await typeOtp(modal, await waitForOtp(who.phone, sent));
    await button(modal, MSG.otpVerify).click();
    await see(page, MSG.registerVerifiedTitle);
    await capture(page, 'register-verified');
  });

  test('activation link that does not exist /aktivasi/<bad id>', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/aktivasi/tautan-yang-tidak-ada');
    await see(page, MSG.activationInvalid);
    await capture(page, 'activation-invalid');
  });

  test('welcome /welcome', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/welcome');
    await see(page, MSG.welcomeTitle);
    await capture(page, 'welcome');
  });

  test('forgot password /resetpassword', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/resetpassword');
    await heading(page, MSG.forgotTitle);
    await capture(page, 'resetpassword');
  });

  test('reset OTP /reset-input-otp and new password /confirm-resetpassword', async ({ newPage }) => {
    const page = await newPage();
    const { who, sent } = await atResetOtp(page);
    await capture(page, 'reset-input-otp');

    await typeOtp(page.getByRole('main'), await waitForOtp(who.email, sent));
    await page.getByRole('button', { name: /verifikasi|lanjut|kirim/i }).click();
    await atPath(page, '/confirm-resetpassword');
    await heading(page, MSG.newPasswordTitle);
    await field(page, MSG.newPasswordLabel).fill('lemah');
    await expect(page.getByRole('listitem').filter({ hasText: MSG.newPasswordMin })).toBeVisible();
    await capture(page, 'confirm-resetpassword');
  });

  test('dashboard /beranda', async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
    await expect(page.getByText(MSG.balanceGold).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, 'beranda');
  });

  test('dashboard /beranda of a customer still registering', async ({ newPage }) => {
    const page = await newPage();
    await atPlatformChoice(page);
    await page.goto('/beranda');
    const resume = page.getByRole('link', { name: exactly(MSG.dashboardResumeTitle) });
    await expect(resume).toBeVisible();
    // No balances before approval: the card leads to where the registration goes on.
    await expect(page.getByRole('region', { name: exactly(MSG.balanceGiroPos) })).toHaveCount(0);
    await expect(resume).toHaveAttribute('href', '/konfirmasi-account');
    await expect(page).toHaveTitle(`${MSG.dashboardTitle} · Kilau`);
    await capture(page, 'beranda-registering');
  });

  test('profile /profil-saya and its side panel', async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    await page.goto('/profil-saya');
    await heading(page, MSG.profileTitle);
    await see(page, DEMO.approved.fullname);
    await expect(button(page, MSG.profileDownloadPdf)).toBeVisible();
    await capture(page, 'profil-saya');

    await button(page, MSG.profileChangePassword).click();
    await dialog(page, MSG.profileChangePassword);
    await capture(page, 'profil-saya-password-panel');
    await button(await dialog(page, MSG.profileChangePassword), MSG.buttonCancel).click();

    await button(page, MSG.profileChangePhone).click();
    await dialog(page, MSG.profileChangePhone);
    await capture(page, 'profil-saya-phone-panel');
  });

  test("the customer's data /data-saya", async ({ newPage }) => {
    const page = await newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    await page.goto('/data-saya');
    await heading(page, MSG.dataRightsTitle);
    await expect(button(page, MSG.dataExportButton)).toBeVisible();
    await heading(page, MSG.dataCorrectionTitle);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, 'data-saya');
  });

  test('e-mail change link /konfirmasi-email/:token (an unknown link)', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/konfirmasi-email/tautan-tidak-dikenal');
    await see(page, MSG.profileEmailLinkInvalid);
    await capture(page, 'konfirmasi-email');
  });

  test('platform choice /konfirmasi-account', async ({ newPage }) => {
    const page = await newPage();
    await atPlatformChoice(page);
    await capture(page, 'konfirmasi-account');
  });

  test('bank choice /choose-bank and its savings-account question', async ({ newPage }) => {
    const page = await newPage();
    await atChooseBank(page);
    await capture(page, 'choose-bank');

    await page.getByRole('button', { name: /CIMB Niaga/ }).click();
    const modal = await dialog(page, 'CIMB Niaga');
    await capture(page, 'choose-bank-question');
    await button(modal, MSG.hasBankAccountNo).click();
    await see(modal, MSG.openBankAccountFirst);
    await capture(page, 'choose-bank-open-account-first');
  });

  test('bank form /bank-login', async ({ newPage }) => {
    const page = await newPage();
    await atChooseBank(page);
    await page.getByRole('button', { name: /Bank Artha Graha/ }).click();
    await atPath(page, '/bank-login');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await capture(page, 'bank-login');
  });

  test('page not found', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/halaman-yang-tidak-ada');
    await see(page, MSG.notFoundText);
    await capture(page, 'not-found');
  });
});
