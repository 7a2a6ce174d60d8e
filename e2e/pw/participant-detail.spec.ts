/**
 * What a reviewer reads about a participant (docs/product/back-office.md § Screens, Records and fields): a customer submits their KYC from
 * their browser; the broker opens the detail and finds every section the customer filled in, by
 * name; the lightbox steps through every document and stands still until the reviewer starts its
 * 4-second slideshow, which then runs through all of them and stops with Jeda (on the page's fake
 * clock); a signature lies on white, and each document keeps its own zoom; the broker and the video officer find the participant by name,
 * NIK and phone (+62…) in their lists. The routes /reset-password and /admin-layout lead to their
 * screens, not the 404 page.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { atPath, login, see, staffLogin } from './support/ui';
import { letters } from './support/unique';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

test.describe('participant detail and list search', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the detail shows every section; the lightbox and its slideshow go through every document; the lists find the participant', async ({
    newPage,
  }) => {
    const customer = await createCustomer({
      ...newIdentity(),
      fullname: `Wulan ${letters(1).toUpperCase()}${letters(7)}`,
    });
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1992-07-21', female: true }));
    let nik = '';
    const broker = await newPage({ beforeNavigation: (p) => p.clock.install() });
    await staffLogin(broker, 'broker', '/admin');

    await test.step('the broker finds them in /esp-kyc by phone (+62…), NIK and name', async () => {
      await broker.goto('/esp-kyc');
      const box = broker.getByRole('searchbox', { name: MSG.participantSearchLabel });
      await expect(box).toHaveAttribute('placeholder', MSG.participantSearchPlaceholder);
      await box.fill(`+62 ${customer.phone.slice(1)}`);
      await box.press('Enter');
      await expect(broker).toHaveURL(/[?&]q=%2B62/);
      const rows = broker.getByRole('row').filter({ hasText: customer.fullname });
      await expect(rows).toHaveCount(1);
      await expect(broker.getByRole('row')).toHaveCount(2);
      await look(broker, 'bo-list-search');
      await box.fill(customer.fullname.toLowerCase());
      await broker.getByRole('button', { name: MSG.participantSearchButton, exact: true }).click();
      await expect(rows).toHaveCount(1);
      // The search lives in the URL: a reload shows the same result.
      await broker.reload();
      await expect(box).toHaveValue(customer.fullname.toLowerCase());
      await expect(rows).toHaveCount(1);
      await box.fill('Tidak Ada Peserta Bernama Ini');
      await box.press('Enter');
      await see(broker, 'Tidak ada peserta yang cocok dengan “Tidak Ada Peserta Bernama Ini”.');
      await broker.getByRole('button', { name: MSG.participantSearchClear }).click();
      await expect(broker).not.toHaveURL(/[?&]q=/);
    });

    await test.step('the detail shows every section the customer filled in, by name', async () => {
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
      for (const section of [
        MSG.detailPersonalSection,
        MSG.detailAddressSection,
        MSG.detailEmploymentSection,
        MSG.detailAccountSection,
        MSG.detailFinancialSection,
        MSG.detailBankAccountSection,
        MSG.detailContactSection,
      ])
        await expect(broker.getByRole('heading', { name: section, exact: true })).toBeVisible();
      const row = (label: string) =>
        broker.locator('tr').filter({ has: broker.locator('th').getByText(label, { exact: true }) });
      await expect(row(MSG.ktpIssuedDateLabel)).toContainText('10 Maret 2015');
      await expect(row(MSG.relationshipLabel)).toContainText('Kakak');
      await expect(row(MSG.contactFullnameLabel).last()).toContainText('Rudi Hartono');
      await expect(row(MSG.detailDispute)).toContainText('BAKTI');
      await expect(row(MSG.detailRegistrationState)).toContainText(MSG.customerStateSubmitted);
      await expect(row(MSG.detailPromoterCode)).toContainText(MSG.detailNotYet);
      await expect(row(MSG.previewInvestmentExperience)).toContainText(MSG.previewYes);
      await expect(row(MSG.detailTradingAccountNo)).toContainText(MSG.detailNotYet);
      await expect(row(MSG.bankTypeLabel)).toContainText(MSG.bankTypeKonvensional);
      // Names everywhere: no master-data id, no region code.
      await expect(broker.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
      await expect(broker.getByText(/\b31\.74/)).toHaveCount(0);
      await look(broker, 'bo-detail-sections');
      nik = ((await row(MSG.ktpNoLabel).locator('td').textContent()) ?? '').trim();
      expect(nik).toMatch(/^\d{16}$/);
    });

    await test.step('the broker finds them by the start of the NIK', async () => {
      await broker.goto(`/esp-kyc?q=${nik.slice(0, 12)}`);
      await expect(broker.getByRole('row').filter({ hasText: customer.fullname })).toHaveCount(1);
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
    });

    await test.step('the lightbox stands still until its slideshow is started, which Jeda stops', async () => {
      const order = [
        MSG.galleryPhoto,
        MSG.galleryKtp,
        MSG.galleryPhotoWithKtp,
        MSG.gallerySignature,
        MSG.galleryVideo,
      ];
      const current = broker.locator('.yarl__slide_current');
      const shows = (i: number) =>
        expect(current).toContainText(`${order[i]} · ${i + 1} dari ${order.length}`);
      // The thumbnails first load on the page's own time: with the clock paused, the query
      // library's batched notices (timers) would never arrive and the spinners would stay.
      const firstThumbnail = broker.getByRole('button', { name: MSG.galleryPhoto, exact: true });
      await expect(firstThumbnail).toBeVisible();
      // From here the page's time moves only when the test moves it.
      await broker.clock.pauseAt((await broker.evaluate(() => Date.now())) + 1_000);
      await firstThumbnail.click();
      await shows(0);
      // Nothing moves by itself: 6 seconds later the reviewer still reads the first document.
      await broker.clock.fastForward(6_000);
      await shows(0);
      await expect(broker.getByRole('button', { name: MSG.galleryPause })).toHaveCount(0);
      // The slideshow runs once the reviewer starts it with its button, labelled in words.
      const play = broker.getByRole('button', { name: MSG.galleryPlay });
      await expect(play).toContainText(MSG.galleryPlay);
      await play.click();
      for (let i = 1; i < order.length; i++) {
        await broker.clock.fastForward(3_900);
        await shows(i - 1);
        await broker.clock.fastForward(100);
        await shows(i);
        await expect(current.locator(i === order.length - 1 ? 'video' : 'img')).toBeVisible();
      }
      // After the statement video the slideshow starts again at the first document.
      await broker.clock.fastForward(4_000);
      await shows(0);
      // Jeda stops it: 6 seconds later the same document.
      await broker.getByRole('button', { name: MSG.galleryPause }).click();
      await broker.clock.fastForward(6_000);
      await shows(0);
      await expect(broker.getByRole('button', { name: MSG.galleryPlay })).toBeVisible();
      // Paused, the reviewer steps by hand through all of them, each loaded when shown.
      await broker.clock.resume();
      for (let i = 0; i < order.length; i++) {
        await shows(i);
        await expect(current.locator(i === order.length - 1 ? 'video' : 'img')).toBeVisible();
        await broker.getByRole('button', { name: MSG.galleryNext }).click();
      }
      await shows(0);
      await broker.getByRole('button', { name: MSG.galleryClose }).click();
    });

    await test.step('a signature lies on white; each document keeps its own zoom', async () => {
      const current = broker.locator('.yarl__slide_current');
      await broker.getByRole('button', { name: MSG.gallerySignature, exact: true }).click();
      await expect(current).toContainText(`${MSG.gallerySignature} · 4 dari 5`);
      const signature = current.getByRole('img', { name: MSG.gallerySignature });
      await expect(signature).toBeVisible();
      // The customer's pad stores dark ink on a transparent ground: unseen on the lightbox's black.
      expect(await signature.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      await broker.getByRole('button', { name: MSG.galleryZoomIn }).click();
      await expect(signature).toHaveAttribute('data-scale', '1.5');
      expect(await shoot(broker, 'bo-lightbox-signature')).toEqual([]);
      await broker.getByRole('button', { name: MSG.galleryNext }).click();
      await expect(current).toContainText(`${MSG.galleryVideo} · 5 dari 5`);
      await broker.getByRole('button', { name: MSG.galleryPrevious }).click();
      await expect(current.getByRole('img', { name: MSG.gallerySignature })).toHaveAttribute(
        'data-scale',
        '1.5',
      );
      await broker.getByRole('button', { name: MSG.galleryClose }).click();
    });

    await test.step('the video officer finds them in /nsb-video-call by NIK and sees the signature', async () => {
      const officer = await newPage();
      await staffLogin(officer, 'videoofficer', '/nsb-video-call');
      const box = officer.getByRole('searchbox', { name: MSG.participantSearchLabel });
      await box.fill(nik);
      await box.press('Enter');
      const row = officer.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toHaveCount(1);
      await look(officer, 'bo-video-list-search');
      await row.getByRole('link', { name: MSG.actionDetail }).click();
      await atPath(officer, `/nsb-detail/${id}`);
      await expect(officer.getByRole('img', { name: MSG.gallerySignature, exact: true })).toBeVisible();
      await expect(officer.getByRole('heading', { name: MSG.detailFinancialSection })).toBeVisible();
    });
  });

  test('/reset-password opens the forgot-password screen and /admin-layout the staff member’s first screen', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto('/reset-password');
    await expect(page).toHaveTitle(new RegExp(MSG.forgotTitle));
    await expect(page.getByText(MSG.notFoundTitle)).toHaveCount(0);
    await page.goto('/admin-layout');
    await atPath(page, '/login-admin');
    await staffLogin(page, 'broker', '/admin');
    await page.goto('/admin-layout');
    await atPath(page, '/admin');
    const officer = await newPage();
    await staffLogin(officer, 'videoofficer', '/nsb-video-call');
    await officer.goto('/admin-layout');
    await atPath(officer, '/nsb-video-call');
  });
});
