/**
 * Screening against the lists and four-eyes decisions, the whole loop as staff walk it (decision
 * 0111), on a server of this spec's own (its lists would flag the other specs'
 * participants), with a second broker admin an operator made senior with `npm run staff:create`:
 * the super admin uploads a DTTOT file naming 'Joko Susanto' (born 1975), version 2 after the
 * demo's fictitious version 1 (decision 0131); a customer named in the old spelling, 'Djoko
 * Soesanto', born 1975, submits and is flagged; the broker cannot approve
 * (the reason is shown), proposes 'Bukan kecocokan' (the dialog says a second person must approve)
 * and cannot approve their own proposal; the second broker opens it on 'Menunggu Persetujuan' and
 * reads the whole reason and the evidence (the participant's data and documents beside the DTTOT
 * entry, the breakdown, nothing changed since), declines it without a reason (refused) and with
 * one; the broker proposes it again and the second broker approves it through the dialog
 * (decision 0133); approving now needs four eyes: the dismissed match makes the participant
 * Tinggi, so the broker asks the customer's declaration of source of funds, which the customer
 * makes on 'Perlu perbaikan' (decision 0192), accepts every item of the checklist and proposes the approval through
 * 'Verifikasi Peserta' with the enhanced due diligence, the second broker, a senior, approves it
 * (decisions 0188, 0191), and the participant is registered. Then a new list version naming an approved participant flags them on
 * the rescreen.
 */
