/**
 * Daftar Pantauan as the super admin meets it (decision 0111): the DTTOT as PPATK publishes it is
 * uploaded over the demo's fictitious version 1 (decision 0131) and becomes version 2 with its
 * counts and what it replaced; a file with an unreadable birth date is refused with its row and
 * reason and changes nothing; the next version shows what it added, removed and changed; the
 * rescreen each upload starts runs to 'Selesai'. Then a PEP list (OpenSanctions' FollowTheMoney
 * export, decision 0193) naming the demo's approved participant as a regional legislator: its
 * rescreen flags her, and her screening panel shows the PEP match with the position. A server of
 * this spec's own, so that its lists hold the demo's version alone whatever other specs upload.
 */
import path from 'node:path';
import { DAY_MS, HOUR_MS, MSG, SOURCE_LABELS } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { DEMO } from './support/api';
import { checkA11y } from './support/axe';
import { repoRoot } from './support/paths';
import { shoot } from './support/screenshots';
import { serverClock } from './support/server-clock';
import { atPath, button, see, staffLogin, staffLoginAhead } from './support/ui';

/** The demo seed's DTTOT file (apps/server/src/seed/demo-lists). */
const DEMO_DTTOT = 'dttot-demo.csv';

const fixture = (name: string) => path.join(repoRoot, 'apps/server/src/modules/watchlists/testdata', name);

/** A FollowTheMoney entity line as OpenSanctions exports it (made-up people). */
const ftmPerson = (id: string, name: string, birthDate: string, position: string) =>
  JSON.stringify({
    id,
    caption: name,
    schema: 'Person',
    properties: {
      name: [name],
      birthDate: [birthDate],
      gender: ['female'],
      nationality: ['id'],
      position: [position],
      topics: ['role.pep'],
    },
    referents: [],
    datasets: ['id_dprd'],
    first_seen: '2025-01-10T08:00:00',
    last_seen: '2026-11-30T06:00:00',
    last_change: '2026-10-02T06:00:00',
    target: true,
  });
const PEP_POSITION = 'Anggota DPRD Provinsi DKI Jakarta (fiktif)';

async function uploadFile(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await expect(page.getByText(file, { exact: true })).toBeVisible();
  await button(page, MSG.watchlistUploadSubmit).click();
}

