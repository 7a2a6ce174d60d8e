/**
 * The development outbox (GET /dev/outbox): the e-mails and SMS the server "sent" while no real
 * delivery is configured. Tests read OTPs and activation links from it as a person reads their
 * phone or mailbox.
 */
import { expect } from '@playwright/test';
import { baseUrl } from './base-url';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  time: string;
}

const WAIT_MS = 20_000;

/** 0812…, 62812… and +62812… are the same phone. */
function samePhone(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\D/g, '').replace(/^62/, '0');
  return norm(a) === norm(b);
}

function sameRecipient(message: OutboxMessage, to: string): boolean {
  if (to.includes('@')) return message.to.trim().toLowerCase() === to.trim().toLowerCase();
  return samePhone(message.to, to);
}

export async function readOutbox(): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl()}/dev/outbox?format=json&limit=500`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits for the newest message to `to` (an e-mail address or a phone number) created at or after
 * `since`, optionally also matching `filter`.
 */
export async function waitForMessage(
  to: string,
  since: Date,
  filter: (m: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find(
          (m) => sameRecipient(m, to) && new Date(m.time).getTime() >= since.getTime() && filter(m),
        );
        return found !== undefined;
      },
      { message: `a message to ${to} since ${since.toISOString()} in the outbox`, timeout: WAIT_MS },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

/** The 6-digit code in an SMS or e-mail text. */
export function extractOtp(message: OutboxMessage): string {
  const otp = /(?<!\d)(\d{6})(?!\d)/.exec(message.text)?.[1];
  if (!otp) throw new Error(`no 6-digit code in message: ${message.text}`);
  return otp;
}

/** The activation link (…/aktivasi/<id>) in an e-mail, as a path on the app. */
export function extractActivationPath(message: OutboxMessage): string {
  const link = /https?:\/\/[^\s"'<>]+\/aktivasi\/[^\s"'<>]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no /aktivasi/ link in message: ${message.text}`);
  const url = new URL(link.replace(/[).,]+$/, ''));
  return url.pathname;
}

export function isActivationMail(m: OutboxMessage): boolean {
  return m.channel === 'email' && /\/aktivasi\//.test(m.text);
}

export function hasOtp(m: OutboxMessage): boolean {
  return /(?<!\d)\d{6}(?!\d)/.test(m.text);
}

export async function waitForOtp(to: string, since: Date): Promise<string> {
  return extractOtp(await waitForMessage(to, since, hasOtp));
}

export async function waitForActivationPath(email: string, since: Date): Promise<string> {
  return extractActivationPath(await waitForMessage(email, since, isActivationMail));
}