import { readFileSync } from 'node:fs';
import {
  EDD_CHECK_LABELS,
  eddChecksFor,
  fillTemplate,
  MSG,
  ROLES,
  SOURCE_LABELS,
  STATUS_NASABAH,
  statusNasabahText,
} from '@kilau/shared';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../shared/chromium';
import { startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { createCustomer, DEMO, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { onServer } from './support/base-url';
import { acceptEveryItem } from './support/checklist';
import { enrolWithAuthenticator } from './support/enrolment';
import { askFundsDeclaration, declareFunds } from './support/funds-declaration';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { createStaffAccount } from './support/staff';
import { atPath, button, dialog, exactly, field, login, see, staffLogin, submitLogin } from './support/ui';
import { letters, newTradingAccountNo, uniqueTag } from './support/unique';

const PASSWORD = 'Staf#Kilau2026aman';
/** Longer than the list's row shows: the checker reads it whole in the proposal (decision 0133). */
const DISMISS_REASON =
  'Tempat lahir dan tanggal lahir berbeda dengan entri DTTOT: entri lahir di Surakarta tahun 1975 tanpa tanggal, peserta lahir di tempat lain pada 17 Agustus 1975. NIK peserta terbit di Jakarta dan foto KTP serta foto diri menunjukkan orang yang berbeda dengan uraian entri. Kesimpulan: orang yang berbeda.';
const DECLINE_REASON = 'Perlu dibandingkan juga dengan alias Abu Jaka sebelum dinyatakan bukan kecocokan.';
const BLACKLIST_REASON = 'Peserta memakai identitas orang lain menurut laporan bank; diblokir sementara.';
const APPROVE_REASON = 'Kecocokan DTTOT sudah dinyatakan bukan kecocokan; dokumen lengkap dan sesuai.';

/** A DTTOT sheet as PPATK publishes it (a title, a blank row, the header), of synthetic people. */
function dttotCsv(rows: string[][]): string {
  const header = 'No;Nama;Deskripsi;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat';
  const lines = rows.map((r, i) => [String(i + 1), ...r].join(';'));
  return ['DAFTAR TERDUGA TERORIS DAN ORGANISASI TERORIS (DATA UJI, FIKTIF)', '', header, ...lines, ''].join(
    '\n',
  );
}
const EDD_FINDINGS =
  'Slip gaji dan rekening koran 12 bulan sesuai; kecocokan DTTOT sudah dinyatakan bukan orang yang sama.';
const JOKO = [
  'Joko Susanto alias Abu Jaka',
  'Anggota kelompok fiktif',
  'Orang',
  'IDD-0901',
  'Surakarta',
  '00/00/1975',
  'Indonesia',
  'Jl. Contoh No. 9, Surakarta',
];
const OTHER = [
  'Rizal Effendi Siregar',
  'Anggota kelompok fiktif',
  'Orang',
  'IDD-0902',
  'Medan',
  '12/03/1985',
  'Indonesia',
  'Medan, Sumatera Utara',
];
/** The demo approved participant (seed-demo-customer.ts: Siti Rahmawati, born 5 June 1990). */
const SITI = [
  'Siti Rahmawati',
  'Anggota kelompok fiktif',
  'Orang',
  'IDD-0903',
  'Jakarta',
  '05/06/1990',
  'Indonesia',
  'Jakarta',
];

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** The super admin uploads a DTTOT version through the API with their session; answers the run id. */
async function uploadDttot(page: Page, csv: string): Promise<string> {
  type Upload = {
    id: string;
    status: string;
    run: { id: string } | null;
    refusal: { message: string } | null;
  };
  const reply = await page.evaluate(async (text) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'dttot.csv');
    const res = await fetch('/v1/super-admin/watchlists/dttot', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      body: form,
    });
    return { status: res.status, json: (await res.json()) as { data?: { upload?: Upload } } };
  }, csv);
  // The upload answers at once; the list is read off the request (decision 0120), as the page polls it.
  expect(reply.status, JSON.stringify(reply.json)).toBe(202);
  const uploadId = reply.json.data?.upload?.id ?? '';
  let stored: Upload | undefined;
  await expect
    .poll(
      async () => {
        stored = await page.evaluate(async (id) => {
          const res = await fetch(`/v1/super-admin/watchlists/uploads/${id}`, {
            headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
          });
          return ((await res.json()) as { data?: { upload?: Upload } }).data?.upload;
        }, uploadId);
        return stored?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('stored');
  return stored?.run?.id ?? '';
}

/** Waits until the rescreen run is done, as the list's page polls it. */
async function runDone(page: Page, runId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const res = await fetch(`/v1/super-admin/screening/runs/${id}`, {
            headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
          });
          const json = (await res.json()) as { data?: { run?: { status: string } } };
          return json.data?.run?.status ?? `http ${res.status}`;
        }, runId),
      { timeout: 60_000 },
    )
    .toBe('done');
}

/** The first login of a new staff account: password, then the forced authenticator enrolment. */
async function enrolNewStaff(page: Page, origin: string, username: string) {
  await enrolWithAuthenticator(page, origin, username, PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, MSG.mfaRecoveryDownload).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8').length).toBeGreaterThan(0);
  await button(page, MSG.mfaRecoverySaved).click();
  await atPath(page, '/admin');
}

