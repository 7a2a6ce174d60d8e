/**
 * 'Data Saya' and 'Permintaan Data' (UU 27/2022; decision 0113), as a customer and a broker admin
 * use them: a customer who submitted their KYC, on a phone, asks for a copy of their data with the
 * password again; the mailed link, opened signed out, goes through the login and downloads a ZIP
 * that opens with its data.json naming them; back on 'Data Saya' the ready copy downloads from its
 * own button, and its ringkasan.pdf reads in Indonesian with names and WIB times, never an id. They ask a correction of their mother's name with a
 * note; the broker admin finds it in 'Permintaan Data' with its countdown, compares the current
 * and requested value and completes it; the customer sees the outcome on the page and by e-mail.
 * Then another customer, submitted and accepted by the broker, asks for deletion; the super admin
 * completes it (named as who decided), the login is refused, the broker's lists and the detail name
 * the participant 'Ditutup' with no action, and /list-bank-account no longer lists it (decision 0130).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { acceptEveryItem } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { resultsDir } from './support/paths';
import { shoot } from './support/screenshots';
import {
  atPath,
  button,
  dialog,
  exactly,
  field,
  link,
  login,
  see,
  staffLogin,
  submitLogin,
} from './support/ui';
import { newTradingUsername } from './support/unique';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** 'Data Saya' from the customer's menu (the burger on a phone). */
async function openDataRights(page: Page) {
  // The dashboard paints from the HTML before the app runs (decision 0118), and a tap on the menu
  // then does nothing: it is tapped again, as a person would.
  await expect(async () => {
    await page.getByRole('button', { name: exactly(MSG.navOpenMenu) }).click();
    await expect(link(page.getByRole('dialog'), MSG.navDataRights)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await link(page.getByRole('dialog'), MSG.navDataRights).click();
  await atPath(page, '/data-saya');
  await expect(page.getByRole('heading', { name: exactly(MSG.dataRightsTitle), level: 1 })).toBeVisible();
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: exactly(title) });
}

/** 'Permintaan Data' from the navigation of a staff member who answers the requests. */
async function openRequests(page: Page, username: 'broker' | 'superadmin') {
  await staffLogin(page, username, '/admin');
  const nav = page.getByRole('navigation', { name: exactly(MSG.staffMenu) });
  await nav.getByRole('link', { name: new RegExp(`^${MSG.staffNavDataRequests}`) }).click();
  await atPath(page, '/permintaan-data');
  await expect(page.getByRole('heading', { name: exactly(MSG.dataRequestsStaffTitle) })).toBeVisible();
}

test.describe("the customer's data rights", () => {
  test.describe.configure({ timeout: 300_000 });

  test('a copy of the data through the mailed link; a correction decided by the broker admin', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const phone = await newPage({ viewport: MOBILE });
    await login(phone, customer.email, customer.password, '/konfirmasi-account');
    await test.step('the customer submits their KYC', () =>
      submitKycFromPage(phone, { fullname: customer.fullname, birth: '1990-03-12', female: false }));
    await phone.goto('/beranda');
    await openDataRights(phone);
    await look(phone, 'data-rights');

    const since = new Date();
    await test.step("'Unduh data saya' with the password again", async () => {
      await button(section(phone, MSG.dataExportTitle), MSG.dataExportButton).click();
      const ask = await dialog(phone, MSG.dataExportDialogTitle);
      await button(ask, MSG.dataExportSubmit).click();
      await see(ask, MSG.dataRightsPasswordRequired);
      await field(ask, MSG.dataRightsPasswordLabel).fill('Bukan#Sandi123');
      await button(ask, MSG.dataExportSubmit).click();
      await see(ask, MSG.profileCurrentPasswordWrong);
      await field(ask, MSG.dataRightsPasswordLabel).fill(customer.password);
      await button(ask, MSG.dataExportSubmit).click();
      await see(phone, MSG.dataExportQueued);
      // The list turns 'Siap' once the copy is built (the page looks again while one is prepared).
      await see(section(phone, MSG.dataExportTitle), MSG.dataExportStatusReady);
    });

    await test.step('the mailed link, opened signed out, logs in and downloads a ZIP with data.json', async () => {
      const mail = await waitForMessage(
        customer.email,
        since,
        (m) => m.subject === MSG.dataExportMailSubject,
      );
      const token = /\/data-saya\/unduh\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const other = await newPage({ viewport: MOBILE });
      await other.goto(`/data-saya/unduh/${token}`);
      await atPath(other, '/login');
      const download = other.waitForEvent('download');
      await submitLogin(other, customer.email, customer.password);
      await atPath(other, `/data-saya/unduh/${token}`);
      const file = path.join(resultsDir, 'downloads', `data-saya-${customer.username}.zip`);
      mkdirSync(path.dirname(file), { recursive: true });
      await (await download).saveAs(file);
      const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
      expect(names).toContain('data.json');
      const data = execFileSync('unzip', ['-p', file, 'data.json'], { encoding: 'utf8' });
      expect(data).toContain(customer.fullname);
      await see(other, new RegExp(MSG.dataDownloadDone.replace('{name}', '')));
      await look(other, 'data-rights-download');
    });

    await test.step("the ready copy downloads from 'Data Saya' itself: a ZIP with ringkasan.pdf in Indonesian, no ids", async () => {
      await phone.reload();
      const exports = section(phone, MSG.dataExportTitle);
      await see(exports, MSG.dataExportStatusReady);
      const download = phone.waitForEvent('download');
      await button(exports, MSG.dataExportDownloadButton).click();
      const file = path.join(resultsDir, 'downloads', `data-saya-page-${customer.username}.zip`);
      mkdirSync(path.dirname(file), { recursive: true });
      await (await download).saveAs(file);
      expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n')).toEqual(
        expect.arrayContaining(['ringkasan.pdf', 'data.json', 'README.id.md', 'manifest.json']),
      );
      const pdf = path.join(path.dirname(file), `ringkasan-${customer.username}.pdf`);
      writeFileSync(pdf, execFileSync('unzip', ['-p', file, 'ringkasan.pdf']));
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      for (const part of [MSG.dataPdfTitle, customer.fullname, MSG.dataPdfGender, 'Laki-laki', ' WIB'])
        expect(text).toContain(part);
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      // The download is counted on the page.
      await see(exports, 'Diunduh 2 kali');
      await look(phone, 'data-rights-ready-copy');
    });

    const note = 'Nama ibu saya tertulis kurang satu suku kata.';
    await test.step("'Ajukan koreksi': the mother's name with a note", async () => {
      await phone.reload();
      const form = section(phone, MSG.dataCorrectionTitle);
      await button(form, MSG.dataCorrectionSubmit).click();
      await see(form, MSG.dataCorrectionFieldRequired);
      await see(form, MSG.dataCorrectionValueRequired);
      await field(form, MSG.dataCorrectionFieldLabel).click();
      await phone.getByRole('option', { name: exactly(MSG.dataRequestFieldMotherName) }).click();
      await field(form, MSG.dataCorrectionValueLabel).fill('Sri Wahyuningsih');
      await field(form, MSG.dataRequestNoteLabel).fill(note);
      await button(form, MSG.dataCorrectionSubmit).click();
      await see(form, MSG.dataRequestCreated);
      const mine = section(phone, MSG.dataRequestsTitle).getByTestId('data-request').first();
      await see(mine, MSG.dataRequestStatusOpen);
      await expect(mine).toContainText('Dijawab paling lambat');
      await look(phone, 'data-rights-requested');
    });

    const broker = await newPage();
    const outcome = 'Nama ibu kandung sudah kami perbaiki sesuai KTP.';
    await test.step("the broker admin finds it in 'Permintaan Data' with its countdown and completes it", async () => {
      await openRequests(broker, 'broker');
      const row = broker.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toContainText(MSG.dataKindCorrection);
      await expect(row).toContainText(/sisa [23] hari \d+ jam/);
      await look(broker, 'bo-data-requests');
      await row.getByRole('link', { name: exactly(`${MSG.actionDetail} ${customer.fullname}`) }).click();
      await see(broker, 'Sri Wahyuni');
      await see(broker, 'Sri Wahyuningsih');
      await see(broker, note);
      await look(broker, 'bo-data-request-detail');
      await button(broker, MSG.dataRequestComplete).click();
      const decide = await dialog(broker, MSG.dataRequestCompleteTitle);
      await field(decide, MSG.dataRequestOutcomeLabel).fill(outcome);
      await button(decide, MSG.dataRequestComplete).click();
      await see(broker, MSG.dataRequestDecided);
      await see(broker, MSG.dataRequestStatusDone);
    });

    await test.step('the customer sees the outcome on the page and by e-mail', async () => {
      await waitForMessage(customer.email, since, (m) => m.subject === MSG.dataRequestDoneSubject);
      await phone.reload();
      const mine = section(phone, MSG.dataRequestsTitle).getByTestId('data-request').first();
      await see(mine, MSG.dataRequestStatusDone);
      await expect(mine).toContainText(outcome);
    });
  });

  test('a deletion request closes the account once the super admin completes it, everywhere', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const phone = await newPage({ viewport: MOBILE });
    await login(phone, customer.email, customer.password, '/konfirmasi-account');
    await test.step('the customer submits their KYC', () =>
      submitKycFromPage(phone, { fullname: customer.fullname, birth: '1988-09-21', female: true }));
    await phone.goto('/beranda');
    await openDataRights(phone);

    // The broker accepts them, so their managing-bank account waits for verification (decision 0071).
    const broker = await newPage();
    await test.step('the broker accepts them from the broker list, on the detail', async () => {
      await staffLogin(broker, 'broker', '/admin');
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
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('tutup'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);
      await broker.goto('/list-bank-account');
      await expect(broker.getByRole('row').filter({ hasText: customer.fullname })).toBeVisible();
    });

    await test.step("'Batasi / hapus data': the five years explained, the password and the confirmation", async () => {
      const form = section(phone, MSG.dataRestrictTitle);
      await see(form, MSG.dataRestrictRetention);
      await button(form, MSG.dataRestrictSubmit).click();
      await see(form, MSG.dataRightsPasswordRequired);
      await see(form, MSG.dataRestrictConfirmRequired);
      await field(form, MSG.dataRightsPasswordLabel).fill(customer.password);
      await form.getByRole('checkbox', { name: exactly(MSG.dataRestrictConfirmLabel) }).check();
      await button(form, MSG.dataRestrictSubmit).click();
      await see(form, MSG.dataRequestCreated);
    });

    const admin = await newPage();
    await test.step('the super admin completes it, warned that it closes the account', async () => {
      await openRequests(admin, 'superadmin');
      const row = admin.getByRole('row').filter({ hasText: customer.fullname });
      await row.getByRole('link', { name: exactly(`${MSG.actionDetail} ${customer.fullname}`) }).click();
      await button(admin, MSG.dataRequestComplete).click();
      const decide = await dialog(admin, MSG.dataRequestCompleteTitle);
      await see(decide, MSG.dataRequestClosureHint);
      await button(decide, MSG.dataRequestComplete).click();
      await see(admin, MSG.dataRequestDecided);
      // 'Diputuskan oleh' names the super admin, never an id (decision 0130).
      await see(admin, MSG.dataRequestHandledBy);
      await see(admin, 'Super Admin Kilau');
      await expect(admin.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/)).toHaveCount(0);
      await look(admin, 'data-request-closed');
    });

    await test.step("the staff lists and the detail name it 'Ditutup' and offer nothing", async () => {
      await broker.goto('/esp-terdaftar');
      const row = broker.getByRole('row').filter({ hasText: customer.fullname });
      await see(row, MSG.statusClosed);
      await expect(row.getByRole('button', { name: exactly(MSG.actionBlacklist) })).toHaveCount(0);
      await look(broker, 'closed-registered-list');
      await row.getByRole('link', { name: new RegExp(`^${MSG.actionDetail}`) }).click();
      await expect(broker.getByTestId('participant-status')).toHaveText(MSG.statusClosed);
      await expect(broker.getByRole('button', { name: exactly(MSG.actionBlacklist) })).toHaveCount(0);
      await expect(broker.getByRole('button', { name: exactly(MSG.downloadMenu) })).toHaveCount(0);
      await look(broker, 'closed-participant-detail');
    });

    await test.step('its bank account no longer waits: /list-bank-account does not list it', async () => {
      await broker.goto('/list-bank-account');
      await expect(broker.getByRole('row').nth(1)).toBeVisible();
      await expect(broker.getByRole('row').filter({ hasText: customer.fullname })).toHaveCount(0);
    });

    await test.step('the login is refused afterwards, in plain words', async () => {
      const again = await newPage({ viewport: MOBILE });
      await submitLogin(again, customer.email, customer.password);
      await see(again, MSG.dataAccountRestricted);
      await atPath(again, '/login');
    });
  });
});
