/**
 * Transaction monitoring as the compliance officer meets it (decision 0205), on a server of this
 * spec's own whose exchange partner the operator made with `npm run integration:partner-create`
 * before it started. The exchange reports two cash top-ups of the demo's approved participant on
 * one working day, Rp 550,000,000 together: the partner's reply says nothing of monitoring, the job
 * queue raises an LTKT candidate, and the officer ('kepatuhan') lands on 'Pemantauan Transaksi' and
 * finds it with the participant, the scenario, the LTKT mark and the sum, then the participant's
 * open case it joined (decision 0208) and the case itself. She takes it, notes it and proposes to
 * close it as not suspicious; a second officer ('kepatuhan2') approves it and the case is closed
 * (decision 0209). The LTKT the cash day still owes is proposed for approval by the second officer
 * and approved by the first; its archived goAML file is the one shown by its SHA-256, and it is
 * recorded as sent with PPATK's receipt number (decision 0212); the compliance dashboard counts it.
 * The participant's own pages say
 * nothing of it; the broker's reviewer has no entry for it and is refused the lists.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MONITORING_SCENARIO_LABELS, MSG } from '@kilau/shared';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { checkA11y } from './support/axe';
import { createExchangePartner, recentTuesday } from './support/exchange-partner';
import { waitForQuietNetwork } from './support/network';
import { shoot } from './support/screenshots';
import { atPath, login, staffLogin } from './support/ui';

/** The demo participant's trading account on GOFX (README § Demo accounts). */
const DEMO_ACCOUNT = '88100000';
/** Words that would tell the participant or the partner of an alert. */
const TIPPING_OFF = /peringatan|pemantauan|ltkt|mencurigakan|monitoring|alert/i;