test.describe('the watch lists', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;

  test.beforeAll(async () => {
    server = await startE2eServer({ logName: 'e2e-watchlists-server.log' });
  });
  test.afterAll(async () => server?.stop());

  test('the super admin uploads the DTTOT, reads a refusal, sees the next version’s diff and the rescreen finish', async ({
    newPage,
  }) => {
    const page = await newPage();
    const origin = server.baseUrl;
    await staffLogin(page, 'superadmin', '/admin', origin);
    await page.getByRole('link', { name: MSG.staffNavWatchlists, exact: true }).click();
    await atPath(page, '/daftar-pantauan');
    await see(page, MSG.watchlistIntro);
    await expect(page).toHaveTitle(`${MSG.watchlistTitle} · Kilau`);
    const dttot = page.getByTestId('watchlist-card-dttot');
    // The demo's one fictitious entry is version 1 (decision 0131): nobody is screened without it.
    await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('1');
    await expect(dttot).toContainText(DEMO_DTTOT);
    await expect(dttot.getByTestId('watchlist-entries')).toHaveText('1 entri (1 orang, 0 korporasi)');

    await test.step("the DTTOT sheet becomes version 2 with its entries, replacing the demo's", async () => {
      await uploadFile(page, 'dttot-v1.xlsx');
      // Read off the request by a job (decision 0120): the page polls until the version is stored.
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('2', { timeout: 60_000 });
      await expect(dttot.getByTestId('watchlist-entries')).toHaveText('6 entri (5 orang, 1 korporasi)');
      await expect(dttot).toContainText('dttot-v1.xlsx');
      await expect(dttot.getByTestId('watchlist-added')).toHaveText(`${MSG.watchlistAdded} 6`);
      await expect(dttot.getByTestId('watchlist-removed')).toHaveText(`${MSG.watchlistRemoved} 1`);
    });

    await test.step('a sheet with an unreadable date is refused with its row; the file stays chosen', async () => {
      await uploadFile(page, 'dttot-bad-date.xlsx');
      await expect(page.getByRole('alert').filter({ hasText: 'Berkas ditolak' })).toHaveText(
        'Berkas ditolak. Baris 7: tanggal lahir "31/02/1976" tidak dikenali. Tidak ada data yang disimpan.',
        { timeout: 60_000 },
      );
      await expect(page.getByText('dttot-bad-date.xlsx', { exact: true })).toBeVisible();
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('2');
      expect(await shoot(page, 'bo-watchlists-refused')).toEqual([]);
    });

    await test.step('the next version: its diff names what was added, removed and changed', async () => {
      await uploadFile(page, 'dttot-v2.xlsx');
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('3', { timeout: 60_000 });
      await expect(page.getByText('Berkas ditolak', { exact: false })).toHaveCount(0);
      const diff = page.getByTestId('watchlist-diff');
      await expect(diff).toContainText(`${MSG.watchlistSourceDttot}, versi 3`);
      await expect(diff.getByTestId('watchlist-diff-added')).toContainText('Bambang Soeharjono');
      await diff.getByText(`${MSG.watchlistRemoved} (1)`).click();
      await expect(diff.getByTestId('watchlist-diff-removed')).toContainText('Ahmad Fauzi Ramadhan');
      await diff.getByText(`${MSG.watchlistChanged} (1)`).click();
      await expect(diff.getByTestId('watchlist-diff-changed')).toContainText('Rizal Effendi Siregar');
      await expect(diff).toContainText(`${MSG.watchlistChangedFields}: ${MSG.watchlistFieldAddresses}`);
      // The header, then versions 3, 2 and the demo's 1, newest first.
      const versions = page.getByTestId('watchlist-versions');
      await expect(versions.getByRole('row')).toHaveCount(4);
      await expect(versions.getByRole('row').nth(1)).toContainText('dttot-v2.xlsx');
      await expect(versions.getByRole('row').nth(3)).toContainText(DEMO_DTTOT);
      expect(await shoot(page, 'bo-watchlists')).toEqual([]);
      await checkA11y(page, 'bo-watchlists');
    });

    await test.step('the rescreen the upload started runs to Selesai', async () => {
      const run = page.getByTestId('upload-run');
      await expect(run.getByTestId('run-status')).toHaveText(MSG.watchlistRunDone, { timeout: 60_000 });
      // The demo's two (its UN list and DTTOT, loaded at start) and this spec's two.
      const runs = page.getByTestId('watchlist-runs');
      await expect(runs.getByRole('row').filter({ hasText: MSG.watchlistRunDone })).toHaveCount(4, {
        timeout: 60_000,
      });
      expect(await shoot(page, 'bo-watchlists-done')).toEqual([]);
    });

    await test.step('a PEP list flags the demo’s approved participant; her panel shows the position', async () => {
      await page
        .getByRole('region', { name: MSG.watchlistUpload })
        .getByLabel(MSG.watchlistUploadSource, { exact: true })
        .selectOption('pep');
      await see(page, MSG.watchlistUploadHintPep);
      const lines = [
        ftmPerson('Q99000001', DEMO.approved.fullname, '1990-06-05', PEP_POSITION),
        ftmPerson('Q99000002', 'Kirana Larasati Wibisono', '1968-02-11', 'Bupati Kabupaten Fiktif'),
      ];
      await page.locator('input[type="file"]').setInputFiles({
        name: 'pep-indonesia.ftm.json',
        mimeType: 'application/json',
        buffer: Buffer.from(`${lines.join('\n')}\n`),
      });
      await button(page, MSG.watchlistUploadSubmit).click();
      const pep = page.getByTestId('watchlist-card-pep');
      await expect(pep.getByTestId('watchlist-version-no')).toHaveText('1', { timeout: 60_000 });
      await expect(pep.getByTestId('watchlist-entries')).toHaveText('2 entri (2 orang, 0 korporasi)');
      const run = page.getByTestId('upload-run');
      await expect(run.getByTestId('run-status')).toHaveText(MSG.watchlistRunDone, { timeout: 60_000 });
      await run.getByRole('link', { name: /^Lihat \d+ peserta dengan kecocokan baru$/ }).click();
      await page.getByRole('link', { name: DEMO.approved.fullname, exact: true }).click();
      await atPath(page, '/customer-detail');
      const card = page.getByTestId('screening-match').filter({ hasText: 'Q99000001' });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(`${SOURCE_LABELS.pep} · Q99000001`);
      await expect(card.getByTestId('match-positions')).toHaveText(
        `${MSG.screeningDetailPositions}: ${PEP_POSITION}`,
      );
      await expect(card.getByTestId('list-entry')).toContainText(PEP_POSITION);
      await card.scrollIntoViewIfNeeded();
      expect(await shoot(page, 'bo-screening-pep-match')).toEqual([]);
      await checkA11y(page, 'bo-screening-pep-match');
    });
  });
});

