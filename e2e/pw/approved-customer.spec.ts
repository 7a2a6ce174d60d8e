/**
 * After the broker's approval (decision 0090): the approval e-mail carries a link that shows the
 * trading password once, to the customer logged in; a second opening says it was shown and whom to
 * contact; the password is in no outbox message. The approved customer's dashboard shows the
 * trading account number and the next steps instead of zero balances.
 */
import { MSG } from '@kilau/shared';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { api, createCustomer } from './support/api';
import { a11yReport } from './support/axe';
import { acceptChecklistByApi } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { readOutbox, waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, field, login, see, staffLogin, storedToken } from './support/ui';

const TRADING_PASSWORD = 'Trading#Kilau7';

test.describe('the approved customer', () => {
  test.describe.configure({ timeout: 240_000 });

  test('opens the password link from the mail once, then sees their account on the dashboard', async ({
    newPage,
  }) => {
    const customer = await createCustomer();
    const cust = await newPage({ viewport: MOBILE });
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await submitKycFromPage(cust, {
      fullname: customer.fullname,
      birth: '1990-04-12',
      female: true,
    });

    const accountNo = `88${String(Date.now()).slice(-8)}`;
    const since = new Date();
    await test.step('the broker accepts every item, then approves with a trading password', async () => {
      const broker = await newPage();
      await staffLogin(broker, 'broker', '/admin');
      const token = (await storedToken(broker)) ?? '';
      // The review checklist first (decision 0131): each file opened, every item accepted.
      await acceptChecklistByApi(token, id);
      const res = await api(
        'PATCH',
        `/v1/admin-broker/kyc/approve/${id}`,
        {
          nasabah_id: id,
          username: `trader${accountNo.slice(-4)}`,
          password: TRADING_PASSWORD,
          account_no: accountNo,
        },
        token,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    });

    const link =
      await test.step('the mail has the account number and a link, never the password', async () => {
        const mail = await waitForMessage(
          customer.email,
          since,
          (m) => m.subject === MSG.approvalEmailSubject,
        );
        expect(mail.text).toContain(accountNo);
        expect(mail.text).not.toContain(TRADING_PASSWORD);
        expect(JSON.stringify(await readOutbox())).not.toContain(TRADING_PASSWORD);
        const url = /https?:\/\/\S+\/sandi-akun\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
        if (!url) throw new Error(`no password link in ${mail.text}`);
        return new URL(url).pathname;
      });

    await test.step('the dashboard: the account number and what to do next, not zeros', async () => {
      await cust.goto('/beranda');
      const panel = cust.getByRole('region', { name: MSG.accountReadyTitle });
      await expect(panel).toBeVisible();
      await see(panel, accountNo);
      await see(panel, MSG.accountReadyStepPassword);
      await expect(panel.getByRole('link', { name: MSG.accountReadyStartTrading })).toBeVisible();
      await expect(cust.getByText('Rp 0')).toHaveCount(0);
      await shoot(cust, 'approved-dashboard');
      expect
        .soft(
          await a11yReport(cust, 'approved-dashboard'),
          'approved-dashboard: no serious or critical axe violation',
        )
        .toBeNull();
    });

    await test.step('the link opened logged out asks for the login, then comes back to it', async () => {
      const fresh = await newPage({ viewport: MOBILE });
      await fresh.goto(link);
      await atPath(fresh, '/login');
      await field(fresh, MSG.loginIdentifierLabel).fill(customer.email);
      await field(fresh, MSG.passwordLabel).fill(customer.password);
      await button(fresh, MSG.buttonLogin).click();
      await atPath(fresh, link);
      await see(fresh, MSG.revealShowQuestion);
      await shoot(fresh, 'reveal-before');
      expect
        .soft(await a11yReport(fresh, 'reveal-before'), 'reveal-before: no serious or critical axe violation')
        .toBeNull();
      await button(fresh, MSG.revealShow).click();
      await see(fresh, TRADING_PASSWORD);
      await see(fresh, accountNo);
      await shoot(fresh, 'reveal-shown');
      expect
        .soft(await a11yReport(fresh, 'reveal-shown'), 'reveal-shown: no serious or critical axe violation')
        .toBeNull();

      // Opened again: it was shown, and the page says whom to contact.
      await fresh.reload();
      await button(fresh, MSG.revealShow).click();
      await see(fresh, MSG.revealAlreadyShown);
      await expect(fresh.getByText(TRADING_PASSWORD)).toHaveCount(0);
      await shoot(fresh, 'reveal-already-shown');
      expect
        .soft(
          await a11yReport(fresh, 'reveal-already-shown'),
          'reveal-already-shown: no serious or critical axe violation',
        )
        .toBeNull();
    });
  });
});
