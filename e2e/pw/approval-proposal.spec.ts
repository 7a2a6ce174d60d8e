/**
 * 'Verifikasi Peserta' as the broker fills it from the detail (decision 0137): the account number
 * proposed by the server (GOFX's prefix 881 and a sequence, ten digits) and editable, the password
 * generated in the browser and hidden until asked, 'Buat ulang', each field's rules above it before
 * any error, and the approval mailed with the proposed number. The next participant is proposed
 * another number; when the proposal cannot be read the dialog says so and takes a typed number.
 */
import { fillTemplate, MSG, TRADE_USERNAME_MAX, tradePasswordField } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer } from './support/api';
import { checkA11y } from './support/axe';
import { acceptEveryItem } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, field, login, see, staffLogin } from './support/ui';

const GOFX_SHAPE = /^881\d{7}$/;
const PROPOSAL_ROUTE = '**/v1/admin-broker/kyc/*/trade-account-proposal';

/** A customer of GOFX who submitted their KYC, through the calls their browser makes. */
async function submitted(newPage: (o?: object) => Promise<Page>, birth: string) {
  const customer = await createCustomer();
  const page = await newPage();
  await login(page, customer.email, customer.password, '/konfirmasi-account');
  const id = await submitKycFromPage(page, { fullname: customer.fullname, birth, female: false });
  await page.close();
  return { customer, id };
}

/** The detail with every checklist item accepted, then 'Terima' and 'Setuju': the form. */
async function openForm(broker: Page, id: string): Promise<Locator> {
  await broker.goto(`/nsb-detail/${id}`);
  await atPath(broker, `/nsb-detail/${id}`);
  await acceptEveryItem(broker);
  await button(broker, MSG.actionAccept).click();
  const verify = await dialog(broker, MSG.verifyTitle);
  await button(verify, MSG.actionAgree).click();
  await expect(field(verify, MSG.userIdLabel)).toBeVisible();
  return verify;
}

test.describe('the approval form’s proposal', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the proposed account number and a generated password, the rules before any error; the next participant gets the next number; manual entry when the proposal fails', async ({
    newPage,
  }) => {
    const first = await submitted(newPage, '1984-06-21');
    const second = await submitted(newPage, '1986-11-03');
    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');

    const approvedNo =
      await test.step('the form proposes the number and a hidden password, each rule shown', async () => {
        const verify = await openForm(broker, first.id);
        const accountNo = field(verify, MSG.tradeAccountNoLabel);
        await expect(accountNo).toHaveValue(GOFX_SHAPE);
        for (const rule of [
          MSG.tradeAccountNoRule,
          MSG.tradeAccountNoProposed,
          fillTemplate(MSG.tradeUsernameRule, { max: TRADE_USERNAME_MAX }),
          MSG.tradePasswordRule,
          MSG.tradePasswordDelivery,
        ])
          await see(verify, rule);
        await expect(verify.getByText(MSG.tradeAccountNoRequired)).toHaveCount(0);

        const password = field(verify, MSG.staffPasswordLabel);
        await expect(password).toHaveAttribute('type', 'password');
        const generated = await password.inputValue();
        expect(
          tradePasswordField.safeParse(generated).success,
          'the generated password meets the rules',
        ).toBe(true);
        await verify.getByRole('button', { name: MSG.showPassword }).click();
        await expect(password).toHaveAttribute('type', 'text');
        await verify.getByRole('button', { name: MSG.tradePasswordRegenerateLabel }).click();
        await expect(password).not.toHaveValue(generated);
        expect(tradePasswordField.safeParse(await password.inputValue()).success).toBe(true);
        await verify.getByRole('button', { name: MSG.showPassword }).click();
        await expect(password).toHaveAttribute('type', 'password');

        await field(verify, MSG.userIdLabel).fill(`usul.${first.customer.username}`);
        expect(await shoot(broker, 'bo-verify-proposal')).toEqual([]);
        await checkA11y(broker, 'bo-verify-proposal');
        const proposed = await accountNo.inputValue();
        const since = new Date();
        await button(verify, MSG.actionAccept).click();
        await see(broker, MSG.participantAccepted);
        const mail = await waitForMessage(
          first.customer.email,
          since,
          (m) => m.subject === MSG.approvalEmailSubject,
        );
        expect(mail.text).toContain(proposed);
        return proposed;
      });

    await test.step('the next participant is proposed another number; a failed proposal leaves a typed one', async () => {
      const verify = await openForm(broker, second.id);
      const accountNo = field(verify, MSG.tradeAccountNoLabel);
      await expect(accountNo).toHaveValue(GOFX_SHAPE);
      // Another reviewer's approval may come in between: later, never the same.
      expect(Number(await accountNo.inputValue())).toBeGreaterThan(Number(approvedNo));
      await broker.keyboard.press('Escape');
      await expect(verify).toBeHidden();

      await broker.route(PROPOSAL_ROUTE, (route) => route.abort('failed'));
      const manual = await openForm(broker, second.id);
      await see(manual, MSG.tradeAccountProposalUnavailable);
      await expect(field(manual, MSG.tradeAccountNoLabel)).toHaveValue('');
      await see(manual, MSG.tradeAccountNoRule);
      expect(await shoot(broker, 'bo-verify-proposal-unavailable')).toEqual([]);
      // The form still works by hand; a number already taken is still refused by the server.
      await field(manual, MSG.tradeAccountNoLabel).fill(approvedNo);
      await field(manual, MSG.userIdLabel).fill(`usul.${second.customer.username}`);
      await button(manual, MSG.actionAccept).click();
      await see(manual, MSG.tradeAccountNoTaken);
      await broker.unroute(PROPOSAL_ROUTE);
    });
  });
});
