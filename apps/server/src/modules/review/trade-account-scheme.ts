/**
 * The trading account number proposed at approval (decision 0137): the platform's prefix
 * (TRADE_ACCOUNT_PREFIXES, else TRADE_ACCOUNT_DEFAULT_PREFIX) and a zero-padded sequence,
 * TRADE_ACCOUNT_PROPOSAL_LENGTH digits in all. Only numbers of exactly that shape take part in the
 * sequence: the demo's 8-digit 881000xx, or a number a reviewer typed in another form, never
 * collide with it because they are never of it.
 */
import { TRADE_ACCOUNT_PROPOSAL_LENGTH } from '@kilau/shared';
import type { TradeAccountPrefixes } from '../../config';

export interface AccountShape {
  prefix: string;
  length: number;
  /** The first and the last number of the shape, as text (the sequence 1 and 9…9). */
  first: string;
  last: string;
  /** The shape as a PostgreSQL regular expression (the prefix is digits only). */
  pattern: string;
}

export function shapeFor(prefixes: TradeAccountPrefixes, appName: string): AccountShape {
  const prefix = prefixes.byAppName[appName.toLowerCase()] ?? prefixes.fallback;
  const length = TRADE_ACCOUNT_PROPOSAL_LENGTH;
  const digits = length - prefix.length;
  return {
    prefix,
    length,
    first: `${prefix}${'1'.padStart(digits, '0')}`,
    last: `${prefix}${'9'.repeat(digits)}`,
    pattern: `^${prefix}[0-9]{${digits}}$`,
  };
}

/**
 * The number after the highest one of the shape in use (null: none yet), or null when the
 * sequence is used up. Numbers of one shape have one length, so their text orders as their value.
 */
export function nextInShape(shape: AccountShape, highest: string | null): string | null {
  if (highest === null) return shape.first;
  if (highest >= shape.last) return null;
  const sequence = BigInt(highest.slice(shape.prefix.length)) + 1n;
  return `${shape.prefix}${sequence.toString().padStart(shape.length - shape.prefix.length, '0')}`;
}
