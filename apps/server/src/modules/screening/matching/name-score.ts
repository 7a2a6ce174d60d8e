/**
 * The name score: how well one participant name matches one list name (primary or alias), with
 * the token pairs that explain it. Order is free (Indonesian names are written in any order and
 * lists reorder them), each token is used once, and the score is read from the shorter name's side
 * the way OpenSanctions' logic-v1 reads it from the query's: a two-word participant name against a
 * five-word list name scores high when both words match well, and the list's unmatched words lower
 * it only a little. Unmatched words of the shorter name lower it fully.
 */
import type { MatchBreakdown } from '@kilau/shared';
import { ABDUL, MUHAMMAD, normaliseName, withoutArticle } from './normalise';
import { jaroWinkler, phoneticKeys, soundAlike } from './similarity';

/** Name parts that carry little on their own: they weigh half, like an initial. */
export const COMMON_TOKENS: ReadonlySet<string> = new Set([MUHAMMAD, ABDUL, 'siti', 'nur', 'sri', 'nurul']);

/** Below this Jaro-Winkler two tokens are different names (0.88: Santoso/Santosa 0.94, Budi/Bayu 0.63). */
export const TOKEN_MIN_JW = 0.88;
/**
 * Tokens that sound alike count from this Jaro-Winkler (Usamah/Osama 0.87, Umar/Omar 0.83), scored
 * as PHONETIC_SCORE; below it a shared code says little (Harna and Hawarin are both 'HRN').
 */
export const PHONETIC_MIN_JW = 0.8;
export const PHONETIC_SCORE = 0.9;
/** A part with the article against the same part without it ('Ayubi', 'Al-Ayyubi'). */
export const ARTICLE_FACTOR = 0.95;
/** An initial against a full name part ('M.' and Muhammad, 'A.' and Abdul). */
export const INITIAL_SCORE = 0.8;
/**
 * Each unmatched part of the longer name takes this off, up to LONGER_UNMATCHED_MAX: a two-part
 * name inside a five-part list name still alerts on the name alone (0.8), not with a birth year
 * that differs too.
 */
export const LONGER_UNMATCHED_STEP = 0.08;
export const LONGER_UNMATCHED_MAX = 0.2;

export interface PreparedName {
  raw: string;
  tokens: string[];
  keys: (readonly [string, string])[];
  weights: number[];
  /** Tokens that are neither initials nor common parts: what blocking indexes. */
  informative: number;
}

export type PhoneticLookup = (token: string) => readonly [string, string];

export function tokenWeight(token: string): number {
  return token.length === 1 || COMMON_TOKENS.has(token) ? 0.5 : 1;
}

export function isInformative(token: string): boolean {
  return token.length > 1 && !COMMON_TOKENS.has(token);
}

export function prepareName(
  raw: string,
  phonetic: PhoneticLookup = phoneticKeys,
  tokenCache?: Map<string, string[]>,
): PreparedName {
  const tokens = normaliseName(raw, tokenCache);
  return {
    raw,
    tokens,
    keys: tokens.map((t) => phonetic(t)),
    weights: tokens.map(tokenWeight),
    informative: tokens.filter(isInformative).length,
  };
}

type How = MatchBreakdown['tokens'][number]['how'];

/** Two tokens compared: a score in 0..1 and how, or null when they are different names. */
export function compareTokens(
  a: string,
  ak: readonly [string, string],
  b: string,
  bk: readonly [string, string],
): TokenMatch | null {
  if (a === b) return { score: 1, how: 'exact' };
  // One written with the article, the other without: the same name, nearly.
  const bareA = withoutArticle(a);
  const bareB = withoutArticle(b);
  if ((bareA !== null) !== (bareB !== null)) {
    const inner =
      bareA !== null
        ? compareTokens(bareA, phoneticKeys(bareA), b, bk)
        : compareTokens(a, ak, bareB as string, phoneticKeys(bareB as string));
    if (inner) return { score: inner.score * ARTICLE_FACTOR, how: inner.how };
  }
  if (a.length === 1 || b.length === 1) {
    return a.charCodeAt(0) === b.charCodeAt(0) ? { score: INITIAL_SCORE, how: 'initial' } : null;
  }
  const jw = jaroWinkler(a, b);
  if (jw >= PHONETIC_MIN_JW && jw < PHONETIC_SCORE && soundAlike(ak, bk)) {
    return { score: PHONETIC_SCORE, how: 'phonetic' };
  }
  // The distance counts three times: after normalisation the spelling variants are folded, and what
  // still differs by a letter or two ('Mulyadi' and 'Mulyana', 'Putri' and 'Putra') is mostly
  // another name (Santosa/Santoso 0.94 → 0.83; Mulyadi/Mulyana 0.89 → 0.66).
  return jw >= TOKEN_MIN_JW ? { score: 1 - 3 * (1 - jw), how: 'jaro_winkler' } : null;
}

