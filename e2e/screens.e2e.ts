/**
 * Every customer page as a phone and a laptop see it (test-results/screenshots/<name>-390.png and
 * -1280.png) and an axe scan of each: serious or critical accessibility violations fail.
 */
import { MSG } from '@kilau/shared';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createCustomer, DEMO, DEMO_PASSWORD, newIdentity } from './support/api';
import { a11yReport } from './support/axe';
import { useBrowser } from './support/browser';
import { waitForOtp } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, exactly, field, login, see, submitLogin, typeOtp } from './support/ui';

const browser = useBrowser();

/**
 * Screenshots (a page wider than the screen is a violation), then the axe scan. Violations are collected so that one test still shoots every
 * state of its page; afterEach fails the test with all of them.
 */
let violations: string[] = [];

async function capture(page: Page, name: string) {
  violations.push(...(await shoot(page, name)));
  const report = await a11yReport(page, name);
  if (report) violations.push(report);
}

beforeEach(() => {
  violations = [];
});

afterEach(() => {
  if (violations.length > 0) throw new Error(violations.join('\n\n'));
});

async function heading(page: Page, text: string) {
  await page
    .getByRole('heading', { name: exactly(text) })
    .first()
    .waitFor();
}

async function atPlatformChoice(page: Page) {
  const who = await createCustomer();
  await login(page, who.email, who.password, '/konfirmasi-account');
  await heading(page, MSG.platformTitle);
  await page.getByRole('radio').first().waitFor();
  return who;
}

async function atChooseBank(page: Page) {
  await atPlatformChoice(page);
  await page.getByRole('radio', { name: /GOFX/ }).click();
  await button(page, MSG.buttonNext).click();
  await atPath(page, '/choose-bank');
  await heading(page, MSG.chooseBankTitle);
  await page.getByRole('button', { name: /Bank Artha Graha/ }).waitFor();
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

describe('screens', () => {
  test('landing /', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await see(page, MSG.landingTagline);
    await capture(page, 'landing');
  });

  test('login /login and the resend-activation modal', async () => {
    const page = await browser.newPage();
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

  test('register /register and the OTP modal', async () => {
    const page = await browser.newPage();
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

    await typeOtp(modal, page, await waitForOtp(who.phone, sent));
    await button(modal, MSG.otpVerify).click();
    await see(page, MSG.registerVerifiedTitle);
    await capture(page, 'register-verified');
  });

  test('activation link that does not exist /aktivasi/<bad id>', async () => {
    const page = await browser.newPage();
    await page.goto('/aktivasi/tautan-yang-tidak-ada');
    await see(page, MSG.activationInvalid);
    await capture(page, 'activation-invalid');
  });

  test('welcome /welcome', async () => {
    const page = await browser.newPage();
    await page.goto('/welcome');
    await see(page, MSG.welcomeTitle);
    await capture(page, 'welcome');
  });

  test('forgot password /resetpassword', async () => {
    const page = await browser.newPage();
    await page.goto('/resetpassword');
    await heading(page, MSG.forgotTitle);
    await capture(page, 'resetpassword');
  });

  test('reset OTP /reset-input-otp and new password /confirm-resetpassword', async () => {
    const page = await browser.newPage();
    const { who, sent } = await atResetOtp(page);
    await capture(page, 'reset-input-otp');

    await typeOtp(page.getByRole('main'), page, await waitForOtp(who.email, sent));
    await page.getByRole('button', { name: /verifikasi|lanjut|kirim/i }).click();
    await atPath(page, '/confirm-resetpassword');
    await heading(page, MSG.newPasswordTitle);
    await field(page, MSG.newPasswordLabel).fill('lemah');
    await page.getByRole('listitem').filter({ hasText: MSG.newPasswordMin }).waitFor();
    await capture(page, 'confirm-resetpassword');
  });

  test('dashboard /beranda', async () => {
    const page = await browser.newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
    await page.getByText(MSG.balanceGold).first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await capture(page, 'beranda');
  });

  test('dashboard /beranda of a customer still registering', async () => {
    const page = await browser.newPage();
    await atPlatformChoice(page);
    await page.goto('/beranda');
    const resume = page.getByRole('link', { name: exactly(MSG.dashboardResumeTitle) });
    await resume.waitFor();
    // No balances before approval: the card leads to where the registration goes on.
    expect(await page.getByRole('region', { name: exactly(MSG.balanceGiroPos) }).count()).toBe(0);
    expect(await resume.getAttribute('href')).toBe('/konfirmasi-account');
    expect(await page.title()).toBe(`${MSG.dashboardTitle} · Kilau`);
    await capture(page, 'beranda-registering');
  });

  test('profile /profil-saya and its side panel', async () => {
    const page = await browser.newPage();
    await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
    await page.goto('/profil-saya');
    await heading(page, MSG.profileTitle);
    await see(page, DEMO.approved.fullname);
    await button(page, MSG.profileDownloadPdf).waitFor();
    await capture(page, 'profil-saya');

    await button(page, MSG.profileChangePassword).click();
    await dialog(page, MSG.profileChangePassword);
    await capture(page, 'profil-saya-password-panel');
    await button(await dialog(page, MSG.profileChangePassword), MSG.buttonCancel).click();

    await button(page, MSG.profileChangePhone).click();
    await dialog(page, MSG.profileChangePhone);
    await capture(page, 'profil-saya-phone-panel');
  });

  test('e-mail change link /konfirmasi-email/:token (an unknown link)', async () => {
    const page = await browser.newPage();
    await page.goto('/konfirmasi-email/tautan-tidak-dikenal');
    await see(page, MSG.profileEmailLinkInvalid);
    await capture(page, 'konfirmasi-email');
  });

  test('platform choice /konfirmasi-account', async () => {
    const page = await browser.newPage();
    await atPlatformChoice(page);
    await capture(page, 'konfirmasi-account');
  });

  test('bank choice /choose-bank and its savings-account question', async () => {
    const page = await browser.newPage();
    await atChooseBank(page);
    await capture(page, 'choose-bank');

    await page.getByRole('button', { name: /CIMB Niaga/ }).click();
    const modal = await dialog(page, 'CIMB Niaga');
    await capture(page, 'choose-bank-question');
    await button(modal, MSG.hasBankAccountNo).click();
    await see(modal, MSG.openBankAccountFirst);
    await capture(page, 'choose-bank-open-account-first');
  });

  test('bank form /bank-login', async () => {
    const page = await browser.newPage();
    await atChooseBank(page);
    await page.getByRole('button', { name: /Bank Artha Graha/ }).click();
    await atPath(page, '/bank-login');
    await page.getByRole('heading').first().waitFor();
    await capture(page, 'bank-login');
  });

  test('page not found', async () => {
    const page = await browser.newPage();
    await page.goto('/halaman-yang-tidak-ada');
    await see(page, MSG.notFoundText);
    await capture(page, 'not-found');
  });
});
