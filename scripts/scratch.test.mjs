// @ts-check
import { existsSync, rmSync, statfsSync, statSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryScratchDir } from './scratch.mjs';

const made = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const hasShm = (() => {
  try {
    return statfsSync('/dev/shm').type === 0x01021994;
  } catch {
    return false;
  }
})();

describe('the test run’s temporary files', () => {
  it.runIf(hasShm)('go to a fresh folder on the tmpfs when it has room', () => {
    const dir = memoryScratchDir({ minFree: 1 });
    expect(dir).toMatch(/^\/dev\/shm\/kilau-test-/);
    made.push(/** @type {string} */ (dir));
    expect(existsSync(/** @type {string} */ (dir))).toBe(true);
    // As /tmp: another user (the production step's scratch PostgreSQL runs as postgres) gets in.
    expect(statSync(/** @type {string} */ (dir)).mode & 0o7777).toBe(0o1777);
    const other = memoryScratchDir({ minFree: 1 });
    made.push(/** @type {string} */ (other));
    expect(other).not.toBe(dir);
  });

  it('stay on the disk when the tmpfs has less room than asked', () => {
    expect(memoryScratchDir({ minFree: Number.MAX_SAFE_INTEGER })).toBeUndefined();
  });

  it('stay on the disk when the folder is not a tmpfs, or not there', () => {
    expect(memoryScratchDir({ mount: os.homedir(), minFree: 1 })).toBeUndefined();
    expect(memoryScratchDir({ mount: '/no/such/mount', minFree: 1 })).toBeUndefined();
  });
});
