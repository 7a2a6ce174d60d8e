/**
 * The review loop as the people involved walk it (docs/product/back-office.md): a customer submits their KYC; the
 * broker logs in at /login-admin (solving the bot challenge), finds them in the new list, opens the
 * detail and rejects with a reason; the customer sees the reason, fixes their data and sends it
 * again; the broker accepts (the list's 'Terima' opens the detail, where every document and data
 * section is accepted first, decision 0131); the customer opens the /welcome link of the approval
 * e-mail; the super admin finds both actions in the audit trail with the IP and city. The checklist
 * on its own: every item starts undecided, the approval dialog names what is still open and its
 * 'Setuju' waits, then lists who accepted each item. Every back-office screen is photographed at
 * 1280 px (and 390 px) and scanned by axe.
 */
import {
  fillTemplate,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_ITEMS,
  type ResubmissionItem,
} from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, DEMO_PASSWORD, newIdentity } from './support/api';
import { a11yReport, checkA11y } from './support/axe';
import { acceptEveryItem, checkStateOf } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { answerSecondFactor, atPath, button, dialog, field, login, see, staffLogin } from './support/ui';
import { letters, newTradingAccountNo, newTradingUsername } from './support/unique';

const REASON = 'Foto KTP buram sehingga NIK tidak terbaca, mohon unggah ulang foto KTP yang jelas.';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** For a walk through several states: each is shot, and the test fails at its end naming every violation. */
async function lookEach(page: Page, name: string) {
  expect.soft(await shoot(page, name), `${name}: fits the screen`).toEqual([]);
  expect.soft(await a11yReport(page, name), `${name}: no serious or critical axe violation`).toBeNull();
}

