/**
 * The README's backup and restore, run as an operator would on PostgreSQL: `pg_dump` of a Kilau
 * database with the demo participants and their documents, `tar` of the files folder; then
 * `pg_restore` into a new database and the files unpacked elsewhere. The restored copy has every
 * row, an unbroken audit chain, and every stored file with the digest its row records; the app's
 * migrations find nothing left to do. Needs the machine's PostgreSQL (TEST_DATABASE_URL's server,
 * or 127.0.0.1:5432) and its client tools.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@kilau/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../modules/audit/audit-chain';
import { createStaff, generateStaffPassword } from '../modules/staff-auth/staff-accounts';
import { LocalFileStore } from '../plugins/files';
import { seedDemo } from '../seed/seed';
import { seedDemoParticipants } from '../seed/seed-participants';
import { openDb, rowsOf } from './client';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('backup and restore (README)', () => {
  const tag = randomBytes(4).toString('hex');
  const names = { live: `kilau_backup_${tag}`, restored: `kilau_restored_${tag}` };
  const work = mkdtempSync(path.join(os.tmpdir(), 'kilau-backup-'));
  const admin = new pg.Client({ connectionString: SERVER });

  afterAll(async () => {
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every row, the audit chain and every file', async () => {
    await admin.connect();
    // The live install: a database and a data folder with the demo's participants and documents.
    await admin.query(`create database ${names.live}`);
    const liveData = path.join(work, 'live');
    const live = await openDb(urlOf(names.live), '');
    await live.migrate();
    await seedDemo(live.db, new TextEncoder().encode('backup-test-server-secret-of-32-chars'));
    await seedDemoParticipants(live.db, new LocalFileStore(path.join(liveData, 'files')));
    // The operator's first accounts: audited, so the trail's hash chain has rows to check.
    for (const username of ['admin.satu', 'admin.dua'])
      await createStaff(live.db, {
        username,
        fullname: username,
        role: ROLES.superAdmin,
        password: generateStaffPassword(),
      });
    const tables = rowsOf<{ name: string }>(
      await live.db.execute(
        `select tablename as name from pg_tables where schemaname = 'public' order by 1` as never,
      ),
    ).map((t) => t.name);
    const counts = async (db: typeof live.db) => {
      const out: Record<string, number> = {};
      for (const t of tables)
        out[t] =
          rowsOf<{ n: number }>(await db.execute(`select count(*)::int as n from "${t}"` as never))[0]?.n ??
          0;
      return out;
    };
    const before = await counts(live.db);
    expect(before.kyc_customers).toBeGreaterThan(50);
    expect(before.stored_files).toBeGreaterThan(100);
    await live.close();

    // Backup, as the README says.
    const dump = path.join(work, 'kilau.dump');
    const filesArchive = path.join(work, 'kilau-files.tar.gz');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, urlOf(names.live)]);
    execFileSync('tar', ['-C', liveData, '-czf', filesArchive, 'files']);

    // Restore into a new database and a new data folder.
    const restoredData = path.join(work, 'restored');
    await admin.query(`create database ${names.restored}`);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(names.restored)}`, dump]);
    execFileSync('mkdir', ['-p', restoredData]);
    execFileSync('tar', ['-C', restoredData, '-xzf', filesArchive]);

    const restored = await openDb(urlOf(names.restored), '');
    try {
      await restored.migrate();
      expect(await counts(restored.db)).toEqual(before);
      const chain = await verifyAuditChain(restored.db);
      expect(chain.ok).toBe(true);
      expect(chain.checked).toBeGreaterThanOrEqual(2);
      const files = rowsOf<{ key: string; sha256: string }>(
        await restored.db.execute(`select storage_key as key, sha256 from stored_files` as never),
      );
      for (const f of files) {
        const bytes = readFileSync(path.join(restoredData, 'files', f.key));
        expect(createHash('sha256').update(bytes).digest('hex'), f.key).toBe(f.sha256);
      }
    } finally {
      await restored.close();
    }
  });
});
