/**
 * A person registers: landing → Daftar → the form (uniqueness checked when a field loses focus) →
 * the SMS OTP → verified → the e-mailed activation link → /welcome → first login, which lands on
 * the platform choice because the new account has no KYC record yet.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Customer, DEMO, newIdentity } from './support/api';
import { waitForActivationPath, waitForOtp } from './support/outbox';
import { shoot } from './support/screenshots';
import {
  atPath,
  button,
  dialog,
  dontSee,
  exactly,
  field,
  login,
  see,
  storedToken,
  typeOtp,
} from './support/ui';

async function fillRegistration(page: Page, who: Customer) {
  await field(page, MSG.fullnameLabel).fill(who.fullname);
  await field(page, MSG.emailLabel).fill(who.email);
  await field(page, MSG.usernameLabel).fill(who.username);
  await field(page, MSG.phoneLabel).fill(who.phone);
  await field(page, MSG.passwordLabel).fill(who.password);
  await field(page, MSG.confirmPasswordLabel).fill(who.password);
}

/** A different 6-digit code than the real one. */
function wrongCode(otp: string): string {
  return otp
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

test.describe('registration', () => {
  test('a new customer registers, verifies the phone, activates the e-mail and logs in', async ({
    newPage,
  }) => {
    const page = await newPage();
    const who = newIdentity();

    await page.goto('/');
    await see(page, MSG.landingTagline);
    await page.getByRole('link', { name: MSG.buttonRegister, exact: true }).first().click();
    await atPath(page, '/register');
    await expect(page.getByRole('heading', { name: MSG.registerTitle })).toBeVisible();

    // An e-mail that is already taken is reported as soon as the field loses focus.
    await field(page, MSG.emailLabel).fill(DEMO.approved.email);
    await field(page, MSG.emailLabel).blur();
    await see(page, MSG.alreadyRegistered);
    // A free one clears the message again.
    await field(page, MSG.emailLabel).fill(who.email);
    await field(page, MSG.emailLabel).blur();
    await dontSee(page, MSG.alreadyRegistered);

    await fillRegistration(page, who);
    const sent = new Date();
    await button(page, MSG.buttonRegister).click();

    const otpModal = await dialog(page, MSG.otpTitle);
    await see(otpModal, new RegExp(MSG.otpSentTo));
    const otp = await waitForOtp(who.phone, sent);
    await typeOtp(otpModal, otp);
    const verifying = new Date();
    await button(otpModal, MSG.otpVerify).click();

    await see(page, MSG.registerVerifiedTitle);
    await see(page, MSG.registerVerifiedText);
    // OK leads back to the login.
    await button(page, MSG.buttonOk).click();
    await atPath(page, '/login');

    // The customer opens the activation link from the e-mail.
    const activation = await waitForActivationPath(who.email, verifying);
    await page.goto(activation);
    await atPath(page, '/welcome');
    await see(page, MSG.welcomeTitle);

    // The first login of an account without a KYC record lands on the platform choice.
    await button(page, MSG.buttonLogin)
      .or(page.getByRole('link', { name: exactly(MSG.buttonLogin) }))
      .first()
      .click();
    await atPath(page, '/login');
    await login(page, who.email, who.password, '/konfirmasi-account');
    await expect(page.getByRole('heading', { name: MSG.platformTitle })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a registration left at its SMS code is continued: registering again, or logging in (decision 0088)', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const who = newIdentity();
    await page.goto('/register');
    await fillRegistration(page, who);
    const sent = new Date();
    await button(page, MSG.buttonRegister).click();
    await dialog(page, MSG.otpTitle);
    const firstCode = await waitForOtp(who.phone, sent);

    // The phone reloads the tab (or the person closes it) before the code is typed.
    await page.reload();
    await atPath(page, '/register');
    // The e-mail is not "sudah terdaftar" on leaving the field.
    await field(page, MSG.emailLabel).fill(who.email);
    await field(page, MSG.emailLabel).blur();
    await dontSee(page, MSG.alreadyRegistered);
    await fillRegistration(page, who);
    await button(page, MSG.buttonRegister).click();
    const resumed = await dialog(page, MSG.otpTitle);
    await see(resumed, MSG.registerResumeNotice);
    await shoot(page, 'registration-resumed-otp');

    // Or logs in instead: the login offers to continue and opens the same code screen.
    const other = await newPage({ viewport: { width: 390, height: 844 } });
    await other.goto('/login');
    await field(other, MSG.loginIdentifierLabel).fill(who.email);
    await field(other, MSG.passwordLabel).fill(who.password);
    await button(other, MSG.buttonLogin).click();
    await see(other, MSG.loginRegistrationUnverified);
    await shoot(other, 'login-registration-unverified');
    await button(other, MSG.loginContinueRegistration).click();
    await atPath(other, '/register');
    const modal = await dialog(other, MSG.otpTitle);
    await see(modal, MSG.registerResumeNotice);
    // The code sent at first still verifies the phone.
    await typeOtp(modal, firstCode);
    await button(modal, MSG.otpVerify).click();
    await see(other, MSG.registerVerifiedTitle);
  });

  test('an empty or wrong OTP is refused with its message', async ({ newPage }) => {
    const page = await newPage();
    const who = newIdentity();
    await page.goto('/register');
    await fillRegistration(page, who);
    const sent = new Date();
    await button(page, MSG.buttonRegister).click();
    const otpModal = await dialog(page, MSG.otpTitle);
    const otp = await waitForOtp(who.phone, sent);

    await button(otpModal, MSG.otpVerify).click();
    await see(otpModal, MSG.otpRequired);

    await typeOtp(otpModal, wrongCode(otp));
    await button(otpModal, MSG.otpVerify).click();
    await see(page, MSG.otpWrong);
    // The modal stays open for another try.
    await expect(otpModal).toBeVisible();
  });

  test('the form explains what is missing or wrong', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/register');
    await button(page, MSG.buttonRegister).click();
    await see(page, MSG.fullnameRequired);
    await see(page, MSG.emailRequired);
    await see(page, MSG.usernameRequired);
    await see(page, MSG.phoneRequired);

    await field(page, MSG.emailLabel).fill('bukan-email');
    await field(page, MSG.phoneLabel).fill('08123');
    await field(page, MSG.passwordLabel).fill('Rahasia#2026');
    await field(page, MSG.confirmPasswordLabel).fill('Rahasia#2027');
    await button(page, MSG.buttonRegister).click();
    await see(page, MSG.emailFormat);
    await see(page, MSG.phoneMin);
    await see(page, MSG.passwordMismatch);
    // Nothing was sent: no OTP modal.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
