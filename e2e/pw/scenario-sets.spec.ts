/**
 * The monitoring scenario set's versions as two compliance officers work them (decision 0214), on
 * a server of this spec's own: a new version started from the active one, a wrong figure refused
 * under its field, the daily threshold lowered, the draft tried over the demo's 90 days of
 * transactions (the alerts it would raise and the new ones, by scenario and by participant),
 * proposed by one officer and activated by the other; the shipped set retires. Its own server,
 * because an activation evaluates every participant again, which the other specs read.
 */
import { MONITORING_SCENARIO_LABELS, MSG } from '@kilau/shared';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, field, see, staffLogin } from './support/ui';

const VERSION = 'pantau-uji-1';
const SHIPPED = 'kilau-scenarios-1';

test.describe('the scenario set’s versions', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;

  test.beforeAll(async () => {
    server = await startE2eServer({ logName: 'e2e-scenario-sets-server.log' });
  });
  test.afterAll(async () => server?.stop());

  test('one officer drafts, tries and proposes a version; another activates it', async ({ newPage }) => {
    const origin = server.baseUrl;
    const maker = await newPage();
    await staffLogin(maker, 'kepatuhan', '/pemantauan', origin);
    await maker.getByRole('link', { name: MSG.staffNavScenarioSets, exact: true }).click();
    await atPath(maker, '/pemantauan/skenario');
    await see(maker, MSG.scenarioSetsIntro);
    const versions = maker.getByTestId('scenario-set-versions');
    const shipped = versions.getByRole('row').filter({ hasText: SHIPPED });
    await expect(shipped).toContainText(MSG.riskModelStatusActive);
    await expect(shipped).toContainText(
      MSG.scenarioSetEnabledCount.replace('{enabled}', '7').replace('{count}', '7'),
    );

    await test.step('a new version from the active one: a wrong figure is refused under its field', async () => {
      await button(maker, MSG.scenarioSetNew).click();
      const form = await dialog(maker, MSG.scenarioSetNewTitle);
      await field(form, MSG.riskModelVersionLabel).fill(VERSION);
      const structuring = form.getByTestId('scenario-structuring');
      await field(structuring, MSG.scenarioParamLowerPct).fill('120');
      await button(form, MSG.riskModelSave).click();
      await see(structuring, MSG.monitoringParamPercent);
      await field(structuring, MSG.scenarioParamLowerPct).fill('80');
      // The broker's own non-cash threshold for one working day, from Rp 500,000,000 to 100,000,000.
      const daily = form.getByTestId('scenario-daily_cumulative');
      await expect(field(daily, MSG.scenarioParamThreshold)).toHaveValue('500.000.000');
      await field(daily, MSG.scenarioParamThreshold).fill('100000000');
      expect(await shoot(maker, 'bo-scenario-set-form')).toEqual([]);
      await button(form, MSG.riskModelSave).click();
      await see(maker, MSG.scenarioSetSaved.replace('{version}', VERSION));
    });

    const row = versions.getByRole('row').filter({ hasText: VERSION });
    await test.step('the draft tried over 90 days, then proposed', async () => {
      await expect(row).toContainText(MSG.riskModelStatusDraft);
      await field(maker, MSG.scenarioSetDryRunDays).fill('90');
      await button(row, MSG.scenarioSetDryRun).click();
      await see(maker, MSG.scenarioSetDryRunTitle.replace('{version}', VERSION));
      const byScenario = maker.getByTestId('scenario-dry-run-scenarios');
      const dailyRow = byScenario
        .getByRole('row')
        .filter({ hasText: MONITORING_SCENARIO_LABELS.daily_cumulative });
      // The demo's participants move more than Rp 100,000,000 on some days: new alerts, by name.
      await expect(dailyRow.getByRole('cell').nth(2)).not.toHaveText('0');
      await expect(
        maker.getByTestId('scenario-dry-run-participants').getByRole('row').filter({
          hasText: MONITORING_SCENARIO_LABELS.daily_cumulative,
        }),
      ).not.toHaveCount(0);
      expect(await shoot(maker, 'bo-scenario-set-dry-run')).toEqual([]);
      await button(row, MSG.scenarioSetPropose).click();
      const confirm = await dialog(maker, MSG.scenarioSetPropose);
      await button(confirm, MSG.scenarioSetPropose).click();
      await expect(row).toContainText(MSG.riskModelStatusProposed);
      await expect(row).toContainText(MSG.scenarioSetOwnProposal);
      await expect(button(row, MSG.scenarioSetActivate)).toHaveCount(0);
    });

    await test.step('the second officer activates it; the shipped set retires', async () => {
      const checker = await newPage();
      await staffLogin(checker, 'kepatuhan2', '/pemantauan', origin);
      await checker.goto(`${origin}/pemantauan/skenario`);
      const theirs = checker
        .getByTestId('scenario-set-versions')
        .getByRole('row')
        .filter({ hasText: VERSION });
      await button(theirs, MSG.scenarioSetActivate).click();
      const confirm = await dialog(checker, MSG.scenarioSetActivate);
      await button(confirm, MSG.scenarioSetActivate).click();
      await see(checker, MSG.scenarioSetActivated.replace('{version}', VERSION));
      await expect(theirs).toContainText(MSG.riskModelStatusActive);
      await expect(
        checker.getByTestId('scenario-set-versions').getByRole('row').filter({ hasText: SHIPPED }),
      ).toContainText(MSG.riskModelStatusRetired);
      expect(await shoot(checker, 'bo-scenario-sets')).toEqual([]);
    });
  });
});
