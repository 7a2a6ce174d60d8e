/**
 * A politically exposed customer's approval (decisions 0188, 0192): rated Tinggi at submission,
 * the broker finds no approval before the customer has declared their source of funds and wealth,
 * asks it with 'Kirim permintaan'; the customer, on a phone, writes both and adds a document on
 * 'Perlu perbaikan' and resubmits; the broker reads the declaration, proposes the approval with the
 * enhanced due diligence, and the super admin, the senior, reads the findings and the declaration
 * beside the proposal and approves it; the customer is mailed their account. The customer's PEP
 * answer is given through the calls their browser makes (the question on the step itself is walked
 * in onboarding.spec.ts).
 */
import { EDD_CHECK_LABELS, EDD_CHECKS, MSG } from '@kilau/shared';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer } from './support/api';
import { acceptEveryItem } from './support/checklist';
import { pngFile } from './support/files';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, escapeRegExp, field, login, see, staffLogin } from './support/ui';

const POSITION = 'Ibu: Anggota DPR RI';
const REASON = 'Data lengkap dan sesuai; jabatan publik ibu peserta sudah dijelaskan dan diverifikasi.';
const FUNDS = 'Gaji bulanan sebagai notaris di Yogyakarta sejak 2016, dibayar ke rekening BCA.';
const WEALTH = 'Tabungan dari gaji dan hasil penjualan rumah warisan orang tua di Bantul pada 2021.';
const FINDINGS =
  'Slip gaji dan rekening koran 12 bulan sesuai penghasilan; tabungan dari gaji sejak 2015; tidak ada berita negatif.';

test.describe('a Tinggi participant’s approval', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the broker proposes it with EDD; only the super admin, the senior, approves it', async ({
    newPage,
  }) => {
    const customer = await createCustomer();
    const id = await test.step('a customer whose mother sits in parliament submits', async () => {
      const page = await newPage();
      await login(page, customer.email, customer.password, '/konfirmasi-account');
      const submitted = await submitKycFromPage(
        page,
        { fullname: customer.fullname, birth: '1992-04-11', female: true },
        { personal: { is_pep: true, pep_position: POSITION } },
      );
      await page.close();
      return submitted;
    });

    const broker = await newPage();
    await test.step('the broker reads Tinggi and why, and asks the declaration of source of funds', async () => {
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto(`/nsb-detail/${id}`);
      await atPath(broker, `/nsb-detail/${id}`);
      await see(broker, MSG.riskPanelTitle);
      // The reason names the function the customer declared.
      await see(broker, new RegExp(escapeRegExp(POSITION)));
      await acceptEveryItem(broker);
      const card = broker.getByTestId('funds-declaration');
      await see(card, MSG.fundsDeclarationNone);
      await card.getByLabel(MSG.fundsDeclarationAsk).check();
      await card
        .getByLabel(MSG.resubmissionNoteLabel)
        .fill('Mohon sertakan rekening koran tiga bulan terakhir.');
      expect(await shoot(broker, 'bo-funds-declaration-ask')).toEqual([]);
      await button(broker, MSG.resubmissionSend).first().click();
      const confirm = await dialog(broker, MSG.resubmissionSend);
      await see(confirm, MSG.resubmissionSendConfirm.replace('{count}', '1'));
      await button(confirm, MSG.resubmissionSend).click();
      await see(broker, MSG.resubmissionSent);
    });

    await test.step('on a phone, the customer declares both with a document and resubmits', async () => {
      const phone = await newPage({ viewport: MOBILE });
      await login(phone, customer.email, customer.password, '/register-perbaikan');
      const item = phone.getByTestId('fix-item-funds_declaration');
      await see(item, MSG.resubmissionItemFundsDeclaration);
      await see(item, MSG.fundsDeclarationWhy);
      await button(item, MSG.fundsDeclarationFill).click();
      await button(item, MSG.fundsDeclarationSave).click();
      await see(item, MSG.fundsDeclarationFundsRequired);
      await see(item, MSG.fundsDeclarationWealthRequired);
      await field(item, MSG.fundsDeclarationFundsLabel).fill(FUNDS);
      await field(item, MSG.fundsDeclarationWealthLabel).fill(WEALTH);
      await item.locator('input[type="file"]').setInputFiles(pngFile('rekening-koran.png'));
      await see(item, 'rekening-koran.png');
      expect(await shoot(phone, 'customer-funds-declaration')).toEqual([]);
      await button(item, MSG.fundsDeclarationSave).click();
      await see(item, MSG.fixItemDone);
      await button(phone, MSG.fixResubmit).click();
      await expect(phone.getByRole('heading', { name: MSG.fixSentTitle, level: 1 })).toBeVisible();
      await phone.close();
    });

    await test.step('the broker reads the declaration and proposes the approval with the EDD', async () => {
      await broker.reload();
      const card = broker.getByTestId('funds-declaration');
      await see(card, new RegExp(escapeRegExp(FUNDS)));
      await see(card, new RegExp(escapeRegExp(WEALTH)));
      await acceptEveryItem(broker);
      await see(broker, MSG.approveNeedsSenior);
      await button(broker, MSG.actionAccept).click();
      const verify = await dialog(broker, MSG.verifyTitle);
      await button(verify, MSG.actionAgree).click();
      await see(verify, MSG.eddIntro);
      await field(verify, MSG.userIdLabel).fill(`pep.${customer.username}`);
      await field(verify, MSG.proposalReason).fill(REASON);
      await button(verify, MSG.proposalProposeApprove).click();
      await see(verify, MSG.eddNoteRequired);
      await field(verify, MSG.eddNoteLabel).fill(FINDINGS);
      for (const check of EDD_CHECKS) await verify.getByLabel(EDD_CHECK_LABELS[check]).check();
      expect(await shoot(broker, 'bo-edd-proposal')).toEqual([]);
      await button(verify, MSG.proposalProposeApprove).click();
      await see(broker, MSG.proposalSubmitted);
    });

    await test.step('the super admin reads the EDD beside the proposal and approves it', async () => {
      const senior = await newPage();
      await staffLogin(senior, 'superadmin', '/admin');
      await senior.goto('/menunggu-persetujuan');
      const row = senior.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toContainText(MSG.proposalKindApprove);
      await button(row, MSG.proposalOpen).click();
      const drawer = await dialog(senior, MSG.proposalKindApprove);
      await see(drawer, MSG.eddTitle);
      await see(drawer, new RegExp(escapeRegExp(FINDINGS)));
      // The customer's own account of their money, as the broker read it.
      await see(drawer.getByTestId('proposal-declaration'), new RegExp(escapeRegExp(FUNDS)));
      for (const check of EDD_CHECKS) await see(drawer, EDD_CHECK_LABELS[check]);
      expect(await shoot(senior, 'bo-edd-proposal-senior')).toEqual([]);
      const since = new Date();
      await button(drawer, MSG.proposalApprove).click();
      const confirm = await dialog(senior, MSG.proposalApprove);
      await button(confirm, MSG.proposalApprove).click();
      await see(senior, MSG.proposalApproved);
      const mail = await waitForMessage(customer.email, since, (m) => m.subject === MSG.approvalEmailSubject);
      expect(mail.text).toContain(`pep.${customer.username}`);
    });
  });
});
