/**
 * A partner's receiver for the tests (decision 0114): a plain node http server on 127.0.0.1 that
 * keeps every request (path, headers, raw body) and answers each path with the statuses it was
 * told, in order (200 once they run out). Tests verify the requests with the standard's own
 * library, as a partner would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobs, webhookEndpoints } from '../../../db/schema';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: Received[];
  /** The next replies of a path, in order. */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const planned = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = planned.get(path)?.shift() ?? 200;
      if (status >= 300 && status < 400) res.setHeader('location', 'http://169.254.169.254/latest/meta-data');
      res.writeHead(status, { 'content-type': 'text/plain', connection: 'close' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer(path, ...statuses) {
      planned.set(path, [...(planned.get(path) ?? []), ...statuses]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Moves time for the retries: every waiting delivery job becomes runnable now, as it would be
 * once its back-off has passed. The attempt still runs through the queue and the real handler.
 */
export async function makeRetriesDue(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(sql`${jobs.type} = 'webhook.deliver' and ${jobs.doneAt} is null and ${jobs.runAt} > now()`)
    .returning({ id: jobs.id });
  return rows.length;
}

/** Moves time past a rotation's 24 hours for one endpoint: the previous secret has expired. */
export async function endRotationOverlap(db: DbOrTx, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(webhookEndpoints.id, endpointId));
}
