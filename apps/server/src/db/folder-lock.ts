/**
 * The embedded database's folder is one process's (decision 0123). PGlite takes no lock of its own:
 * a second process that opens the folder (an operator command beside a running server, a second
 * server) works on its own copy in memory and writes over the other's files, so what it did is
 * lost or the folder is damaged. Whoever opens the folder first leaves a lock file beside it
 * (`DATA_DIR/pglite.lock`) naming its pid, host and start; the others refuse, naming the holder.
 * A lock whose process is gone (a crash, a kill) is taken over. PostgreSQL needs none.
 */
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder is held by another process: the message is the one line to show the operator. */
export class DataFolderLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the embedded database ${lockFile.replace(/\.lock$/, '')} is in use by another Kilau process ` +
        `(pid ${holder.pid} on ${holder.host}, since ${holder.since}); stop it first. ` +
        `Remove ${lockFile} only if no such process runs.`,
    );
    this.name = 'DataFolderLocked';
  }
}

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export function lockFileFor(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseHolder(text: string | null): LockHolder | null {
  try {
    const parsed = JSON.parse(text ?? '') as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, since: String(parsed.since ?? '') };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock may still run; when in doubt, it does. */
function holderAlive(holder: LockHolder): boolean {
  // Another machine's process (a shared volume) cannot be asked: never taken over.
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) {
    // Our own pid: this process holds it if the lock is younger than the process; an older one is
    // a previous process that had the same pid (a container restarted) and is gone.
    const startedAt = Date.now() - process.uptime() * 1000;
    return Date.parse(holder.since) >= startedAt - 1000;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Takes the folder's lock or throws DataFolderLocked; answers the release (also run at the
 * process's exit, so a clean exit without close leaves no lock behind).
 */
export function lockDataFolder(folder: string): () => void {
  const file = lockFileFor(folder);
  const mine: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const text = JSON.stringify(mine);
  // Written whole to a file of our own, then linked into place: the link is atomic and fails when
  // the lock exists, so no one ever reads a half-written lock.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, text);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const seen = readText(file);
      const holder = parseHolder(seen);
      if (attempt > 0 || (holder && holderAlive(holder))) {
        throw new DataFolderLocked(file, holder ?? { pid: 0, host: 'unknown', since: 'unknown' });
      }
      // Stale (its process is gone) or not a lock at all: taken over, once, and only if it still
      // says what was judged, so a process that took it over a moment ago keeps it.
      if (readText(file) === seen) rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const release = () => {
    process.off('exit', release);
    try {
      // Only our own: never a lock that another process took over meanwhile.
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}
