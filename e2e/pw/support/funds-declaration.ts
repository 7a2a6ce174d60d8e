/**
 * The declaration of source of funds and wealth a Tinggi participant's approval needs (decision
 * 0192), walked as people do it: the broker asks it on the detail with 'Kirim permintaan'; the
 * customer makes it on 'Perlu perbaikan' with a document and resubmits.
 */
import { MSG } from '@kilau/shared';
import { expect, type Page } from '@playwright/test';
import { pngFile } from './files';
import { button, dialog, field, see } from './ui';

/** On the participant's detail: 'Minta pernyataan', then 'Kirim permintaan' and its confirmation. */
export async function askFundsDeclaration(broker: Page): Promise<void> {
  const card = broker.getByTestId('funds-declaration');
  await see(card, MSG.fundsDeclarationNone);
  await card.getByLabel(MSG.fundsDeclarationAsk).check();
  await button(broker, MSG.resubmissionSend).first().click();
  const confirm = await dialog(broker, MSG.resubmissionSend);
  await button(confirm, MSG.resubmissionSend).click();
  await see(broker, MSG.resubmissionSent);
}

/** The customer, signed in: both explanations and a document on 'Perlu perbaikan', then resubmitted. */
export async function declareFunds(
  customer: Page,
  texts: { funds: string; wealth: string },
  origin = '',
): Promise<void> {
  await customer.goto(`${origin}/register-perbaikan`);
  const item = customer.getByTestId('fix-item-funds_declaration');
  await button(item, MSG.fundsDeclarationFill).click();
  await field(item, MSG.fundsDeclarationFundsLabel).fill(texts.funds);
  await field(item, MSG.fundsDeclarationWealthLabel).fill(texts.wealth);
  await item.locator('input[type="file"]').setInputFiles(pngFile('bukti-dana.png'));
  await see(item, 'bukti-dana.png');
  await button(item, MSG.fundsDeclarationSave).click();
  await see(item, MSG.fixItemDone);
  await button(customer, MSG.fixResubmit).click();
  await expect(customer.getByRole('heading', { name: MSG.fixSentTitle, level: 1 })).toBeVisible();
}
