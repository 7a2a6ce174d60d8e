/**
 * Forgot password: e-mail → the OTP from the e-mail → a new password that meets the checklist →
 * success → the new password logs in, the old one no longer does.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer } from './support/api';
import { waitForOtp } from './support/outbox';
import {
  atPath,
  button,
  expectTextContains,
  field,
  link,
  login,
  see,
  storedToken,
  submitLogin,
  typeOtp,
} from './support/ui';

/** One line of the password checklist; its text starts with ✓ (met) or ✗ (not met) for screen readers. */
function ruleItem(page: Page, rule: string) {
  return page.getByRole('listitem').filter({ hasText: rule });
}

test.describe('password reset', () => {
  test('a customer resets the password with the e-mailed OTP and logs in with the new one', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const newPassword = 'Baru#Emas2026x';
    const page = await newPage();

    await page.goto('/login');
    await link(page, MSG.loginForgot).click();
    await atPath(page, '/resetpassword');
    await expect(page.getByRole('heading', { name: MSG.forgotTitle })).toBeVisible();

    await field(page, MSG.emailLabel).fill(who.email);
    const sent = new Date();
    await page.getByRole('button', { name: /kirim|lanjut/i }).click();
    await atPath(page, '/reset-input-otp');
    await expect(page.getByRole('heading', { name: MSG.resetOtpTitle })).toBeVisible();

    const otp = await waitForOtp(who.email, sent);
    await typeOtp(page.getByRole('main'), otp);
    await page.getByRole('button', { name: /verifikasi|lanjut|kirim/i }).click();
    await atPath(page, '/confirm-resetpassword');
    await expect(page.getByRole('heading', { name: MSG.newPasswordTitle })).toBeVisible();

    // A weak password: the checklist names every rule it breaks.
    await field(page, MSG.newPasswordLabel).fill('lemah');
    await field(page, MSG.newPasswordConfirmLabel).fill('lemah');
    const rules = [MSG.newPasswordMin, MSG.newPasswordCase, MSG.newPasswordDigitSymbol];
    for (const rule of rules) await expectTextContains(ruleItem(page, rule), `✗ ${rule}`);

    // A strong one ticks them all.
    await field(page, MSG.newPasswordLabel).fill(newPassword);
    for (const rule of rules) await expectTextContains(ruleItem(page, rule), `✓ ${rule}`);

    // Strong, but the confirmation differs.
    await field(page, MSG.newPasswordLabel).fill(newPassword);
    await field(page, MSG.newPasswordConfirmLabel).fill(`${newPassword}?`);
    await page.getByRole('button', { name: /simpan|kirim|ubah/i }).click();
    await see(page, MSG.newPasswordMismatch);
    await atPath(page, '/confirm-resetpassword');

    await field(page, MSG.newPasswordConfirmLabel).fill(newPassword);
    await page.getByRole('button', { name: /simpan|kirim|ubah/i }).click();
    await see(page, MSG.resetSuccessTitle);
    await page
      .getByRole('button', { name: /masuk|login/i })
      .or(page.getByRole('link', { name: /masuk|login/i }))
      .first()
      .click();
    await atPath(page, '/login');

    // The old password no longer works; the new one does.
    await submitLogin(page, who.email, who.password);
    await see(page, MSG.loginWrongEmailPassword);
    await login(page, who.email, newPassword, '/konfirmasi-account');
  });

  test('the e-mail field is checked and an unknown account is reported', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/resetpassword');
    await page.getByRole('button', { name: /kirim|lanjut/i }).click();
    await see(page, MSG.forgotEmailRequired);

    await field(page, MSG.emailLabel).fill('bukan-email');
    await page.getByRole('button', { name: /kirim|lanjut/i }).click();
    await see(page, MSG.forgotEmailFormat);

    await field(page, MSG.emailLabel).fill('tidak.terdaftar.sama.sekali@kilau.test');
    await page.getByRole('button', { name: /kirim|lanjut/i }).click();
    const modal = page.getByRole('dialog');
    await see(modal, MSG.forgotNotFound);
    await button(modal, MSG.buttonRetry).click();
    await expect(modal).toBeHidden();
    await atPath(page, '/resetpassword');
  });

  test('a wrong reset OTP is refused', async ({ newPage }) => {
    const who = await createCustomer();
    const page = await newPage();
    await page.goto('/resetpassword');
    await field(page, MSG.emailLabel).fill(who.email);
    const sent = new Date();
    await page.getByRole('button', { name: /kirim|lanjut/i }).click();
    await atPath(page, '/reset-input-otp');
    const otp = await waitForOtp(who.email, sent);
    const wrong = otp.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await typeOtp(page.getByRole('main'), wrong);
    await page.getByRole('button', { name: /verifikasi|lanjut|kirim/i }).click();
    await see(page, MSG.otpWrong);
    await atPath(page, '/reset-input-otp');
    expect(await storedToken(page)).toBeNull();
    // The resend countdown of 60 s is shown.
    await see(page, new RegExp(MSG.otpResendIn));
  });
});
