/**
 * Per-document resubmission as the people involved walk it (decision 0112): a customer
 * submits their KYC; the broker, on the participant's detail, accepts every other item of the
 * checklist (decision 0131), asks to re-upload two documents (the KTP, 'Foto buram'; the signature,
 * 'Lainnya' with a text) and sends the request; the customer gets
 * the e-mail, logs in on a phone, sees exactly those two items with their reasons, finds another
 * step read-only, takes the KTP again with the (fake) camera and signs again on the pad, and
 * resubmits, ending on 'Perbaikan terkirim' with its e-mail, and the waiting screen says the fixes
 * are reviewed again; the broker sees version 1 and version 2 of both documents side by side, the
 * other items still accepted and the two new files undecided, accepts those and approves.
 * The fix screen, a read-only step and the attachment step with its reopened documents are shot at
 * 390 and 1280 px; the fix screen is scanned with axe.
 */
import { MSG, RESUBMISSION_ITEMS, type ResubmissionItem } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { ACCEPTED_BY, acceptEveryItem, checkStateOf } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, exactly, field, login, see, staffLogin } from './support/ui';
import { newTradingAccountNo, newTradingUsername } from './support/unique';

const SIGNATURE_TEXT = 'Tanda tangan terpotong di tepi kanan';
const KTP_NOTE = 'Foto ulang di tempat yang terang, seluruh kartu terlihat.';
/** The two documents the broker sends back; every other item is accepted before the request. */
const SENT_BACK: readonly ResubmissionItem[] = ['ktp', 'signature'];

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
}

async function openDialog(page: Page): Promise<Locator> {
  const d = page.getByRole('dialog').last();
  await expect(d).toBeVisible();
  return d;
}

/** The signature pad in the open modal, drawn with the mouse (as onboarding.spec.ts does). */
async function drawSignature(page: Page, modal: Locator) {
  const canvas = modal.getByRole('img', { name: MSG.attachSignaturePad });
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + box.width * (0.2 + i * 0.06), y + (i % 2 ? -1 : 1) * box.height * 0.2, {
      steps: 3,
    });
  }
  await page.mouse.up();
}

/** One item's decision on the detail: 'Minta unggah ulang' with a reason (and its text, a note). */
async function askToReupload(
  page: Page,
  item: 'ktp' | 'signature',
  reason: string,
  extra: { text?: string; note?: string },
) {
  const decision = page.getByTestId(`decision-${item}`);
  await decision.scrollIntoViewIfNeeded();
  await decision.getByText(MSG.resubmissionAsk, { exact: true }).click();
  const select = decision.getByRole('combobox', { name: MSG.resubmissionReason });
  await select.click();
  await page.getByRole('option', { name: exactly(reason) }).click();
  await expect(select).toHaveValue(reason);
  if (extra.text) await field(decision, MSG.resubmissionReasonText).fill(extra.text);
  if (extra.note) await decision.getByLabel(MSG.resubmissionNote).fill(extra.note);
}

