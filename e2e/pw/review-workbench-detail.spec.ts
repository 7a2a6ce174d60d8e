/**
 * The reviewer's detail of the workbench (decision 0112), on a participant a customer really
 * submitted: the broker sends the KTP and the photo with the KTP back with a reason each
 * ('Minta unggah ulang', 'Kirim permintaan'), the status turns 'Perlu Perbaikan'; the customer
 * uploads both again and resubmits; the broker sees the previous version beside the current one,
 * marked as changed since the last review. After the request the reasons stay beside each
 * document, the waiting is said once and the action bar stays in view at the page's bottom
 * (decision 0134). Screens at 390 and 1280 px of each state.
 */
import { MSG } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { login, see, staffLogin } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** 'Minta unggah ulang' on one document, with a reason from the catalogue and a note. */
async function askAgain(page: Page, document: string, reason: string, note: string) {
  const group: Locator = page.getByRole('group', { name: document, exact: true });
  await group.getByText(MSG.resubmissionAsk, { exact: true }).click();
  const select = group.getByLabel(MSG.resubmissionReason);
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: reason, exact: true }).click();
  await expect(select).toHaveValue(reason);
  await group.getByLabel(MSG.resubmissionNote).fill(note);
}

/** The customer uploads the two documents again and resubmits (their own API calls, their token). */
function fixDocumentsFromPage(page: Page, id: string) {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('token') ?? '';
    const call = async (method: string, url: string, body?: unknown, raw?: FormData) => {
      const res = await fetch(url, {
        method,
        headers: raw
          ? { authorization: `Bearer ${token}` }
          : { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const json = await res.json();
      if (!res.ok || (json.status_code !== undefined && json.status_code !== '00' && !raw))
        throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const picture = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 300;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#f5e6cf';
      g.fillRect(0, 0, 480, 300);
      g.fillStyle = '#5d3a1b';
      g.font = '28px sans-serif';
      g.fillText(text, 30, 150);
      return new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.8));
    };
    const upload = async (kind: string) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', await picture(`BARU ${kind.toUpperCase()}`), `${kind}.jpg`);
      return (await call('POST', `/v2/kyc/upload/${id}`, undefined, form)).data as string;
    };
    const saved = (await call('GET', `/v2/kyc/attachment/${id}`)).data.attachment as Record<string, unknown>;
    const keep = (k: string) => (typeof saved[k] === 'string' && saved[k] ? { [k]: saved[k] } : {});
    await call('PUT', `/v2/kyc/attachment/${id}`, {
      ...keep('photo'),
      ...keep('signature'),
      ...keep('statement_video'),
      ktp: await upload('ktp'),
      photo_with_ktp: await upload('photo_with_ktp'),
      has_confirm_attachment: true,
      agreement_step: 5,
      dispute_body: 'bakti',
    });
    await call('PATCH', `/v2/kyc/submission/${id}`, {});
  }, id);
}

test.describe('the reviewer sends documents back and sees their versions', () => {
  test.describe.configure({ timeout: 240_000 });

  test('two documents sent back with reasons; after the fix, each version beside the other', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1991-03-14', female: false }));
    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');

    await test.step('the broker marks the KTP and the photo with the KTP and sends the request', async () => {
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
      // The KTP stands beside the fields it proves.
      const ktpRow = broker.getByTestId('document-row-ktp');
      await expect(ktpRow.getByText(MSG.documentProves)).toBeVisible();
      await expect(ktpRow.getByText(customer.fullname)).toBeVisible();
      await askAgain(
        broker,
        MSG.resubmissionItemKtp,
        MSG.resubmissionReasonBlurry,
        'Foto di tempat yang terang.',
      );
      await askAgain(broker, MSG.resubmissionItemPhotoWithKtp, MSG.resubmissionReasonFaceNotVisible, '');
      await look(broker, 'review-detail-decisions');
      await broker.getByRole('button', { name: MSG.resubmissionSend, exact: true }).click();
      const dialog = broker.getByRole('dialog');
      await expect(dialog).toContainText('Kirim permintaan perbaikan untuk 2 dokumen atau data ke nasabah?');
      await dialog.getByRole('button', { name: MSG.resubmissionSend, exact: true }).click();
      await see(broker, MSG.resubmissionSent);
      await see(broker, MSG.statusNeedsFix);
      await expect(broker.getByRole('button', { name: MSG.resubmissionSend, exact: true })).toHaveCount(0);
      // The reasons chosen stay beside each document (decision 0134).
      const ktp = broker.getByTestId('document-row-ktp').getByTestId('asked-ktp');
      await expect(ktp).toBeVisible();
      await expect(ktp).toContainText(`${MSG.resubmissionReason}: ${MSG.resubmissionReasonBlurry}`);
      await expect(ktp).toContainText('Foto di tempat yang terang.');
      await expect(broker.getByTestId('asked-photo_with_ktp')).toContainText(
        MSG.resubmissionReasonFaceNotVisible,
      );
      // That the file waits for the customer is said once; the history names the request open.
      await expect(broker.getByText(MSG.resubmissionWaiting, { exact: true })).toHaveCount(1);
      await expect(broker.getByTestId('resubmission-history')).toContainText(MSG.resubmissionOpen);
      await look(broker, 'review-detail-sent');
    });

    await test.step("the detail's actions stay in view at its bottom", async () => {
      const bar = broker.getByRole('toolbar', { name: MSG.listActionsLabel });
      await broker.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(broker.getByTestId('resubmission-history')).toBeInViewport();
      await expect(bar).toBeInViewport();
      await expect(bar.getByText(MSG.resubmissionWaiting, { exact: true })).toBeVisible();
      await broker.evaluate(() => window.scrollTo(0, 0));
    });

    await test.step('the customer uploads both again; the broker sees the versions side by side', async () => {
      await fixDocumentsFromPage(cust, id);
      await broker.reload();
      await see(broker, customer.fullname);
      const ktp = broker.getByTestId('versions-ktp');
      await expect(ktp.getByRole('img', { name: `${MSG.resubmissionPrevious} · Versi 1` })).toBeVisible();
      await expect(ktp.getByRole('img', { name: `${MSG.resubmissionCurrent} · Versi 2` })).toBeVisible();
      await expect(broker.getByTestId('versions-photo_with_ktp').getByRole('img')).toHaveCount(2);
      await expect(
        broker.getByTestId('document-row-ktp').getByText(MSG.resubmissionChangedSince),
      ).toBeVisible();
      await expect(broker.getByTestId('resubmission-history')).toContainText(MSG.resubmissionResubmitted);
      await look(broker, 'review-detail-versions');
    });

    await test.step('? lists the shortcuts', async () => {
      await broker.keyboard.press('?');
      await expect(broker.getByRole('dialog', { name: MSG.shortcutsTitle })).toBeVisible();
      await broker.screenshot({ path: 'test-results/screenshots/review-detail-shortcuts-1280.png' });
      await broker.keyboard.press('Escape');
    });
  });
});
