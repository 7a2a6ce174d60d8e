/**
 * /dev/outbox: the messages the embedded mail and SMS defaults "sent", so that a person trying the
 * demo, or a test, can read an OTP or a link. Registered only while no real delivery is configured.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  time: z.string(),
});

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({
          format: z.enum(['json', 'html']).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.union([z.array(messageSchema), z.string()]) },
      },
    },
    async (req, reply) => {
      const rows = await app.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(req.query.limit);
      const messages = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.text,
        time: r.createdAt.toISOString(),
      }));
      if (req.query.format === 'json') return messages;
      const items = messages
        .map(
          (m) => `<article><header><b>${m.channel === 'sms' ? 'SMS' : 'Email'}</b> ke ${escapeHtml(m.to)}
          <time>${escapeHtml(m.time)}</time></header>${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
          <pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Kotak Keluar Kilau (pengembangan)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#666;float:right}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Kotak Keluar (pengembangan)</h1>
<p>Email dan SMS yang dikirim Kilau selama belum ada SMTP atau penyedia SMS yang dikonfigurasi.</p>
${items || '<p>Belum ada pesan.</p>'}</body></html>`);
    },
  );
};
