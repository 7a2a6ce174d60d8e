/**
 * A new staff account's first login: the password, then the forced enrolment of the authenticator
 * app, up to the recovery codes it shows once. Used by the walks that make staff of their own and
 * by the global set-up's stand-ins (stand-ins.ts).
 */
import { MSG } from '@kilau/shared';
import { expect, type Page } from '@playwright/test';
import { button, exactly, field } from './names';
import { freshTotp } from './totp';

/**
 * Signs `username` in at `origin` for the first time and enrols a TOTP authenticator; answers the
 * secret the page showed. The page is left on the recovery codes (each caller keeps them its way).
 */
export async function enrolWithAuthenticator(
  page: Page,
  origin: string,
  username: string,
  password: string,
): Promise<string> {
  await page.goto(`${origin}/login-admin`);
  await field(page, MSG.staffUsernameLabel).fill(username);
  await field(page, MSG.staffPasswordLabel).fill(password);
  await button(page, MSG.staffLoginButton).click();
  await expect(page.getByRole('heading', { name: exactly(MSG.mfaEnrolTitle) })).toBeVisible();
  await button(page, MSG.mfaEnrolTotp).click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
  await field(page, MSG.mfaCodeLabel).fill(await freshTotp(page.url(), username, secret));
  await button(page, MSG.mfaEnrolConfirm).click();
  const list = page.getByRole('list', { name: MSG.mfaRecoveryTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return secret;
}
