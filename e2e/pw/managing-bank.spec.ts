/**
 * Managing-bank accounts as staff work them (docs/product/back-office.md § Screens; decision 0071): a customer submits their
 * KYC and the broker accepts them; the broker sees the waiting count beside 'Rekening Bank', filters
 * the list to the accounts waiting, opens one, compares it with the participant's documents and
 * verifies it; the count goes down and the account reads 'Terverifikasi'. The bank's admin sees only
 * their bank's accounts. Each screen is photographed at 1280 px (and 390 px) and scanned by axe.
 */
import { MSG } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, DEMO_PASSWORD, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { acceptEveryItem } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, dialog, field, login, see, staffLogin } from './support/ui';
import { newTradingUsername } from './support/unique';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** The picture is drawn: its bytes arrived as a blob and decoded. */
async function expectDrawn(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** The list's columns: No, participant, platform, bank, account number, … */
const ACCOUNT_NO_COLUMN = 4;

const count = (page: Page) => page.getByTestId('unverified-bank-count');
const countValue = async (page: Page) => Number((await count(page).textContent())?.replace(/\D/g, ''));

test.describe('managing-bank accounts', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the broker accepts a participant, then verifies a waiting account against the documents', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    await test.step('a customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1991-02-14', female: true }));

    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');
    await test.step('the broker accepts them from the broker list, on the detail', async () => {
      await broker.goto('/esp-kyc');
      const row = broker.getByRole('row').filter({ hasText: customer.fullname });
      // 'Terima' opens the detail: every document and data section is accepted first (decision 0131).
      await row.getByRole('button', { name: MSG.actionAccept }).click();
      await expect(broker).toHaveURL(/\/nsb-detail\//);
      await acceptEveryItem(broker);
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      await field(verify, MSG.tradeAccountNoLabel).fill(
        String(8_800_000_000 + Math.floor(Math.random() * 99_999)),
      );
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('trader'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);
    });

    let waiting = 0;
    await test.step('the navigation counts the waiting accounts; the list filters to them', async () => {
      await broker.reload();
      await expect(count(broker)).toHaveText(/\d+/);
      waiting = await countValue(broker);
      expect(waiting).toBeGreaterThan(0);
      await broker.getByRole('link', { name: new RegExp(`^${MSG.managingBankNav}`) }).click();
      await atPath(broker, '/list-bank-account');
      await expect(broker.getByRole('heading', { name: MSG.managingBankTitle, level: 1 })).toBeVisible();
      await expect(broker.getByRole('row').nth(1)).toBeVisible();
      // Every status of the demo shows in the unfiltered list of the broker's platform.
      await expect(broker.getByRole('cell', { name: MSG.managingBankStatusVerified }).first()).toBeVisible();
      await look(broker, 'mb-list');

      await broker.getByText(MSG.managingBankStatusUnverified, { exact: true }).first().click();
      await expect(broker).toHaveURL(/[?&]status=UNVERIFIED/);
      const rows = broker
        .getByRole('row')
        .filter({ has: broker.getByRole('link', { name: MSG.actionDetail }) });
      await expect(rows).toHaveCount(Math.min(waiting, 10));
      for (const row of await rows.all()) await expect(row).toContainText(MSG.managingBankStatusUnverified);
      // The sort lives in the URL too.
      await broker.locator('thead th').filter({ hasText: MSG.managingBankColAccountName }).click();
      await expect(broker).toHaveURL(/sort=account_name&dir=asc/);
      await look(broker, 'mb-list-unverified');
    });

    await test.step('the new account has no number yet: Verifikasi is not offered, and the screen says why', async () => {
      // The bank opens this participant's account; its number comes when the bank reports it.
      await broker.goto('/list-bank-account');
      const mine = broker.getByRole('row').filter({ hasText: customer.fullname });
      await mine.getByRole('link', { name: MSG.actionDetail }).click();
      await see(broker, MSG.managingBankVerifyNoAccountNo);
      await expect(button(broker, MSG.managingBankVerify)).toHaveCount(0);
      await expect(button(broker, MSG.managingBankReject)).toBeVisible();
      await look(broker, 'mb-detail-no-number');
      await broker.goBack();
      await broker.goto('/list-bank-account?status=UNVERIFIED&sort=account_name&dir=asc');
    });

    await test.step('the broker opens an account, sees the documents and the dialogs', async () => {
      // A seeded account with its number: the one just approved has none yet, nor have those that
      // other tests running beside this one approve meanwhile (decision 0084).
      const waitingRows = broker
        .getByRole('row')
        .filter({ hasText: MSG.managingBankStatusUnverified })
        .filter({ hasNotText: customer.fullname });
      await expect(waitingRows.first()).toBeVisible();
      let row = waitingRows.first();
      for (const candidate of await waitingRows.all()) {
        const accountNo = (await candidate.getByRole('cell').nth(ACCOUNT_NO_COLUMN).textContent())?.trim();
        if (accountNo && accountNo !== '-') {
          row = candidate;
          break;
        }
      }
      const holder = (await row.getByRole('cell').nth(1).textContent()) ?? '';
      await row.getByRole('link', { name: MSG.actionDetail }).click();
      await expect(broker).toHaveURL(/\/list-bank-account-detail\/[0-9a-f-]{36}$/);
      await expect(broker.getByRole('heading', { name: holder, level: 1 })).toBeVisible();
      for (const name of [MSG.galleryKtp, MSG.galleryPhotoWithKtp, MSG.gallerySignature]) {
        await expectDrawn(broker.getByRole('img', { name, exact: true }));
      }
      await see(broker, MSG.managingBankSectionTrade);
      await look(broker, 'mb-detail');

      await button(broker, MSG.managingBankReject).click();
      const reject = await dialog(broker, MSG.managingBankReject);
      await reject.getByRole('textbox').fill('tidak sesuai');
      await button(reject, MSG.managingBankReject).click();
      await see(reject, MSG.reasonMin);
      await look(broker, 'mb-reject-modal');
      await button(reject, MSG.actionCancel).click();

      await button(broker, MSG.managingBankVerify).click();
      const verify = await dialog(broker, MSG.managingBankVerify);
      await see(verify, MSG.managingBankVerifyConfirm);
      await look(broker, 'mb-verify-modal');
      await button(verify, MSG.managingBankVerify).click();
      await see(broker, MSG.managingBankVerified);
      // The notice comes once the new state is on the screen: the status, who decided, no more buttons.
      // Only the page's own buttons count: the dialog's confirm button may still be fading out.
      await expect(button(broker.locator('main'), MSG.managingBankVerify)).toHaveCount(0, { timeout: 300 });
      await expect(verify).toBeHidden();
      await expect(broker.locator('main').getByText(MSG.managingBankStatusVerified).first()).toBeVisible();
      await see(broker, MSG.managingBankVerifiedBy);
      await expect(count(broker)).toHaveText(new RegExp(`${waiting - 1}$`));
      await look(broker, 'mb-detail-verified');
    });
  });

  test('the bank admin sees only their bank’s accounts, sorted by status', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/login-bank');
    await field(page, MSG.staffUsernameLabel).fill('bankadmin');
    await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
    await button(page, MSG.staffLoginButton).click();
    await answerSecondFactor(page, 'bankadmin');
    await atPath(page, '/nsb-baru');
    await page.goto('/list-bank-account?sort=status&dir=asc');
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: MSG.actionDetail }) });
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Bank Artha Graha');
    // By status: the waiting ones first.
    await expect(rows.first()).toContainText(MSG.managingBankStatusUnverified);
    await expect(rows.last()).not.toContainText(MSG.managingBankStatusUnverified);
    await look(page, 'mb-list-bank');
  });
});
