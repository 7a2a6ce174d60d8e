/**
 * Everything the product sends to a customer goes through here: the texts are composed once and
 * delivery runs as a background job (mail.send / sms.send) so that a failing provider is retried.
 */
import type { JobQueue } from '../../plugins/jobs';
import type { EmailMessage, Mailer } from '../../plugins/mail';
import type { SmsSender } from '../../plugins/sms';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export class Notifications {
  constructor(
    private readonly jobs: JobQueue,
    mailer: Mailer,
    sms: SmsSender,
  ) {
    jobs.register('mail.send', async (message) => mailer.send(message));
    jobs.register('sms.send', async ({ to, text }) => sms.send(to, text));
  }

  email(message: EmailMessage): Promise<void> {
    return this.jobs.enqueue('mail.send', { ...message });
  }

  sms(to: string, text: string): Promise<void> {
    return this.jobs.enqueue('sms.send', { to, text });
  }
}
