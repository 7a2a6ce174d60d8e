/**
 * Real e-mail over SMTP: with SMTP_URL set, messages leave through nodemailer to an SMTP server
 * (smtp-server on loopback here), and a delivery failure is retried by the job queue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';

describe('e-mail through SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Kilau <no-reply@kilau.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a queued e-mail to the SMTP server with its subject, sender and text', async () => {
    await t.app.notifications.email({
      to: 'siti@kilau.test',
      subject: 'Aktivasi akun Kilau Anda',
      text: 'Klik link berikut untuk mengaktifkan akun Anda.',
    });
    await t.flushJobs();
    const mail = smtp.received.find((m) => m.to.includes('siti@kilau.test'));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('no-reply@kilau.test');
    expect(mail?.raw).toContain('Subject: Aktivasi akun Kilau Anda');
    expect(mail?.raw).toContain('Klik link berikut untuk mengaktifkan akun Anda.');
  });

  it('keeps nothing of a delivered message in the queue', async () => {
    await t.app.notifications.email({ to: 'budi@kilau.test', subject: 'Kode OTP', text: 'Kode: 123456' });
    await t.flushJobs();
    const rows = await t.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.doneAt).not.toBeNull();
      expect(JSON.stringify(row.payload)).not.toContain('123456');
    }
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the message queued for a retry instead of losing it', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      await t.app.notifications.email({ to: 'dewi@kilau.test', subject: 'Kode OTP', text: 'Kode: 654321' });
      await t.flushJobs();
      const [row] = await t.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
      expect(row?.doneAt).toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toBeTruthy();
      expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await t.close();
    }
  });
});
