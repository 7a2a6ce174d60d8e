/**
 * The onboarding's controls in a person's hands on a 390 px phone (decision 0125): the SMS-code
 * dialog closed to correct a mistyped number, with the form kept; the emergency contact's address
 * written the Indonesian way, a refused save that brings its first invalid field and message above
 * the sticky button bar, the customer's own phone refused as the contact's; the statement video's
 * sentence and shortest length, and the selfie camera's face frame (Chromium's fake camera).
 */
import path from 'node:path';
import { MSG, maskPhone } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { submitKycFromPage } from './support/kyc';
import { screenshotsDir, shoot } from './support/screenshots';
import { atPath, button, dialog, dontSee, field, login, see } from './support/ui';

test.describe.configure({ timeout: 180_000 });

/** The page as the phone shows it now (not the full page): where the focus and the bar stand. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-390-viewport.png`) });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on the page');
  return b;
}

test('the SMS-code dialog closes back to the filled form to correct the number', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  const who = newIdentity();
  const mistyped = `${who.phone.slice(0, -1)}${(Number(who.phone.slice(-1)) + 1) % 10}`;
  await page.goto('/register');
  await field(page, MSG.fullnameLabel).fill(who.fullname);
  await field(page, MSG.emailLabel).fill(who.email);
  await field(page, MSG.usernameLabel).fill(who.username);
  await field(page, MSG.phoneLabel).fill(mistyped);
  await field(page, MSG.passwordLabel).fill(who.password);
  await field(page, MSG.confirmPasswordLabel).fill(who.password);
  await button(page, MSG.buttonRegister).click();

  const otp = await dialog(page, MSG.otpTitle);
  await see(otp, maskPhone(mistyped));
  expect(await shoot(page, 'snags-otp-dialog')).toEqual([]);
  await button(otp, MSG.otpChangeNumber).click();
  await expect(otp).toBeHidden();
  // Everything typed is still there; only the number changes.
  await expect(field(page, MSG.fullnameLabel)).toHaveValue(who.fullname);
  await expect(field(page, MSG.emailLabel)).toHaveValue(who.email);
  await expect(field(page, MSG.passwordLabel)).toHaveValue(who.password);
  await expect(field(page, MSG.phoneLabel)).toHaveValue(mistyped);
  await field(page, MSG.phoneLabel).fill(who.phone);
  await button(page, MSG.buttonRegister).click();
  const again = await dialog(page, MSG.otpTitle);
  await see(again, maskPhone(who.phone));
  await dontSee(page, MSG.alreadyRegistered);
});

test('the emergency contact, the statement video and the selfie frame on a phone', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  const who = await createCustomer();
  await login(page, who.email, who.password, '/konfirmasi-account');
  await submitKycFromPage(
    page,
    { fullname: who.fullname, birth: '1990-06-05', female: true },
    { upToContact: true },
  );
  await page.goto('/register-datakontak');
  await expect(page.getByRole('heading', { level: 1, name: MSG.stepContactTitle })).toBeVisible();

  await test.step('an Indonesian address is taken; the hint says what is allowed', async () => {
    await see(page, MSG.addressCharsHint);
    await field(page, MSG.addressLabel).fill('Jl. Kopo No. 5, Bandung');
    await expect(page.getByText(/Hanya huruf, angka/)).toHaveCount(0);
  });

  await test.step('a refused save focuses the first invalid field, above the sticky bar', async () => {
    await field(page, MSG.contactFullnameLabel).fill('Rudi Hartono');
    await field(page, MSG.contactPhoneLabel).fill('081298765432');
    await field(page, MSG.postcodeLabel).fill('40921');
    await page.getByRole('checkbox', { name: MSG.confirmEmergencyContactLabel }).check();
    // The relationship left empty; the page scrolled to the bottom, where the thumb is.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button(page, MSG.buttonSaveNext).click();
    const relationship = field(page, MSG.relationshipLabel);
    await expect(relationship).toBeFocused();
    const message = await see(page, MSG.relationshipRequired);
    const bar = await box(button(page, MSG.buttonSaveNext));
    const input = await box(relationship);
    const said = await box(message);
    expect(input.y).toBeGreaterThanOrEqual(0);
    // The field and its message end above the bar's button (its own padding aside).
    expect(said.y + said.height).toBeLessThan(bar.y);
    await viewportShot(page, 'snags-first-error');
  });

  await test.step("the customer's own phone is refused on the phone field", async () => {
    await field(page, MSG.relationshipLabel).fill('Kakak');
    await field(page, MSG.contactPhoneLabel).fill(who.phone);
    await button(page, MSG.buttonSaveNext).click();
    await see(page, MSG.contactPhoneOwn);
    await expect(field(page, MSG.contactPhoneLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(await shoot(page, 'snags-contact-own-phone')).toEqual([]);
    await field(page, MSG.contactPhoneLabel).fill('081298765432');
    await button(page, MSG.buttonSaveNext).click();
    await atPath(page, '/register-datalampiran');
  });

  await test.step('the statement to read, and no stop before 5 seconds', async () => {
    const card = page.getByTestId('doc-statement_video');
    const script = card.getByTestId('statement-script');
    await expect(script).toContainText(`Saya, ${who.fullname}, menyatakan`);
    await expect(script).toContainText('Durasi video minimal 5 detik.');
    await button(card, MSG.attachVideoRecord).click();
    const recorder = page.getByRole('dialog');
    await expect(recorder.getByTestId('statement-script')).toContainText(who.fullname);
    await button(recorder, MSG.attachVideoRecord).click();
    await see(recorder, `${MSG.attachVideoRecording} 2s`);
    await expect(button(recorder, MSG.attachVideoStop)).toBeDisabled();
    await viewportShot(page, 'snags-recorder');
    await see(recorder, `${MSG.attachVideoRecording} 5s`);
    await button(recorder, MSG.attachVideoStop).click();
    await expect(recorder).toBeHidden();
    await expect(card.locator('video')).toBeVisible();
  });

  await test.step('the selfie camera shows a face frame', async () => {
    await button(page.getByTestId('doc-photo'), MSG.attachUseCamera).click();
    const camera = page.getByRole('dialog');
    await expect(camera.getByTestId('face-frame')).toBeVisible();
    await see(camera, MSG.attachSelfieFrameHint);
    await expect(button(camera, MSG.attachCapture)).toBeEnabled();
    expect(await shoot(page, 'snags-selfie-frame')).toEqual([]);
  });
});
