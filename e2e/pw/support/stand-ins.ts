/**
 * Stand-ins for the demo broker on the shared server: accounts of the same role, platform and name,
 * made as an operator makes staff (`npm run staff:create`) and enrolled in the authenticator app
 * through the login's forced enrolment, as a new staff member enrols.
 *
 * Why: a server takes each 30-second step of an account's codes once (support/totp.ts), and most
 * walks sign the broker in on the shared server. With one account, a walk waited for a fresh step
 * 16 times a run (324 s of worker time). `staffLogin` signs a walk in as whichever of the broker
 * and its stand-ins has a code free now, and keeps that account for the rest of the walk, so a
 * walk that signs the broker in twice is the same person both times.
 */
import { MSG, ROLES } from '@kilau/shared';
import { chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_PATH, LAUNCH_ARGS } from '../../shared/chromium';
import { DEMO_PASSWORD } from './api';
import { enrolWithAuthenticator } from './enrolment';
import { button } from './names';
import { createStaffAccount } from './staff';

/** A stand-in account: whom it stands in for, its username, and its authenticator's secret. */
export interface StandIn {
  of: string;
  username: string;
  secret: string;
}

/** The demo broker's stand-ins: its name, role and platform (apps/server/src/seed/seed.ts). */
const BROKER_STAND_INS = ['broker2', 'broker3'].map((username) => ({
  username,
  fullname: 'Admin Pialang',
  role: ROLES.brokerAdmin,
  platform: 'gofx',
}));

/** How the shared server's stand-ins reach the Playwright workers (they inherit the environment). */
const ENV_KEY = 'E2E_STAFF_STAND_INS';

/**
 * Makes the stand-in accounts on a server's database before it starts (startE2eServer's `prepare`:
 * the embedded database takes one process at a time).
 */
export function createStandIns(env: NodeJS.ProcessEnv): void {
  for (const staff of BROKER_STAND_INS) createStaffAccount(env, { ...staff, password: DEMO_PASSWORD });
}

/** A stand-in's first login, in a page of its own, through the forced enrolment; answers its secret. */
async function enrol(page: Page, baseUrl: string, username: string): Promise<string> {
  const secret = await enrolWithAuthenticator(page, baseUrl, username, DEMO_PASSWORD);
  await button(page, MSG.mfaRecoverySaved).click();
  await expect(page).toHaveURL(/\/admin$/);
  return secret;
}

/**
 * Enrols the stand-ins made by `createStandIns` on the running server at `baseUrl`, and hands
 * them to the workers. Called once, by the global set-up.
 */
export async function enrolStandIns(baseUrl: string): Promise<void> {
  const startedAt = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const standIns: StandIn[] = [];
    for (const { username } of BROKER_STAND_INS) {
      const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const secret = await enrol(await context.newPage(), baseUrl, username);
      await context.close();
      standIns.push({ of: 'broker', username, secret });
    }
    process.env[ENV_KEY] = JSON.stringify(standIns);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`e2e: ${standIns.length} stand-ins of the broker enrolled in ${seconds} s`);
  } finally {
    await browser.close();
  }
}

/** The stand-ins of a demo staff member on the shared server (none for a spec's own server). */
export function standInsOf(username: string): StandIn[] {
  const all = JSON.parse(process.env[ENV_KEY] ?? '[]') as StandIn[];
  return all.filter((s) => s.of === username);
}
