/**
 * '/integrasi' as the super admin meets it (decision 0114), on a server of this spec's own whose
 * partner the operator made with `npm run integration:partner-create` before it started. The super
 * admin adds an endpoint pointing at a receiver started here (127.0.0.1, let through by the
 * server's WEBHOOK_ALLOW_PRIVATE_CIDRS, e2e/shared/e2e-server.ts), copies the secret shown once,
 * and 'Kirim uji' arrives signed: the receiver verifies it with the standard's own library. The log
 * shows the delivery and its attempts, 'Kirim ulang' sends it again, a rotation's new secret signs
 * beside the old one, and the endpoint is turned off. 'Tambah mitra' makes a bank partner from the
 * screen, as the command does (decision 0127): its key is shown once, copied, and the integration
 * API lets it in; the screen never shows it again.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@kilau/shared';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { type E2eServer, startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { checkA11y } from './support/axe';
import { repoRoot } from './support/paths';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, exactly, field, see, staffLogin } from './support/ui';

const PARTNER = 'Bursa Emas Uji';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** The partner's side: takes every POST, answers 200, keeps what arrived. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/kilau/peristiwa`, received, server };
}

/** What a partner does with a delivery: the standard's library checks the signature and the time. */
function verify(secret: string, r: Received): { type: string; data: Record<string, unknown> } {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(r.headers[h] ?? '')]),
  );
  return new Webhook(secret).verify(r.body, headers) as { type: string; data: Record<string, unknown> };
}

