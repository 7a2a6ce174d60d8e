/**
 * Staff passkeys walked in Chromium with its WebAuthn virtual authenticator (CDP): a new staff
 * account enrols a passkey at its first login and keeps its recovery codes, logs out and logs in
 * with the passkey, confirms a decision with it (step-up), then adds a passkey of a second
 * authenticator in 'Keamanan akun' and removes the first; the last one cannot be removed; the
 * kept passkey and a kept recovery code still sign in.
 *
 * WebAuthn takes the relying party from the page's host name and never accepts an IP address, so
 * this spec runs a server of its own served as localhost (the shared one is 127.0.0.1), with the
 * account made by staff:create before it starts.
 */
import { MSG, ROLES, STEP_UP_WINDOW_SECONDS } from '@kilau/shared';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { api } from './support/api';
import { checkA11y } from './support/axe';
import { onServer } from './support/base-url';
import { shoot } from './support/screenshots';
import { serverClock } from './support/server-clock';
import { createStaffAccount } from './support/staff';
import { atPath, button, dialog, exactly, field, see } from './support/ui';

const STAFF = {
  username: 'pialangkunci',
  fullname: 'Rina Kusuma',
  role: ROLES.brokerAdmin,
  platform: 'gofx',
  password: 'Kunci#Emas2026',
};

const REASON = 'Foto KTP buram sehingga nomor NIK tidak dapat dibaca dengan jelas.';

let server: E2eServer;
const clock = serverClock('staff-passkeys');

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  server = await startE2eServer({
    logName: 'e2e-passkeys-server.log',
    hostname: 'localhost',
    env: clock.env,
    prepare: (env) => createStaffAccount(env, STAFF),
  });
});

test.afterAll(async () => {
  await server?.stop();
  clock.remove();
});

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** A platform authenticator with user verification, as a laptop's fingerprint reader is. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

async function password(page: Page) {
  await page.goto(`${server.baseUrl}/login-admin`);
  await see(page, MSG.adminLoginTitle);
  await field(page, MSG.staffUsernameLabel).fill(STAFF.username);
  await field(page, MSG.staffPasswordLabel).fill(STAFF.password);
  await button(page, MSG.staffLoginButton).click();
}

/**
 * Moves the server's clock past the step-up window while the staff member stays signed in, the
 * token renewed every 4 minutes as the back-office does, then opens `path` with the last token.
 * The page waits on a blank tab meanwhile: its own calls would carry a token the moved clock has
 * already expired, and a 401 signs it out.
 */
