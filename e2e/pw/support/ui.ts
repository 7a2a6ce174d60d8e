/**
 * How a person uses the app, in small steps shared by the specs: find a field by its label, log
 * in, wait for a page. Texts come from the shared message catalogue. Every wait is one of
 * Playwright's retrying assertions, which fail naming what they waited for.
 */
import { MSG, TOTP_PERIOD_SECONDS } from '@kilau/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './api';
import { baseUrl } from './base-url';
import { button, exactly, field } from './names';
import { standInsOf } from './stand-ins';
import { DEMO_STAFF_TOTP_SECRET, freshTotp, msUntilFreshTotp, totpAt } from './totp';

export { button, escapeRegExp, exactly, field, label } from './names';

export function link(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('link', { name: exactly(text) });
}

/** A visible element with this text (the first, when several match). */
export async function see(scope: Page | Locator, text: string | RegExp): Promise<Locator> {
  const locator = scope.getByText(text, { exact: typeof text === 'string' }).first();
  await expect(locator).toBeVisible();
  return locator;
}

export async function dontSee(scope: Page | Locator, text: string): Promise<void> {
  await expect(scope.getByText(text, { exact: true })).toHaveCount(0);
}

export async function dialog(page: Page, title: string): Promise<Locator> {
  const d = page.getByRole('dialog', { name: exactly(title) });
  await expect(d).toBeVisible();
  return d;
}

export async function atPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Enters a code into the boxes of the OTP field (one box per digit, components/ui/otp-field.tsx),
 * one digit per box as a person types it, and checks that every box holds its digit. `fill` acts
 * on the box itself, so no keystroke depends on where the focus is while a dialog is still
 * opening; the count is awaited, not read once, because the boxes may still be rendering.
 */
export async function typeOtp(scope: Locator, otp: string): Promise<void> {
  const boxes = scope.getByRole('textbox');
  await expect(boxes).toHaveCount(otp.length);
  for (const [i, digit] of [...otp].entries()) await boxes.nth(i).fill(digit);
  for (const [i, digit] of [...otp].entries()) await expect(boxes.nth(i)).toHaveValue(digit);
}

/** Fills the login form and presses Masuk (the bot challenge runs inside the page). */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await field(page, MSG.loginIdentifierLabel).fill(identifier);
  await field(page, MSG.passwordLabel).fill(password);
  await button(page, MSG.buttonLogin).click();
}

/** Logs in and waits until the app has left /login for `landing`. */
export async function login(
  page: Page,
  identifier: string,
  password: string,
  landing: string,
): Promise<void> {
  await submitLogin(page, identifier, password);
  await atPath(page, landing);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** On how many lines the element's text is drawn: a number or a name broken in two reads wrong. */
export async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

/** Waits until the locator's text contains `part` (Playwright reads any run of white space, nbsp included, as one space). */
export async function expectTextContains(locator: Locator, part: string): Promise<void> {
  await expect(locator).toContainText(part);
}

/**
 * The login's second step after a right staff password: a code of the account's authenticator
 * (the demo staff's published secret unless another is given), one no other test has used.
 */
export async function answerSecondFactor(
  page: Page,
  username: string,
  secret = DEMO_STAFF_TOTP_SECRET,
): Promise<void> {
  await expect(page.getByRole('heading', { name: exactly(MSG.mfaTitle) })).toBeVisible();
  await field(page, MSG.mfaCodeLabel).fill(await freshTotp(page.url(), username, secret));
  await button(page, MSG.mfaVerifyButton).click();
}

/** The account each walk signed in as for a demo staff member it named: kept for the walk. */
const signedInAs = new Map<string, { username: string; secret: string }>();

/**
 * The account a walk signs in as when it names a demo staff member: on the shared server, the
 * member or one of its stand-ins (support/stand-ins.ts), whichever has an authenticator code free
 * now (the member when several have); the same one for the rest of the walk.
 */
function staffAccountFor(username: string, origin: string): { username: string; secret: string } {
  const member = { username, secret: DEMO_STAFF_TOTP_SECRET };
  if (origin && origin !== baseUrl()) return member;
  const key = `${test.info().testId} ${username}`;
  const kept = signedInAs.get(key);
  if (kept) return kept;
  const candidates = [member, ...standInsOf(username)];
  const now = Date.now();
  const waits = candidates.map((c) => msUntilFreshTotp(baseUrl(), c.username, now));
  const chosen = candidates[waits.indexOf(Math.min(...waits))] ?? member;
  signedInAs.set(key, chosen);
  return chosen;
}

/**
 * Signs a demo staff member in at /login-admin (password, then the authenticator code) and waits for `landing`. `origin` is a spec's own
 * server; by default the shared one, where the member may be one of its stand-ins; the username it
 * signed in with is answered.
 */
export async function staffLogin(
  page: Page,
  username: string,
  landing = '/admin',
  origin = '',
): Promise<string> {
  const account = staffAccountFor(username, origin);
  await submitStaffPassword(page, origin, account.username);
  await answerSecondFactor(page, account.username, account.secret);
  await atPath(page, landing);
  return account.username;
}

/** /login-admin's first step: the demo staff member's username and password. */
async function submitStaffPassword(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/login-admin`);
  await see(page, MSG.adminLoginTitle);
  await field(page, MSG.staffUsernameLabel).fill(username);
  await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
  await button(page, MSG.staffLoginButton).click();
}

/**
 * A demo staff login on a spec's own server whose clock runs `aheadMs` ahead
 * (e2e/shared/server-clock.mjs): the authenticator code is the server's time's.
 */
export async function staffLoginAhead(
  page: Page,
  origin: string,
  username: string,
  aheadMs: number,
): Promise<void> {
  await submitStaffPassword(page, origin, username);
  await see(page, MSG.mfaTitle);
  const step = Math.floor((Date.now() + aheadMs) / 1000 / TOTP_PERIOD_SECONDS);
  await field(page, MSG.mfaCodeLabel).fill(totpAt(DEMO_STAFF_TOTP_SECRET, step));
  await button(page, MSG.mfaVerifyButton).click();
  await atPath(page, '/admin');
}
