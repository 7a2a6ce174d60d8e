// @ts-check
// Where `npm test` keeps its temporary files (decision 0225): the test databases copied for each
// test file and each browser-test server, the servers' stored files, the browsers' profiles. On a
// file system in memory when the machine has one with room (Linux's /dev/shm): on a virtual
// machine's disk, copying a 90 MB embedded database took 1.2 s of processor time, in memory 0.1 s,
// and the databases' fsyncs cost nothing there. Node builtins only.
import { chmodSync, mkdtempSync, statfsSync } from 'node:fs';
import path from 'node:path';

/** The Linux kernel's magic number for tmpfs (statfs(2)). */
const TMPFS_MAGIC = 0x01021994;
/** Below this much free room (a container's 64 MB /dev/shm, say) the disk is used instead. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * A fresh folder for a test run's temporary files on the tmpfs at `mount`, or undefined when there
 * is none there or it has less than `minFree` bytes free (the caller keeps the system's default).
 * @param {{ mount?: string, minFree?: number }} [options]
 * @returns {string | undefined}
 */
export function memoryScratchDir({ mount = '/dev/shm', minFree = MIN_FREE_BYTES } = {}) {
  try {
    const fs = statfsSync(mount);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < minFree) return undefined;
    const dir = mkdtempSync(path.join(mount, 'kilau-test-'));
    // Open to every user, sticky, as /tmp is: the production step's tests run a scratch
    // PostgreSQL as the postgres user in a folder of their own below it.
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined; // no such mount (macOS, Windows), or not writable
  }
}
