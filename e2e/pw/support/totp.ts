/**
 * Authenticator codes for the browser tests, computed with otplib from a secret: the demo staff's
 * published one (DEMO_STAFF_TOTP_SECRET) or the one a fresh account was shown at its enrolment.
 *
 * A server takes each 30-second step once per account (a code cannot be replayed), and accepts the
 * current step and the one before it (modules/staff-mfa/totp.ts). The two Playwright workers sign
 * the same demo staff in. So every code is taken through a small record shared by the processes:
 * a file per server and account under the test output folder holding the last step used, changed
 * only under a lock file (created exclusively). The previous step is taken while it is still
 * unused and safely accepted, then the current one; only when both are taken does the caller wait
 * for the next step. A spec's own server has its own database, so its steps are its own.
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
/**
 * The previous step's code is only handed out with at least this long left in the current step:
 * the code is typed and checked before the step turns, when the previous one stops being accepted.
 */
const PREVIOUS_STEP_MARGIN_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(stepsDir, { recursive: true });
  const lock = path.join(stepsDir, `${key}.lock`);
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

/** The name of the record of `account`'s steps on the server at `serverUrl`. */
function recordKey(serverUrl: string, account: string): string {
  return `${new URL(serverUrl).host.replace(/[^a-z0-9.-]/gi, '_')}-${account}`;
}

function lastStepUsed(key: string): number {
  try {
    return Number(readFileSync(path.join(stepsDir, `${key}.step`), 'utf8')) || -1;
  } catch {
    return -1; // no code of this account on this server yet in this run
  }
}

/**
 * How long `freshTotp` would wait now for a code of `account` (0: one is free), read without the
 * lock: a hint for choosing between accounts, which `freshTotp` settles.
 */
export function msUntilFreshTotp(serverUrl: string, account: string, now = Date.now()): number {
  const last = lastStepUsed(recordKey(serverUrl, account));
  // As freshTotp: the current step (or the one before) is free unless a test has used it.
  return last < stepAt(now) ? 0 : (last + 1) * TOTP_PERIOD_SECONDS * 1000 - now;
}

/**
 * A code for `account` on the server at `serverUrl` (any URL of it, e.g. the page's) that no other
 * test has used there. The step is recorded before the code is returned.
 */
export async function freshTotp(serverUrl: string, account: string, secret: string): Promise<string> {
  const key = recordKey(serverUrl, account);
  return withLock(key, async () => {
    const record = path.join(stepsDir, `${key}.step`);
    const last = lastStepUsed(key);
    const now = Date.now();
    const current = stepAt(now);
    const leftInCurrent = (current + 1) * TOTP_PERIOD_SECONDS * 1000 - now;
    let step = current;
    if (last < current - 1 && leftInCurrent >= PREVIOUS_STEP_MARGIN_MS) step = current - 1;
    else if (last >= current) {
      step = last + 1;
      const wait = step * TOTP_PERIOD_SECONDS * 1000 - now + 200;
      // Said aloud: these waits are a large part of the browser suite's length.
      console.error(`totp: ${key} waits ${(wait / 1000).toFixed(1)} s for a step no test has used`);
      await sleep(wait);
    }
    writeFileSync(record, String(step));
    return totpAt(secret, step);
  });
}
