/**
 * README "Deploying on PostgreSQL" as an operator runs it: the owner and app roles made with the
 * README's own SQL, the migrations run as the owner (DATABASE_MIGRATION_URL), the app run as the
 * role that owns nothing. Staff work through the API appends to the audit trail; that role cannot
 * delete, change, empty or unguard it. `npm run audit:verify` (the real command, as a process)
 * passes on the clean trail and fails once the owner deletes the newest rows — that DELETE is the
 * attack being simulated, hence direct SQL. Needs the machine's PostgreSQL: runs where
 * TEST_DATABASE_URL is set, like the rest of the PostgreSQL suite.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DbHandle, openDb, rowsOf } from '../db/client';
import { verifyAuditChain } from '../modules/audit/audit-chain';
import { checkpointNow } from '../modules/audit/audit-checkpoint.job';
import { createStaff, generateStaffPassword } from '../modules/staff-auth/staff-accounts';
import { staffSession } from '../modules/staff-mfa/testing/staff-login';
import { NoGeo } from '../plugins/geo';
import { createInfra } from '../plugins/infra';
import { prepareDatabase } from './prepare';

const SERVER = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '../..');

/** The README's SQL blocks of "Deploying on PostgreSQL", in order. */
function readmeSql(): string[] {
  const readme = readFileSync(path.resolve(serverDir, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Deploying on PostgreSQL'));
  return [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').slice(0, 2);
}

describe.skipIf(!SERVER)('the app as a database role that owns nothing (README)', () => {
  const tag = randomBytes(4).toString('hex');
  const names = { owner: `kilau_owner_${tag}`, app: `kilau_app_${tag}`, db: `kilau_${tag}` };
  /** One statement at a time, as psql sends them (CREATE DATABASE refuses a transaction). */
  const run = async (client: pg.Client, block: string | undefined) => {
    for (const statement of (block ?? '').split(/;\s*\n/).filter((x) => x.trim()))
      await client.query(rename(statement));
  };
  const rename = (text: string) =>
    text
      .replace(/\bkilau_owner\b/g, names.owner)
      .replace(/\bkilau_app\b/g, names.app)
      .replace(/\bDATABASE kilau\b/g, `DATABASE ${names.db}`);
  const urlOf = (user: string, password: string) => {
    const url = new URL(SERVER ?? '');
    url.username = user;
    url.password = password;
    url.pathname = `/${names.db}`;
    return url.toString();
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-app-role-'));
  const admin = new pg.Client({ connectionString: SERVER });
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await admin.query(`drop database if exists ${names.db} with (force)`);
    await admin.query(`drop role if exists ${names.app}`);
    await admin.query(`drop role if exists ${names.owner}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates as the owner, appends to the audit trail as the app, and cannot remove from it', async () => {
    const [onServer, inDatabase] = readmeSql();
    expect(onServer).toContain('CREATE ROLE kilau_app');
    await admin.connect();
    await run(admin, onServer);
    const superuserInDb = new pg.Client({ connectionString: urlOf(new URL(SERVER ?? '').username, '') });
    await superuserInDb.connect();
    await run(superuserInDb, inDatabase);
    await superuserInDb.end();

    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'off',
      DATABASE_URL: urlOf(names.app, 'app-password'),
      DATABASE_MIGRATION_URL: urlOf(names.owner, 'owner-password'),
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    const config = loadConfig(env);
    const silent = (await import('pino')).default({ level: 'silent' });
    handle = await openDb(config.DATABASE_URL, '');
    // As server.ts starts: migrations as the owner, the reference data as the app.
    await prepareDatabase(handle, config, silent);
    const ownerOf = rowsOf<{ tableowner: string }>(
      await handle.db.execute(`select tableowner from pg_tables where tablename = 'audit_log'`),
    );
    expect(ownerOf[0]?.tableowner).toBe(names.owner);

    // Staff work through the API: an account made as the operator makes it, its login.
    const infra = await createInfra(config, handle, silent, { geo: new NoGeo() });
    app = await buildApp(infra, { logger: false });
    await app.ready();
    const password = generateStaffPassword();
    await createStaff(handle.db, {
      username: 'ani',
      fullname: 'Ani Wijaya',
      role: ROLES.superAdmin,
      password,
      // With an address, as operators make accounts: the factor-added notice is mailed, not
      // audited as 'not notified' (decision 0119).
      email: 'ani@kilau.test',
    });
    // The whole login as the app's role: password, the forced TOTP enrolment, the session.
    await staffSession(app, 'ani', password);
    const actions = rowsOf<{ action: string }>(
      await handle.db.execute('select action from audit_log order by seq'),
    );
    expect(actions.map((r) => r.action)).toEqual([
      'staff.create',
      'staff.login_password',
      'staff.mfa_enrol',
      'staff.login',
    ]);
    expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: true, checked: 4 });

    // The app's role: no removal, no change, no emptying, no lifting of the guard.
    const appClient = new pg.Client({ connectionString: config.DATABASE_URL });
    await appClient.connect();
    const refused = async (statement: string) => {
      const err = await appClient.query(statement).then(
        () => null,
        (e: { code?: string; message?: string }) => e,
      );
      expect(err, statement).not.toBeNull();
      // 42501 insufficient_privilege: refused by the rights, before the trigger is reached.
      expect(err?.code, `${statement}: ${err?.message}`).toBe('42501');
    };
    await refused('DELETE FROM audit_log');
    await refused(`UPDATE audit_log SET ip = '10.9.9.9'`);
    await refused('TRUNCATE audit_log');
    await refused('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await refused('DROP TABLE audit_log');
    await refused('CREATE TABLE audit_log_copy (x int)');
    await appClient.end();

    // audit:verify, the operator's command, against the newest checkpoint.
    await checkpointNow(app);
    const verify = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
        cwd: serverDir,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const clean = verify();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('audit trail intact: 4 rows');
    expect(clean.stdout).toMatch(/seq 4 matches/);
    expect(clean.stdout).toContain('0 rows after the checkpoint are not yet anchored');

    // The attack: the owner lifts the guard and deletes the newest row.
    const owner = new pg.Client({ connectionString: config.DATABASE_MIGRATION_URL });
    await owner.connect();
    await owner.query('BEGIN');
    await owner.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await owner.query('DELETE FROM audit_log WHERE seq = 4');
    await owner.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    await owner.query('COMMIT');
    await owner.end();
    const after = verify();
    expect(after.status).toBe(1);
    expect(after.stdout).toContain('audit trail intact: 3 rows');
    expect(after.stderr).toMatch(/row seq 4 is missing, the trail ends at seq 3; rows were deleted/);
  });
});
