/**
 * The risk model's versions as two super admins work them (decision 0189), on a server of this
 * spec's own: a new version started from the active one, a wrong name refused under its field, a
 * factor weighed up, the draft tried on the demo's participants, proposed by one and activated by
 * the other; the version it replaces retires. Its own server, because an activation re-rates every
 * participant, which the other specs read.
 */
import { MSG } from '@kilau/shared';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, field, see, staffLogin } from './support/ui';

const VERSION = 'kebijakan-uji-1';

test.describe('the risk model’s versions', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;

  test.beforeAll(async () => {
    server = await startE2eServer({ logName: 'e2e-risk-models-server.log' });
  });
  test.afterAll(async () => server?.stop());

  test('one super admin drafts, tries and proposes a version; another activates it', async ({ newPage }) => {
    const origin = server.baseUrl;
    const maker = await newPage();
    await staffLogin(maker, 'superadmin', '/admin', origin);
    await maker.getByRole('link', { name: MSG.riskModelsTitle, exact: true }).click();
    await atPath(maker, '/model-risiko');
    await see(maker, MSG.riskModelsIntro);
    const versions = maker.getByTestId('risk-model-versions');
    await expect(versions.getByRole('row').filter({ hasText: 'kilau-default-2' })).toContainText(
      MSG.riskModelStatusActive,
    );

    await test.step('a new version from the active one: a wrong name is refused under its field', async () => {
      await button(maker, MSG.riskModelNew).click();
      const form = await dialog(maker, MSG.riskModelNewTitle);
      await expect(field(form, MSG.riskModelDescriptionLabel)).toHaveValue(/Kilau/);
      await field(form, MSG.riskModelVersionLabel).fill('Versi Uji');
      await button(form, MSG.riskModelSave).click();
      await see(form, MSG.riskModelVersion);
      await field(form, MSG.riskModelVersionLabel).fill(VERSION);
      // The missing video call weighed as Tinggi's threshold.
      await form.getByTestId('risk-factor-channel').getByLabel(MSG.riskModelPointsLabel).fill('8');
      expect(await shoot(maker, 'bo-risk-model-form')).toEqual([]);
      await button(form, MSG.riskModelSave).click();
      await see(maker, MSG.riskModelSaved.replace('{version}', VERSION));
    });

    const row = versions.getByRole('row').filter({ hasText: VERSION });
    await test.step('the draft tried on the current participants, then proposed', async () => {
      await expect(row).toContainText(MSG.riskModelStatusDraft);
      await button(row, MSG.riskModelDryRun).click();
      await see(maker, MSG.riskModelDryRunTitle.replace('{version}', VERSION));
      await expect(maker.getByTestId('risk-dry-run-levels')).toContainText(MSG.riskLevelTinggi);
      await expect(maker.getByTestId('risk-dry-run-changes')).toContainText(`→ ${MSG.riskLevelTinggi}`);
      expect(await shoot(maker, 'bo-risk-model-dry-run')).toEqual([]);
      await button(row, MSG.riskModelPropose).click();
      const confirm = await dialog(maker, MSG.riskModelPropose);
      await button(confirm, MSG.riskModelPropose).click();
      await expect(row).toContainText(MSG.riskModelStatusProposed);
      await expect(row).toContainText(MSG.riskModelOwnProposal);
      await expect(button(row, MSG.riskModelActivate)).toHaveCount(0);
    });

    await test.step('the second super admin activates it; the shipped version retires', async () => {
      const checker = await newPage();
      await staffLogin(checker, 'superadmin2', '/admin', origin);
      await checker.goto(`${origin}/model-risiko`);
      const theirs = checker.getByTestId('risk-model-versions').getByRole('row').filter({ hasText: VERSION });
      await button(theirs, MSG.riskModelActivate).click();
      const confirm = await dialog(checker, MSG.riskModelActivate);
      await button(confirm, MSG.riskModelActivate).click();
      await see(checker, MSG.riskModelActivated.replace('{version}', VERSION));
      await expect(theirs).toContainText(MSG.riskModelStatusActive);
      await expect(
        checker.getByTestId('risk-model-versions').getByRole('row').filter({ hasText: 'kilau-default-2' }),
      ).toContainText(MSG.riskModelStatusRetired);
      expect(await shoot(checker, 'bo-risk-models')).toEqual([]);
    });
  });
});
