/**
 * How a person uses the app, in small steps shared by the tests: find a field by its label, log
 * in, wait for a page. Texts come from the shared message catalogue.
 */
import { MSG } from '@kilau/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A label exactly this text, allowing the required-field asterisk after it. */
export function label(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*\\*?\\s*$`);
}

/** Exactly this text (whitespace trimmed), as a regular expression for role names. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export function field(scope: Page | Locator, text: string): Locator {
  return scope.getByLabel(label(text));
}

export function button(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('button', { name: exactly(text) });
}

export function link(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('link', { name: exactly(text) });
}

/** A visible element with this text (the first, when several match). */
export async function see(scope: Page | Locator, text: string | RegExp): Promise<Locator> {
  const locator = scope.getByText(text, { exact: typeof text === 'string' }).first();
  await locator.waitFor({ state: 'visible' });
  return locator;
}

export async function dontSee(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
}

export async function dialog(page: Page, title: string): Promise<Locator> {
  const d = page.getByRole('dialog', { name: exactly(title) });
  await d.waitFor({ state: 'visible' });
  return d;
}

export async function atPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Types a code into a single OTP field or into the boxes of a pin input alike. */
export async function typeOtp(scope: Locator, page: Page, otp: string): Promise<void> {
  const boxes = scope.getByRole('textbox');
  const typed = async () =>
    (await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).join('');
  // On a busy machine the first keystrokes can land before the page has settled, so the code is
  // checked after typing and typed again once if any digit was lost.
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = boxes.first();
    await first.click();
    await page.keyboard.type(otp, { delay: 20 });
    if ((await typed()) === otp) return;
    for (let i = 0; i < otp.length; i++) await page.keyboard.press('Backspace');
  }
  expect(await typed()).toBe(otp);
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

/** Waits until the locator's text contains `part` (any run of white space, nbsp included, reads as one space). */
export async function expectTextContains(locator: Locator, part: string): Promise<void> {
  await expect.poll(() => textOf(locator), { timeout: 15_000, interval: 100 }).toContain(part);
}
