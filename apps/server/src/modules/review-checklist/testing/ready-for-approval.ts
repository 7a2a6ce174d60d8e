/**
 * What every approval needs, done the way staff do it (decision 0131): the UN list and DTTOT loaded
 * by a super admin through the upload route (the first time a test needs them; nothing is uploaded
 * when the test loaded its own), and the reviewer's checklist: each document opened through the
 * staff file route, then every item accepted through the checklist route.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUIRED_SOURCES, type StaffPrefix, type UploadedSource } from '@kilau/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { nextTestIp } from '../../../test/customer';
import { loadedSources } from '../../watchlists';
import { storeList } from '../../watchlists/testing/upload-list';

type App = Pick<TestApp, 'app' | 'db'>;

const TESTDATA = path.resolve(import.meta.dirname, '../../watchlists/testdata');
/** Fictitious lists (the watch-list tests' own): none of their names is a test customer's. */
const LIST_FILES: Record<(typeof REQUIRED_SOURCES)[number], string> = {
  un: 'un-consolidated-v1.xml',
  dttot: 'dttot-v1.csv',
};

/** Uploads, as the super admin, each required list that has no version yet. */
export async function ensureRequiredLists(t: App, superAdminToken: string): Promise<void> {
  const loaded = new Set<UploadedSource>(await loadedSources(t.db));
  for (const source of REQUIRED_SOURCES) {
    if (loaded.has(source)) continue;
    const name = LIST_FILES[source];
    await storeList(t, superAdminToken, source, { name, bytes: readFileSync(path.join(TESTDATA, name)) });
  }
}

function call(t: App, method: 'GET' | 'PUT', url: string, token: string) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextTestIp(),
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The reviewer opens each document of the participant, then accepts every item of the checklist. */
export async function acceptChecklist(
  t: App,
  token: string,
  id: string,
  prefix: Extract<StaffPrefix, 'admin-broker' | 'admin-bank'> = 'admin-broker',
): Promise<void> {
  const detail = await call(t, 'GET', `/v1/${prefix}/kyc/detail/${id}`, token);
  expect(detail.statusCode, detail.body).toBe(200);
  const attachment = detail.json().data.customer.attachment as Record<string, string | null>;
  const checklist = await call(t, 'GET', `/v1/${prefix}/kyc/${id}/checklist`, token);
  expect(checklist.statusCode, checklist.body).toBe(200);
  for (const { item, state } of checklist.json().data.items as { item: string; state: string }[]) {
    if (state === 'accepted') continue;
    const key = attachment[item];
    if (key) {
      const file = await call(t, 'GET', `/v1/get/file?path=${encodeURIComponent(key)}`, token);
      expect(file.statusCode, `${item}: ${file.body.slice(0, 200)}`).toBe(200);
    }
    const accepted = await call(t, 'PUT', `/v1/${prefix}/kyc/${id}/checklist/${item}`, token);
    expect(accepted.statusCode, `${item}: ${accepted.body}`).toBe(200);
  }
}
