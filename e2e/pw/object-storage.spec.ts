/**
 * Kilau on S3-compatible storage, as people use it (decision 0079): a server of this spec's own
 * keeps its files in a bucket (s3rver, a real S3 API). A customer submits their KYC from their
 * phone; the super admin sees the documents and the statement video, read from the bucket. The
 * store then goes down: the detail says so in Indonesian, and 'Coba lagi' loads the document once
 * the store is back.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { startS3Server } from '../../apps/server/src/test/s3-server';
import { MOBILE } from '../shared/chromium';
import { startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { onServer } from './support/base-url';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { login, see, staffLogin } from './support/ui';

/** Every picture of the gallery has been decoded by the browser (not only requested). */
async function picturesShown(page: Page, names: string[]) {
  for (const name of names) {
    const img = page.getByRole('img', { name, exact: true });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test.describe('files on S3-compatible storage', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the KYC files go to the bucket, the super admin reads them, and an outage is explained', async ({
    newPage,
  }) => {
    let s3 = await startS3Server();
    const server = await startE2eServer({
      logName: 'e2e-object-storage-server.log',
      env: s3.env,
      // The seed writes the demo customer's documents to the bucket, not to a copied DATA_DIR.
      freshDatabase: true,
    });
    try {
      const customer = await onServer(server.baseUrl, () => createCustomer(newIdentity()));
      const phone = await newPage({ viewport: MOBILE });
      await phone.goto(`${server.baseUrl}/login`);
      await login(phone, customer.email, customer.password, '/konfirmasi-account');
      const id = await test.step('the customer submits their KYC: pictures and the statement video', () =>
        submitKycFromPage(phone, { fullname: customer.fullname, birth: '1990-06-21', female: false }));
      const stored = await s3.listKeys(`kyc/${id}/`);
      for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'])
        expect(stored.some((key) => key.startsWith(`kyc/${id}/${kind}-`))).toBe(true);

      const admin = await newPage();
      await test.step('the super admin sees the documents and the video, read from the bucket', async () => {
        await staffLogin(admin, 'superadmin', '/admin', server.baseUrl);
        await admin.goto(`${server.baseUrl}/customer-detail?id=${id}`);
        await see(admin, customer.fullname);
        await picturesShown(admin, [
          MSG.galleryPhoto,
          MSG.galleryKtp,
          MSG.galleryPhotoWithKtp,
          MSG.gallerySignature,
        ]);
        const video = admin.locator(`video[aria-label="${MSG.galleryVideo}"]`);
        await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).duration)).toBeGreaterThan(0);
        expect(await shoot(admin, 'bo-detail-from-s3')).toEqual([]);
      });

      await test.step('the store goes down: the detail says so, and Coba lagi works once it is back', async () => {
        const { port, directory } = s3;
        await s3.stop({ keepObjects: true });
        await admin.reload();
        await see(admin, customer.fullname);
        // Each document answers 503 with the store's message (after the client's own retries).
        await expect(admin.getByText(MSG.storageUnavailableRead).first()).toBeVisible({ timeout: 30_000 });
        expect(await shoot(admin, 'bo-detail-store-down')).toEqual([]);
        s3 = await startS3Server({ port, directory });
        // The first document of the gallery is the recent photo.
        await admin.getByRole('button', { name: MSG.buttonRetry }).first().click();
        await picturesShown(admin, [MSG.galleryPhoto]);
      });
    } finally {
      await server.stop();
      await s3.stop();
    }
  });
});
