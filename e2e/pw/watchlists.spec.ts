/**
 * Daftar Pantauan as the super admin meets it (decision 0111): the DTTOT as PPATK publishes it is
 * uploaded and becomes version 1 with its counts; a file with an unreadable birth date is refused
 * with its row and reason and changes nothing; the next version shows what it added, removed and
 * changed; the rescreen each upload starts runs to 'Selesai'. A server of this spec's own, so that
 * its lists start empty whatever other specs upload.
 */
import path from 'node:path';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { checkA11y } from './support/axe';
import { repoRoot } from './support/paths';
import { shoot } from './support/screenshots';
import { atPath, button, see, staffLogin } from './support/ui';

const fixture = (name: string) => path.join(repoRoot, 'apps/server/src/modules/watchlists/testdata', name);

async function uploadFile(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await expect(page.getByText(file, { exact: true })).toBeVisible();
  await button(page, MSG.watchlistUploadSubmit).click();
}

test.describe('the watch lists', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;

  test.beforeAll(async () => {
    server = await startE2eServer({ logName: 'e2e-watchlists-server.log', skipBuild: true });
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
    await expect(dttot).toContainText(MSG.watchlistNoVersion);

    await test.step('the DTTOT sheet becomes version 1 with its entries', async () => {
      await uploadFile(page, 'dttot-v1.xlsx');
      // Read off the request by a job (decision 0120): the page polls until the version is stored.
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('1', { timeout: 60_000 });
      await expect(dttot.getByTestId('watchlist-entries')).toHaveText('6 entri (5 orang, 1 korporasi)');
      await expect(dttot).toContainText('dttot-v1.xlsx');
      await expect(dttot.getByTestId('watchlist-added')).toHaveText(`${MSG.watchlistAdded} 6`);
    });

    await test.step('a sheet with an unreadable date is refused with its row; the file stays chosen', async () => {
      await uploadFile(page, 'dttot-bad-date.xlsx');
      await expect(page.getByRole('alert').filter({ hasText: 'Berkas ditolak' })).toHaveText(
        'Berkas ditolak. Baris 7: tanggal lahir "31/02/1976" tidak dikenali. Tidak ada data yang disimpan.',
        { timeout: 60_000 },
      );
      await expect(page.getByText('dttot-bad-date.xlsx', { exact: true })).toBeVisible();
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('1');
      expect(await shoot(page, 'bo-watchlists-refused')).toEqual([]);
    });

    await test.step('the next version: its diff names what was added, removed and changed', async () => {
      await uploadFile(page, 'dttot-v2.xlsx');
      await expect(dttot.getByTestId('watchlist-version-no')).toHaveText('2', { timeout: 60_000 });
      await expect(page.getByText('Berkas ditolak', { exact: false })).toHaveCount(0);
      const diff = page.getByTestId('watchlist-diff');
      await expect(diff).toContainText(`${MSG.watchlistSourceDttot}, versi 2`);
      await expect(diff.getByTestId('watchlist-diff-added')).toContainText('Bambang Soeharjono');
      await diff.getByText(`${MSG.watchlistRemoved} (1)`).click();
      await expect(diff.getByTestId('watchlist-diff-removed')).toContainText('Ahmad Fauzi Ramadhan');
      await diff.getByText(`${MSG.watchlistChanged} (1)`).click();
      await expect(diff.getByTestId('watchlist-diff-changed')).toContainText('Rizal Effendi Siregar');
      await expect(diff).toContainText(`${MSG.watchlistChangedFields}: ${MSG.watchlistFieldAddresses}`);
      const versions = page.getByTestId('watchlist-versions');
      await expect(versions.getByRole('row')).toHaveCount(3);
      await expect(versions.getByRole('row').nth(1)).toContainText('dttot-v2.xlsx');
      expect(await shoot(page, 'bo-watchlists')).toEqual([]);
      await checkA11y(page, 'bo-watchlists');
    });

    await test.step('the rescreen the upload started runs to Selesai', async () => {
      const run = page.getByTestId('upload-run');
      await expect(run.getByTestId('run-status')).toHaveText(MSG.watchlistRunDone, { timeout: 60_000 });
      const runs = page.getByTestId('watchlist-runs');
      await expect(runs.getByRole('row').filter({ hasText: MSG.watchlistRunDone })).toHaveCount(2, {
        timeout: 60_000,
      });
      expect(await shoot(page, 'bo-watchlists-done')).toEqual([]);
    });
  });
});
