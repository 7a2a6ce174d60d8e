/**
 * The counter's screens as staff walk them (docs/product/back-office.md § Screens): the broker opens a demo account for a
 * participant at /nsb-eksternal; a CIMB participant waiting for the bank is approved by CIMB's
 * staff at /login-bank (on the detail, after accepting every item of the checklist, decision 0131),
 * is new to the broker, who accepts them on the detail on the checklist the bank's reviewer completed.
 */
import { MSG, RESUBMISSION_ITEMS } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { acceptEveryItem } from './support/checklist';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, dialog, field, see, staffLogin } from './support/ui';
import { newTradingAccountNo, newTradingUsername } from './support/unique';

/** The seeded bank admin of CIMB (bank 022), as the checklist names who accepted an item. */
const BANK_REVIEWER = 'Admin Bank CIMB Niaga';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** The bank's staff sign in at /login-bank (the broker's with `staffLogin`, at /login-admin). */
async function bankSignIn(page: Page, username: string, landing: string) {
  await page.goto('/login-bank');
  await field(page, MSG.staffUsernameLabel).fill(username);
  await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
  await button(page, MSG.staffLoginButton).click();
  await answerSecondFactor(page, username);
  await atPath(page, landing);
}

test.describe('counter', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the broker opens a demo account from /nsb-eksternal', async ({ newPage }) => {
    const page = await newPage();
    await staffLogin(page, 'broker', '/admin');
    await page.getByRole('link', { name: MSG.staffNavDemo, exact: true }).click();
    await atPath(page, '/nsb-eksternal');
    await see(page, MSG.demoTitle);
    // A demo participant low on the page: other tests on this server approve the newest ones.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: MSG.demoAddAccount }) })
      .filter({ hasText: /peserta\d{2}@kilau\.test/ })
      .last();
    await expect(row).toContainText(MSG.demoStatusNone);
    const username = (await row.getByRole('cell').nth(2).textContent()) ?? '';
    await look(page, 'bo-demo-accounts');

    await row.getByRole('button', { name: MSG.demoAddAccount }).click();
    const modal = await dialog(page, MSG.demoModalTitle);
    await expect(field(modal, MSG.demoUserIdLabel)).toHaveValue(username);
    await expect(field(modal, MSG.demoUserIdLabel)).toHaveAttribute('readonly', '');
    const save = button(modal, MSG.demoSubmit);
    await expect(save).toBeDisabled();
    // Spaces are not typed; seven characters are too few and the button stays off.
    await field(modal, MSG.demoPasswordLabel).pressSequentially('Demo 123');
    await expect(field(modal, MSG.demoPasswordLabel)).toHaveValue('Demo123');
    await see(modal, MSG.passwordMin8);
    await expect(save).toBeDisabled();
    await field(modal, MSG.demoPasswordLabel).pressSequentially('4');
    await expect(save).toBeEnabled();
    await look(page, 'bo-demo-modal');
    await save.click();
    await see(page, MSG.demoCreated);
    // The list reloads: the participant's account is done, with its number.
    const done = page.getByRole('row').filter({ hasText: username });
    await expect(done).toContainText(MSG.demoStatusDone, { timeout: 10_000 });
    await expect(done).toContainText(/HD\d{8}/);
  });

  test('CIMB approves its participant, then the broker accepts them', async ({ newPage }) => {
    const bank = await newPage();
    await bankSignIn(bank, 'bankcimb', '/nsb-baru');
    // One on the demo broker's platform (GOFX), so the same broker can accept it afterwards.
    const waiting = bank
      .getByRole('row')
      .filter({ has: bank.getByRole('button', { name: MSG.bankApproveAction }) })
      .filter({ hasText: 'GOFX' })
      .first();
    await expect(waiting).toBeVisible();
    // The name; its phone number stands below it in the same cell.
    const name = (await waiting.getByRole('cell').nth(1).locator('p').first().textContent()) ?? '';
    const detail = (await waiting.getByRole('link', { name: MSG.actionDetail }).getAttribute('href')) ?? '';
    expect(detail).toMatch(/^\/nsb-detail\//);
    await look(bank, 'bo-bank-waiting');
    // The row's approval opens the detail, where the bank's reviewer accepts every item first
    // (decision 0131); the dialog then lists them.
    await waiting.getByRole('button', { name: MSG.bankApproveAction }).click();
    await atPath(bank, detail);
    await expect(bank.getByRole('heading', { level: 1, name })).toBeVisible();
    // The broker's risk rating is not the bank's to read.
    await expect(bank.getByRole('region', { name: MSG.riskPanelTitle })).toHaveCount(0);
    // Asked before any item is accepted, the dialog names what is missing and 'Setuju' waits.
    await button(bank, MSG.bankApproveAction).click();
    const early = await dialog(bank, MSG.bankApproveTitle);
    await expect(early.getByTestId('checklist-summary')).toContainText(
      MSG.checklistApproveMissing.split('{items}')[0] ?? '',
    );
    await expect(button(early, MSG.actionAgree)).toBeDisabled();
    await button(early, MSG.actionCancel).click();
    await expect(early).toBeHidden();
    await acceptEveryItem(bank);
    await button(bank, MSG.bankApproveAction).click();
    const confirm = await dialog(bank, MSG.bankApproveTitle);
    await see(confirm, name);
    const checked = confirm.getByTestId('checklist-summary').getByRole('listitem');
    await expect(checked).toHaveCount(RESUBMISSION_ITEMS.length);
    await expect(checked.filter({ hasText: BANK_REVIEWER })).toHaveCount(RESUBMISSION_ITEMS.length);
    await button(confirm, MSG.actionAgree).click();
    await see(bank, MSG.bankApproveDone);

    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');
    // The broker finds them new (no longer waiting for the bank) and accepts them: the checklist
    // belongs to the file, so the bank's acceptances carry the broker's approval too.
    await broker.goto(detail);
    await expect(broker.getByRole('heading', { level: 1, name })).toBeVisible();
    await see(broker, MSG.statusNew);
    await button(broker, MSG.actionAccept).click();
    const verify = await dialog(broker, MSG.verifyTitle);
    await expect(
      verify.getByTestId('checklist-summary').getByRole('listitem').filter({ hasText: BANK_REVIEWER }),
    ).toHaveCount(RESUBMISSION_ITEMS.length);
    await button(verify, MSG.actionAgree).click();
    // A number and a username of this run's own: a retry accepts another customer, and each belongs to one.
    await field(verify, MSG.tradeAccountNoLabel).fill(newTradingAccountNo());
    await field(verify, MSG.userIdLabel).fill(newTradingUsername('cimb'));
    await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
    await button(verify, MSG.actionAccept).click();
    await see(broker, MSG.participantAccepted);
    await expect(broker.getByText(MSG.statusRegistered, { exact: true }).first()).toBeVisible({
      timeout: 10_000,
    });
  });
});
