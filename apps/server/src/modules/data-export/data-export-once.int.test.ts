/**
 * One copy in progress or fresh per customer (decision 0122). A customer who presses 'Unduh data
 * saya' again, one request after another or several at once, is answered with the copy being built
 * or made within DATA_EXPORT_FRESH_MINUTES: one export, one ZIP in the store, one mailed link. Once
 * that time has passed, a request builds a new copy. Customers registered and onboarded through
 * the real calls (the review harness on the onboarding harness).
 */
import {
  DATA_EXPORT_FRESH_MINUTES,
  dataExportReplySchema,
  fillTemplate,
  formatWibDateTime,
  MSG,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import type { RegisteredCustomer } from '../../test/customer';
import { useReviewHarness } from '../review/testing/review-harness';
import { dataExportClock } from './data-export.service';
import { listExportsOf } from './index';

const FRESH_MS = DATA_EXPORT_FRESH_MINUTES * 60_000;

describe('one copy in progress or fresh per customer', () => {
  const { h, submittedParticipant, api } = useReviewHarness();
  const realNow = dataExportClock.now;
  afterEach(() => {
    dataExportClock.now = realNow;
  });

  const ask = (c: RegisteredCustomer) =>
    api('POST', '/v1/user/data-export', c.token, { password: c.password });
  /** The ZIPs the store holds for the customer, and the links mailed to them. */
  const zipsOf = (c: RegisteredCustomer) => h.t.app.files.list(`data-exports/${c.id}/`, 100);
  async function linksMailedTo(c: RegisteredCustomer) {
    await h.t.flushJobs();
    return h.t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, c.email), eq(outbox.subject, MSG.dataExportMailSubject)));
  }

  it('answers requests one after another with the copy in progress, then the fresh one, without building or mailing again; after the hour, a new copy', async () => {
    const { customer } = await submittedParticipant({ fullname: 'Ayu Lestari Wulandari' });

    const first = await ask(customer);
    expect(first.statusCode, first.body).toBe(202);
    const queued = dataExportReplySchema.parse(first.json());
    expect(queued).toMatchObject({ message: MSG.dataExportQueued, data: { status: 'queued' } });

    // While it is being built: the same export, said to be on its way.
    const meanwhile = await ask(customer);
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);
    expect(dataExportReplySchema.parse(meanwhile.json())).toMatchObject({
      message: MSG.dataExportInProgress,
      data: { _id: queued.data._id, status: 'queued' },
    });

    await h.t.flushJobs();
    const [ready] = await listExportsOf(h.t.db, customer.id);
    expect(ready).toMatchObject({ _id: queued.data._id, status: 'ready' });
    const readyAt = new Date(ready?.ready_at ?? '');

    // Ready: five more presses answer with it and its mailed link, and say when a new one may be asked.
    const fresh = fillTemplate(MSG.dataExportStillFresh, {
      ready: formatWibDateTime(readyAt),
      next: formatWibDateTime(new Date(readyAt.getTime() + FRESH_MS)),
    });
    for (let i = 0; i < 5; i += 1) {
      const again = await ask(customer);
      expect(again.statusCode, again.body).toBe(200);
      expect(dataExportReplySchema.parse(again.json())).toMatchObject({
        message: fresh,
        data: { _id: queued.data._id, status: 'ready' },
      });
    }
    await h.t.flushJobs();
    expect(await listExportsOf(h.t.db, customer.id)).toHaveLength(1);
    expect(await zipsOf(customer)).toHaveLength(1);
    expect(await linksMailedTo(customer)).toHaveLength(1);

    // An hour after it was ready, the copy is no longer fresh: a request builds and mails a new one.
    dataExportClock.now = () => new Date(readyAt.getTime() + FRESH_MS + 60_000);
    const later = await ask(customer);
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json().data._id).not.toBe(queued.data._id);
    await h.t.flushJobs();
    expect((await listExportsOf(h.t.db, customer.id)).map((e) => e.status)).toEqual(['ready', 'ready']);
    expect(await zipsOf(customer)).toHaveLength(2);
    expect(await linksMailedTo(customer)).toHaveLength(2);
  });

  it('makes one export of requests sent at the same moment', async () => {
    const { customer } = await submittedParticipant({ fullname: 'Rudi Hartanto Saputra', female: false });
    const replies = await Promise.all([ask(customer), ask(customer), ask(customer)]);
    for (const res of replies) expect([200, 202], res.body).toContain(res.statusCode);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 202]);
    const ids = new Set(replies.map((r) => dataExportReplySchema.parse(r.json()).data._id));
    expect(ids.size).toBe(1);

    await h.t.flushJobs();
    expect(await listExportsOf(h.t.db, customer.id)).toEqual([
      expect.objectContaining({ _id: [...ids][0], status: 'ready' }),
    ]);
    expect(await zipsOf(customer)).toHaveLength(1);
    expect(await linksMailedTo(customer)).toHaveLength(1);
  });
});
