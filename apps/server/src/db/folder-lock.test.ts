/**
 * The embedded database's folder lock on its own (decision 0123): who is refused and whose lock is
 * taken over. The end to end case (a running server, an operator command) is in
 * cli/operator-commands.int.test.ts; here are the holders a test cannot start: a process on another
 * machine sharing the volume, and a process that had this process's pid before a restart.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLocked, lockDataFolder, lockFileFor } from './folder-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'kilau-lock-'));
const folder = path.join(root, 'pglite');
const lock = lockFileFor(folder);
afterEach(() => rmSync(lock, { force: true }));

const holder = (pid: number, host = os.hostname(), since = new Date().toISOString()) =>
  writeFileSync(lock, JSON.stringify({ pid, host, since }));

/** A pid that was a process a moment ago and is none now. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(run.stdout);
}

describe('the embedded database folder lock', () => {
  it('is taken, refused to a second opener while held, and removed on release', () => {
    const release = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLocked);
    release();
    expect(existsSync(lock)).toBe(false);
    lockDataFolder(folder)();
  });

  it('refuses while the holder runs, naming it and the file to remove', () => {
    holder(process.ppid);
    expect(() => lockDataFolder(folder)).toThrow(
      new RegExp(`in use by another Kilau process \\(pid ${process.ppid} on .*Remove ${lock}`),
    );
  });

  it('takes over a lock whose process is gone', () => {
    holder(deadPid());
    const release = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock a previous process with this pid left (a restarted container)', () => {
    holder(process.pid, os.hostname(), new Date(Date.now() - process.uptime() * 1000 - 60_000).toISOString());
    lockDataFolder(folder)();
  });

  it('never takes over a lock from another machine, whose process it cannot ask', () => {
    holder(deadPid(), 'another-host');
    expect(() => lockDataFolder(folder)).toThrow(/pid \d+ on another-host/);
  });

  it('does not remove a lock that another process took over meanwhile', () => {
    const release = lockDataFolder(folder);
    holder(process.ppid);
    release();
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.ppid });
  });
});