test.describe('screening and four eyes', () => {
  test.describe.configure({ timeout: 600_000 });

  test('a spelling variant of a listed person is flagged, dismissed by two people, approved by two people; a new list version flags an approved participant', async ({
    newPage,
  }) => {
    const tag = uniqueTag();
    const second = `pialangdua${tag}`;
    const server = await startE2eServer({
      logName: 'e2e-screening-server.log',
      prepare: (env) =>
        createStaffAccount(env, {
          username: second,
          fullname: 'Agus Pialang Kedua',
          role: ROLES.brokerAdmin,
          platform: 'gofx',
          senior: true,
          password: PASSWORD,
        }),
    });
    const origin = server.baseUrl;
    try {
      const admin = await newPage();
      await test.step('the super admin uploads a DTTOT version naming Joko Susanto (1975)', async () => {
        await staffLogin(admin, 'superadmin', '/admin', origin);
        await runDone(admin, await uploadDttot(admin, dttotCsv([JOKO, OTHER])));
      });

      const customer = await onServer(origin, () =>
        createCustomer({ ...newIdentity(), fullname: 'Djoko Soesanto' }),
      );
      const cust = await newPage();
      const id = await test.step('Djoko Soesanto, born 1975, submits', async () => {
        await cust.goto(`${origin}/login`);
        await submitLogin(cust, customer.email, customer.password);
        await atPath(cust, '/konfirmasi-account');
        return submitKycFromPage(cust, { fullname: customer.fullname, birth: '1975-08-17', female: false });
      });

      const broker = await newPage();
      const panel = broker.getByTestId('screening-panel');
      await test.step('the broker finds the match: Terima is not offered, and why', async () => {
        await staffLogin(broker, 'broker', '/admin', origin);
        await broker.goto(`${origin}/nsb-detail/${id}`);
        await see(broker, 'Djoko Soesanto');
        await expect(panel.getByTestId('screening-summary')).toContainText(
          fillTemplate(MSG.screeningOpenMatches, { count: '1' }),
        );
        const card = panel.getByTestId('screening-match');
        await expect(card).toHaveCount(1);
        await expect(card).toContainText('Joko Susanto');
        await expect(card).toContainText('IDD-0901');
        await expect(card).toContainText('1975');
        await expect(card.getByTestId('match-breakdown')).toBeVisible();
        await expect(button(broker, MSG.actionAccept)).toHaveCount(0);
        await see(broker, MSG.approveBlockedScreening);
        await look(broker, 'screening-panel-open');
      });

      /** The broker proposes 'Bukan kecocokan' with DISMISS_REASON; the panel shows it pending. */
      const proposeDismissal = async () => {
        await button(panel, MSG.screeningDismiss).click();
        const dismiss = await dialog(broker, MSG.screeningDismissTitle);
        await see(dismiss, MSG.fourEyesMakerNotice);
        await dismiss.getByRole('textbox').fill(DISMISS_REASON);
        await button(dismiss, MSG.screeningSubmitProposal).click();
        await see(broker, MSG.proposalSubmitted);
        await expect(panel.getByTestId('pending-proposal')).toContainText(DISMISS_REASON);
      };

      await test.step("the confirm dialog warns; the broker proposes 'Bukan kecocokan' instead", async () => {
        await button(panel, MSG.screeningConfirm).click();
        const confirm = await dialog(broker, MSG.screeningConfirmTitle);
        await see(confirm, MSG.screeningConfirmWarning);
        // Nothing happens until a second person approves, and the dialog says so.
        await see(confirm, MSG.fourEyesMakerNotice);
        await look(broker, 'screening-confirm-dialog');
        await button(confirm, MSG.actionCancel).click();
        await button(panel, MSG.screeningDismiss).click();
        const dismiss = await dialog(broker, MSG.screeningDismissTitle);
        await dismiss.getByRole('textbox').fill('bukan dia');
        await button(dismiss, MSG.screeningSubmitProposal).click();
        await see(dismiss, MSG.reasonMin);
        await dismiss.getByRole('textbox').fill(DISMISS_REASON);
        await look(broker, 'screening-dismiss-dialog');
        await button(dismiss, MSG.screeningSubmitProposal).click();
        await see(broker, MSG.proposalSubmitted);
        const pending = panel.getByTestId('pending-proposal');
        await expect(pending).toContainText(DISMISS_REASON);
        // Their own proposal: no decision buttons, the reason instead.
        await expect(button(pending, MSG.proposalApprove)).toHaveCount(0);
        await expect(pending.getByTestId('cannot-decide')).toBeVisible();
        await look(broker, 'screening-panel-pending');
      });

      const checker = await newPage();
      const nav = checker.getByRole('navigation', { name: MSG.staffMenu });
      const dismissalTitle = `${MSG.proposalKindDismiss} · ${SOURCE_LABELS.dttot}`;
      /** 'Periksa' on the proposal's row: the drawer with its evidence. */
      const openProposal = async () => {
        const row = checker.getByRole('row').filter({ hasText: 'Djoko Soesanto' });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(MSG.proposalKindDismiss);
        // The row decides nothing: no approval a click away.
        await expect(button(row, MSG.proposalApprove)).toHaveCount(0);
        await button(row, MSG.proposalOpen).click();
        return dialog(checker, dismissalTitle);
      };

      await test.step('the second broker opens the dismissal: the whole reason and the evidence it is bound to', async () => {
        await enrolNewStaff(checker, origin, second);
        await expect(nav.getByTestId('proposal-count')).toContainText('1');
        await nav.getByRole('link', { name: new RegExp(MSG.staffNavProposals) }).click();
        await atPath(checker, '/menunggu-persetujuan');
        await look(checker, 'proposals-page');
        const drawer = await openProposal();
        await expect(drawer.getByText(DISMISS_REASON, { exact: false })).toBeVisible();
        await expect(drawer.getByTestId('evidence-changes')).toHaveText(MSG.proposalUnchanged);
        const participant = drawer.getByTestId('participant-evidence');
        await expect(participant).toContainText('Djoko Soesanto');
        await expect(participant).toContainText('17 Agustus 1975');
        // The KTP as sent, loaded through the staff file route.
        await expect(participant.getByRole('img', { name: exactly(MSG.galleryKtp) })).toBeVisible();
        const entry = drawer.getByTestId('list-entry');
        await expect(entry).toContainText('Joko Susanto');
        await expect(entry).toContainText('IDD-0901');
        await expect(drawer.getByTestId('match-breakdown')).toBeVisible();
        await look(checker, 'proposal-evidence');
        // The rest of the drawer (the breakdown and the decision) as the checker scrolls to it: at the
        // phone's width first, where it is longest (the laptop's shot then stops at its own end).
        await checker.setViewportSize(MOBILE);
        await drawer.evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
        expect(await shoot(checker, 'proposal-evidence-end')).toEqual([]);
        await checker.setViewportSize(DESKTOP);
      });

      await test.step('a decline needs the checker’s reason: refused without one, done with one', async () => {
        const drawer = await dialog(checker, dismissalTitle);
        await button(drawer, MSG.proposalDecline).click();
        const decline = await dialog(checker, MSG.proposalDeclineTitle);
        await see(decline, MSG.proposalDeclineQuestion);
        await button(decline, MSG.proposalDecline).click();
        await see(decline, MSG.reasonRequired);
        await look(checker, 'proposal-decline-dialog');
        await decline.getByRole('textbox').fill(DECLINE_REASON);
        await button(decline, MSG.proposalDecline).click();
        await see(checker, MSG.proposalDeclined);
        await see(checker, MSG.proposalsEmpty);
        await expect(checker.getByRole('dialog')).toHaveCount(0);
        await expect(nav.getByTestId('proposal-count')).toHaveCount(0);
      });

      await test.step('the broker proposes it again; the second broker approves it through the dialog', async () => {
        await broker.reload();
        await expect(panel.getByTestId('pending-proposal')).toHaveCount(0);
        await proposeDismissal();
        await checker.reload();
        await expect(nav.getByTestId('proposal-count')).toContainText('1');
        const drawer = await openProposal();
        await expect(drawer.getByTestId('evidence-changes')).toHaveText(MSG.proposalUnchanged);
        await button(drawer, MSG.proposalApprove).click();
        const confirm = await dialog(checker, MSG.proposalApprove);
        await see(confirm, MSG.proposalEffectDismiss);
        await look(checker, 'proposal-approve-dialog');
        await button(confirm, MSG.proposalApprove).click();
        await see(checker, MSG.proposalApproved);
        await see(checker, MSG.proposalsEmpty);
        await expect(nav.getByTestId('proposal-count')).toHaveCount(0);
      });

      await test.step('rated Tinggi, the participant is asked their source of funds and declares it', async () => {
        await broker.reload();
        await askFundsDeclaration(broker);
        await declareFunds(
          cust,
          {
            funds: 'Gaji bulanan sebagai kepala bengkel di Surakarta sejak 2001.',
            wealth: 'Tabungan dari gaji dan rumah warisan orang tua di Klaten.',
          },
          origin,
        );
      });

      await test.step('approving now needs four eyes: the broker proposes it through Verifikasi Peserta', async () => {
        await broker.reload();
        await expect(panel.getByTestId('screening-summary')).toContainText(MSG.screeningFourEyesNote);
        const card = panel.getByTestId('screening-match');
        await expect(card).toContainText(MSG.screeningStatusDismissed);
        await expect(card).toContainText('Agus Pialang Kedua');
        // A proposal to approve, like an approval, rests on every item accepted (decision 0131).
        await acceptEveryItem(broker);
        await button(broker, MSG.actionAccept).click();
        const verify = await dialog(broker, MSG.verifyTitle);
        await button(verify, MSG.actionAgree).click();
        await field(verify, MSG.tradeAccountNoLabel).fill(newTradingAccountNo());
        await field(verify, MSG.userIdLabel).fill(`djoko${tag}`);
        await field(verify, MSG.staffPasswordLabel).fill('Emas#2026Aman');
        await field(verify, MSG.proposalReason).fill(APPROVE_REASON);
        // The dismissed match, with the rest of the record, rates the participant Tinggi: the
        // approval carries the enhanced due diligence and is a senior's to decide.
        await see(verify, MSG.approveNeedsSenior);
        for (const check of eddChecksFor(false)) await verify.getByLabel(EDD_CHECK_LABELS[check]).check();
        await field(verify, MSG.eddNoteLabel).fill(EDD_FINDINGS);
        await look(broker, 'screening-propose-approve-dialog');
        await button(verify, MSG.proposalProposeApprove).click();
        await see(broker, MSG.proposalSubmitted);
        await expect(panel.getByTestId('pending-proposal')).toContainText(MSG.proposalKindApprove);
      });

      await test.step('the second broker approves the approval: the participant is registered', async () => {
        await checker.goto(`${origin}/nsb-detail/${id}`);
        const pending = checker.getByTestId('screening-panel').getByTestId('pending-proposal');
        await expect(pending).toContainText(APPROVE_REASON);
        await button(pending, MSG.proposalApprove).click();
        const confirm = await dialog(checker, MSG.proposalApprove);
        await see(confirm, MSG.proposalEffectApprove);
        await button(confirm, MSG.proposalApprove).click();
        await see(checker, MSG.proposalApproved);
        await see(checker, statusNasabahText(STATUS_NASABAH.accepted));
      });

      await test.step('a new list version naming an approved participant flags them on the rescreen', async () => {
        await runDone(admin, await uploadDttot(admin, dttotCsv([JOKO, OTHER, SITI])));
        await admin.goto(`${origin}/daftar-pantauan`);
        await see(admin, MSG.watchlistRunDone);
        await broker.goto(`${origin}/nsb-terdaftar`);
        const search = broker.getByRole('searchbox', { name: MSG.participantSearchLabel });
        await search.fill(DEMO.approved.fullname);
        await search.press('Enter');
        const row = broker.getByRole('row').filter({ hasText: DEMO.approved.fullname });
        await row.getByRole('link', { name: MSG.actionDetail }).click();
        await expect(panel.getByTestId('screening-summary')).toContainText(
          fillTemplate(MSG.screeningOpenMatches, { count: '1' }),
        );
        await expect(panel.getByTestId('screening-match')).toContainText('IDD-0903');
        // The first participant's dismissed match stays decided: the entry did not change.
        await broker.goto(`${origin}/nsb-detail/${id}`);
        await expect(panel.getByTestId('screening-summary')).not.toContainText(
          fillTemplate(MSG.screeningOpenMatches, { count: '1' }),
        );
      });
    } finally {
      await server.stop();
    }
  });

  test("a blacklist is proposed and decided by a second person; a participant of the blacklisted one's name is flagged on Kilau's blacklist", async ({
    newPage,
  }) => {
    // A name and a birth date no other test uses: once blacklisted, Kilau's own list flags the
    // participants who resemble this one, and the other specs' participants must not.
    const word = (n: number) => `${letters(1).toUpperCase()}${letters(n - 1)}`;
    const fullname = `${word(7)} ${word(8)}`;
    const birth = '1969-02-14';
    const first = await createCustomer({ ...newIdentity(), fullname });
    const cust = await newPage();
    await login(cust, first.email, first.password, '/konfirmasi-account');
    const id = await submitKycFromPage(cust, { fullname, birth, female: true });

    const broker = await newPage();
    const panel = broker.getByTestId('screening-panel');
    await test.step('the broker approves the clear participant, then proposes the blacklist', async () => {
      await staffLogin(broker, 'broker');
      await broker.goto(`/nsb-detail/${id}`);
      await expect(panel.getByTestId('screening-summary')).toContainText(MSG.screeningClear);
      await acceptEveryItem(broker);
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      await field(verify, MSG.tradeAccountNoLabel).fill(newTradingAccountNo());
      await field(verify, MSG.userIdLabel).fill(`peserta${letters(6)}`);
      await field(verify, MSG.staffPasswordLabel).fill('Emas#2026Aman');
      await button(verify, MSG.actionAccept).click();
      await see(broker, MSG.participantAccepted);
      await button(broker, MSG.actionBlacklist).click();
      const blacklist = await dialog(broker, MSG.actionBlacklist);
      await see(blacklist, MSG.fourEyesMakerNotice);
      await blacklist.getByRole('textbox').fill(BLACKLIST_REASON);
      await look(broker, 'screening-blacklist-dialog');
      await button(blacklist, MSG.actionAgree).click();
      await see(broker, MSG.proposalSubmitted);
      const pending = panel.getByTestId('pending-proposal');
      await expect(pending).toContainText(MSG.proposalKindBlacklist);
      await expect(button(pending, MSG.proposalApprove)).toHaveCount(0);
      await see(broker, statusNasabahText(STATUS_NASABAH.accepted));
    });

    await test.step('the super admin approves the blacklist on the detail', async () => {
      const admin = await newPage();
      await staffLogin(admin, 'superadmin');
      await admin.goto(`/customer-detail?id=${id}`);
      const pending = admin.getByTestId('screening-panel').getByTestId('pending-proposal');
      await expect(pending).toContainText(BLACKLIST_REASON);
      await look(admin, 'screening-blacklist-proposal');
      await button(pending, MSG.proposalApprove).click();
      const confirm = await dialog(admin, MSG.proposalApprove);
      await see(confirm, MSG.proposalEffectBlacklist);
      await button(confirm, MSG.proposalApprove).click();
      await see(admin, MSG.proposalApproved);
      await see(admin, statusNasabahText(STATUS_NASABAH.blacklisted));
    });

    await test.step("a namesake submits and is flagged on Kilau's blacklist", async () => {
      const second = await createCustomer({ ...newIdentity(), fullname });
      const other = await newPage();
      await login(other, second.email, second.password, '/konfirmasi-account');
      const otherId = await submitKycFromPage(other, { fullname, birth, female: true });
      await broker.goto(`/nsb-detail/${otherId}`);
      const card = panel.getByTestId('screening-match');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(SOURCE_LABELS.kilau);
      await expect(button(broker, MSG.actionAccept)).toHaveCount(0);
      await see(broker, MSG.approveBlockedScreening);
      await look(broker, 'screening-panel-kilau');
    });
  });
});
