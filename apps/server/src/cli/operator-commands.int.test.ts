/**
 * The operator commands write to the database the server reads. They used to open DATA_DIR itself
 * while the server opens DATA_DIR/pglite, so `npm run staff:create` reported success and the new
 * account could never log in. Each command is run as an operator runs it (a child process with only
 * DATA_DIR set), then the server's own database is opened where the server opens it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDb, rowsOf } from '../db/client';
import { lockFileFor } from '../db/folder-lock';
import { CHECKPOINT_PREFIX, writeCheckpoint } from '../modules/audit/audit-checkpoint';
import { verifyPassword } from '../modules/credentials';
import { createFileStore } from '../plugins/infra';
import { prepareTemplate } from '../test/database';

const serverDir = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kilau-cli-'));
  folders.push(dir);
  return dir;
}
const dataDir = newDataDir();
const servers: ChildProcess[] = [];

/**
 * An embedded database migrated and with its regions, as a server leaves it after its first start:
 * the test run's template folder (src/test/global-setup.ts), or, when the run's template is a
 * PostgreSQL database, one made here once. Copied into a data folder, it spares each process the
 * migration and the regions (seconds each); the first describe still starts from an empty folder.
 */
let preparedDatabase: string | undefined;
async function preparedDataDir() {
  if (!preparedDatabase) {
    const template = process.env.KILAU_TEST_TEMPLATE;
    if (template && existsSync(template)) preparedDatabase = template;
    else {
      const made = path.join(newDataDir(), 'template');
      const handle = await openDb(undefined, made);
      try {
        await prepareTemplate(handle);
      } finally {
        await handle.close();
      }
      preparedDatabase = made;
    }
  }
  const dir = newDataDir();
  cpSync(preparedDatabase, loadConfig({ DATA_DIR: dir }).pgliteDir, { recursive: true });
  return dir;
}

