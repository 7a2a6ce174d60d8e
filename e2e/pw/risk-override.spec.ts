/**
 * A manual override of a participant's risk level (decision 0196), as the people involved walk it:
 * a customer submits; the broker, on the participant's detail, proposes 'Ubah tingkat risiko' to
 * Tinggi until a day next month with a reason; the super admin opens it on 'Menunggu Persetujuan',
 * reads the level and the last day, and approves it; the broker's risk panel then shows the level
 * set by hand, who decided it, why, and the model's own level.
 */
import { DAY_MS, HOUR_MS, MSG, RISK_LEVEL_LABELS } from '@kilau/shared';
import { expect, test } from './fixtures';
import { createCustomer } from './support/api';
import { submitKycFromPage } from './support/kyc';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, escapeRegExp, field, login, see, staffLogin } from './support/ui';

const REASON = 'Nasabah berdagang emas tunai di pasar; dipantau ketat sampai pemeriksaan lapangan selesai.';

/** A day about a month ahead in Jakarta, as the date field takes it. */
const nextMonth = () => new Date(Date.now() + 7 * HOUR_MS + 30 * DAY_MS).toISOString().slice(0, 10);

test.describe('a manual override of the risk level', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the broker proposes Tinggi until next month; the super admin approves; the panel says so', async ({
    newPage,
  }) => {
    const customer = await createCustomer();
    const id = await test.step('a customer submits their KYC', async () => {
      const page = await newPage();
      await login(page, customer.email, customer.password, '/konfirmasi-account');
      const submitted = await submitKycFromPage(page, {
        fullname: customer.fullname,
        birth: '1988-03-09',
        female: true,
      });
      await page.close();
      return submitted;
    });

    const broker = await newPage();
    await test.step("the broker proposes 'Ubah tingkat risiko' with a level, a last day and a reason", async () => {
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto(`/nsb-detail/${id}`);
      await atPath(broker, `/nsb-detail/${id}`);
      await see(broker, MSG.riskPanelTitle);
      await button(broker, MSG.riskOverrideAction).click();
      const form = await dialog(broker, MSG.riskOverrideAction);
      await button(form, MSG.riskOverridePropose).click();
      await see(form, MSG.riskOverrideLevelRequired);
      await field(form, MSG.riskOverrideLevel).click();
      await broker.getByRole('option', { name: RISK_LEVEL_LABELS.tinggi }).click();
      await field(form, MSG.riskOverrideExpiry).fill(nextMonth());
      await field(form, MSG.proposalReason).fill(REASON);
      expect(await shoot(broker, 'bo-risk-override-form')).toEqual([]);
      await button(form, MSG.riskOverridePropose).click();
      await see(broker, MSG.proposalSubmitted);
    });

    await test.step('the super admin reads the level and the last day, and approves it', async () => {
      const senior = await newPage();
      await staffLogin(senior, 'superadmin', '/admin');
      await senior.goto('/menunggu-persetujuan');
      const row = senior.getByRole('row').filter({ hasText: customer.fullname });
      await expect(row).toContainText(MSG.proposalKindRiskOverride);
      await button(row, MSG.proposalOpen).click();
      const drawer = await dialog(senior, MSG.proposalKindRiskOverride);
      await expect(drawer.getByTestId('proposal-override')).toContainText(RISK_LEVEL_LABELS.tinggi);
      await see(drawer, new RegExp(escapeRegExp(REASON)));
      await button(drawer, MSG.proposalApprove).click();
      const confirm = await dialog(senior, MSG.proposalApprove);
      await button(confirm, MSG.proposalApprove).click();
      await see(senior, MSG.proposalApproved);
    });

    await test.step('the broker’s panel shows Tinggi set by hand, why and by whom, and the model’s level', async () => {
      await broker.reload();
      const note = broker.getByTestId('risk-override');
      await expect(note).toContainText(RISK_LEVEL_LABELS.tinggi);
      await expect(note).toContainText(REASON);
      // The model's own level stays in view beside the one set by hand.
      await expect(note).toContainText(MSG.riskOverrideModelLevel.split('{level}')[0] ?? '');
      await expect(broker.getByTestId('risk-level')).toContainText(RISK_LEVEL_LABELS.tinggi);
      expect(await shoot(broker, 'bo-risk-override-running')).toEqual([]);
    });
  });
});
