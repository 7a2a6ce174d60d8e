/**
 * A copy that cannot be built (decision 0113): the file store refuses the ZIP. The export reads
 * 'failed', nothing is left in the store, the customer is mailed that it failed and may ask again,
 * and the next request builds it.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MSG } from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, LocalFileStore } from '../../plugins/files';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp, type RegisteredCustomer, registerCustomer } from '../../test/customer';
import { listExportsOf } from './index';

/** The folder store, except that it refuses copies while `down` is set (an outage of the store). */
class FlakyStore extends LocalFileStore {
  down = true;
  override async put(key: string, body: Readable) {
    if (this.down && key.startsWith('data-exports/')) {
      body.resume();
      throw new Error('store unavailable');
    }
    return super.put(key, body);
  }
}

describe('a copy that cannot be built', () => {
  let t: TestApp;
  let store: FlakyStore;
  let c: RegisteredCustomer;
  beforeAll(async () => {
    store = new FlakyStore(mkdtempSync(path.join(os.tmpdir(), 'kilau-files-')));
    t = await createTestApp({ infra: { files: store as FileStore } });
    c = await registerCustomer(t);
  });
  afterAll(() => t?.close());

  const ask = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/data-export',
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${c.token}` },
      payload: { password: c.password },
    });

  it('reads failed, leaves nothing in the store, and tells the customer to ask again', async () => {
    expect((await ask()).statusCode).toBe(202);
    await t.flushJobs();
    const [failed] = await listExportsOf(t.db, c.id);
    expect(failed).toMatchObject({ status: 'failed', expires_at: null, size_bytes: null });
    expect(await store.list(`data-exports/${c.id}/`, 10)).toEqual([]);
    const mail = await t.lastMessageTo(c.email);
    expect(mail?.subject).toBe(MSG.dataExportFailedMailSubject);
    expect(mail?.text).toContain('/data-saya');

    store.down = false;
    expect((await ask()).statusCode).toBe(202);
    await t.flushJobs();
    const [ready, before] = await listExportsOf(t.db, c.id);
    expect(ready?.status).toBe('ready');
    expect(before?.status).toBe('failed');
    expect((await t.lastMessageTo(c.email))?.subject).toBe(MSG.dataExportMailSubject);
  });
});
