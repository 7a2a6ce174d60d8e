/**
 * The operator commands write to the database the server reads. They used to open DATA_DIR itself
 * while the server opens DATA_DIR/pglite, so `npm run staff:create` reported success and the new
 * account could never log in. Each command is run as an operator runs it (a child process with only
 * DATA_DIR set), then the server's own database is opened where the server opens it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDb, rowsOf } from '../db/client';
import { verifyPassword } from '../modules/credentials';

const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function operator(command: string, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** The staff account as the server would find it, in the database the server opens. */
async function staffInServerDatabase(username: string) {
  const handle = await openDb(undefined, loadConfig({ DATA_DIR: dataDir }).pgliteDir);
  try {
    const rows = rowsOf<{ password_hash: string; role: number }>(
      await handle.db.execute(sql`select password_hash, role from staff_users where username = ${username}`),
    );
    return rows[0];
  } finally {
    await handle.close();
  }
}

describe('operator commands on the embedded database', () => {
  it('staff:create and staff:reset-password change the account the server logs in', async () => {
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