test.describe('transaction monitoring', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;
  let key = '';

  test.beforeAll(async () => {
    server = await startE2eServer({
      logName: 'e2e-monitoring-server.log',
      prepare: (env) => {
        // The broker as PPATK registered it: without it a report says so instead of its goAML file.
        env.GOAML_RENTITY_ID = '1000123';
        key = createExchangePartner(env, 'Bursa Pantau Uji');
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a cash day reported by the exchange becomes an LTKT candidate the compliance officer sees, and no one else', async ({
    newPage,
  }) => {
    const origin = server.baseUrl;
    expect(key, 'the command printed the partner’s key').toMatch(/^kil_/);
    const day = recentTuesday();

    await test.step('the exchange reports Rp 550,000,000 in cash on one day; its reply says nothing of monitoring', async () => {
      const page = await newPage();
      const res = await page.request.post(`${origin}/v1/integration/fund-movements`, {
        headers: { authorization: `Bearer ${key}` },
        data: {
          fund_movements: [
            { movement_id: 'TUNAI-1', amount: '300000000.00', occurred_at: `${day}T10:00:00+07:00` },
            { movement_id: 'TUNAI-2', amount: '250000000.00', occurred_at: `${day}T14:30:00+07:00` },
          ].map((m) => ({ ...m, account_no: DEMO_ACCOUNT, kind: 'topup', currency: 'IDR', channel: 'cash' })),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      expect(await res.json()).toMatchObject({ inserted: 2 });
      expect(await res.text()).not.toMatch(TIPPING_OFF);
      await page.close();
    });

    const officer = await newPage();
    await test.step('the compliance officer lands on Pemantauan Transaksi and finds the alert', async () => {
      await officer.goto(`${origin}/login-admin`);
      await staffLogin(officer, 'kepatuhan', '/pemantauan', origin);
      await expect(officer.getByRole('heading', { level: 1 })).toHaveText(MSG.monitoringAlertsTitle);
      await expect(
        officer.getByRole('navigation').getByRole('link', { name: MSG.staffNavMonitoring }),
      ).toBeVisible();
      // Raised in the job queue after the partner's call: the officer opens the page again until it is there.
      // Her seeded trades may have raised others at the first start (the demo's own alerts): this one is the cash day.
      const row = officer
        .getByRole('row')
        .filter({ hasText: DEMO.approved.fullname })
        .filter({ hasText: MONITORING_SCENARIO_LABELS.daily_cumulative });
      await expect(async () => {
        await officer.reload();
        await expect(row.first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(MSG.monitoringAlertLtkt);
      await expect(row).toContainText(`${MSG.monitoringAlertSeverity}: ${MSG.monitoringSeverityHigh}`);
      await expect(row).toContainText(/2 transaksi, total Rp\s?550\.000\.000/);
      await expect(officer.getByTestId('monitoring-alerts-total')).toHaveText(/^\d+ peringatan$/);
      expect(await shoot(officer, 'bo-monitoring-alerts')).toEqual([]);
      await checkA11y(officer, 'bo-monitoring-alerts');
    });

    await test.step('a scenario with no alert says so', async () => {
      // The demo can never raise a dormant reactivation: its activity spans 90 days, shorter than
      // the 180 days of silence the scenario asks for (a participant's first activity is none).
      await officer
        .getByLabel(MSG.monitoringAlertsScenarioFilter)
        .selectOption({ label: MONITORING_SCENARIO_LABELS.dormant_reactivation });
      await expect(officer).toHaveURL(/kind=dormant_reactivation/);
      await expect(officer.getByText(MSG.monitoringAlertsEmptyFiltered)).toBeVisible();
    });

    await test.step('the alert joined the participant’s open case: the officer finds it among the cases and opens it', async () => {
      await officer.getByRole('navigation').getByRole('link', { name: MSG.staffNavMonitoringCases }).click();
      await atPath(officer, '/pemantauan/kasus');
      await expect(officer.getByRole('heading', { level: 1 })).toHaveText(MSG.monitoringCasesTitle);
      // One open case for her, whatever the demo's own alerts: the cash day made it high, with the LTKT mark.
      const row = officer.getByRole('row').filter({ hasText: DEMO.approved.fullname });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${MSG.monitoringAlertSeverity}: ${MSG.monitoringSeverityHigh}`);
      await expect(row).toContainText(MSG.monitoringAlertLtkt);
      await expect(row).toContainText(`${MSG.monitoringCaseDue}: `);
      await expect(officer.getByTestId('monitoring-cases-total')).toHaveText(/^\d+ kasus terbuka$/);
      expect(await shoot(officer, 'bo-monitoring-cases')).toEqual([]);
      await checkA11y(officer, 'bo-monitoring-cases');

      await row.getByRole('link', { name: /\d+ peringatan/ }).click();
      await expect(officer).toHaveURL(/\/pemantauan\/kasus\/[0-9a-f-]{36}$/);
      await expect(officer.getByRole('heading', { level: 1 })).toHaveText(
        `${MSG.monitoringCaseTitle}: ${DEMO.approved.fullname}`,
      );
      const alerts = officer.getByTestId('monitoring-alert-scenario');
      await expect(alerts.filter({ hasText: MONITORING_SCENARIO_LABELS.daily_cumulative })).toHaveCount(1);
      await expect(alerts.filter({ hasText: MONITORING_SCENARIO_LABELS.daily_cumulative })).toContainText(
        /2 transaksi, total Rp\s?550\.000\.000/,
      );
      // She takes it and writes down what she will ask; the note stays, newest first.
      const claim = officer.getByTestId('monitoring-case-claim');
      await claim.getByRole('button', { name: MSG.caseClaim }).click();
      await expect(claim).toContainText(MSG.caseHeldByYou);
      const note = 'Dua setoran tunai pada hari yang sama: minta keterangan sumber dana.';
      await officer.getByRole('textbox', { name: MSG.caseNoteAdd }).fill(note);
      await officer.getByRole('button', { name: MSG.caseNoteAdd }).click();
      await expect(officer.getByRole('listitem').filter({ hasText: note })).toBeVisible();
      await officer.reload();
      await expect(officer.getByRole('listitem').filter({ hasText: note })).toBeVisible();
      await expect(officer.getByTestId('monitoring-case-claim')).toContainText(MSG.caseHeldByYou);
      expect(await shoot(officer, 'bo-monitoring-case')).toEqual([]);
      await checkA11y(officer, 'bo-monitoring-case');
    });

    /** The LTKT's page, where the second officer proposed its approval. */
    let ltktUrl = '';
    const closeReason = 'Setoran tunai dari penjualan tanah warisan; akta jual beli sudah diperiksa.';
    await test.step('she proposes to close the case as not suspicious; it waits for a second officer', async () => {
      const card = officer.getByTestId('case-decision');
      await card.getByRole('button', { name: MSG.caseDecisionClose }).click();
      const dialog = officer.getByRole('dialog');
      await dialog.getByRole('textbox').fill(closeReason);
      await dialog.getByRole('button', { name: MSG.caseDecisionPropose }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText(MSG.monitoringCaseAwaitingSecond);
      await expect(card).toContainText(MSG.proposalOwn);
      await expect(card.getByRole('button', { name: MSG.caseDecisionApprove })).toHaveCount(0);
    });

    await test.step('the second officer finds it waiting, reads the case and approves: the case is closed', async () => {
      const checker = await newPage();
      await checker.goto(`${origin}/login-admin`);
      await staffLogin(checker, 'kepatuhan2', '/pemantauan', origin);
      await checker.goto(`${origin}/pemantauan/kasus`);
      const row = checker.getByRole('row').filter({ hasText: DEMO.approved.fullname });
      await expect(row).toContainText(MSG.monitoringCaseAwaitingSecond);
      await row.getByRole('link', { name: /\d+ peringatan/ }).click();
      const card = checker.getByTestId('case-decision');
      await expect(card).toContainText(closeReason);
      await expect(card).toContainText(
        MSG.caseDecisionPendingClose.replace('{name}', 'Petugas Kepatuhan APU-PPT'),
      );
      expect(await shoot(checker, 'bo-monitoring-case-decision')).toEqual([]);
      await checkA11y(checker, 'bo-monitoring-case-decision');
      await card.getByRole('button', { name: MSG.caseDecisionApprove }).click();
      await checker.getByRole('dialog').getByRole('button', { name: MSG.caseDecisionApprove }).click();
      await expect(checker.getByTestId('monitoring-case-status')).toHaveText(MSG.monitoringCaseStatusClosed);
      await expect(card).toContainText(MSG.proposalStatusApproved);
      await expect(checker.getByTestId('monitoring-case-claim')).toHaveCount(0);

      // Out of the open cases, in the closed ones.
      await checker.goto(`${origin}/pemantauan/kasus`);
      await expect(checker.getByRole('row').filter({ hasText: DEMO.approved.fullname })).toHaveCount(0);
      await checker.getByText(MSG.monitoringCasesFilterClosed, { exact: true }).click();
      await expect(checker).toHaveURL(/status=closed/);
      await expect(checker.getByRole('row').filter({ hasText: DEMO.approved.fullname })).toHaveCount(1);

      // Closed as not suspicious, the cash day still owes PPATK an LTKT (UU 8/2010 art. 23).
      await checker.getByRole('navigation').getByRole('link', { name: MSG.staffNavPpatkReports }).click();
      await atPath(checker, '/pemantauan/laporan');
      const report = checker.getByTestId('ppatk-report').filter({ hasText: /KILAU-LTKTM-/ });
      await expect(report).toHaveCount(1);
      await expect(report).toContainText(MSG.ppatkReportKindLtktIn);
      await expect(report).toContainText(`${MSG.ppatkReportDeadline}: `);
      expect(await shoot(checker, 'bo-ppatk-reports')).toEqual([]);
      await checkA11y(checker, 'bo-ppatk-reports');
      await report.getByRole('link', { name: MSG.ppatkReportKindLtktIn }).click();
      await expect(checker.getByRole('heading', { level: 1 })).toHaveText(
        `${MSG.ppatkReportKindLtktIn}: ${DEMO.approved.fullname}`,
      );
      const transactions = checker.getByTestId('ppatk-report-transactions');
      await expect(transactions).toContainText('TUNAI-1');
      await expect(transactions).toContainText(/Setoran tunai · Rp\s?300\.000\.000/);
      expect(await shoot(checker, 'bo-ppatk-report')).toEqual([]);
      await checkA11y(checker, 'bo-ppatk-report');
      const [download] = await Promise.all([
        checker.waitForEvent('download'),
        checker.getByRole('button', { name: MSG.ppatkReportDownloadXml }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^KILAU-LTKTM-\d{8}-[0-9A-F]{8}\.xml$/);
      const xml = readFileSync((await download.path()) ?? '', 'utf8');
      expect(xml).toContain('<rentity_id>1000123</rentity_id>');
      expect(xml).toContain('TUNAI-2');

      // She asks the first officer to approve it before it goes to PPATK.
      const approval = checker.getByTestId('ppatk-report-approval');
      await approval.getByRole('button', { name: MSG.ppatkReportApprovalPropose }).click();
      const dialog = checker.getByRole('dialog');
      await dialog
        .getByRole('textbox')
        .fill('Setoran tunai Rp 550.000.000 dalam satu hari: wajib dilaporkan sebagai LTKT.');
      await dialog.getByRole('button', { name: MSG.ppatkReportApprovalPropose }).click();
      await expect(dialog).toHaveCount(0);
      await expect(approval).toContainText(MSG.monitoringCaseAwaitingSecond);
      await expect(approval).toContainText(MSG.proposalOwn);
      ltktUrl = checker.url();
    });

    await test.step('the first officer approves the LTKT: its file is archived, downloaded as approved, and recorded as sent', async () => {
      await officer.goto(ltktUrl);
      const approval = officer.getByTestId('ppatk-report-approval');
      await expect(approval).toContainText(
        MSG.ppatkReportApprovalPending.replace('{name}', 'Petugas Kepatuhan Kedua'),
      );
      await approval.getByRole('button', { name: MSG.ppatkReportApprovalApprove }).click();
      await officer.getByRole('dialog').getByRole('button', { name: MSG.ppatkReportApprovalApprove }).click();
      await expect(officer.getByTestId('ppatk-report-status')).toHaveText(MSG.ppatkReportStatusApproved);
      const archive = officer.getByTestId('ppatk-report-archive');
      const shown = ((await archive.locator('pre, code').first().textContent()) ?? '').trim();
      expect(shown).toMatch(/^[0-9a-f]{64}$/);
      // Read-only once approved: no 'Simpan'.
      await expect(officer.getByRole('button', { name: MSG.buttonSave })).toHaveCount(0);

      const [download] = await Promise.all([
        officer.waitForEvent('download'),
        officer.getByRole('button', { name: MSG.ppatkReportDownloadArchived }).click(),
      ]);
      const bytes = readFileSync((await download.path()) ?? '');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
      // The same report as a PDF for the file.
      const [pdf] = await Promise.all([
        officer.waitForEvent('download'),
        officer.getByRole('button', { name: MSG.ppatkReportPdfDownload }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^laporan-ppatk-KILAU-LTKTM-\d{8}-[0-9A-F]{8}\.pdf$/);
      expect(
        readFileSync((await pdf.path()) ?? '')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      const receipt = officer.getByRole('textbox', { name: MSG.ppatkReportReceiptLabel });
      await receipt.fill('nomor <x>');
      await officer.getByRole('button', { name: MSG.ppatkReportSubmit }).click();
      await expect(officer.getByText(MSG.ppatkReportReceiptInvalid)).toBeVisible();
      await receipt.fill('GOAML-2026/000123');
      expect(await shoot(officer, 'bo-ppatk-report-approved')).toEqual([]);
      await checkA11y(officer, 'bo-ppatk-report-approved');
      await officer.getByRole('button', { name: MSG.ppatkReportSubmit }).click();
      await expect(officer.getByTestId('ppatk-report-status')).toHaveText(MSG.ppatkReportStatusSubmitted);
      await expect(officer.getByTestId('ppatk-report-submitted')).toContainText('GOAML-2026/000123');

      await officer.goto(`${origin}/pemantauan/laporan`);
      await officer.getByText(MSG.ppatkReportStatusSubmitted, { exact: true }).click();
      await expect(officer).toHaveURL(/status=submitted/);
      await expect(officer.getByTestId('ppatk-report').filter({ hasText: /KILAU-LTKTM-/ })).toHaveCount(1);
    });

    await test.step('the compliance dashboard counts the alert, the cases and the sent report, as charts and as tables', async () => {
      await officer.getByRole('navigation').getByRole('link', { name: MSG.dashboardComplianceTitle }).click();
      await atPath(officer, '/pemantauan/dasbor');
      await expect(officer.getByRole('heading', { level: 1 })).toHaveText(MSG.dashboardComplianceTitle);
      const alerts = officer.getByTestId('dashboard-alerts-table');
      await expect(alerts).toContainText(MONITORING_SCENARIO_LABELS.daily_cumulative);
      const sent = officer.getByTestId('dashboard-reports-status-table');
      await expect(sent.getByRole('row').filter({ hasText: MSG.ppatkReportStatusSubmitted })).toContainText(
        /[1-9]/,
      );
      await expect(officer.getByTestId('dashboard-cases-table')).toBeVisible();
      expect(await shoot(officer, 'bo-compliance-dashboard')).toEqual([]);
      await checkA11y(officer, 'bo-compliance-dashboard');
    });

    await test.step('the participant’s own pages say nothing of it', async () => {
      const customer = await newPage();
      await customer.goto(`${origin}/login`);
      await login(customer, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
      await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
      // Every call of the page answered, so that the check reads the page as she does.
      expect(await waitForQuietNetwork(customer)).toEqual([]);
      // The rendered text, as she reads it (not the page's scripts).
      await expect(customer.locator('body')).not.toContainText(TIPPING_OFF, { useInnerText: true });
    });

    await test.step('the broker’s reviewer has no entry for it and is refused the list', async () => {
      const broker = await newPage();
      await broker.goto(`${origin}/login-admin`);
      await staffLogin(broker, 'broker', '/admin', origin);
      await expect(broker.getByRole('link', { name: MSG.staffNavMonitoring })).toHaveCount(0);
      await broker.goto(`${origin}/pemantauan`);
      await atPath(broker, '/pemantauan');
      await expect(broker.getByRole('alert')).toBeVisible();
      await expect(broker.getByText(DEMO.approved.fullname)).toHaveCount(0);
      await broker.goto(`${origin}/pemantauan/kasus`);
      await expect(broker.getByRole('alert')).toBeVisible();
      await expect(broker.getByText(DEMO.approved.fullname)).toHaveCount(0);
    });
  });
});