/**
 * The lists' age and what a rescreen found (decision 0132), on a server of its own whose clock runs
 * two days ahead and whose lists may be one day old: the demo's UN list and DTTOT are then stale.
 * The super admin's dashboard says so with the way to Daftar Pantauan; a new DTTOT there names the
 * demo's approved participant in an old spelling, and 'Kecocokan baru: N' leads to exactly those N,
 * then to her detail, where 'Mengapa cocok' shows both names as written and both birth dates. The
 * broker's dashboard then names only the UN list, and says to ask the super admin.
 */
test.describe('the lists’ age and what a rescreen found', () => {
  test.describe.configure({ timeout: 300_000 });
  /** Two days and an hour ahead: both demo lists, uploaded at the server's start, are past one day. */
  const AHEAD_MS = 2 * DAY_MS + HOUR_MS;
  const SITTI = 'Hj. Sitti Rachmawati';
  const dttotCsv = [
    'DAFTAR TERDUGA TERORIS DAN ORGANISASI TERORIS (DATA UJI, FIKTIF)',
    '',
    'No;Nama;Deskripsi;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat',
    '1;Peserta Contoh Demonstrasi alias Contoh Fiktif;Entri demo fiktif;Orang;IDD-9901;Ambon;01/01/1960;Indonesia;Ambon, Maluku',
    `2;${SITTI};Anggota kelompok fiktif;Orang;IDD-0904;Jakarta;05/06/1990;Indonesia;Jakarta`,
    '',
  ].join('\n');

  test('stale lists are named on the dashboards; Kecocokan baru leads to those participants and why each matched', async ({
    newPage,
  }) => {
    const clock = serverClock(`watchlists-age-${Date.now().toString(36)}`);
    const server = await startE2eServer({
      logName: 'e2e-watchlists-age-server.log',
      env: { ...clock.env, SCREENING_LIST_MAX_AGE_DAYS: '1' },
    });
    const origin = server.baseUrl;
    try {
      await clock.set(AHEAD_MS);
      const admin = await newPage();
      await test.step('the super admin’s dashboard names both old lists, since when, and where to upload', async () => {
        await staffLoginAhead(admin, origin, 'superadmin', AHEAD_MS);
        const alert = admin.getByTestId('watchlist-status-alert');
        await expect(alert).toContainText(MSG.watchlistStatusTitle);
        await expect(alert.getByRole('listitem')).toHaveText([
          new RegExp(
            `^${MSG.watchlistSourceUn}: versi 1 diunggah \\d{2} \\p{L}+ \\d{4}, 2 hari yang lalu \\(batas 1 hari\\)\\.$`,
            'u',
          ),
          /^DTTOT \(Daftar Terduga Teroris dan Organisasi Teroris\): versi 1 diunggah .+, 2 hari yang lalu \(batas 1 hari\)\.$/,
        ]);
        await expect(alert).not.toContainText(MSG.watchlistStatusAskSuperAdmin);
        expect(await shoot(admin, 'bo-dashboard-lists-stale')).toEqual([]);
        await checkA11y(admin, 'bo-dashboard-lists-stale');
        await alert.getByRole('link', { name: MSG.watchlistStatusUpload }).click();
        await atPath(admin, '/daftar-pantauan');
      });

      const flagged =
        await test.step('a new DTTOT naming Siti Rahmawati in an old spelling flags her on the rescreen', async () => {
          await admin.locator('input[type="file"]').setInputFiles({
            name: 'dttot-baru.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(dttotCsv),
          });
          await button(admin, MSG.watchlistUploadSubmit).click();
          const run = admin.getByTestId('upload-run');
          await expect(run.getByTestId('run-status')).toHaveText(MSG.watchlistRunDone, { timeout: 60_000 });
          const count = run.getByRole('link', { name: /^Lihat \d+ peserta dengan kecocokan baru$/ });
          await expect(count).toHaveText(/^\d+$/);
          const n = Number(await count.textContent());
          expect(n).toBeGreaterThanOrEqual(1);
          expect(await shoot(admin, 'bo-watchlists-flagged')).toEqual([]);
          await count.click();
          return n;
        });

      await test.step('the link leads to exactly those participants, Siti Rahmawati among them', async () => {
        await expect(admin).toHaveURL(/\/daftar-pantauan\/penyaringan\/[0-9a-f-]{36}$/);
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(MSG.watchlistFindingsTitle);
        await expect(admin.getByTestId('run-flagged')).toHaveText(String(flagged));
        // One link per participant in the table, to their detail; the page holds ten.
        const people = admin.getByRole('table').getByRole('link');
        await expect(people).toHaveCount(Math.min(flagged, 10));
        const siti = admin.getByRole('link', { name: DEMO.approved.fullname, exact: true });
        await expect(siti).toBeVisible();
        await expect(admin.getByTestId('finding-match').filter({ hasText: 'IDD-0904' })).toContainText(
          MSG.screeningStatusOpen,
        );
        expect(await shoot(admin, 'bo-watchlist-findings')).toEqual([]);
        await checkA11y(admin, 'bo-watchlist-findings');
        await siti.click();
        await atPath(admin, '/customer-detail');
      });

      await test.step('Mengapa cocok: both names as written, both as compared, both birth dates', async () => {
        const card = admin.getByTestId('screening-match').filter({ hasText: 'IDD-0904' });
        const names = card.getByTestId('match-names');
        await expect(names.getByRole('row')).toHaveText([
          `${MSG.screeningParticipant}${MSG.screeningListEntry}`,
          MSG.screeningWhyNameWritten,
          `${DEMO.approved.fullname}${SITTI}`,
          MSG.screeningWhyNameCompared,
          'siti rahmawatisiti rahmawati',
          MSG.screeningBirthDates,
          '05 Juni 199005 Juni 1990',
        ]);
        await names.scrollIntoViewIfNeeded();
        expect(await shoot(admin, 'bo-screening-why-matched')).toEqual([]);
        await checkA11y(admin, 'bo-screening-why-matched');
      });

      await test.step('the DTTOT is current again; the broker is told of the UN list and to ask the super admin', async () => {
        await admin.goto(`${origin}/admin`);
        const adminAlert = admin.getByTestId('watchlist-status-alert');
        await expect(adminAlert.getByRole('listitem')).toHaveText([
          new RegExp(`^${MSG.watchlistSourceUn}: `),
        ]);
        const broker = await newPage();
        await staffLoginAhead(broker, origin, 'broker', AHEAD_MS);
        const alert = broker.getByTestId('watchlist-status-alert');
        await expect(alert.getByRole('listitem')).toHaveText([
          new RegExp(`^${MSG.watchlistSourceUn}: versi 1 `),
        ]);
        await expect(alert).toContainText(MSG.watchlistStatusAskSuperAdmin);
        await expect(alert.getByRole('link')).toHaveCount(0);
        expect(await shoot(broker, 'bo-dashboard-lists-broker')).toEqual([]);
      });
    } finally {
      await server.stop();
      clock.remove();
    }
  });
});
