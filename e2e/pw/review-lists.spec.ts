/**
 * The review lists as a reviewer reads them (decision 0134): on a 1280×800 laptop a page of ten
 * compact rows in view at once, beside the filters; the dashboard's 'Tenggat hari ini' opens the
 * list of the files due later today; the search finds a name written in the old spelling by
 * today's ('Sucipto' finds 'Soetjipto', as the screening reads names). On a phone each participant
 * is a card, the filters fold away behind one button, and the detail's actions stay at the bottom
 * of the screen. The list is photographed at 390 and 1280 px and scanned by axe.
 */
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { login, staffLogin } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

/** The list's rows of participants (the empty list's one row has no Detail). */
const participantRows = (page: Page) =>
  page.locator('tbody tr').filter({ has: page.getByRole('link', { name: MSG.actionDetail }) });

test.describe('the review lists', () => {
  test.describe.configure({ timeout: 300_000 });

  test('ten rows in view at 1280×800, Tenggat hari ini from the dashboard, a name found by its spelling', async ({
    newPage,
  }) => {
    // A name as old identity papers write it: 'oe' and 'tj', 'dj' before the 1972 spelling.
    const identity = newIdentity();
    identity.fullname = identity.fullname.replace(/^\S+ \S+/, 'Soetjipto Djajadi');
    const customer = await createCustomer(identity);
    const tag = customer.fullname.split(' ')[2] ?? '';
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1988-04-12', female: false }));

    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');

    await test.step("the dashboard counts the new participants by risk level; 'Menengah' opens them", async () => {
      // The customer above was rated at the submission (finance, no video call yet: Menengah).
      const menengah = broker.getByTestId('risk-count-menengah');
      await expect(menengah).toContainText(/\d+/);
      const count = Number((await menengah.textContent())?.replace(/\D/g, ''));
      expect(count).toBeGreaterThanOrEqual(1);
      await look(broker, 'review-dashboard-risk');
      await menengah.click();
      await expect(broker).toHaveURL(/\/nsb-baru\?risiko=menengah/);
      await expect(broker.getByRole('combobox', { name: MSG.filterRiskLevel })).toHaveValue('menengah');
      await expect(participantRows(broker).filter({ hasText: customer.fullname })).toHaveCount(1);
      await broker.goto('/admin');
    });

    await test.step("the dashboard's 'Tenggat hari ini' opens the files due later today", async () => {
      const card = broker.getByTestId('workload-due_today');
      await expect(card).toHaveText(/^\d+$/);
      const count = Number(await card.textContent());
      await broker.getByText(MSG.workloadDueToday, { exact: true }).click();
      await expect(broker).toHaveURL(/\/nsb-baru\?due=today/);
      await expect(broker.getByLabel(MSG.workloadDueToday)).toBeChecked();
      const rows = participantRows(broker);
      await expect(rows).toHaveCount(Math.min(count, 10));
      // Each says it is due today, in words.
      for (const row of await rows.all()) await expect(row).toContainText('Hari ini');
      // The fresh file is due in two working days: not today.
      await expect(rows.filter({ hasText: customer.fullname })).toHaveCount(0);
    });

    await test.step('a page of ten rows in view at once, beside the search and the filters', async () => {
      await broker.goto('/nsb-baru');
      const rows = participantRows(broker);
      await expect(rows).toHaveCount(10);
      const inView = await rows.evaluateAll(
        (trs) =>
          trs.filter((tr) => {
            const box = tr.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
      expect(inView).toBe(10);
      // Each row keeps what a reviewer triages by: the file's age, its due time and holder, Detail.
      await expect(rows.first().getByTestId('case-age')).toContainText(MSG.caseAge);
      await look(broker, 'review-list-compact');
    });

    await test.step("the search finds 'Soetjipto Djajadi' typed as 'Sucipto Jajadi'", async () => {
      const box = broker.getByRole('searchbox', { name: MSG.participantSearchLabel });
      await box.fill(`Sucipto Jajadi ${tag}`);
      await box.press('Enter');
      await expect(broker).toHaveURL(/[?&]q=Sucipto/);
      const rows = participantRows(broker);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(customer.fullname);
    });
  });

  test('on a phone: a card per participant, the filters folded away, the actions at the bottom', async ({
    newPage,
  }) => {
    const broker = await newPage({ viewport: MOBILE });
    await staffLogin(broker, 'broker', '/admin');
    await broker.goto('/nsb-baru');
    const cards = broker.getByTestId('participant-card');
    await expect(cards).toHaveCount(10);
    await expect(broker.locator('table')).toHaveCount(0);
    // Each card names its facts: the NIK, the file's age, its due time and holder.
    await expect(cards.first()).toContainText(MSG.colNik);
    await expect(cards.first()).toContainText(MSG.caseAge);
    await expect(cards.first()).toContainText(MSG.caseHolderColumn);

    await test.step('the filters unfold from one button, which counts those set', async () => {
      const platform = broker.getByLabel(MSG.filterPlatform);
      await expect(platform).toBeHidden();
      await broker.getByRole('button', { name: MSG.listFiltersShow, exact: true }).click();
      await expect(platform).toBeVisible();
      // The box shows what the URL says: a click navigates, and the box follows.
      await broker.getByLabel(MSG.caseSortDue).click();
      await expect(broker).toHaveURL(/[?&]sort=due/);
      await expect(broker.getByLabel(MSG.caseSortDue)).toBeChecked();
      await expect(broker.getByRole('button', { name: 'Filter (1 aktif)' })).toBeVisible();
    });

    await test.step("a card's Detail opens the detail, its actions at the bottom of the screen", async () => {
      await cards
        .first()
        .getByRole('link', { name: /^Detail/ })
        .click();
      await expect(broker).toHaveURL(/\/nsb-detail\//);
      const bar = broker.getByRole('toolbar', { name: MSG.listActionsLabel });
      await expect(bar).toBeInViewport();
      await broker.mouse.wheel(0, 2_000);
      await expect(bar).toBeInViewport();
    });
  });
});