test.describe('back-office review', () => {
  // Long: a whole review loop with two people, and on two cores it shares the machine with the
  // other worker's tests (the video call's encoding among them).
  test.describe.configure({ timeout: 360_000 });

  test('reject with a reason, the customer fixes and resubmits, accept, welcome, audit trail', async ({
    newPage,
  }) => {
    const identity = { ...newIdentity(), fullname: `Nadia ${letters(1).toUpperCase()}${letters(7)}` };
    const customer = await createCustomer(identity);
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1991-02-14', female: true }));

    const broker = await newPage();
    // The broker or a stand-in of the same name (support/stand-ins.ts): the audit trail names which.
    let brokerUsername = 'broker';
    await test.step('the broker logs in, sees the counts and the new list with a pager', async () => {
      await broker.goto('/login-admin');
      await look(broker, 'bo-login-admin');
      brokerUsername = await staffLogin(broker, 'broker', '/admin');
      await expect(broker.getByTestId('count-2')).toHaveText(/^\d+$/);
      await look(broker, 'bo-dashboard');
      await broker.getByRole('link', { name: MSG.listNewTitle, exact: true }).click();
      await atPath(broker, '/nsb-baru');
      await expect(broker.getByRole('row').filter({ hasText: customer.fullname })).toBeVisible();
      await look(broker, 'bo-list-new');
      // The page lives in the URL: page 2, reload, still page 2.
      await broker.getByRole('button', { name: '2', exact: true }).click();
      await expect(broker).toHaveURL(/[?&]page=2/);
      await broker.reload();
      await expect(broker.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(broker.getByRole('row').filter({ hasText: customer.fullname })).toHaveCount(0);
    });

    await test.step('the broker opens the detail: names, documents, and rejects with a reason', async () => {
      await broker.goto('/nsb-baru');
      await broker
        .getByRole('row')
        .filter({ hasText: customer.fullname })
        .getByRole('link', { name: MSG.actionDetail })
        .click();
      await atPath(broker, `/nsb-detail/${id}`);
      await see(broker, 'Karyawan Swasta');
      await see(broker, 'Perempuan');
      await see(broker, 'Jakarta, 14 Februari 1991');
      await expect(broker.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
      await expect(broker.getByRole('img', { name: MSG.galleryKtp, exact: true })).toBeVisible();
      await look(broker, 'bo-detail');
      await broker.getByRole('button', { name: MSG.galleryKtp, exact: true }).click();
      await broker.getByRole('button', { name: MSG.galleryZoomIn }).click();
      await broker.getByRole('button', { name: MSG.galleryRotate }).click();
      // Zoom and turn are the KTP's own (decision 0126): the lightbox also holds its neighbours' slides.
      const slide = broker.locator(`img[data-scale][alt="${MSG.galleryKtp}"]`);
      await expect(slide).toHaveAttribute('data-scale', '1.5');
      await expect(slide).toHaveAttribute('data-rotation', '90');
      await broker.screenshot({ path: 'test-results/screenshots/bo-gallery-1280.png' });
      await broker.getByRole('button', { name: MSG.galleryClose }).click();

      await button(broker, MSG.actionReject).click();
      const reject = await dialog(broker, MSG.actionReject);
      await see(reject, MSG.rejectConfirm);
      await reject.getByRole('textbox').fill('kurang jelas');
      await button(reject, MSG.actionAgree).click();
      await see(reject, MSG.reasonMin);
      await reject.getByRole('textbox').fill(REASON);
      await look(broker, 'bo-reject-modal');
      await button(reject, MSG.actionAgree).click();
      await see(broker, MSG.participantRejected);
    });

    await test.step('the customer reads the reason, fixes the contact and sends the data again', async () => {
      // Where a returning customer is sent: the review of their data, with the reason on top.
      await cust.goto('/register-lanjut');
      await atPath(cust, '/register-preview');
      await expect(cust.getByTestId('reject-reason')).toHaveText(REASON);
      await look(cust, 'customer-rejected-preview');
      await cust.goto('/register-datakontak');
      await field(cust, MSG.relationshipLabel).fill('Saudara Kandung');
      await button(cust, MSG.buttonSaveNext).click();
      await atPath(cust, '/register-datalampiran');
      await cust.goto('/register-preview');
      await button(cust, MSG.previewSubmit).click();
      const confirm = await dialog(cust, MSG.previewConfirmTitle);
      await button(confirm, MSG.previewConfirmSend).click();
      await atPath(cust, '/register-waiting');
    });

    await test.step('the broker accepts from the broker list: the detail, every item, the trading account', async () => {
      const since = new Date();
      await broker.goto('/esp-kyc');
      const row = broker.getByRole('row').filter({ hasText: customer.fullname });
      await look(broker, 'bo-esp-kyc');
      // 'Terima' in the list opens the detail, where the checklist is (decision 0131).
      await row.getByRole('button', { name: MSG.actionAccept }).click();
      await atPath(broker, `/nsb-detail/${id}`);
      await acceptEveryItem(broker);
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      // A number and a username of its own: each names one customer, and the test runs again. The
      // field holds the number the server proposes (decision 0137): the broker replaces it.
      const accountNo = newTradingAccountNo();
      await expect(field(verify, MSG.tradeAccountNoLabel)).toHaveValue(/^\d+$/);
      await field(verify, MSG.tradeAccountNoLabel).clear();
      await field(verify, MSG.tradeAccountNoLabel).pressSequentially(
        `${accountNo.slice(0, 2)} ${accountNo.slice(2, 4)}a${accountNo.slice(4)}`,
      );
      await expect(field(verify, MSG.tradeAccountNoLabel)).toHaveValue(accountNo);
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('nadia'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await look(broker, 'bo-verify-modal');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);

      const mail = await waitForMessage(customer.email, since, (m) => m.subject === MSG.approvalEmailSubject);
      expect(mail.text).toContain(accountNo);
      const welcome = new URL(/https?:\/\/\S+\/welcome/.exec(mail.text)?.[0] ?? '');
      await cust.goto(welcome.pathname);
      await see(cust, MSG.welcomeTitle);
    });

    await test.step('the super admin finds both actions in the audit trail with IP and city', async () => {
      const admin = await newPage();
      await staffLogin(admin, 'superadmin', '/admin');
      await admin.getByRole('link', { name: MSG.staffNavAudit }).click();
      await atPath(admin, '/audit-trail');
      // From the participant's detail, the trail of this participant alone (other tests' rows
      // fill the whole trail meanwhile).
      await admin.goto(`/nsb-detail/${id}`);
      await admin.getByRole('link', { name: MSG.participantAuditTrailLink }).click();
      await expect(admin).toHaveURL(/\/audit-trail\?.*participant=/);
      // Every kind of staff action is listed with its label, newest first: the accept, the items
      // the broker accepted before it (decision 0131), the readings of the detail.
      const rows = admin.getByRole('row').filter({ hasText: customer.fullname });
      await expect(rows.filter({ hasText: MSG.auditActionApprove })).toHaveCount(1);
      await expect(rows.filter({ hasText: MSG.auditActionItemAccepted }).first()).toBeVisible();
      await expect(rows.filter({ hasText: MSG.auditActionParticipantView }).first()).toBeVisible();
      await expect(rows.filter({ hasText: MSG.auditActionApprove })).toContainText(MSG.statusRegistered);
      // Filtered by kind, in the URL: the reject, pages back in the whole trail of the participant.
      await admin.getByLabel(MSG.auditFilterKind).selectOption({ label: MSG.auditActionReject });
      await expect(admin).toHaveURL(/action=kyc\.reject/);
      await expect(rows.filter({ hasText: MSG.auditActionReject })).toHaveCount(1);
      await expect(admin.getByRole('row').filter({ hasText: MSG.auditActionApprove })).toHaveCount(0);
      await look(admin, 'bo-audit-trail');
      await rows.getByRole('button', { name: MSG.actionDetail }).click();
      const detail = await dialog(admin, MSG.auditDetailTitle);
      await see(detail, REASON);
      await expect(detail).toContainText('127.0.0.1');
      await look(admin, 'bo-audit-detail');
      await admin.keyboard.press('Escape');
      // The staff logins are audited too: the broker's, filtered by operator and kind, with its IP,
      // in the whole trail (Reset Filter leaves the participant's).
      await button(admin, MSG.usersResetFilter).click();
      await expect(admin).not.toHaveURL(/participant=/);
      await admin.getByLabel(MSG.auditFilterKind).selectOption({ label: MSG.auditActionStaffLogin });
      await admin
        .getByLabel(MSG.auditFilterOperator)
        .selectOption({ label: `Admin Pialang (${brokerUsername})` });
      await expect(admin).toHaveURL(/action=staff\.login/);
      await expect(admin).toHaveURL(/operator=[0-9a-f-]{36}/);
      const logins = admin.getByRole('row').filter({ hasText: MSG.auditActionStaffLogin });
      await expect(logins.first()).toContainText('Admin Pialang');
      await logins.first().getByRole('button', { name: MSG.actionDetail }).click();
      const login = await dialog(admin, MSG.auditDetailTitle);
      await expect(login).toContainText(MSG.auditActionStaffLogin);
      await expect(login).toContainText('127.0.0.1');
      await admin.keyboard.press('Escape');
      await expect(admin.getByRole('row').filter({ hasText: 'Super Admin' })).toHaveCount(0);
      await look(admin, 'bo-audit-logins');
    });
  });

  test('the checklist: every item undecided, no approval until each is accepted, then the dialog names who checked', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1993-07-09', female: false }));
    const labels = (items: readonly ResubmissionItem[]) =>
      items.map((i) => RESUBMISSION_ITEM_LABELS[i]).join(', ');
    const missing = (items: readonly ResubmissionItem[]) =>
      fillTemplate(MSG.checklistApproveMissing, { items: labels(items) });

    const broker = await newPage();
    await test.step("'Terima' in the list opens the detail, where every item is undecided", async () => {
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto(`/nsb-baru?q=${encodeURIComponent(customer.fullname)}`);
      const row = broker.getByRole('row').filter({ hasText: customer.fullname });
      // The row names the level the submission was rated (its line of business is finance, and no
      // video call yet: Menengah); the filter by level finds it under Menengah, not under Tinggi.
      await expect(row.getByTestId('participant-risk')).toHaveText(`${MSG.colRisk} ${MSG.riskLevelMenengah}`);
      const riskFilter = broker.getByLabel(MSG.filterRiskLevel);
      await riskFilter.selectOption({ label: MSG.riskLevelTinggi });
      await expect(row).toHaveCount(0);
      await riskFilter.selectOption({ label: MSG.riskLevelMenengah });
      await expect(row).toHaveCount(1);
      await expect(broker).toHaveURL(/risiko=menengah/);
      await row.getByRole('button', { name: MSG.actionAccept }).click();
      await atPath(broker, `/nsb-detail/${id}`);
      await expect(broker.getByRole('dialog')).toHaveCount(0);
      for (const item of RESUBMISSION_ITEMS) {
        await expect(
          broker.getByRole('group', { name: RESUBMISSION_ITEM_LABELS[item], exact: true }),
        ).toBeVisible();
        await expect(checkStateOf(broker, item)).toHaveText(MSG.checklistUndecided);
      }
      await expect(broker.getByRole('img', { name: MSG.galleryKtp, exact: true })).toBeVisible();
      // The risk rating the submission made, with its reasons: no video call accepted yet.
      const risk = broker.getByRole('region', { name: MSG.riskPanelTitle });
      await expect(risk.getByTestId('risk-level')).toBeVisible();
      await expect(risk.getByTestId('risk-reasons')).toContainText(MSG.riskFactorChannel);
      await lookEach(broker, 'bo-checklist-undecided');
    });

    await test.step('the approval dialog names every item still open, and Setuju waits', async () => {
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      const summary = verify.getByTestId('checklist-summary');
      await expect(summary.getByRole('alert')).toHaveText(missing(RESUBMISSION_ITEMS));
      await expect(summary.getByRole('listitem')).toHaveCount(0);
      await expect(button(verify, MSG.actionAgree)).toBeDisabled();
      await lookEach(broker, 'bo-checklist-approve-blocked');
      await button(verify, MSG.actionCancel).click();
      await expect(verify).toBeHidden();
    });

    await test.step('all but the emergency contact accepted: the dialog names that one alone', async () => {
      await acceptEveryItem(broker, { except: ['emergency_contact'] });
      await expect(checkStateOf(broker, 'ktp')).toContainText('Admin Pialang');
      await expect(checkStateOf(broker, 'emergency_contact')).toHaveText(MSG.checklistUndecided);
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      const summary = verify.getByTestId('checklist-summary');
      await expect(summary.getByRole('alert')).toHaveText(missing(['emergency_contact']));
      await expect(summary.getByRole('listitem')).toHaveCount(RESUBMISSION_ITEMS.length - 1);
      await expect(button(verify, MSG.actionAgree)).toBeDisabled();
      await button(verify, MSG.actionCancel).click();
      await expect(verify).toBeHidden();
    });

    await test.step('every item accepted: the dialog lists who checked each, and the approval goes through', async () => {
      await acceptEveryItem(broker);
      await lookEach(broker, 'bo-checklist-accepted');
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      const summary = verify.getByTestId('checklist-summary');
      await see(summary, MSG.checklistApproveTitle);
      await expect(summary.getByRole('alert')).toHaveCount(0);
      const lines = summary.getByRole('listitem');
      await expect(lines).toHaveCount(RESUBMISSION_ITEMS.length);
      for (const item of RESUBMISSION_ITEMS) {
        await expect(
          lines.filter({ hasText: `${RESUBMISSION_ITEM_LABELS[item]}: Diterima oleh Admin Pialang, ` }),
        ).toHaveCount(1);
      }
      await lookEach(broker, 'bo-checklist-approve-dialog');
      await button(verify, MSG.actionAgree).click();
      await field(verify, MSG.tradeAccountNoLabel).fill(newTradingAccountNo());
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('cek'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);
      await expect(broker.getByTestId('participant-status').first()).toHaveText(MSG.statusRegistered);
    });
  });

  test('a staff route without a staff session goes to /login-admin; a wrong password is told in Indonesian', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto('/nsb-baru');
    await atPath(page, '/login-admin');
    await field(page, MSG.staffUsernameLabel).fill('broker');
    await field(page, MSG.staffPasswordLabel).fill('salah-password');
    await button(page, MSG.staffLoginButton).click();
    await see(page, MSG.staffLoginWrong);
    await page.goto('/login-bank');
    await see(page, MSG.bankLoginTitle);
    await field(page, MSG.staffUsernameLabel).fill('bankadmin');
    await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
    await button(page, MSG.staffLoginButton).click();
    await answerSecondFactor(page, 'bankadmin');
    await atPath(page, '/nsb-baru');
    await look(page, 'bo-bank-new-list');
  });

  test('every list as the broker sees it, with its dialogs: registered, rejected, blacklist, the broker lists', async ({
    newPage,
  }) => {
    const page = await newPage();
    await staffLogin(page, 'broker', '/admin');
    for (const [path, title, shot] of [
      ['/nsb-terdaftar', MSG.listRegisteredTitle, 'bo-list-registered'],
      ['/nsb-reject', MSG.listRejectedTitle, 'bo-list-rejected'],
      ['/nsb-blacklist', MSG.listBlacklistTitle, 'bo-list-blacklist'],
      ['/esp-terdaftar', MSG.listRegisteredTitle, 'bo-esp-terdaftar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await look(page, shot);
    }
    // The reasons of the rejected and blacklisted demo participants are in their lists.
    await page.goto('/nsb-reject');
    await expect(page.getByRole('row').nth(1)).toContainText(/mohon/);
    await page.goto('/esp-terdaftar');
    await page.getByRole('button', { name: MSG.actionBlacklist }).first().click();
    const blacklist = await dialog(page, MSG.actionBlacklist);
    await see(blacklist, MSG.blacklistConfirm);
    await look(page, 'bo-blacklist-modal');
    await page.keyboard.press('Escape');
    await page.goto('/nsb-blacklist');
    await page.getByRole('button', { name: MSG.actionUnblacklist }).first().click();
    const unblacklist = await dialog(page, MSG.actionUnblacklist);
    await see(unblacklist, MSG.unblacklistConfirm);
    await look(page, 'bo-unblacklist-modal');
  });
});
