/**
 * From a pattern the exchange reports to an LTKM (decisions 0203, 0208, 0209, 0211, 0212), on a
 * server of this spec's own whose exchange partner the operator made with `npm run
 * integration:partner-create` before it started. The exchange reports three transfers of Rp
 * 450,000,000 on three days for the demo's approved participant, each just below the threshold:
 * the job queue raises a structuring alert that joins her case. One compliance officer takes the
 * case and proposes to escalate it; a second approves, and the escalation drafts an LTKM. The
 * first officer reads what is missing, writes the narrative, the action and the indicator codes,
 * downloads the goAML XML the server validated against the schema, and proposes its approval; the
 * second approves, and the archived file is the one its SHA-256 names. The participant's own
 * pages and the partner's replies say nothing of it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MONITORING_SCENARIO_LABELS, MSG } from '@kilau/shared';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { createExchangePartner, plusDays, recentTuesday } from './support/exchange-partner';
import { shoot } from './support/screenshots';
import { atPath, login, staffLogin } from './support/ui';

/** The demo participant's trading account on GOFX (README § Demo accounts). */
const DEMO_ACCOUNT = '88100000';
/** Words that would tell the participant or the partner of an alert, a case or a report. */
const TIPPING_OFF = /peringatan|pemantauan|ltkm|mencurigakan|monitoring|alert|ppatk/i;

