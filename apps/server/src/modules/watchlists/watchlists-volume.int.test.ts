/**
 * A list the size of the largest published ones and more: 50,000 entries in one upload are parsed,
 * diffed and stored in one transaction (chunked inserts), and a second upload diffs against all of
 * them. How long it takes is printed, not asserted: the figure that binds is the bench's
 * (`npm run bench -- watchlist-upload`); a timed assertion fails on a busy machine, not on a defect.
 */
import { ROLES } from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { currentEntries } from './index';
import { storeList } from './testing/upload-list';

const ENTRIES = 50_000;

function bigCsv(changeEvery: number): Buffer {
  const lines = [
    'DAFTAR TERDUGA TERORIS (DATA UJI)',
    '',
    'No;Nama;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat',
  ];
  for (let i = 1; i <= ENTRIES; i++) {
    const town = changeEvery > 0 && i % changeEvery === 0 ? 'Kota Baru' : 'Kota Lama';
    lines.push(
      `${i};Peserta Uji ${i} alias Uji ${i};Orang;IDD-${i};${town};00/00/${1950 + (i % 50)};Indonesia;Jalan Uji ${i}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

describe('a list of 50,000 entries', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' });
    const password = generateStaffPassword();
    await createStaff(t.db, {
      username: 'superbesar',
      fullname: 'Super Besar',
      role: ROLES.superAdmin,
      password,
    });
    token = (await staffSession(t.app, 'superbesar', password)).token;
  });
  afterAll(async () => t.close());

  /** Accepted, read by the parse worker and stored (decision 0120). */
  async function upload(bytes: Buffer) {
    const started = Date.now();
    const { version } = await storeList(t, token, 'dttot', { name: 'dttot-besar.csv', bytes });
    return { version, ms: Date.now() - started };
  }

  it('loads in one upload, then a second version diffs against every entry', {
    timeout: 300_000,
  }, async () => {
    const first = await upload(bigCsv(0));
    expect(first.version).toMatchObject({ entries: ENTRIES, added: ENTRIES });
    const second = await upload(bigCsv(100));
    expect(second.version).toMatchObject({
      entries: ENTRIES,
      added: 0,
      removed: 0,
      changed: 500,
    });
    const { entries } = await currentEntries(t.db);
    expect(entries).toHaveLength(ENTRIES);
    console.log(`50,000 entries: first upload ${first.ms} ms, second ${second.ms} ms`);
  });
});