afterAll(() => {
  for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** An operator command as an operator runs it: a process of its own, only DATA_DIR set. */
function command(name: string, args: string[], env: Record<string, string> = {}, dir = dataDir) {
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dir, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

function operator(name: string, args: string[], env: Record<string, string> = {}, dir = dataDir) {
  const run = command(name, args, env, dir);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** The server as `npm start` runs it from the sources, on the embedded database in `dir`. */
function startServer(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kilau is ready')) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  // A server that is refused never gets ready: awaited where a test expects it, not an error.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** The staff account as the server would find it, in the database the server opens. */
async function staffInServerDatabase(username: string, dir = dataDir) {
  const handle = await openDb(undefined, loadConfig({ DATA_DIR: dir }).pgliteDir);
  try {
    const rows = rowsOf<{ password_hash: string; role: number; senior: boolean }>(
      await handle.db.execute(
        sql`select password_hash, role, senior from staff_users where username = ${username}`,
      ),
    );
    return rows[0];
  } finally {
    await handle.close();
  }
}

describe('operator commands on the embedded database', () => {
  it('staff:create, staff:reset-password and staff:reset-mfa change the account the server logs in', async () => {
    operator(
      'staff-create',
      ['--username', 'ani', '--fullname', 'Ani Wijaya', '--role', '1', '--platform', 'gofx'],
      {
        STAFF_PASSWORD: 'Pialang#Kuat2026',
      },
    );
    const created = await staffInServerDatabase('ani');
    expect(created?.role).toBe(1);
    expect(await verifyPassword(created?.password_hash ?? '', 'Pialang#Kuat2026')).toBe(true);

    operator('staff-reset-password', ['--username', 'ani'], { STAFF_PASSWORD: 'Baru#Pialang2026' });
    const reset = await staffInServerDatabase('ani');
    expect(await verifyPassword(reset?.password_hash ?? '', 'Baru#Pialang2026')).toBe(true);

    // staff:reset-mfa finds the account too (it would name it unknown in any other database).
    expect(operator('staff-reset-mfa', ['ani'])).toContain('second factor of ani reset');

    // staff:senior flags the broker admin senior and clears it again (decision 0191).
    expect(operator('staff-senior', ['--username', 'ani', '--senior', 'yes'])).toContain('ani is now senior');
    expect((await staffInServerDatabase('ani'))?.senior).toBe(true);
    expect(operator('staff-senior', ['--username', 'ani', '--senior', 'no'])).toContain('no longer senior');
    expect((await staffInServerDatabase('ani'))?.senior).toBe(false);
  }, 180_000);

  it('integration:partner-create makes a partner the server knows', async () => {
    const out = operator('integration-partner-create', [
      '--name',
      'Bursa Uji',
      '--kind',
      'exchange',
      '--platform',
      'gofx',
    ]);
    expect(out).toContain('integration partner Bursa Uji created');
    const handle = await openDb(undefined, loadConfig({ DATA_DIR: dataDir }).pgliteDir);
    try {
      const rows = rowsOf<{ name: string }>(
        await handle.db.execute(sql`select name from integration_partners`),
      );
      expect(rows.map((r) => r.name)).toContain('Bursa Uji');
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describe('the embedded database is one process’s (decision 0123)', () => {
  it('a command refuses while the server holds the data folder, changes nothing, and runs once it stops', async () => {
    const dir = await preparedDataDir();
    const server = startServer(dir);
    await server.ready;
    const lock = lockFileFor(loadConfig({ DATA_DIR: dir }).pgliteDir);

    // What the operator typed is refused loudly, never "created" into a copy the server overwrites.
    const refused = command(
      'staff-create',
      ['--username', 'budi', '--fullname', 'Budi Santoso', '--role', '1', '--platform', 'gofx'],
      { STAFF_PASSWORD: 'Pialang#Kuat2026' },
      dir,
    );
    expect(refused.status).toBe(1);
    expect(refused.stdout).not.toContain('created');
    expect(refused.stderr).toContain('refused, nothing was changed');
    expect(refused.stderr).toContain(`pid ${server.child.pid}`);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(lock)).toBe(true);
    // Every command: a read-only one too.
    const verify = command('audit-verify', [], {}, dir);
    expect(verify.status).toBe(1);
    expect(verify.stderr).toContain('refused, nothing was changed');

    // A second server on the same folder does not start, and says why in one line.
    const second = startServer(dir);
    expect(await second.exited).toBe(1);
    const reason = second.output().trim().split('\n');
    expect(reason).toHaveLength(1);
    expect(reason[0]).toMatch(new RegExp(`Kilau not started: .* in use .*pid ${server.child.pid}`));

    // The server stops: its lock goes with it, and the same command now does what it says.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lock)).toBe(false);
    expect(
      operator(
        'staff-create',
        ['--username', 'budi', '--fullname', 'Budi Santoso', '--role', '1', '--platform', 'gofx'],
        { STAFF_PASSWORD: 'Pialang#Kuat2026' },
        dir,
      ),
    ).toContain('staff account budi created');
    const created = await staffInServerDatabase('budi', dir);
    expect(await verifyPassword(created?.password_hash ?? '', 'Pialang#Kuat2026')).toBe(true);

    // A server killed outright leaves its lock behind; its process is gone, so the lock is taken over.
    const killed = startServer(dir);
    await killed.ready;
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(lock)).toBe(true);
    operator('staff-reset-password', ['--username', 'budi'], { STAFF_PASSWORD: 'Baru#Pialang2026' }, dir);
    const reset = await staffInServerDatabase('budi', dir);
    expect(await verifyPassword(reset?.password_hash ?? '', 'Baru#Pialang2026')).toBe(true);
    expect(existsSync(lock)).toBe(false);
  }, 400_000);
});

describe('audit:verify and a missing anchor (decision 0123)', () => {
  it('exits 1 when the newest checkpoint is removed and the one left is older than two intervals', async () => {
    const dir = await preparedDataDir();
    const config = loadConfig({ DATA_DIR: dir });
    /** Signs the trail's head as the server's job does, at `at`. */
    async function checkpointAt(at: Date) {
      const handle = await openDb(undefined, config.pgliteDir);
      const files = await createFileStore(config);
      try {
        if (!config.auditCheckpointKey) throw new Error('no checkpoint key');
        return await writeCheckpoint({
          db: handle.db,
          files,
          privateKey: config.auditCheckpointKey,
          retention: null,
          now: at,
        });
      } finally {
        files.close?.();
        await handle.close();
      }
    }
    // The checkpoint the job wrote half an hour ago (every 10 minutes, the default), then work.
    operator(
      'staff-create',
      ['--username', 'citra', '--fullname', 'Citra Lestari', '--role', '1', '--platform', 'gofx'],
      {},
      dir,
    );
    await checkpointAt(new Date(Date.now() - 30 * 60_000));
    operator('staff-reset-password', ['--username', 'citra'], {}, dir);
    const stale = command('audit-verify', [], {}, dir);
    expect(stale.status, stale.stdout).toBe(1);
    expect(stale.stderr).toMatch(
      /audit anchor MISSING: the newest checkpoint .* older than two checkpoint intervals \(20 min\)/,
    );

    // A fresh checkpoint anchors it all.
    const fresh = await checkpointAt(new Date());
    const ok = command('audit-verify', [], {}, dir);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`seq ${fresh.checkpoint.seq} matches`);

    // Removed from the store, it leaves the older one newest: not "not yet anchored", a failure.
    const files = await createFileStore(config);
    await files.delete(fresh.key);
    expect(await files.list(CHECKPOINT_PREFIX, 1)).not.toContain(fresh.key);
    files.close?.();
    const removed = command('audit-verify', [], {}, dir);
    expect(removed.status, removed.stdout).toBe(1);
    expect(removed.stderr).toContain('audit anchor MISSING');
  }, 300_000);
});
