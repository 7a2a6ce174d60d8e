/**
 * E-mail delivery. The embedded default writes each message to the outbox table (readable at
 * /dev/outbox); with SMTP_URL set, nodemailer delivers it. Callers never send directly: they
 * enqueue a job (notifications) so that a slow or failing SMTP server is retried off the request.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(m: EmailMessage): Promise<void> {
    await this.db.insert(outbox).values({
      channel: 'email',
      recipient: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: 'sent',
      sentAt: new Date(),
    });
  }
  async close() {}
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(m: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }
  async close() {
    this.transport.close();
  }
}
