/**
 * SMS delivery (registration OTP). The embedded default is the outbox; SMS_PROVIDER=http posts
 * { to, text } as JSON to a gateway with a bearer token, which is how most Indonesian SMS
 * aggregators are integrated; a provider with another shape gets its own adapter here.
 */
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(to: string, text: string): Promise<void>;
}

export class OutboxSms implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(to: string, text: string): Promise<void> {
    await this.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: to, subject: '', text, status: 'sent', sentAt: new Date() });
  }
}

export class HttpSms implements SmsSender {
  readonly kind = 'http' as const;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}
  async send(to: string, text: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
