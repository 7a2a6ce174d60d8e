/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it receives: the tests of
 * e-mail delivery read what actually crossed SMTP.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './app';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The messages to `address`, their bodies decoded from quoted-printable. */
  to(address: string): string[];
  close(): Promise<void>;
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as AddressInfo).port;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        received,
        to: (address) =>
          received.filter((m) => m.to.includes(address)).map((m) => decodeQuotedPrintable(m.raw)),
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** An e-mail's subject as the raw message carries it. */
export const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';

/**
 * Makes `t.lastMessageTo` read e-mails from what crossed SMTP (the harness's registration reads its
 * activation mail through it); SMS codes stay in the outbox.
 */
export function readMailFromSmtp(t: TestApp, smtp: SmtpCapture): void {
  const fromOutbox = t.lastMessageTo.bind(t);
  t.lastMessageTo = async (to) => {
    if (!to.includes('@')) return fromOutbox(to);
    await t.flushJobs();
    const text = smtp.to(to).at(-1);
    return text ? { text, subject: subjectOf(text) } : undefined;
  };
}
