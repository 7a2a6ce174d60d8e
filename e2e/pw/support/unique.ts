/**
 * Values no other walk, and no retry of the same walk, has used. Two workers share one server, and
 * a retry finds the first try's accounts still there: the server refuses a trading username or an
 * account number another participant holds, so a walk that typed a fixed one could not pass twice.
 */
import { randomInt } from 'node:crypto';

/** `n` random digits. */
export function digits(n: number): string {
  return Array.from({ length: n }, () => String(randomInt(10))).join('');
}

/** `n` random lower-case letters: for names, which allow no digits. */
export function letters(n: number): string {
  return Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
}

/** A short tag of this moment and chance, to tell apart what one walk makes (e-mails, usernames). */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${digits(3)}`;
}

/** A username on the trading platform, as the reviewer types it at approval: `prefix.123456`. */
export function newTradingUsername(prefix: string): string {
  return `${prefix}.${digits(6)}`;
}

/** A trading account number of GOFX's shape (88 and eight digits), as the reviewer types it. */
export function newTradingAccountNo(): string {
  return `88${digits(8)}`;
}