test.describe('a suspicious pattern reported to PPATK', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;
  let key = '';

  test.beforeAll(async () => {
    server = await startE2eServer({
      logName: 'e2e-ltkm-server.log',
      prepare: (env) => {
        env.GOAML_RENTITY_ID = '1000123';
        key = createExchangePartner(env, 'Bursa LTKM Uji');
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('structuring sent by the exchange becomes a case, an escalation by four eyes and an approved LTKM', async ({
    newPage,
  }) => {
    const origin = server.baseUrl;
    expect(key, 'the command printed the partner’s key').toMatch(/^kil_/);
    const tuesday = recentTuesday();

    await test.step('the exchange reports three transfers of Rp 450,000,000 in a week; its reply says nothing of monitoring', async () => {
      const page = await newPage();
      const res = await page.request.post(`${origin}/v1/integration/fund-movements`, {
        headers: { authorization: `Bearer ${key}` },
        data: {
          fund_movements: [1, 2, 3].map((n) => ({
            movement_id: `PECAH-${n}`,
            account_no: DEMO_ACCOUNT,
            kind: 'topup',
            amount: '450000000.00',
            currency: 'IDR',
            channel: 'transfer',
            occurred_at: `${plusDays(tuesday, n - 1)}T11:00:00+07:00`,
          })),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      expect(await res.json()).toMatchObject({ inserted: 3 });
      expect(await res.text()).not.toMatch(TIPPING_OFF);
      await page.close();
    });

    const officer = await newPage();
    const escalateReason =
      'Tiga setoran masing-masing Rp 450.000.000 dalam tiga hari, tepat di bawah ambang; nasabah tidak dapat menjelaskan sumber dana.';
    await test.step('the structuring alert joins her case; the officer takes it and proposes to escalate it', async () => {
      await officer.goto(`${origin}/login-admin`);
      await staffLogin(officer, 'kepatuhan', '/pemantauan', origin);
      await officer.getByRole('navigation').getByRole('link', { name: MSG.staffNavMonitoringCases }).click();
      await atPath(officer, '/pemantauan/kasus');
      const row = officer.getByRole('row').filter({ hasText: DEMO.approved.fullname });
      await row.getByRole('link', { name: /\d+ peringatan/ }).click();
      await expect(officer).toHaveURL(/\/pemantauan\/kasus\/[0-9a-f-]{36}$/);
      // Raised in the job queue after the partner's call: the officer opens the case again until it is there.
      const structuring = officer
        .getByTestId('monitoring-alert-scenario')
        .filter({ hasText: MONITORING_SCENARIO_LABELS.structuring });
      await expect(async () => {
        await officer.reload();
        await expect(structuring).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(structuring).toContainText(/3 transaksi, total Rp\s?1\.350\.000\.000/);

      const claim = officer.getByTestId('monitoring-case-claim');
      await claim.getByRole('button', { name: MSG.caseClaim }).click();
      await expect(claim).toContainText(MSG.caseHeldByYou);
      const card = officer.getByTestId('case-decision');
      await card.getByRole('button', { name: MSG.caseDecisionEscalate }).click();
      const dialog = officer.getByRole('dialog');
      await dialog.getByRole('textbox').fill(escalateReason);
      await dialog.getByRole('button', { name: MSG.caseDecisionPropose }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText(MSG.monitoringCaseAwaitingSecond);
    });

    let ltkmUrl = '';
    await test.step('the second officer approves the escalation; the case is escalated and an LTKM drafted', async () => {
      const checker = await newPage();
      await checker.goto(`${origin}/login-admin`);
      await staffLogin(checker, 'kepatuhan2', '/pemantauan', origin);
      await checker.goto(officer.url());
      const card = checker.getByTestId('case-decision');
      await expect(card).toContainText(
        MSG.caseDecisionPendingEscalate.replace('{name}', 'Petugas Kepatuhan APU-PPT'),
      );
      await expect(card).toContainText(escalateReason);
      await card.getByRole('button', { name: MSG.caseDecisionApprove }).click();
      await checker.getByRole('dialog').getByRole('button', { name: MSG.caseDecisionApprove }).click();
      await expect(checker.getByTestId('monitoring-case-status')).toHaveText(
        MSG.monitoringCaseStatusEscalated,
      );
      expect(await shoot(checker, 'bo-monitoring-case-escalated')).toEqual([]);

      await checker.getByRole('navigation').getByRole('link', { name: MSG.staffNavPpatkReports }).click();
      await atPath(checker, '/pemantauan/laporan');
      const report = checker.getByTestId('ppatk-report').filter({ hasText: /KILAU-LTKM-/ });
      await expect(report).toHaveCount(1);
      await report.getByRole('link', { name: MSG.ppatkReportKindLtkm }).click();
      ltkmUrl = checker.url();
      await checker.close();
    });

    const narrative =
      'Nasabah menyetor Rp 450.000.000 pada tiga hari berturut-turut, masing-masing tepat di bawah ambang Rp 500.000.000, lalu tidak dapat menjelaskan asal dananya.';
    await test.step('the first officer completes the draft: what is missing is named until it is written', async () => {
      await officer.goto(ltkmUrl);
      await expect(officer.getByRole('heading', { level: 1 })).toHaveText(
        `${MSG.ppatkReportKindLtkm}: ${DEMO.approved.fullname}`,
      );
      await expect(officer.getByText(MSG.ppatkReportMissingTitle)).toBeVisible();
      const approval = officer.getByTestId('ppatk-report-approval');
      await expect(approval.getByRole('button', { name: MSG.ppatkReportApprovalPropose })).toBeDisabled();
      await expect(officer.getByTestId('ppatk-report-transactions')).toContainText('PECAH-3');

      await officer.getByRole('textbox', { name: MSG.ppatkReportIndicatorsLabel }).fill('aa1');
      await officer.getByRole('button', { name: MSG.buttonSave }).click();
      await expect(officer.getByText(MSG.ppatkReportIndicatorInvalid)).toBeVisible();
      await officer.getByRole('textbox', { name: MSG.ppatkReportReasonLabel }).fill(narrative);
      await officer
        .getByRole('textbox', { name: MSG.ppatkReportActionLabel })
        .fill('Transaksi berikutnya ditahan; nasabah diminta dokumen sumber dana.');
      await officer.getByRole('textbox', { name: MSG.ppatkReportIndicatorsLabel }).fill('AAA001, AAA002');
      await officer.getByRole('button', { name: MSG.buttonSave }).click();
      await expect(officer.getByText(MSG.ppatkReportSaved)).toBeVisible();
      await expect(officer.getByText(MSG.ppatkReportMissingTitle)).toHaveCount(0);
      expect(await shoot(officer, 'bo-ppatk-ltkm-draft')).toEqual([]);

      // Offered only once the server has validated it against the goAML schema.
      const [download] = await Promise.all([
        officer.waitForEvent('download'),
        officer.getByRole('button', { name: MSG.ppatkReportDownloadXml }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^KILAU-LTKM-\d{8}-[0-9A-F]{8}\.xml$/);
      const xml = readFileSync((await download.path()) ?? '', 'utf8');
      expect(xml).toContain('<rentity_id>1000123</rentity_id>');
      expect(xml).toContain(narrative);
      expect(xml).toContain('PECAH-1');

      await approval.getByRole('button', { name: MSG.ppatkReportApprovalPropose }).click();
      const dialog = officer.getByRole('dialog');
      await dialog
        .getByRole('textbox')
        .fill('Pola pemecahan transaksi yang jelas; narasi dan indikator sudah lengkap.');
      await dialog.getByRole('button', { name: MSG.ppatkReportApprovalPropose }).click();
      await expect(dialog).toHaveCount(0);
      await expect(approval).toContainText(MSG.monitoringCaseAwaitingSecond);
    });

    await test.step('the second officer approves the LTKM: its archived file is the one its SHA-256 names', async () => {
      const checker = await newPage();
      await checker.goto(`${origin}/login-admin`);
      await staffLogin(checker, 'kepatuhan2', '/pemantauan', origin);
      await checker.goto(ltkmUrl);
      const approval = checker.getByTestId('ppatk-report-approval');
      await approval.getByRole('button', { name: MSG.ppatkReportApprovalApprove }).click();
      await checker.getByRole('dialog').getByRole('button', { name: MSG.ppatkReportApprovalApprove }).click();
      await expect(checker.getByTestId('ppatk-report-status')).toHaveText(MSG.ppatkReportStatusApproved);
      const shown = (
        (await checker.getByTestId('ppatk-report-archive').locator('pre, code').first().textContent()) ?? ''
      ).trim();
      expect(shown).toMatch(/^[0-9a-f]{64}$/);
      const [download] = await Promise.all([
        checker.waitForEvent('download'),
        checker.getByRole('button', { name: MSG.ppatkReportDownloadArchived }).click(),
      ]);
      const bytes = readFileSync((await download.path()) ?? '');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
      expect(bytes.toString('utf8')).toContain(narrative);
      expect(await shoot(checker, 'bo-ppatk-ltkm-approved')).toEqual([]);
    });

    await test.step('the participant’s own pages say nothing of it', async () => {
      const customer = await newPage();
      await customer.goto(`${origin}/login`);
      await login(customer, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
      // Her balances and her latest trades have loaded: the page as she reads it.
      await expect(customer.getByText(MSG.balanceGold)).toBeVisible();
      await expect(customer.getByRole('heading', { name: MSG.transactionsTitle })).toBeVisible();
      await expect(customer.getByText(/^No 1\b/).first()).toBeAttached();
      // The rendered text, as she reads it (not the page's scripts).
      await expect(customer.locator('body')).not.toContainText(TIPPING_OFF, { useInnerText: true });
    });
  });
});
