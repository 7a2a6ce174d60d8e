/**
 * Authenticator codes for the browser tests, computed with otplib from a secret: the demo staff's
 * published one (DEMO_STAFF_TOTP_SECRET) or the one a fresh account was shown at its enrolment.
 *
 * The server takes each 30-second step once per account (a code cannot be replayed), and the two
 * Playwright workers sign the same demo staff in. So every code is taken through a small record
 * shared by the processes: a file per account under the test output folder holding the last step
 * used, changed only under a lock file (created exclusively). A step already taken makes the
 * caller wait for the next one; otherwise no time is lost.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { TOTP_PERIOD_SECONDS } from '@kilau/shared';
import { generateSync } from 'otplib';
import { resultsDir } from './paths';

/** The TOTP secret every demo staff account is seeded with (apps/server/src/seed/seed.ts). */
export const DEMO_STAFF_TOTP_SECRET = 'KILAUDEMOSTAFFTOTPSECRETKILAU234';

const stepsDir = path.join(resultsDir, 'totp-steps');
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

async function withLock<T>(account: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(stepsDir, { recursive: true });
  const lock = path.join(stepsDir, `${account}.lock`);
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        // removed meanwhile by its holder
      }
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The code of `step` (a 30-second step since the epoch). */
export function totpAt(secret: string, step: number): string {
  return generateSync({ secret: secret.replace(/\s+/g, ''), epoch: step * TOTP_PERIOD_SECONDS });
}

/**
 * A code for `account` that no other test has used: the current step's, or, when that is taken,
 * the next step's once it has begun. The step is recorded before the code is returned.
 */
export async function freshTotp(account: string, secret: string): Promise<string> {
  return withLock(account, async () => {
    const record = path.join(stepsDir, `${account}.step`);
    let last = -1;
    try {
      last = Number(readFileSync(record, 'utf8')) || -1;
    } catch {
      // first code of this account in this run
    }
    let step = stepAt(Date.now());
    if (step <= last) {
      step = last + 1;
      const wait = step * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 200;
      // Said aloud: these waits are a large part of the browser suite's length.
      console.error(`totp: ${account} waits ${(wait / 1000).toFixed(1)} s for a step no test has used`);
      await sleep(wait);
    }
    writeFileSync(record, String(step));
    return totpAt(secret, step);
  });
}

/** For the demo staff accounts, whose secret is published. */
export function demoStaffTotp(username: string): Promise<string> {
  return freshTotp(username, DEMO_STAFF_TOTP_SECRET);
}
