/**
 * Notes, the timeline and the case file (decision 0112), as a reviewer and the super admin use
 * them: a customer submits their KYC from their browser; the broker writes an internal note on the
 * detail and finds it in the participant's timeline; the super admin opens the same timeline from
 * the audit trail screen; the broker downloads 'Unduh berkas' and the PDF names the person, the
 * NIK, the decisions and the audit chain's hash.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCustomer, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { resultsDir } from './support/paths';
import { shoot } from './support/screenshots';
import { button, exactly, login, see, staffLogin } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

test.describe('case notes, timeline and case file', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a broker notes, the timeline shows it, the super admin opens it from the audit trail, the case file names it all', async ({
    newPage,
  }) => {
    const customer = await createCustomer(newIdentity());
    const cust = await newPage();
    await login(cust, customer.email, customer.password, '/konfirmasi-account');
    const id = await test.step('the customer submits their KYC', () =>
      submitKycFromPage(cust, { fullname: customer.fullname, birth: '1990-03-12', female: false }));
    const note = `Foto KTP jelas; NIK cocok dengan tanggal lahir (${customer.fullname}).`;

    const broker = await newPage();
    await staffLogin(broker, 'broker', '/admin');
    await test.step('the broker writes a note on the detail', async () => {
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
      const card = broker.locator('.mantine-Card-root').filter({
        has: broker.getByRole('heading', { name: exactly(MSG.caseNotesTitle) }),
      });
      await see(card, MSG.caseNotesEmpty);
      // An empty note is refused with the schema's message, nothing sent.
      await button(card, MSG.caseNoteAdd).click();
      await see(card, MSG.caseNoteRequired);
      await card.getByRole('textbox', { name: MSG.caseNoteAdd }).fill(note);
      await button(card, MSG.caseNoteAdd).click();
      await see(broker, MSG.caseNoteSaved);
      await see(card, note);
      await look(broker, 'bo-case-notes');
    });

    await test.step('the note is in the timeline, after the submission, with its author', async () => {
      await button(broker, MSG.timelineOpen).click();
      const drawer = broker.getByRole('dialog', { name: MSG.timelineTitle });
      await see(drawer, MSG.tlOnboardingSubmit);
      await see(drawer, note);
      const text = (await drawer.textContent()) ?? '';
      expect(text.indexOf(MSG.tlOnboardingSubmit)).toBeLessThan(text.indexOf(note));
      await expect(broker).toHaveURL(/[?&]linimasa=1/);
      await look(broker, 'bo-case-timeline');
      await broker.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    });

    await test.step('the super admin opens the timeline from the audit trail', async () => {
      const admin = await newPage();
      await staffLogin(admin, 'superadmin', '/admin');
      await admin.goto(`/audit-trail?participant=${id}`);
      const row = admin.getByRole('row').filter({ hasText: MSG.auditActionParticipantView }).first();
      await row.getByRole('link', { name: MSG.timelineOpenFromTrail }).click();
      await expect(admin).toHaveURL(new RegExp(`/customer-detail\\?id=${id}&linimasa=1`));
      const drawer = admin.getByRole('dialog', { name: MSG.timelineTitle });
      await see(drawer, note);
      await see(drawer, MSG.tlOnboardingSubmit);
      await look(admin, 'bo-case-timeline-from-trail');
    });

    await test.step('the broker downloads the case file: a PDF naming the person, the NIK and the audit hash', async () => {
      await broker.goto(`/nsb-detail/${id}`);
      await see(broker, customer.fullname);
      const [download] = await Promise.all([
        broker.waitForEvent('download'),
        button(broker, MSG.caseFileDownload).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^berkas-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
      const dir = path.join(resultsDir, 'downloads');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, 'berkas-peserta.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(MSG.caseFileTitle);
      expect(text).toContain(customer.fullname);
      expect(text).toContain(MSG.caseFileNik);
      expect(text).toMatch(/\b3174\d{12}\b/);
      expect(text).toContain(MSG.caseFileDecisions);
      expect(text).toContain(MSG.tlOnboardingSubmit);
      expect(text).toContain(MSG.tlNote);
      expect(text).toContain(MSG.caseFileAuditHash);
      expect(text).toMatch(/SHA-256\s+[0-9a-f]{64}/);
    });
  });
});
