/**
 * Pengiriman Gagal as the super admin meets it (decision 0081): the SMS provider was down while a
 * customer registered, so the OTP SMS failed every attempt. The super admin finds it in the
 * back-office with its recipient and error, the provider comes back, 'Kirim Ulang' sends it, and
 * the provider receives the text. A server of this spec's own: its SMS goes to a provider the test
 * controls, and its database is on the machine's PostgreSQL so that the back-off between attempts
 * can be shortened (each retry is made due at once instead of waiting minutes).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@kilau/shared';
import pg from 'pg';
import { startE2eServer } from '../shared/e2e-server';
import { expect, test } from './fixtures';
import { newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { shoot } from './support/screenshots';
import { atPath, see, staffLogin } from './support/ui';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** An SMS provider that refuses (503) until `accepting`, and keeps what it accepted. */
async function startSmsProvider() {
  const received: { to: string; text: string }[] = [];
  const state = { accepting: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (!state.accepting) {
        res.writeHead(503).end('provider unavailable');
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('failed deliveries', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the super admin finds the SMS that failed every attempt and sends it again', async ({ newPage }) => {
    const provider = await startSmsProvider();
    const dbName = `kilau_e2e_jobs_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    const dbUrl = new URL(PG);
    dbUrl.pathname = `/${dbName}`;
    const server = await startE2eServer({
      logName: 'e2e-failed-jobs-server.log',
      env: {
        DATABASE_URL: dbUrl.toString(),
        SEED_DEMO: '1',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: provider.url,
      },
    });
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    try {
      const person = newIdentity();
      await test.step('a customer registers while the SMS provider is down', async () => {
        const reply = await fetch(`${server.baseUrl}/v2/user/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            fullname: person.fullname,
            email: person.email,
            username: person.username,
            phonenumber: person.phone,
            password: person.password,
          }),
        });
        expect(reply.status).toBe(200);
        // The queue retries with a growing back-off; each retry is made due at once here.
        await expect
          .poll(
            async () => {
              await db.query(`update jobs set run_at = now() where type = 'sms.send' and done_at is null`);
              const { rows } = await db.query(`select attempts from jobs where type = 'sms.send'`);
              return rows[0]?.attempts ?? 0;
            },
            { timeout: 60_000, intervals: [1_500] },
          )
          .toBe(5);
      });

      const page = await newPage();
      await test.step('the super admin finds it, with whom it was for and why it failed', async () => {
        await staffLogin(page, 'superadmin', '/admin', server.baseUrl);
        await page.getByRole('link', { name: MSG.staffNavFailedJobs, exact: true }).click();
        await atPath(page, '/pengiriman-gagal');
        await see(page, MSG.failedJobsIntro);
        const row = page.getByRole('row').filter({ hasText: person.phone });
        await expect(row).toContainText(MSG.failedJobsTypeSms);
        await expect(row).toContainText('503');
        await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();
        expect(await shoot(page, 'bo-failed-jobs')).toEqual([]);
        await checkA11y(page, 'bo-failed-jobs');
      });

      await test.step('the provider is back: Kirim Ulang delivers the SMS', async () => {
        provider.state.accepting = true;
        await page
          .getByRole('row')
          .filter({ hasText: person.phone })
          .getByRole('button', { name: MSG.failedJobsRetry })
          .click();
        const confirm = page.getByRole('dialog', { name: MSG.failedJobsRetry });
        await expect(confirm).toContainText(MSG.failedJobsRetryConfirm);
        await confirm.getByRole('button', { name: MSG.failedJobsRetry }).click();
        await see(page, MSG.failedJobsRetried);
        await see(page, MSG.failedJobsNone);
        await expect.poll(() => provider.received.length, { timeout: 15_000 }).toBe(1);
        expect(provider.received[0]?.text).toMatch(/\d{6}/);
      });
    } finally {
      await db.end();
      await server.stop();
      await provider.close();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });
});
