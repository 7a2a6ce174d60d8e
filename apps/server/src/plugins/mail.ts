/**
 * E-mail delivery. The embedded default writes each message to the outbox table (readable at
 * /dev/outbox); with SMTP_URL set, nodemailer delivers it. Callers never send directly: they
 * enqueue a job (notifications) so that a slow or failing SMTP server is retried off the request.
 */
import type { Transporter } from 'nodemailer';
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
  private transport: Promise<Transporter> | null = null;
  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}
  /** nodemailer loads with the first message: an idle server holds none of it. */
  private connection(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.url),
    );
    return this.transport;
  }
  async send(m: EmailMessage): Promise<void> {
    const transport = await this.connection();
    await transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }
  async close() {
    (await this.transport)?.close();
  }
}
