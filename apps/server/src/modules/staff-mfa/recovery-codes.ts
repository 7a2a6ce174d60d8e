/**
 * Recovery codes: ten random codes of the form xxxxx-xxxxx (10 characters of a 32-letter alphabet,
 * 50 bits each), shown once. They are random, not chosen by people, so a keyed hash (HMAC-SHA256
 * under a key derived from the server secret) is enough to store them; a slow password hash would
 * add nothing (decision 0109).
 */
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@kilau/shared';

/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomChunk(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(0, ALPHABET.length)];
  return out;
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomChunk(5)}-${randomChunk(5)}`);
}

/** The code as stored: the dash and case do not matter to the person typing it. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  const normal = code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  return createHmac('sha256', key).update(normal).digest('hex');
}
