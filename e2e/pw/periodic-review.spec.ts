/**
 * The periodic review of a customer's data (decision 0194), as the broker and the customer meet it.
 * A server of this spec's own, whose clock is moved (e2e/shared/server-clock.mjs) half a year on,
 * where her monitoring alert has aged out and her due date moves later, then to 20 days before
 * that due date: the daily job mails the 30-day reminder; the broker finds
 * her on 'Pengkinian Data' with the date and the reminder sent, and the date on her detail; she
 * signs in, sees the notice on /beranda, follows the e-mail's link to /pengkinian-data, sees her
 * data and, her emergency contact having changed, sends the change through the onboarding's own
 * form (decision 0217); the broker reads it before and after in 'Permintaan Data' and completes it;
 * her review is done and the queue no longer lists her. She never sees a level.
 */

import { DAY_MS, MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../shared/chromium';
import { startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { serverClock } from './support/server-clock';
import {
  atPath,
  button,
  dialog,
  exactly,
  field,
  linesOf,
  see,
  staffLogin,
  staffLoginAhead,
  storedToken,
  submitLogin,
} from './support/ui';

test.describe('the periodic review', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the reminder leads the customer to send a change of her data; the broker completes it and the queue lets her go', async ({
    newPage,
  }) => {
    const clock = serverClock(`periodic-review-${Date.now().toString(36)}`);
    const server = await startE2eServer({
      logName: 'e2e-periodic-review-server.log',
      env: clock.env,
    });
    const origin = server.baseUrl;
    try {
      // The demo customer's due date, as the super admin's queue answers it.
      const dueOf = async (page: Page) => {
        const reply = await fetch(`${origin}/v1/super-admin/periodic-reviews?state=all`, {
          headers: { authorization: `Bearer ${await storedToken(page)}` },
        });
        expect(reply.status).toBe(200);
        const { data } = (await reply.json()) as { data: { reviews: { email: string; due_at: string }[] } };
        const dueAt = data.reviews.find((r) => r.email === DEMO.approved.email)?.due_at;
        expect(dueAt).toBeDefined();
        return new Date(dueAt ?? '').getTime();
      };
      const admin = await newPage();
      await staffLogin(admin, 'superadmin', '/admin', origin);
      const firstDue = await dueOf(admin);

      // Her seeded trades raised a monitoring alert, which makes her Menengah (decision 0204). Half a
      // year on it has aged out of the model's 180 days: the nightly round rates her again, Rendah,
      // and her review falls due later (36 months from the approval instead of 24).
      const halfYear = 181 * DAY_MS;
      await clock.set(halfYear);
      const later = await newPage();
      await staffLoginAhead(later, origin, 'superadmin', halfYear);
      let due = firstDue;
      await expect
        .poll(
          async () => {
            due = await dueOf(later);
            return due > firstDue;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const ahead = due - 20 * DAY_MS - Date.now();
      await clock.set(ahead);

      const reminder = await test.step('the daily job mails the 30-day reminder with the link', async () => {
        let text = '';
        await expect
          .poll(
            async () => {
              const outbox = (await (await fetch(`${origin}/dev/outbox?format=json&limit=500`)).json()) as {
                to: string;
                subject: string;
                text: string;
              }[];
              text =
                outbox.find(
                  (m) => m.to === DEMO.approved.email && m.subject === MSG.periodicReviewMailSubject30,
                )?.text ?? '';
              return text !== '';
            },
            { timeout: 30_000 },
          )
          .toBe(true);
        expect(text).not.toMatch(/rendah|menengah|tinggi|risiko/i);
        const link = /https?:\/\/\S+\/pengkinian-data/.exec(text)?.[0];
        expect(link).toBeDefined();
        return new URL(link ?? '').pathname;
      });

      const broker = await newPage();
      await test.step("the broker finds her on 'Pengkinian Data' with the due date and the reminder", async () => {
        await staffLoginAhead(broker, origin, 'broker', ahead);
        // The entry's name carries the overdue count when some review is past due, as some of the
        // demo's participants are at the half year ahead this test stands at.
        await broker.getByRole('link', { name: new RegExp(`^${MSG.staffNavPeriodicReviews}\\b`) }).click();
        await atPath(broker, '/pengkinian');
        await see(broker, MSG.periodicReviewsStaffIntro);
        const row = broker.getByRole('row').filter({ hasText: DEMO.approved.fullname });
        await expect(row).toContainText('Email 30 hari:');
        expect(await shoot(broker, 'bo-periodic-reviews')).toEqual([]);
        await checkA11y(broker, 'bo-periodic-reviews');
      });

      await test.step("her detail names the due date in 'Pengkinian Data'", async () => {
        await broker.getByRole('row').filter({ hasText: DEMO.approved.fullname }).getByRole('link').click();
        await expect(broker).toHaveURL(/\/nsb-detail\/[0-9a-f-]{36}$/);
        const panel = broker.getByTestId('periodic-review-panel');
        await expect(panel).toContainText(MSG.periodicReviewPanelTitle);
        await expect(panel).toContainText('Jatuh tempo berikutnya:');
        await expect(panel).toContainText(MSG.periodicReviewPanelNever);
        await panel.scrollIntoViewIfNeeded();
        await broker.goBack();
        await atPath(broker, '/pengkinian');
      });

      const customer = await newPage();
      await test.step('she signs in and sees the notice on /beranda', async () => {
        await customer.goto(`${origin}/login`);
        await submitLogin(customer, DEMO.approved.email, DEMO_PASSWORD);
        await atPath(customer, '/beranda');
        await expect(customer.getByTestId('periodic-review-notice')).toContainText(
          MSG.periodicReviewNoticeTitle,
        );
        expect(await shoot(customer, 'periodic-review-notice')).toEqual([]);
      });

      await test.step("she follows the e-mail's link and sees her data", async () => {
        await customer.goto(`${origin}${reminder}`);
        await atPath(customer, '/pengkinian-data');
        await see(customer, MSG.periodicReviewIntro);
        await expect(customer.getByTestId('periodic-review-due')).toBeVisible();
        await expect(customer.getByText(DEMO.approved.fullname).first()).toBeVisible();
        await expect(customer.locator('body')).not.toContainText(/Rendah|Menengah|Tinggi|risiko/);
        await expect(button(customer, MSG.periodicReviewConfirm)).toBeVisible();
        expect(await shoot(customer, 'periodic-review-page')).toEqual([]);
        await checkA11y(customer, 'periodic-review-page');
      });

      await test.step('her emergency contact changed: she sends it through the onboarding’s form', async () => {
        await customer.getByRole('link', { name: exactly(MSG.periodicReviewUpdate) }).click();
        await atPath(customer, '/pengkinian-data/ubah');
        await see(customer, MSG.periodicReviewUpdateIntro);
        await button(customer, MSG.periodicReviewUpdateSend).click();
        await see(customer, MSG.periodicReviewUpdateChooseSection);
        const contact = customer.getByRole('region', { name: MSG.dataUpdateStepEmergencyContact });
        await contact.getByRole('switch', { name: MSG.periodicReviewUpdateToggle }).check();
        await field(contact, MSG.contactFullnameLabel).fill('Dewi Lestari');
        await field(contact, MSG.contactPhoneLabel).fill('081355566677');
        expect(await shoot(customer, 'periodic-update-form')).toEqual([]);
        await checkA11y(customer, 'periodic-update-form');
        // The confirmation starts unticked: what is sent is confirmed again.
        await button(customer, MSG.periodicReviewUpdateSend).click();
        await see(customer, MSG.periodicReviewUpdateFixErrors);
        await contact.getByRole('checkbox', { name: MSG.confirmEmergencyContactLabel }).check();
        await button(customer, MSG.periodicReviewUpdateSend).click();
        await expect(customer.getByTestId('data-update-sent')).toContainText(MSG.periodicReviewUpdateSent);
        await customer.getByRole('link', { name: exactly(MSG.periodicReviewUpdateBack) }).click();
        await atPath(customer, '/pengkinian-data');
        await see(customer, MSG.periodicReviewCorrectionOpen);
        expect(await shoot(customer, 'periodic-review-update-waiting')).toEqual([]);
      });

      await test.step("the broker reads it before and after in 'Permintaan Data' and completes it", async () => {
        await broker.getByRole('link', { name: new RegExp(`^${MSG.staffNavDataRequests}`) }).click();
        await atPath(broker, '/permintaan-data');
        const row = broker.getByRole('row').filter({ hasText: DEMO.approved.fullname });
        await expect(row).toContainText(MSG.dataKindUpdate);
        await row
          .getByRole('link', { name: exactly(`${MSG.actionDetail} ${DEMO.approved.fullname}`) })
          .click();
        const changes = broker.getByTestId('data-update-emergency_contact');
        await expect(changes).toContainText('Dewi Lestari');
        await expect(changes).toContainText('081355566677');
        await expect(broker.getByTestId('data-update-employment')).toHaveCount(0);
        expect(await shoot(broker, 'bo-data-update-detail')).toEqual([]);
        await checkA11y(broker, 'bo-data-update-detail');
        // On a phone a number is read whole: it once broke after its tenth digit. Polled: the
        // phone's layout follows the resize a render later.
        await broker.setViewportSize(MOBILE);
        await expect.poll(() => linesOf(changes.getByText('081355566677', { exact: true }))).toBe(1);
        await broker.setViewportSize(DESKTOP);
        await button(broker, MSG.dataRequestComplete).click();
        const decide = await dialog(broker, MSG.dataRequestCompleteTitle);
        await button(decide, MSG.dataRequestComplete).click();
        await see(broker, MSG.dataRequestDecided);
      });

      await test.step('her review is done', async () => {
        await customer.reload();
        await expect(customer.getByTestId('periodic-review-none')).toBeVisible();
        await customer.goto(`${origin}/beranda`);
        await expect(customer.getByTestId('periodic-review-notice')).toHaveCount(0);
      });

      await test.step('the queue no longer lists her', async () => {
        await broker.goto(`${origin}/pengkinian`);
        await see(broker, MSG.periodicReviewsStaffIntro);
        await expect(broker.getByRole('row').filter({ hasText: DEMO.approved.fullname })).toHaveCount(0);
      });
    } finally {
      await server.stop();
      clock.remove();
    }
  });
});