test.describe('resubmission of two documents', () => {
  // Two people, the camera and the pad, on two cores shared with the other worker.
  test.describe.configure({ timeout: 360_000 });

  test('the broker sends back the KTP and the signature; the customer fixes only those; versions side by side; approved', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const id = await test.step('the customer submits their KYC', async () => {
      const laptop = await newPage();
      await login(laptop, customer.email, customer.password, '/konfirmasi-account');
      return submitKycFromPage(laptop, { fullname: customer.fullname, birth: '1992-08-21', female: false });
    });

    const broker = await newPage();
    const since = new Date();
    await test.step("the broker accepts the rest, asks to re-upload the KTP and the signature, 'Kirim permintaan'", async () => {
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
      // Nothing starts accepted (decision 0131): the broker accepts what is right, item by item.
      await acceptEveryItem(broker, { except: SENT_BACK });
      await askToReupload(broker, 'ktp', MSG.resubmissionReasonBlurry, { note: KTP_NOTE });
      await askToReupload(broker, 'signature', MSG.resubmissionReasonOther, { text: SIGNATURE_TEXT });
      await button(broker, MSG.resubmissionSend).first().click();
      const confirm = await dialog(broker, MSG.resubmissionSend);
      await see(confirm, MSG.resubmissionSendConfirm.replace('{count}', '2'));
      await button(confirm, MSG.resubmissionSend).click();
      await see(broker, MSG.resubmissionSent);
      await see(broker, MSG.statusNeedsFix);
    });

    await test.step('the customer gets the e-mail naming both documents and their reasons', async () => {
      const mail = await waitForMessage(customer.email, since, (m) => m.subject === MSG.fixMailSubject);
      for (const part of [
        MSG.resubmissionItemKtp,
        MSG.resubmissionReasonBlurry,
        MSG.resubmissionItemSignature,
        SIGNATURE_TEXT,
      ]) {
        expect(mail.text).toContain(part);
      }
      expect(mail.text).not.toContain(MSG.resubmissionItemPhoto);
    });

    const cust = await newPage({ viewport: MOBILE });
    await test.step('on a phone, the customer lands on the fix list: exactly those two items', async () => {
      await login(cust, customer.email, customer.password, '/register-perbaikan');
      await expect(cust.getByRole('heading', { name: exactly(MSG.fixTitle), level: 1 })).toBeVisible();
      const items = cust.getByRole('list', { name: MSG.fixTitle }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const ktp = cust.getByTestId('fix-item-ktp');
      await see(ktp, MSG.resubmissionItemKtp);
      await see(ktp, MSG.resubmissionReasonBlurry);
      await see(ktp, `${MSG.fixReviewerNote}: ${KTP_NOTE}`);
      const signature = cust.getByTestId('fix-item-signature');
      await see(signature, SIGNATURE_TEXT);
      await expect(button(cust, MSG.fixResubmit)).toBeDisabled();
      await see(cust, MSG.fixAllFirst);
      await look(cust, 'customer-fix-list');
      await checkA11y(cust, 'customer-fix-list');
    });

    await test.step('a step not asked for is read-only', async () => {
      await cust.goto('/register-datakontak');
      await see(cust, MSG.fixReadOnly);
      await expect(field(cust, MSG.contactFullnameLabel)).toBeDisabled();
      await expect(button(cust, MSG.buttonSaveNext)).toHaveCount(0);
      await expect(button(cust, MSG.fixSave)).toHaveCount(0);
      await look(cust, 'customer-fix-read-only-step');
      await cust.getByRole('link', { name: MSG.fixBackShort }).click();
      await atPath(cust, '/register-perbaikan');
    });

    await test.step('the attachment step: the KTP by camera and the signature on the pad; the rest read-only', async () => {
      await cust
        .getByTestId('fix-item-ktp')
        .getByRole('link', { name: /Perbaiki/ })
        .click();
      await atPath(cust, '/register-datalampiran');
      await see(cust, MSG.fixAskedHere);
      // The documents not asked for cannot be changed.
      await expect(button(cust.getByTestId('doc-photo'), MSG.attachUseCamera)).toBeDisabled();
      await expect(
        cust.locator('fieldset[data-readonly]').filter({ has: cust.getByTestId('doc-photo') }),
      ).toContainText(MSG.fixReadOnly);
      await expect(
        cust.locator('fieldset[data-readonly]').filter({ has: cust.getByTestId('doc-ktp') }),
      ).toHaveCount(0);
      await look(cust, 'customer-fix-attachment');

      await button(cust.getByTestId('doc-ktp'), MSG.attachUseCamera).click();
      const camera = await openDialog(cust);
      await button(camera, MSG.attachCapture).click();
      await button(camera, MSG.attachUsePhoto).click();
      await expect(camera).toBeHidden();

      const card = cust.getByTestId('signature-mode-1');
      await button(card, MSG.attachSignatureRedo).click();
      const pad = await openDialog(cust);
      await drawSignature(cust, pad);
      await button(pad, MSG.attachSignatureSave).click();
      await expect(pad).toBeHidden();

      await button(cust, MSG.fixSave).click();
      await atPath(cust, '/register-perbaikan');
      await expect(cust.getByTestId('fix-item-ktp')).toContainText(MSG.fixItemDone);
      await expect(cust.getByTestId('fix-item-signature')).toContainText(MSG.fixItemDone);
    });

    await test.step("the customer resubmits: 'Perbaikan terkirim', the e-mail, and the waiting screen says it is reviewed again", async () => {
      const sentSince = new Date();
      await button(cust, MSG.fixResubmit).click();
      await expect(cust.getByRole('heading', { name: exactly(MSG.fixSentTitle), level: 1 })).toBeVisible();
      await see(cust, MSG.fixSentText);
      await see(cust, MSG.fixSentNextMail);
      await look(cust, 'customer-fix-sent');
      await checkA11y(cust, 'customer-fix-sent');
      const mail = await waitForMessage(
        customer.email,
        sentSince,
        (m) => m.subject === MSG.fixSentMailSubject,
      );
      for (const part of [MSG.resubmissionItemKtp, MSG.resubmissionItemSignature, 'WIB'])
        expect(mail.text).toContain(part);
      await cust.getByRole('link', { name: exactly(MSG.fixSentButton) }).click();
      await atPath(cust, '/register-waiting');
      await expect(
        cust.getByRole('heading', { name: exactly(MSG.waitingAgainTitle), level: 1 }),
      ).toBeVisible();
      await see(cust, /Perbaikan yang Anda kirim pada .+ WIB sedang ditinjau ulang/);
      await look(cust, 'customer-waiting-after-fix');
    });

    await test.step('the broker sees versions 1 and 2 of both documents side by side, and approves', async () => {
      await broker.goto(`/nsb-detail/${id}`);
      for (const item of ['ktp', 'signature']) {
        const versions = broker.getByTestId(`versions-${item}`);
        await versions.scrollIntoViewIfNeeded();
        await expect(versions).toContainText(
          `${MSG.resubmissionPrevious} · ${MSG.resubmissionVersion.replace('{version}', '1')}`,
        );
        await expect(versions).toContainText(
          `${MSG.resubmissionCurrent} · ${MSG.resubmissionVersion.replace('{version}', '2')}`,
        );
        await expect(versions.getByRole('img')).toHaveCount(2);
      }
      await broker.screenshot({
        path: 'test-results/screenshots/bo-resubmission-versions-1280.png',
        fullPage: true,
      });

      // What was accepted before the request is still accepted; the new KTP and signature are
      // undecided until the broker accepts them.
      for (const item of RESUBMISSION_ITEMS)
        await expect(checkStateOf(broker, item)).toHaveText(
          SENT_BACK.includes(item) ? MSG.checklistUndecided : ACCEPTED_BY,
        );
      await acceptEveryItem(broker);
      const approvedSince = new Date();
      await button(broker, MSG.actionAccept).first().click();
      const verify = await dialog(broker, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      const accountNo = newTradingAccountNo();
      await field(verify, MSG.tradeAccountNoLabel).fill(accountNo);
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('fix'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);
      const mail = await waitForMessage(
        customer.email,
        approvedSince,
        (m) => m.subject === MSG.approvalEmailSubject,
      );
      expect(mail.text).toContain(accountNo);
    });
  });
});
