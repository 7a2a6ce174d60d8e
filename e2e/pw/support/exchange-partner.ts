/**
 * The exchange's partner as the operator makes it, before the server starts: `npm run
 * integration:partner-create` (scripts/cli.mjs) on the spec's own database, with the key it prints
 * once. The monitoring walks send the exchange's feed with it, dated in a recent working week.
 */
import { spawnSync } from 'node:child_process';
import { DAY_MS, HOUR_MS } from '@kilau/shared';
import { repoRoot } from './paths';

const WIB_MS = 7 * HOUR_MS;

/** A Tuesday (Jakarta) two to three weeks ago: its week's working days are past and inside every look-back. */
export function recentTuesday(): string {
  let at = Date.now() - 20 * DAY_MS;
  while (new Date(at + WIB_MS).getUTCDay() !== 2) at += DAY_MS;
  return new Date(at + WIB_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Makes an exchange partner of GOFX named `name` in `env`'s database; answers its key. */
export function createExchangePartner(env: NodeJS.ProcessEnv, name: string): string {
  const made = spawnSync(
    process.execPath,
    [
      'scripts/cli.mjs',
      'integration-partner-create',
      '--name',
      name,
      '--kind',
      'exchange',
      '--platform',
      'gofx',
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`integration-partner-create: ${made.stdout}\n${made.stderr}`);
  return made.stdout.match(/kil_[A-Za-z0-9_-]{43}/)?.[0] ?? '';
}
