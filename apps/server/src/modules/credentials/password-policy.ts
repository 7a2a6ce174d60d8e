/**
 * The server's last word on a new password (registration, reset, change), on top of the shared
 * strength rules (8+ characters, both cases, a digit and a symbol): it must not be one of the most
 * common passwords dressed up to pass them ("Password1!", "P@ssw0rd2026", "Qwerty123#").
 *
 * The list stays on the server (about 40 kB) so that no page pays for it; the screens show the
 * server's field message. It is data, not code: `apps/server/assets/common-passwords.txt`, read once
 * when this module loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import { ApiError } from '../../plugins/errors';

/** apps/server/assets, seen from the sources (src/modules/auth) or from the bundle (dist). */
function commonPasswordFile(): string {
  const candidates = ['../../../assets', '../assets'].map((p) =>
    path.resolve(import.meta.dirname, p, 'common-passwords.txt'),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`common-passwords.txt not found (looked in ${candidates.join(', ')})`);
  return found;
}

const COMMON = new Set(
  readFileSync(commonPasswordFile(), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (v: string) => v.replace(/[@48310!$57]/g, (c) => LEET[c] ?? c);

/**
 * Whether the password is a common one: as typed (any case), without the digits and symbols
 * appended to meet the rules, or with its look-alike characters read as letters.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '');
  return [lower, stem, unleet(lower), unleet(stem)].some((v) => COMMON.has(v));
}

/** Refuses a common password with a 422 naming the field, like a validation failure. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new ApiError(422, 422, MSG.passwordTooCommon, 'Common password', {
    error: [{ field, message: MSG.passwordTooCommon }],
  });
}