export interface NameScore {
  score: number;
  tokens: MatchBreakdown['tokens'];
  unmatchedSubject: string[];
  unmatchedList: string[];
  /** Matched pairs where both parts are informative (neither an initial nor a common part). */
  informativeMatched: number;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** How two tokens (by position in the participant's and the list's name) compare. */
export type TokenComparer = (i: number, j: number) => TokenMatch | null;
export type TokenMatch = { score: number; how: How };

/** The comparison of every pair, done here: for one name on its own (the index looks pairs up). */
export function directComparer(subject: PreparedName, list: PreparedName): TokenComparer {
  return (i, j) =>
    compareTokens(
      subject.tokens[i] as string,
      subject.keys[i] as readonly [string, string],
      list.tokens[j] as string,
      list.keys[j] as readonly [string, string],
    );
}

/** Scratch space for the pair scores of one name against another (names of up to 16 parts). */
const MAX_PAIRS = 256;
const pairScore = new Float64Array(MAX_PAIRS);
const pairHow: (How | null)[] = new Array(MAX_PAIRS).fill(null);
const usedS = new Uint8Array(16);
const usedL = new Uint8Array(16);
const NONE: readonly string[] = Object.freeze([]);

/**
 * The best assignment of the participant's parts to the list name's, greedily: the best pair
 * first, then the best of the parts left. With names of a few parts it finds the best assignment
 * in all but contrived cases, and it allocates nothing (a screening scores thousands of names).
 * `explain: false` leaves the pairs and unmatched parts out (the index's first look).
 */
export function scoreNames(
  subject: PreparedName,
  list: PreparedName,
  compare: TokenComparer = directComparer(subject, list),
  explain = true,
): NameScore {
  // Names beyond 16 parts are not names; compare their first 16.
  const n = Math.min(subject.tokens.length, 16);
  const m = Math.min(list.tokens.length, 16);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const c = compare(i, j);
      pairScore[i * m + j] = c ? c.score : 0;
      pairHow[i * m + j] = c ? c.how : null;
    }
  }
  usedS.fill(0, 0, n);
  usedL.fill(0, 0, m);
  const tokens: MatchBreakdown['tokens'] = [];
  let gotS = 0;
  let gotL = 0;
  let informativeMatched = 0;
  for (let round = Math.min(n, m); round > 0; round--) {
    let best = 0;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (usedS[i]) continue;
      for (let j = 0; j < m; j++) {
        const v = pairScore[i * m + j] as number;
        if (v > best && !usedL[j]) {
          best = v;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    usedS[bi] = 1;
    usedL[bj] = 1;
    const s = subject.tokens[bi] as string;
    const l = list.tokens[bj] as string;
    gotS += (subject.weights[bi] as number) * best;
    gotL += (list.weights[bj] as number) * best;
    if (isInformative(s) && isInformative(l)) informativeMatched++;
    if (explain) tokens.push({ subject: s, list: l, score: round3(best), how: pairHow[bi * m + bj] as How });
  }
  let totalS = 0;
  let unmatchedWeightS = 0;
  for (let i = 0; i < n; i++) {
    totalS += subject.weights[i] as number;
    if (!usedS[i]) unmatchedWeightS += subject.weights[i] as number;
  }
  let totalL = 0;
  let unmatchedWeightL = 0;
  for (let j = 0; j < m; j++) {
    totalL += list.weights[j] as number;
    if (!usedL[j]) unmatchedWeightL += list.weights[j] as number;
  }
  let score = 0;
  if (totalS > 0 && totalL > 0) {
    const covS = gotS / totalS;
    const covL = gotL / totalL;
    // The shorter name decides; equal lengths: both sides alike, the mean.
    const [base, longerWeight] =
      n < m ? [covS, unmatchedWeightL] : m < n ? [covL, unmatchedWeightS] : [(covS + covL) / 2, 0];
    score = base * (1 - Math.min(LONGER_UNMATCHED_MAX, LONGER_UNMATCHED_STEP * longerWeight));
  }
  return {
    score: round3(score),
    tokens,
    unmatchedSubject: explain ? subject.tokens.filter((_, i) => i >= n || !usedS[i]) : (NONE as string[]),
    unmatchedList: explain ? list.tokens.filter((_, j) => j >= m || !usedL[j]) : (NONE as string[]),
    informativeMatched,
  };
}
