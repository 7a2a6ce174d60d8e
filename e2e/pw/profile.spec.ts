/**
 * Profile settings (/profil-saya): phone, e-mail and password each changed in a side panel (the
 * phone and e-mail only with the current password and proof of the new address), and the KYC
 * view exported as a PDF whose text carries the customer's name. Every test that changes an
 * account makes its own through the real registration calls; the demo customer is only read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Customer, createCustomer, DEMO, DEMO_PASSWORD, newIdentity } from './support/api';
import { waitForMessage, waitForOtp } from './support/outbox';
import { resultsDir } from './support/paths';
import {
  atPath,
  button,
  dialog,
  exactly,
  expectTextContains,
  field,
  link,
  login,
  see,
  storedToken,
  submitLogin,
  typeOtp,
} from './support/ui';

async function openProfile(page: Page, who: Pick<Customer, 'email' | 'password'>, landing: string) {
  await login(page, who.email, who.password, landing);
  await page
    .getByRole('navigation', { name: exactly(MSG.navMain) })
    .getByRole('link', { name: exactly(MSG.navProfile) })
    .click();
  await atPath(page, '/profil-saya');
  await expect(page.getByRole('heading', { name: MSG.profileTitle })).toBeVisible();
}

function accountSection(page: Page) {
  return page.getByRole('region', { name: exactly(MSG.profileAccountTitle) });
}

test.describe('profile settings', () => {
  test('the customer changes the phone number: current password, then the SMS code sent to the new number', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const page = await newPage();
    await openProfile(page, who, '/konfirmasi-account');
    await expectTextContains(accountSection(page), who.phone);

    await button(page, MSG.profileChangePhone).click();
    const panel = await dialog(page, MSG.profileChangePhone);
    const phone = field(panel, MSG.profileNewPhone);
    const password = field(panel, MSG.profileCurrentPassword);
    await phone.fill('');
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.phoneRequired);
    await see(panel, MSG.profileCurrentPasswordRequired);

    // Someone else's number is refused.
    await phone.fill(DEMO.approved.phone);
    await password.fill(who.password);
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.alreadyRegistered);

    // A session alone is not enough: a wrong password changes nothing and the session lives on.
    const next = newIdentity().phone;
    await phone.fill(next);
    await password.fill('Bukan#Password1');
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.profileCurrentPasswordWrong);
    await atPath(page, '/profil-saya');

    const since = new Date();
    await password.fill(who.password);
    await button(panel, MSG.profileSendVerification).click();
    const code = await waitForOtp(next, since);
    // Nothing changes before the code is entered.
    await expectTextContains(accountSection(page), who.phone);
    await typeOtp(panel, code);
    await button(panel, MSG.otpVerify).click();
    await see(page, MSG.profilePhoneChanged);
    await expect(panel).toBeHidden();
    await expectTextContains(accountSection(page), next);

    // The old number hears about it.
    const notice = await waitForMessage(who.phone, since);
    expect(notice.text).toContain(next);
  });

  test('the customer changes the e-mail through the link sent to the new address, then logs in with it', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const page = await newPage();
    await openProfile(page, who, '/konfirmasi-account');
    await expectTextContains(accountSection(page), who.email);

    await button(page, MSG.profileChangeEmail).click();
    const panel = await dialog(page, MSG.profileChangeEmail);
    const email = field(panel, MSG.profileNewEmail);
    const password = field(panel, MSG.profileCurrentPassword);
    await expect(email).toHaveValue(who.email);
    await email.fill('bukan-email');
    await password.fill(who.password);
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.profileEmailFormat);

    await email.fill(DEMO.approved.email);
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.alreadyRegistered);

    const next = newIdentity().email;
    const since = new Date();
    await email.fill(next);
    await button(panel, MSG.profileSendVerification).click();
    await see(panel, MSG.profileCheckInboxTitle);
    await button(panel, MSG.buttonOk).click();
    await expect(panel).toBeHidden();
    // Not changed until the link is opened.
    await expectTextContains(accountSection(page), who.email);

    // The link is opened where the mail is read: another browser, signed out.
    const mail = await waitForMessage(next, since, (m) => /\/konfirmasi-email\//.test(m.text));
    const confirmLink = /https?:\/\/\S+\/konfirmasi-email\/\S+/.exec(mail.text)?.[0];
    if (!confirmLink) throw new Error(`no confirmation link in: ${mail.text}`);
    const inbox = await newPage();
    await inbox.goto(new URL(confirmLink).pathname);
    await see(inbox, MSG.profileEmailConfirmed);
    // The old address hears about it.
    const notice = await waitForMessage(who.email, since, (m) => m.subject === MSG.emailChangedEmailSubject);
    expect(notice.text).toContain(next);

    // The new address is the login from now on; the old one no longer is.
    await link(inbox, MSG.buttonLogin).click();
    await submitLogin(inbox, who.email, who.password);
    await see(inbox, MSG.loginIdentifierNotFound);
    await login(inbox, next, who.password, '/konfirmasi-account');
  });

  test('the customer changes the password; a wrong old password is refused; the laptop is told its session ended', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const newPassword = 'Ganti#Emas2026';
    // The same customer signed in on a laptop too (a browser of its own).
    const laptop = await newPage();
    await login(laptop, who.email, who.password, '/konfirmasi-account');
    const page = await newPage();
    await openProfile(page, who, '/konfirmasi-account');

    await button(page, MSG.profileChangePassword).click();
    const panel = await dialog(page, MSG.profileChangePassword);

    await button(panel, MSG.buttonSave).click();
    await see(panel, MSG.profileOldPasswordRequired);

    await field(panel, MSG.profileOldPassword).fill(who.password);
    await field(panel, MSG.profileNewPassword).fill(newPassword);
    await field(panel, MSG.profileRepeatPassword).fill(`${newPassword}x`);
    await button(panel, MSG.buttonSave).click();
    await see(panel, MSG.profilePasswordMismatch);

    await field(panel, MSG.profileOldPassword).fill('Bukan#Password1');
    await field(panel, MSG.profileRepeatPassword).fill(newPassword);
    await button(panel, MSG.buttonSave).click();
    await see(panel, MSG.profileOldPasswordWrong);
    // A wrong old password does not end the session.
    await atPath(page, '/profil-saya');
    expect(await storedToken(page)).toBeTruthy();

    await field(panel, MSG.profileOldPassword).fill(who.password);
    await button(panel, MSG.buttonSave).click();
    await see(page, MSG.profilePasswordChanged);
    await expect(panel).toBeHidden();

    await test.step("the laptop's next call is refused: its page stays behind 'Sesi Berakhir', which says why", async () => {
      await laptop
        .getByRole('navigation', { name: exactly(MSG.navMain) })
        .getByRole('link', { name: exactly(MSG.navProfile) })
        .click();
      const ended = await dialog(laptop, MSG.inactivityTitle);
      await see(ended, MSG.sessionEndedElsewhereText);
      expect(await storedToken(laptop)).toBeNull();
      await button(ended, MSG.inactivityLogin).click();
      await atPath(laptop, '/login');
    });

    const other = await newPage();
    await submitLogin(other, who.email, who.password);
    await see(other, MSG.loginWrongEmailPassword);
    await login(other, who.email, newPassword, '/konfirmasi-account');
  });

  test('the KYC view is downloaded as a PDF carrying the customer’s name', async ({ newPage }) => {
    const page = await newPage();
    await openProfile(page, { email: DEMO.approved.email, password: DEMO_PASSWORD }, '/beranda');
    const kyc = page.getByRole('region', { name: exactly(MSG.profileKycTitle) });
    await expectTextContains(kyc, DEMO.approved.fullname);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, MSG.profileDownloadPdf).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const dir = path.join(resultsDir, 'downloads');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'profil-kyc.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(DEMO.approved.fullname);
    expect(text).toContain(MSG.kycPdfTitle);
  });

  test('a customer without a KYC record sees that it is not available yet', async ({ newPage }) => {
    const who = await createCustomer();
    const page = await newPage();
    await openProfile(page, who, '/konfirmasi-account');
    const kyc = page.getByRole('region', { name: exactly(MSG.profileKycTitle) });
    await see(kyc, MSG.profileKycEmpty);
    await expect(button(page, MSG.profileDownloadPdf)).toHaveCount(0);
  });
});