function createPartner(env: NodeJS.ProcessEnv) {
  const result = spawnSync(
    process.execPath,
    [
      'scripts/cli.mjs',
      'integration-partner-create',
      '--name',
      PARTNER,
      '--kind',
      'exchange',
      '--platform',
      'gofx',
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`integration-partner-create failed: ${result.stdout}\n${result.stderr}`);
}

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

async function readSecret(page: Page): Promise<string> {
  const shown = await dialog(page, MSG.integrationsSecretTitle);
  await expect(shown.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
  const secret = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
  await button(shown, MSG.integrationsCopySecret).click();
  await expect(button(shown, MSG.integrationsSecretCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  return secret;
}

async function closeSecret(page: Page) {
  await button(page.getByRole('dialog'), MSG.integrationsSecretDone).click();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
}

test.describe('the partners’ integrations', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: E2eServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  test.beforeAll(async () => {
    receiver = await startReceiver();
    server = await startE2eServer({
      logName: 'e2e-integrations-server.log',
      prepare: createPartner,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  test('the super admin adds an endpoint, its signed test arrives, the log shows it, the secret is rotated and the endpoint turned off', async ({
    newPage,
  }) => {
    const origin = server.baseUrl;
    const page = await newPage({
      beforeNavigation: (_page, context) =>
        context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin }),
    });
    await staffLogin(page, 'superadmin', '/admin', origin);
    await page.getByRole('link', { name: exactly(MSG.staffNavIntegrations) }).click();
    await atPath(page, '/integrasi');
    await expect(page).toHaveTitle(`${MSG.integrationsTitle} · Kilau`);
    const partner = page.getByRole('region', { name: PARTNER });
    await expect(partner).toContainText(MSG.integrationsKindExchange);
    await expect(partner).toContainText(MSG.integrationsNoEndpoints);
    await look(page, 'bo-integrations-new-partner');

    const secret = await test.step('Tambah endpoint: the form, then the secret shown once', async () => {
      await button(partner, MSG.integrationsAddEndpoint).click();
      const form = await dialog(page, `${MSG.integrationsAddEndpoint} · ${PARTNER}`);
      await button(form, MSG.integrationsAddEndpoint).click();
      await see(form, MSG.webhookUrlRequired);
      await see(form, MSG.webhookEventTypesRequired);
      await form.getByRole('textbox', { name: /Alamat endpoint/ }).fill(receiver.url);
      await field(form, MSG.integrationsDescription).fill('Sistem keanggotaan bursa');
      await form.getByRole('checkbox', { name: new RegExp(MSG.integrationsEventApproved) }).check();
      await form.getByRole('checkbox', { name: new RegExp(MSG.integrationsEventRejected) }).check();
      await look(page, 'bo-integrations-form');
      await button(form, MSG.integrationsAddEndpoint).click();
      const value = await readSecret(page);
      await look(page, 'bo-integrations-secret');
      await closeSecret(page);
      return value;
    });
    const endpoint = partner.getByTestId('endpoint-card');
    await expect(endpoint.getByTestId('endpoint-url')).toHaveText(receiver.url);
    await expect(endpoint.getByTestId('endpoint-state')).toHaveText(MSG.integrationsActive);
    await expect(endpoint).toContainText(MSG.integrationsEventApproved);

    await test.step('Kirim uji arrives signed with that secret', async () => {
      await button(endpoint, MSG.integrationsSendTest).click();
      await expect(endpoint.getByTestId('test-outcome')).toHaveText(/^Diterima mitra: HTTP 200, \d+ ms$/);
      expect(receiver.received).toHaveLength(1);
      const event = verify(secret, receiver.received[0] as Received);
      expect(event.type).toBe('webhook.test');
    });

    await test.step('the log shows the delivery, its attempt, and Kirim ulang sends it again', async () => {
      await button(endpoint, MSG.integrationsDeliveries).click();
      const row = endpoint.getByTestId('delivery-row').first();
      await expect(row).toContainText(MSG.integrationsEventTest);
      await expect(row.getByTestId('delivery-status')).toHaveText(MSG.integrationsStatusDelivered);
      await expect(row.getByTestId('delivery-code')).toHaveText('200');
      await button(row, MSG.integrationsShowAttempts).click();
      await expect(endpoint.getByTestId('delivery-attempts')).toContainText('Percobaan ke-1');
      await look(page, 'bo-integrations-log');
      await button(row, MSG.integrationsResend).click();
      await expect(endpoint.getByTestId('resend-outcome')).toHaveText(/^Diterima mitra: HTTP 200, \d+ ms$/);
      expect(receiver.received).toHaveLength(2);
      verify(secret, receiver.received[1] as Received);
      // The same event, delivered again: the partner can tell by its id.
      expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    });

    await test.step('Ganti rahasia: the new secret, the old one still signing for 24 hours', async () => {
      await button(endpoint, MSG.integrationsRotate).click();
      const confirm = await dialog(page, MSG.integrationsRotate);
      await see(confirm, MSG.integrationsRotateQuestion);
      await button(confirm, MSG.integrationsRotate).click();
      const rotated = await readSecret(page);
      expect(rotated).not.toBe(secret);
      await closeSecret(page);
      await expect(endpoint.getByTestId('endpoint-overlap')).toContainText(
        'Rahasia lama masih menandatangani sampai',
      );
      await button(endpoint, MSG.integrationsSendTest).click();
      await expect.poll(() => receiver.received.length).toBe(3);
      const last = receiver.received[2] as Received;
      expect(verify(rotated, last).type).toBe('webhook.test');
      expect(verify(secret, last).type).toBe('webhook.test');
      await look(page, 'bo-integrations');
    });

    await test.step('turned off, it says so and sends nothing', async () => {
      await button(endpoint, MSG.integrationsTurnOff).click();
      await expect(endpoint.getByTestId('endpoint-state')).toHaveText(MSG.integrationsInactive);
      await expect(button(endpoint, MSG.integrationsTurnOn)).toBeVisible();
      await button(endpoint, MSG.integrationsSendTest).click();
      await expect(endpoint.getByTestId('test-outcome')).toHaveText(MSG.webhookEndpointInactive);
      expect(receiver.received).toHaveLength(3);
    });
  });

  test("'Tambah mitra': a bank partner, its key shown once and copied, accepted by the integration API", async ({
    newPage,
  }) => {
    const origin = server.baseUrl;
    const page = await newPage({
      beforeNavigation: (_page, context) =>
        context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin }),
    });
    await staffLogin(page, 'superadmin', '/admin', origin);
    await page.getByRole('link', { name: exactly(MSG.staffNavIntegrations) }).click();
    await atPath(page, '/integrasi');

    await button(page, MSG.integrationsAddPartner).click();
    const form = await dialog(page, MSG.integrationsAddPartner);
    await form.getByRole('combobox', { name: new RegExp(MSG.integrationsPartnerKind) }).selectOption('bank');
    await button(form, MSG.integrationsPartnerCreate).click();
    await see(form, MSG.integrationsPartnerNameInvalid);
    await field(form, MSG.integrationsPartnerName).fill('Bank Mitra Artha');
    await form
      .getByRole('combobox', { name: new RegExp(`^${MSG.integrationsPartnerBank}`) })
      .selectOption('037');
    await look(page, 'bo-integrations-partner-form');
    await button(form, MSG.integrationsPartnerCreate).click();

    const shown = await dialog(page, MSG.integrationsKeyTitle);
    await see(shown, MSG.integrationsKeyWarning);
    await expect(shown.getByTestId('webhook-secret')).toHaveText(/^kil_[A-Za-z0-9_-]{43}$/);
    const key = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
    await button(shown, MSG.integrationsCopyKey).click();
    await expect(button(shown, MSG.integrationsKeyCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await look(page, 'bo-integrations-partner-key');
    await button(shown, MSG.integrationsKeyDone).click();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    // The partner is listed with its bank and its key's prefix; the key itself never again.
    const partner = page.getByRole('region', { name: 'Bank Mitra Artha' });
    await expect(partner).toContainText(MSG.integrationsKindBank);
    await expect(partner).toContainText('Bank Artha Graha');
    await expect(partner).toContainText(`${key.slice(0, 8)}…`);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Bank Mitra Artha' })).toBeVisible();
    expect(await page.content()).not.toContain(key);

    // What the bank's system does with it: the integration API lets it in (an empty batch is then
    // refused as invalid), and refuses a made-up key.
    const report = (bearer: string) =>
      page.request.post(`${origin}/v1/integration/balances`, {
        headers: { authorization: `Bearer ${bearer}` },
        data: { balances: [] },
      });
    expect((await report(key)).status()).not.toBe(401);
    expect((await report(`kil_${'x'.repeat(43)}`)).status()).toBe(401);
  });
});
