/**
 * A staff member's own security as they walk it (decision 0127), as the second demo super admin
 * (`superadmin2`, whom no other browser test signs in as): 'Keamanan akun' from the menu, their
 * other sessions by browser and time, one of them ended (that browser is signed out at its next
 * step); and the back-office's idle timeout, on the page's controlled clock: the login says why,
 * and after the password and the second factor they are back on the page they were on.
 */
import { INACTIVITY_LIMIT_MS, MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, exactly, field, see, staffLogin } from './support/ui';

const ME = 'superadmin2';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

test.describe('the staff member’s own security', () => {
  test.describe.configure({ timeout: 240_000 });

  test("'Keamanan akun' from the menu lists the other sessions; ending one signs that browser out", async ({
    newPage,
  }) => {
    const other = await newPage();
    await staffLogin(other, ME);
    const page = await newPage();
    await staffLogin(page, ME);

    await page.getByRole('link', { name: exactly(MSG.securityTitle) }).click();
    await atPath(page, '/profil');
    const section = page.getByRole('region', { name: exactly(MSG.securityTitle) });
    await expect(section).toBeInViewport();
    const sessions = section.getByTestId('staff-sessions');
    const row = sessions.getByRole('listitem', { name: 'Chrome di Linux' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Masuk ');
    await look(page, 'bo-security-sessions');

    await button(row, MSG.securitySessionEnd).click();
    await see(page, MSG.securitySessionEnded);
    await expect(sessions).toHaveCount(0);
    await see(section, MSG.securitySessionsNone);

    // The other browser's next step finds its session ended: back to the staff login.
    await other.reload();
    await atPath(other, '/login-admin');
  });

  test('signed out after 14 idle minutes: the login says why, and brings them back to their page', async ({
    newPage,
  }) => {
    const page = await newPage({ beforeNavigation: (p) => p.clock.install() });
    await staffLogin(page, ME);
    await page.getByRole('link', { name: exactly(MSG.staffNavIntegrations) }).click();
    await atPath(page, '/integrasi');

    await page.clock.fastForward(INACTIVITY_LIMIT_MS + 5_000);
    await atPath(page, '/login-admin');
    await see(page, MSG.staffSignedOutIdle);
    // The token goes once the server has ended the session (the logout call), a moment after the page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await look(page, 'bo-login-idle');

    await field(page, MSG.staffUsernameLabel).fill(ME);
    await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
    await button(page, MSG.staffLoginButton).click();
    await answerSecondFactor(page, ME);
    await atPath(page, '/integrasi');
    await see(page, MSG.integrationsIntro);
  });
});
