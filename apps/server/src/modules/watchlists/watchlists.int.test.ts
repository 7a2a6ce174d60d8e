/**
 * The lists' uploads through the real app (decision 0111): the super admin signs in with their
 * second factor and uploads the fixture files as PPATK and the UN publish them (synthetic people).
 * Each format is read; each malformed file is refused with its row and reason (at once when its
 * structure tells, else when the parse job has read it; decision 0120) and leaves nothing but its
 * audit row; a second version's diff names what was added, removed and changed; every accepted
 * upload queues a rescreen run and its job.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MSG,
  ROLES,
  SC,
  screeningRunReplySchema,
  WATCHLIST_FILE_MAX_BYTES,
  watchlistDiffReplySchema,
  watchlistOverviewReplySchema,
  watchlistVersionsReplySchema,
} from '@kilau/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, screeningRuns, watchlistEntries, watchlistVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { sha256Hex } from './entry-diff';
import { currentEntries } from './index';
import { postList, storeList, uploadList } from './testing/upload-list';

const fixture = (name: string) => readFileSync(join(__dirname, 'testdata', name));

describe('the lists: uploads, versions, diffs', () => {
  let t: TestApp;
  let superAdmin: string;
  let superAdminId: string;
  let brokerAdmin: string;

  const get = (url: string, token = superAdmin) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}` },
    });

  const upload = (source: string, file: string, token = superAdmin, bytes = fixture(file)) =>
    postList(t, token, source, { name: file, bytes });

  const accepted = (source: 'un' | 'dttot' | 'proliferation', file: string) =>
    storeList(t, superAdmin, source, { name: file, bytes: fixture(file) });

  async function staffToken(role: (typeof ROLES)[keyof typeof ROLES], username: string) {
    const password = generateStaffPassword();
    const id = await createStaff(t.db, { username, fullname: `Staf Daftar ${role}`, role, password });
    return { token: (await staffSession(t.app, username, password)).token, id };
  }

  const versionsOf = async (source: 'un' | 'dttot' | 'proliferation') =>
    (await t.db.select({ n: count() }).from(watchlistVersions).where(eq(watchlistVersions.source, source)))[0]
      ?.n;
  const tableCounts = async () => ({
    versions: (await t.db.select({ n: count() }).from(watchlistVersions))[0]?.n,
    entries: (await t.db.select({ n: count() }).from(watchlistEntries))[0]?.n,
    runs: (await t.db.select({ n: count() }).from(screeningRuns))[0]?.n,
    jobs: (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'screening.rescreen')))[0]?.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await staffToken(ROLES.superAdmin, 'superdaftar');
    superAdmin = admin.token;
    superAdminId = admin.id;
    brokerAdmin = (await staffToken(ROLES.brokerAdmin, 'brokerdaftar')).token;
  });
  afterAll(async () => t.close());

  it('before any upload: every source without a version, no runs', async () => {
    const reply = await get('/v1/super-admin/watchlists');
    expect(reply.statusCode, reply.body).toBe(200);
    const { sources, runs } = watchlistOverviewReplySchema.parse(reply.json()).data;
    expect(sources.map((s) => [s.source, s.current, s.entries])).toEqual([
      ['un', null, 0],
      ['dttot', null, 0],
      ['proliferation', null, 0],
      ['pep', null, 0],
      ['kilau', null, 0],
    ]);
    expect(runs).toEqual([]);
  });

  it('a broker admin may neither read nor upload the lists', async () => {
    expect((await get('/v1/super-admin/watchlists', brokerAdmin)).statusCode).toBe(403);
    expect((await get('/v1/super-admin/watchlists/dttot/versions', brokerAdmin)).statusCode).toBe(403);
    expect((await upload('dttot', 'dttot-v1.xlsx', brokerAdmin)).statusCode).toBe(403);
    expect(await versionsOf('dttot')).toBe(0);
  });

  it('the UN XML becomes version 1, with a queued rescreen, its job and the audit row', async () => {
    const { version, run } = await accepted('un', 'un-consolidated-v1.xml');
    expect(version).toMatchObject({
      source: 'un',
      version_no: 1,
      file_name: 'un-consolidated-v1.xml',
      file_format: 'xml',
      sha256: sha256Hex(fixture('un-consolidated-v1.xml')),
      entries: 4,
      individuals: 3,
      entities: 1,
      added: 4,
      removed: 0,
      changed: 0,
      uploaded_by: { fullname: `Staf Daftar ${ROLES.superAdmin}` },
    });
    expect(run).toMatchObject({
      trigger: 'list_upload',
      source: 'un',
      status: 'queued',
      started_by: version.uploaded_by,
    });
    const [job] = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.type, 'screening.rescreen'));
    expect(job?.payload).toEqual({ run_id: run.id });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'watchlist.upload'), eq(auditLog.targetId, version.id)));
    expect(audit).toMatchObject({
      actorType: 'staff',
      actorId: version.uploaded_by?.id,
      details: {
        source: 'un',
        version_no: 1,
        sha256: version.sha256,
        entries: 4,
        added: 4,
        removed: 0,
        changed: 0,
        run_id: run.id,
      },
    });
    const runReply = await get(`/v1/super-admin/screening/runs/${run.id}`);
    expect(screeningRunReplySchema.parse(runReply.json()).data.run).toEqual(run);
  });

  it('reads the DTTOT as .xlsx, the same list as .csv (a version with nothing changed), and the proliferation list', async () => {
    const xlsx = await accepted('dttot', 'dttot-v1.xlsx');
    expect(xlsx.version).toMatchObject({
      version_no: 1,
      file_format: 'xlsx',
      entries: 6,
      individuals: 5,
      entities: 1,
      added: 6,
    });
    const csv = await accepted('dttot', 'dttot-v1.csv');
    expect(csv.version).toMatchObject({
      version_no: 2,
      file_format: 'csv',
      entries: 6,
      added: 0,
      removed: 0,
      changed: 0,
    });
    const prolif = await accepted('proliferation', 'proliferation.csv');
    expect(prolif.version).toMatchObject({
      version_no: 1,
      file_format: 'csv',
      entries: 3,
      individuals: 2,
      entities: 1,
    });
  });

  it.each([
    ['un', 'un-malformed.xml', 'Berkas ditolak. Baris 99: XML tidak dapat dibaca ('],
    ['dttot', 'dttot-no-name.csv', 'Berkas ditolak. Baris 6: nama kosong. Tidak ada data yang disimpan.'],
    [
      'dttot',
      'dttot-bad-date.csv',
      'Berkas ditolak. Baris 7: tanggal lahir "akhir tahun tujuh puluhan" tidak dikenali. Tidak ada data yang disimpan.',
    ],
    [
      'dttot',
      'dttot-duplicate-ref.csv',
      'Berkas ditolak. Baris 8: nomor referensi IDD-0001 sudah muncul di baris 4. Tidak ada data yang disimpan.',
    ],
    [
      'dttot',
      'dttot-missing-column.csv',
      'Berkas ditolak. Baris 3: kolom "Kode Densus" tidak ditemukan pada baris judul. Tidak ada data yang disimpan.',
    ],
    [
      'dttot',
      'un-consolidated-v1.xml',
      'Berkas ditolak: format berkas tidak sesuai untuk daftar ini (.xlsx, .csv). Tidak ada data yang disimpan.',
    ],
    [
      'dttot',
      'dttot-v1.csv',
      'Berkas ditolak: berkas ini sama dengan versi yang berlaku (SHA-256 sama). Tidak ada data yang disimpan.',
    ],
  ])('refuses %s %s with its message, stores nothing, audits the refusal', async (source, file, message) => {
    const before = await tableCounts();
    const { reply, upload: ended } = await uploadList(t, superAdmin, source, {
      name: file,
      bytes: fixture(file),
    });
    // Refused at once (422) when the file's structure tells, else by its upload once read.
    const text = ended
      ? (ended.refusal?.message ?? `not refused: ${ended.status}`)
      : (reply.json() as { err_message_id: string }).err_message_id;
    if (!ended) {
      expect(reply.statusCode, reply.body).toBe(422);
      const body = reply.json() as { status_code: number; error: { field: string; message: string }[] };
      expect(body.status_code).toBe(SC.watchlistRefused);
      expect(body.error).toEqual([{ field: 'file', message: text }]);
    } else {
      expect(ended).toMatchObject({ status: 'refused', version: null, run: null });
    }
    expect(text.startsWith(message), text).toBe(true);
    expect(text.endsWith(MSG.watchlistRefusedFile.split('{reason}')[1] ?? '')).toBe(true);
    expect(await tableCounts()).toEqual(before);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'watchlist.upload_refused'))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: superAdminId,
      outcome: 'failure',
      details: { source, file_name: file, sha256: sha256Hex(fixture(file)) },
    });
    expect(text).toContain(
      (audit?.details as { reason?: string } | undefined)?.reason ?? 'no reason audited',
    );
  });

  it('refuses a file over 20 MB before reading it, and audits the refusal', async () => {
    const before = await tableCounts();
    const big = Buffer.alloc(WATCHLIST_FILE_MAX_BYTES + 1, 0x41);
    const reply = await upload('dttot', 'besar.csv', superAdmin, big);
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json()).toMatchObject({
      status_code: SC.watchlistRefused,
      err_message_id: 'Berkas ditolak: berkas melebihi 20 MB. Tidak ada data yang disimpan.',
    });
    expect(await tableCounts()).toEqual(before);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'watchlist.upload_refused'))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({ source: 'dttot', reason: MSG.watchlistFileTooLarge });
  });

  it('a second version: the diff counts and names what was added, removed and changed', async () => {
    const { version } = await accepted('dttot', 'dttot-v2.xlsx');
    expect(version).toMatchObject({ version_no: 3, entries: 6, added: 1, removed: 1, changed: 1 });
    const reply = await get(`/v1/super-admin/watchlists/versions/${version.id}/diff`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { diff } = watchlistDiffReplySchema.parse(reply.json()).data;
    expect(diff).toEqual({
      added: [{ ref: 'IDD-0006', name: 'Bambang Soeharjono' }],
      removed: [{ ref: 'IDD-0003', name: 'Ahmad Fauzi Ramadhan' }],
      changed: [{ ref: 'IDD-0004', name: 'Rizal Effendi Siregar', fields: ['addresses'] }],
    });
    const versions = watchlistVersionsReplySchema.parse(
      (await get('/v1/super-admin/watchlists/dttot/versions')).json(),
    ).data.versions;
    expect(versions.map((v) => [v.version_no, v.file_name])).toEqual([
      [3, 'dttot-v2.xlsx'],
      [2, 'dttot-v1.csv'],
      [1, 'dttot-v1.xlsx'],
    ]);
  });

  it('the overview shows each current version and the runs, newest first; screening reads the newest versions', async () => {
    const { sources, runs } = watchlistOverviewReplySchema.parse(
      (await get('/v1/super-admin/watchlists')).json(),
    ).data;
    expect(sources.map((s) => [s.source, s.current?.version_no ?? null, s.entries])).toEqual([
      ['un', 1, 4],
      ['dttot', 3, 6],
      ['proliferation', 1, 3],
      ['pep', null, 0],
      ['kilau', null, 0],
    ]);
    expect(runs.map((r) => r.source)).toEqual(['dttot', 'proliferation', 'dttot', 'dttot', 'un']);
    const { versionIds, entries } = await currentEntries(t.db);
    expect(versionIds).toEqual([...sources.flatMap((s) => (s.current ? [s.current.id] : []))].sort());
    expect(entries).toHaveLength(13);
    expect(
      entries
        .filter((e) => e.source === 'dttot')
        .map((e) => e.ref)
        .sort(),
    ).toEqual(['IDD-0001', 'IDD-0002', 'IDD-0004', 'IDD-0005', 'IDD-0006', 'IDE-0001']);
  });

  it('answers 404 for an unknown version or run, 422 for a source that is not uploaded', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/v1/super-admin/watchlists/versions/${id}/diff`)).statusCode).toBe(404);
    expect((await get(`/v1/super-admin/screening/runs/${id}`)).statusCode).toBe(404);
    expect((await upload('kilau', 'dttot-v1.csv')).statusCode).toBe(422);
  });
});
