/**
 * The name score: how well one participant name matches one list name (primary or alias), with
 * the token pairs that explain it. Order is free (Indonesian names are written in any order and
 * lists reorder them), each token is used once, and the score is read from the shorter name's side
 * the way OpenSanctions' logic-v1 reads it from the query's: a two-word participant name against a
 * five-word list name scores high when both words match well, and the list's unmatched words lower
 * it only a little. Unmatched words of the shorter name lower it fully.
 */
import type { MatchBreakdown } from '@kilau/shared';
import { ABDUL, MUHAMMAD, normaliseName } from './normalise';
import { jaroWinkler, phoneticKeys, soundAlike } from './similarity';

/** Name parts that carry little on their own: they weigh half, like an initial. */
export const COMMON_TOKENS: ReadonlySet<string> = new Set([MUHAMMAD, ABDUL, 'siti', 'nur', 'sri', 'nurul']);

/** Below this Jaro-Winkler two tokens are different names (0.88: Santoso/Santosa 0.94, Budi/Bayu 0.63). */
export const TOKEN_MIN_JW = 0.88;
/** Tokens that sound alike count from this Jaro-Winkler (Usamah/Osama), scored as PHONETIC_SCORE. */
export const PHONETIC_MIN_JW = 0.72;
export const PHONETIC_SCORE = 0.9;
/** An initial against a full name part ('M.' and Muhammad, 'A.' and Abdul). */
export const INITIAL_SCORE = 0.8;
/** Each unmatched part of the longer name takes this off, up to LONGER_UNMATCHED_MAX. */
export const LONGER_UNMATCHED_STEP = 0.05;
export const LONGER_UNMATCHED_MAX = 0.15;

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

export function prepareName(raw: string, phonetic: PhoneticLookup = phoneticKeys): PreparedName {
  const tokens = normaliseName(raw);
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
): { score: number; how: How } | null {
  if (a === b) return { score: 1, how: 'exact' };
  if (a.length === 1 || b.length === 1) {
    return a.charCodeAt(0) === b.charCodeAt(0) ? { score: INITIAL_SCORE, how: 'initial' } : null;
  }
  const jw = jaroWinkler(a, b);
  if (jw >= PHONETIC_MIN_JW && jw < PHONETIC_SCORE && soundAlike(ak, bk)) {
    return { score: PHONETIC_SCORE, how: 'phonetic' };
  }
  return jw >= TOKEN_MIN_JW ? { score: jw, how: 'jaro_winkler' } : null;
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

export function scoreNames(subject: PreparedName, list: PreparedName): NameScore {
  const n = subject.tokens.length;
  const m = list.tokens.length;
  const pairs: { i: number; j: number; score: number; how: How }[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const c = compareTokens(
        subject.tokens[i] as string,
        subject.keys[i] as readonly [string, string],
        list.tokens[j] as string,
        list.keys[j] as readonly [string, string],
      );
      if (c) pairs.push({ i, j, score: c.score, how: c.how });
    }
  }
  // Greedy on the best pairs first: with names of a few parts it finds the best assignment in all
  // but contrived cases, and it keeps one participant's screening in the millisecond range.
  pairs.sort((x, y) => y.score - x.score);
  const usedS = new Uint8Array(n);
  const usedL = new Uint8Array(m);
  const tokens: MatchBreakdown['tokens'] = [];
  let gotS = 0;
  let gotL = 0;
  let informativeMatched = 0;
  for (const p of pairs) {
    if (usedS[p.i] || usedL[p.j]) continue;
    usedS[p.i] = 1;
    usedL[p.j] = 1;
    const s = subject.tokens[p.i] as string;
    const l = list.tokens[p.j] as string;
    gotS += (subject.weights[p.i] as number) * p.score;
    gotL += (list.weights[p.j] as number) * p.score;
    if (isInformative(s) && isInformative(l)) informativeMatched++;
    tokens.push({ subject: s, list: l, score: round3(p.score), how: p.how });
  }
  const totalS = subject.weights.reduce((a, w) => a + w, 0);
  const totalL = list.weights.reduce((a, w) => a + w, 0);
  const unmatchedSubject = subject.tokens.filter((_, i) => !usedS[i]);
  const unmatchedList = list.tokens.filter((_, j) => !usedL[j]);
  let score = 0;
  if (totalS > 0 && totalL > 0) {
    const covS = gotS / totalS;
    const covL = gotL / totalL;
    // The shorter name decides; equal lengths: both sides alike, the mean.
    const [base, longerUnmatched] =
      n < m ? [covS, unmatchedList] : m < n ? [covL, unmatchedSubject] : [(covS + covL) / 2, []];
    const longerWeight = longerUnmatched.reduce((a, t) => a + tokenWeight(t), 0);
    score = base * (1 - Math.min(LONGER_UNMATCHED_MAX, LONGER_UNMATCHED_STEP * longerWeight));
  }
  return { score: round3(score), tokens, unmatchedSubject, unmatchedList, informativeMatched };
}
