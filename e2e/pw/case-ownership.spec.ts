/**
 * Case ownership (decision 0112) as two reviewers walk it, each in a browser of their own: the
 * broker (A) takes a freshly submitted file with 'Ambil' in the list and accepts every item of its
 * checklist (decision 0131); the broker's second reviewer (B, the seeded viewer) sees 'Ditangani oleh
 * A' on its detail and B's approval is refused naming A;
 * A releases it from the detail; B's 'Berikutnya' takes the next file and opens a detail B holds;
 * the list sorted by due time and its late-only filter; the dashboard's workload, whose 'Saya
 * tangani' card opens A's own files. The list, the detail's header and the dashboard are
 * photographed at 390 and 1280 px and scanned by axe.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { acceptEveryItem } from './support/checklist';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { button, dialog, field, login, see, staffLogin } from './support/ui';
import { newTradingAccountNo, newTradingUsername } from './support/unique';

const A = { username: 'broker', name: 'Admin Pialang' };
const B = { username: 'brokerviewer', name: 'Admin Pialang (tanpa daftar hitam)' };

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

const bar = (page: Page) => page.getByTestId('case-claim-bar');

test.describe('case ownership', () => {
  test.describe.configure({ timeout: 300_000 });

  test('A takes a file, B is refused naming A, A releases, B takes the next; due sort and workload', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('a customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1990-03-21', female: false }));
    const listOfCustomer = `/nsb-baru?q=${encodeURIComponent(customer.fullname)}`;

    const a = await newPage();
    const b = await newPage();
    await staffLogin(a, A.username, '/admin');
    await staffLogin(b, B.username, '/admin');

    await test.step("A sees the file's age, due time and no holder, and takes it with 'Ambil'", async () => {
      await a.goto(listOfCustomer);
      const row = a.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toContainText(MSG.caseUnclaimed);
      // Just submitted: its age is seconds or minutes, and it is due in two working days.
      await expect(row.getByTestId('case-age')).toHaveText(/detik|menit/);
      // The due time as the compact list writes it (decision 0134): a date and an hour.
      await expect(row).toContainText(/\d{2}\.\d{2}/);
      await expect(row).not.toContainText(MSG.caseOverdue);
      await row.getByRole('button', { name: MSG.caseClaim }).click();
      await expect(row).toContainText(MSG.caseHeldByYou);
      await expect(row.getByRole('button', { name: MSG.caseClaim })).toHaveCount(0);
      await look(a, 'case-list');
    });

    await test.step('A, who holds it, accepts every document and data section on the detail', async () => {
      await a.goto(`/nsb-detail/${id}`);
      await expect(bar(a).getByTestId('case-holder')).toHaveText(MSG.caseHeldByYou);
      await acceptEveryItem(a);
    });

    await test.step("B sees who holds it, and B's approval is refused naming A", async () => {
      await b.goto(listOfCustomer);
      const row = b.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toContainText(fillTemplate(MSG.caseHeldBy, { name: A.name }));
      await expect(row.getByRole('button', { name: MSG.caseClaim })).toHaveCount(0);
      await b.goto(`/nsb-detail/${id}`);
      await expect(bar(b).getByTestId('case-holder')).toHaveText(
        fillTemplate(MSG.caseHeldBy, { name: A.name }),
      );
      await look(b, 'case-detail-held-by-other');
      await button(b, MSG.actionAccept).click();
      const verify = await dialog(b, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      await field(verify, MSG.tradeAccountNoLabel).fill(newTradingAccountNo());
      await field(verify, MSG.userIdLabel).fill(newTradingUsername('uji'));
      await field(verify, MSG.staffPasswordLabel).fill('Trading#2026');
      await button(verify, MSG.actionAccept).click();
      await expect(verify).toContainText(fillTemplate(MSG.caseHeldByOther, { name: A.name }));
      await b.keyboard.press('Escape');
    });

    await test.step("A releases the file from the detail's header", async () => {
      await a.goto(`/nsb-detail/${id}`);
      await expect(bar(a).getByTestId('case-holder')).toHaveText(MSG.caseHeldByYou);
      await look(a, 'case-detail-held');
      await bar(a).getByRole('button', { name: MSG.caseRelease }).click();
      await expect(bar(a).getByTestId('case-holder')).toHaveText(MSG.caseUnclaimed);
      await expect(bar(a).getByRole('button', { name: MSG.caseClaim })).toBeVisible();
    });

    await test.step("B's 'Berikutnya' takes the next file and opens a detail B holds", async () => {
      await b.goto('/nsb-baru');
      await button(b, MSG.caseNext).click();
      await expect(b).toHaveURL(/\/nsb-detail\/[0-9a-f-]{36}$/);
      await expect(bar(b).getByTestId('case-holder')).toHaveText(MSG.caseHeldByYou);
      // Given back, so that the seeded file waits for whoever reviews next.
      await bar(b).getByRole('button', { name: MSG.caseRelease }).click();
      await expect(bar(b).getByTestId('case-holder')).toHaveText(MSG.caseUnclaimed);
    });

    await test.step('the list sorted by due time, and the late files only', async () => {
      await a.goto('/nsb-baru');
      // The boxes show what the URL says: a click navigates, and the box follows.
      await a.getByLabel(MSG.caseSortDue).click();
      await expect(a).toHaveURL(/[?&]sort=due/);
      await expect(a.getByLabel(MSG.caseSortDue)).toBeChecked();
      await a.getByLabel(MSG.caseFilterOverdue).click();
      await expect(a).toHaveURL(/[?&]overdue=1/);
      await expect(a.getByLabel(MSG.caseFilterOverdue)).toBeChecked();
      // Every file the late-only list shows says so in words, not only in red.
      // (The demo seed has late files.) Polled: the unfiltered rows stay until the filtered ones come.
      const rows = a.locator('tbody tr').filter({ has: a.getByTestId('case-age') });
      const late = a.getByTestId('case-overdue');
      await expect
        .poll(async () => {
          const [shown, marked] = [await rows.count(), await late.count()];
          return shown > 0 && shown === marked;
        })
        .toBe(true);
      await look(a, 'case-list-overdue');
    });

    await test.step("the dashboard's workload: 'Saya tangani' opens A's own files", async () => {
      await a.goto(listOfCustomer);
      const row = a.getByRole('row').filter({ hasText: customer.fullname });
      await row.getByRole('button', { name: MSG.caseClaim }).click();
      await expect(row).toContainText(MSG.caseHeldByYou);
      await a.goto('/admin');
      await expect(a.getByTestId('workload-mine')).toHaveText(/^[1-9]\d*$/);
      await expect(a.getByTestId('workload-waiting')).toHaveText(/^[1-9]\d*$/);
      await look(a, 'case-dashboard');
      await a.getByText(MSG.workloadMine, { exact: true }).click();
      await expect(a).toHaveURL(/\/nsb-baru\?claim=mine/);
      await see(a, customer.fullname);
      await expect(a.getByText(MSG.caseHeldByYou, { exact: true }).first()).toBeVisible();
    });
  });
});
