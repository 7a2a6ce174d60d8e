/**
 * Token comparison: Jaro-Winkler for spelling, Double Metaphone for sound.
 *
 * Double Metaphone comes from `double-metaphone` (a small, typed, dependency-free package that its
 * author keeps with his other text tools). Jaro-Winkler is written here: talisman, which has both,
 * is a large collection whose releases have stopped, and the function is short; written for this
 * hot path it allocates nothing per call (screening one participant compares thousands of pairs).
 */
import { doubleMetaphone } from 'double-metaphone';

const MAX_LEN = 64;
const flagsA = new Uint8Array(MAX_LEN);
const flagsB = new Uint8Array(MAX_LEN);

/** Jaro similarity in 0..1 (1: equal). Names longer than 64 letters are compared on their first 64. */
export function jaro(a: string, b: string): number {
  if (a === b) return a.length ? 1 : 0;
  const la = Math.min(a.length, MAX_LEN);
  const lb = Math.min(b.length, MAX_LEN);
  if (!la || !lb) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const ca = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (!flagsB[j] && b.charCodeAt(j) === ca) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!flagsA[i]) continue;
    while (!flagsB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  return (m / la + m / lb + (m - transpositions / 2) / m) / 3;
}

/**
 * Jaro-Winkler: Jaro raised for a common prefix (up to 4 letters, 0.1 each), the standard
 * constants. Names share their beginnings more reliably than their ends across spellings.
 */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  if (j <= 0.7) return j;
  let prefix = 0;
  const max = Math.min(4, a.length, b.length);
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/** The token's two Double Metaphone codes (often equal); '' codes for tokens without consonants. */
export function phoneticKeys(token: string): readonly [string, string] {
  return doubleMetaphone(token);
}

/**
 * Two tokens sound alike: a code of one equals a code of the other. Codes under three letters never
 * count (as in logic-v1): Indonesian names are rich in vowels, so 'Budi' and 'Badu' are both 'PT'.
 */
export function soundAlike(a: readonly [string, string], b: readonly [string, string]): boolean {
  for (const x of a) {
    if (x.length < MIN_PHONETIC_CODE) continue;
    if (x === b[0] || x === b[1]) return true;
  }
  return false;
}

/** The shortest Double Metaphone code that says anything about a name part. */
export const MIN_PHONETIC_CODE = 3;
