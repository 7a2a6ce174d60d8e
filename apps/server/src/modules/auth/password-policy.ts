/**
 * The server's last word on a new password (registration, reset, change), on top of the shared
 * strength rules (8+ characters, both cases, a digit and a symbol): it must not be one of the most
 * common passwords dressed up to pass them ("Password1!", "P@ssw0rd2026", "Qwerty123#").
 *
 * The list stays on the server (about 40 kB) so that no page pays for it; the screens show the
 * server's field message.
 */
import { MSG } from '@kilau/shared';
import { ApiError } from '../../plugins/errors';
import { COMMON_PASSWORDS } from './common-password-list';

const COMMON = new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));

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