async function pastStepUpWindow(page: Page, path: string): Promise<void> {
  let token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await page.goto('about:blank');
  let ahead = 0;
  while (ahead <= STEP_UP_WINDOW_SECONDS * 1000) {
    ahead += 4 * 60_000;
    await clock.set(ahead);
    const renewed = await onServer(server.baseUrl, () =>
      api<{ token: string }>('GET', '/v1/auth/refresh', undefined, token),
    );
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(200);
    token = renewed.json.token;
  }
  // A page of the origin without the app's scripts, to put the token where the app reads it.
  await page.goto(`${server.baseUrl}/health`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${server.baseUrl}${path}`);
}

function securityCard(page: Page): Locator {
  return page.getByRole('region', { name: MSG.securityTitle });
}

async function logout(page: Page) {
  await button(page, MSG.staffLogout).click();
  await atPath(page, '/login-admin');
}

test('a staff member enrols a passkey, logs in and confirms with it, and manages passkeys', async ({
  newPage,
}) => {
  const page = await newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const laptop = await addAuthenticator(cdp);

  await test.step('the first login asks for a second factor; the passkey is made', async () => {
    await password(page);
    await expect(page.getByRole('heading', { name: MSG.mfaEnrolTitle })).toBeVisible();
    await look(page, 'bo-passkey-enrol');
    await field(page, MSG.mfaPasskeyNameLabel).fill('Laptop kantor');
    await button(page, MSG.mfaEnrolPasskey).click();
    await expect(page.getByRole('heading', { name: MSG.mfaRecoveryTitle })).toBeVisible();
    expect(await credentialsOf(cdp, laptop)).toHaveLength(1);
  });
  // The authenticator's signature counter: each use moves it on (the server refuses one that does not).
  const signCount = async () => (await credentialsOf(cdp, laptop))[0]?.signCount ?? 0;
  const madeAt = await signCount();

  let recoveryCodes: string[] = [];
  await test.step('the ten recovery codes are shown once, then the back-office opens', async () => {
    const list = page.getByRole('list', { name: MSG.mfaRecoveryTitle });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    await look(page, 'bo-passkey-recovery-codes');
    await button(page, MSG.mfaRecoverySaved).click();
    await atPath(page, '/admin');
  });

  await test.step('after logging out, the passkey completes the login', async () => {
    await logout(page);
    await password(page);
    await expect(page.getByRole('heading', { name: MSG.mfaTitle })).toBeVisible();
    await look(page, 'bo-passkey-login');
    await button(page, MSG.mfaUsePasskey).click();
    await atPath(page, '/admin');
    expect(await signCount()).toBe(madeAt + 1);
  });

  await test.step('a decision after the step-up window is confirmed with the passkey', async () => {
    await pastStepUpWindow(page, '/nsb-baru');
    await page.getByRole('link', { name: MSG.actionDetail }).first().click();
    await expect(page).toHaveURL(/\/nsb-detail\//);
    // The list's row buttons stay until the detail has rendered: wait for its one 'Tolak'.
    await expect(button(page, MSG.actionReject)).toHaveCount(1);
    await button(page, MSG.actionReject).click();
    const reject = await dialog(page, MSG.actionReject);
    await reject.getByRole('textbox').fill(REASON);
    await button(reject, MSG.actionAgree).click();
    const stepUp = await dialog(page, MSG.stepUpTitle);
    await expect(button(stepUp, MSG.mfaUsePasskey)).toBeVisible();
    // Shot only: the participant's detail behind the dialog is the review screens' own to scan.
    expect(await shoot(page, 'bo-passkey-step-up')).toEqual([]);
    await button(stepUp, MSG.mfaUsePasskey).click();
    await see(page, MSG.participantRejected);
    await expect(page.getByRole('dialog', { name: exactly(MSG.stepUpTitle) })).toHaveCount(0);
    expect(await signCount()).toBe(madeAt + 2);
    // The server's clock stays ahead: set back, it would find the session's token issued in its future.
  });

  await test.step("'Keamanan akun' lists the passkey; a second authenticator's is added", async () => {
    await page.getByRole('link', { name: MSG.staffNavProfile, exact: true }).click();
    await atPath(page, '/profil');
    const card = securityCard(page);
    await see(card, 'Laptop kantor');
    // One passkey per authenticator: the laptop's is excluded, so the new one is made on a key.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
    const key = await addAuthenticator(cdp);
    await field(card, MSG.mfaPasskeyNameLabel).fill('Kunci keamanan');
    await button(card, MSG.securityPasskeyAdd).click();
    await see(page, MSG.securitySaved);
    await see(card, 'Kunci keamanan');
    expect(await credentialsOf(cdp, key)).toHaveLength(1);
    await look(page, 'bo-passkey-security');
  });

  await test.step('the first passkey is removed; the last one cannot be', async () => {
    const card = securityCard(page);
    await button(card, `${MSG.securityPasskeyRemove} Laptop kantor`).click();
    await button(await dialog(page, MSG.securityPasskeys), MSG.securityPasskeyRemove).click();
    await see(page, MSG.securitySaved);
    await expect(card.getByText('Laptop kantor', { exact: true })).toHaveCount(0);
    // The toast goes before the next dialog opens: under the dialog's overlay its text would be
    // grey on grey, and the accessibility check of the next screen would read it.
    await expect(page.getByText(MSG.securitySaved)).toHaveCount(0, { timeout: 15_000 });
    await button(card, `${MSG.securityPasskeyRemove} Kunci keamanan`).click();
    const confirm = await dialog(page, MSG.securityPasskeys);
    await button(confirm, MSG.securityPasskeyRemove).click();
    await see(confirm, MSG.securityLastFactor);
    await look(page, 'bo-passkey-last-factor');
    await button(confirm, MSG.actionCancel).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await see(card, 'Kunci keamanan');
  });

  await test.step('the kept passkey logs in, and so does a recovery code kept at the enrolment', async () => {
    await logout(page);
    await password(page);
    await button(page, MSG.mfaUsePasskey).click();
    await atPath(page, '/admin');
    await logout(page);
    await password(page);
    await button(page, MSG.mfaUseRecovery).click();
    await field(page, MSG.mfaRecoveryLabel).fill(recoveryCodes[0] ?? '');
    await button(page, MSG.mfaVerifyButton).click();
    await atPath(page, '/admin');
  });
});
