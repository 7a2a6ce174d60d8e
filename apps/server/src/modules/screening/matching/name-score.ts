/**
 * The name score: how well one participant name matches one list name (primary or alias), with
 * the token pairs that explain it. Order is free (Indonesian names are written in any order and
 * lists reorder them), each token is used once, and the score is read from the shorter name's side
 * the way OpenSanctions' logic-v1 reads it from the query's: a two-word participant name against a
 * five-word list name scores high when both words match well, and the list's unmatched words lower
 * it only a little. Unmatched words of the shorter name lower it fully.
 *
 * Two parts are one name when their difference is a known spelling alternation (spelling.ts); two
 * close parts that differ otherwise (Wahyudi and Wahyuni) are paired but marked as another name,
 * and the qualifiers keep such a name below the default threshold (decision 0190). A part of one
 * name may be two parts of the other written together (Kartikasari, Kartika Sari).
 */
import type { MatchBreakdown } from '@kilau/shared';
import { ABDUL, MUHAMMAD, normaliseName, withoutArticle } from './normalise';
import { jaroWinkler, phoneticKeys, soundAlike } from './similarity';
import { spellingSteps } from './spelling';

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
/**
 * One name written another way scores this much less per spelling alternation (Santosa/Santoso
 * 0.95, Wibawa/Wibowo 0.9), or what Jaro-Winkler gives when that is more.
 */
export const SPELLING_STEP = 0.05;
/** Two parts of one name written as one part of the other ('Kartika Sari', 'Kartikasari'). */
export const COMPOUND_FACTOR = 0.95;
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

/** The letters the article assimilates to, as the folds leave them (t, d, r, z, s, sy, n, l). */
const SUN_LETTER = /^[tdrzsnl]/;

/** Jaro-Winkler as a part score (see compareTokens). */
const spellingScore = (jw: number): number => 1 - 3 * (1 - jw);

/**
 * Two tokens compared: a score in 0..1 and how, or null when they are different names. A pair of
 * close parts that are two established names (Wahyudi/Wahyuni) is answered with `otherName`.
 */
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
    // The assimilated article written as an a before the sun letter, once: 'Anisa' is 'An-Nisa'
    // ('alnisa'), as 'Annisa' is.
    const bare = (bareA ?? bareB) as string;
    if (SUN_LETTER.test(bare) && (bareA !== null ? b : a) === `a${bare}`) {
      return { score: ARTICLE_FACTOR, how: 'exact' };
    }
    const inner =
      bareA !== null
        ? compareTokens(bareA, phoneticKeys(bareA), b, bk)
        : compareTokens(a, ak, bareB as string, phoneticKeys(bareB as string));
    if (inner && !inner.otherName) return { score: inner.score * ARTICLE_FACTOR, how: inner.how };
  }
  if (a.length === 1 || b.length === 1) {
    return a.charCodeAt(0) === b.charCodeAt(0) ? { score: INITIAL_SCORE, how: 'initial' } : null;
  }
  const jw = jaroWinkler(a, b);
  const phonetic = jw >= PHONETIC_MIN_JW && jw < PHONETIC_SCORE && soundAlike(ak, bk);
  const steps = spellingSteps(a, b);
  if (steps !== null) {
    // One name written two ways. Jaro-Winkler undervalues a changed vowel in a short part
    // (Jaka/Joko 0.67), so the alternations count, each SPELLING_STEP.
    const score = Math.max(1 - SPELLING_STEP * steps, phonetic ? PHONETIC_SCORE : spellingScore(jw));
    return { score, how: phonetic ? 'phonetic' : 'jaro_winkler' };
  }
  // Another name. Close ones are still paired, so that a name read as the same but for this part
  // is seen as such (and kept below the threshold); the distance counts three times, as it did
  // before spelling.ts: Mulyadi/Mulyana 0.89 → 0.66.
  if (phonetic) return { score: PHONETIC_SCORE, how: 'phonetic', otherName: true };
  return jw >= TOKEN_MIN_JW ? { score: spellingScore(jw), how: 'jaro_winkler', otherName: true } : null;
}

export interface NameScore {
  score: number;
  tokens: MatchBreakdown['tokens'];
  unmatchedSubject: string[];
  unmatchedList: string[];
  /** Matched pairs where both parts are informative (neither an initial nor a common part). */
  informativeMatched: number;
  /** Matched pairs of close parts that are two names (Wahyudi/Wahyuni): see compareTokens. */
  otherNames: number;
  /** One of the names keeps an informative part the other has no partner for. */
  partLeftOut: boolean;
  /**
   * Each name keeps an informative part the other has no partner for ('Eko Gunawan Saputra',
   * 'Eko Gunadi Saputra'): they disagree on a part, where a name with a part left out does not.
   */
  bothUnmatched: boolean;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** How two tokens (by position in the participant's and the list's name) compare. */
export type TokenComparer = (i: number, j: number) => TokenMatch | null;
export type TokenMatch = { score: number; how: How; otherName?: boolean };

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

/** Two parts joined as one, the letter at the seam once: 'fatur' + 'rahman' → 'faturahman'. */
export const joinParts = (x: string, y: string): string => (x.endsWith(y.charAt(0)) ? x + y.slice(1) : x + y);

/**
 * Whether a part could be two parts of another name written together, judged on one of the two:
 * the longer part begins with the first or ends with the second, which has four letters or more
 * and is informative. The index finds such parts by the same test (by their first three and last
 * four letters), so a compound the score accepts is never missed by its blocking.
 */
export function mayJoin(whole: string, first: string, second: string): boolean {
  if (whole.length <= first.length || whole.length <= second.length || !isInformative(whole)) return false;
  return (
    (first.length >= 4 && isInformative(first) && whole.startsWith(first)) ||
    (second.length >= 4 && isInformative(second) && whole.endsWith(second))
  );
}

/** A part of one name matched by two consecutive parts of the other, written together. */
interface Compound {
  /** 'subject': its parts i and i+1 are the list's part j; 'list': the list's j and j+1 are part i. */
  joined: 'subject' | 'list';
  i: number;
  j: number;
  score: number;
  how: How;
  otherName: boolean;
}
const NO_COMPOUNDS: readonly Compound[] = Object.freeze([]);

function findCompounds(subject: PreparedName, list: PreparedName, n: number, m: number): readonly Compound[] {
  let found: Compound[] | null = null;
  const consider = (
    joined: 'subject' | 'list',
    i: number,
    j: number,
    whole: string,
    wholeKeys: readonly [string, string],
    x: string,
    y: string,
  ) => {
    if (x.length < 2 || y.length < 2 || !mayJoin(whole, x, y)) return;
    const together = joinParts(x, y);
    const match = compareTokens(together, phoneticKeys(together), whole, wholeKeys);
    if (!match) return;
    found ??= [];
    found.push({
      joined,
      i,
      j,
      score: match.score * COMPOUND_FACTOR,
      how: match.how,
      otherName: !!match.otherName,
    });
  };
  for (let i = 0; i + 1 < n; i++) {
    for (let j = 0; j < m; j++) {
      consider(
        'subject',
        i,
        j,
        list.tokens[j] as string,
        list.keys[j] as readonly [string, string],
        subject.tokens[i] as string,
        subject.tokens[i + 1] as string,
      );
    }
  }
  for (let j = 0; j + 1 < m; j++) {
    for (let i = 0; i < n; i++) {
      consider(
        'list',
        i,
        j,
        subject.tokens[i] as string,
        subject.keys[i] as readonly [string, string],
        list.tokens[j] as string,
        list.tokens[j + 1] as string,
      );
    }
  }
  return found ?? NO_COMPOUNDS;
}

/** Scratch space for the pair scores of one name against another (names of up to 16 parts). */
const MAX_PAIRS = 256;
const pairScore = new Float64Array(MAX_PAIRS);
const pairHow: (How | null)[] = new Array(MAX_PAIRS).fill(null);
const pairOther = new Uint8Array(MAX_PAIRS);
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
      pairOther[i * m + j] = c?.otherName ? 1 : 0;
    }
  }
  const compounds = findCompounds(subject, list, n, m);
  usedS.fill(0, 0, n);
  usedL.fill(0, 0, m);
  const tokens: MatchBreakdown['tokens'] = [];
  let gotS = 0;
  let gotL = 0;
  let informativeMatched = 0;
  let otherNames = 0;
  for (;;) {
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
    let compound: Compound | null = null;
    for (const c of compounds) {
      const free =
        c.joined === 'subject'
          ? !usedS[c.i] && !usedS[c.i + 1] && !usedL[c.j]
          : !usedS[c.i] && !usedL[c.j] && !usedL[c.j + 1];
      if (free && c.score > best) {
        best = c.score;
        compound = c;
      }
    }
    if (compound) {
      const { i, j } = compound;
      const s = subject.tokens[i] as string;
      const l = list.tokens[j] as string;
      if (compound.joined === 'subject') {
        const s2 = subject.tokens[i + 1] as string;
        usedS[i] = usedS[i + 1] = usedL[j] = 1;
        gotS += ((subject.weights[i] as number) + (subject.weights[i + 1] as number)) * best;
        gotL += (list.weights[j] as number) * best;
        if (explain) tokens.push({ subject: `${s} ${s2}`, list: l, score: round3(best), how: compound.how });
      } else {
        const l2 = list.tokens[j + 1] as string;
        usedS[i] = usedL[j] = usedL[j + 1] = 1;
        gotS += (subject.weights[i] as number) * best;
        gotL += ((list.weights[j] as number) + (list.weights[j + 1] as number)) * best;
        if (explain) tokens.push({ subject: s, list: `${l} ${l2}`, score: round3(best), how: compound.how });
      }
      informativeMatched++;
      if (compound.otherName) otherNames++;
      continue;
    }
    if (bi < 0) break;
    usedS[bi] = 1;
    usedL[bj] = 1;
    const s = subject.tokens[bi] as string;
    const l = list.tokens[bj] as string;
    gotS += (subject.weights[bi] as number) * best;
    gotL += (list.weights[bj] as number) * best;
    if (isInformative(s) && isInformative(l)) informativeMatched++;
    if (pairOther[bi * m + bj]) otherNames++;
    if (explain) tokens.push({ subject: s, list: l, score: round3(best), how: pairHow[bi * m + bj] as How });
  }
  let totalS = 0;
  let unmatchedWeightS = 0;
  let unmatchedInformativeS = false;
  for (let i = 0; i < n; i++) {
    totalS += subject.weights[i] as number;
    if (!usedS[i]) {
      unmatchedWeightS += subject.weights[i] as number;
      if (isInformative(subject.tokens[i] as string)) unmatchedInformativeS = true;
    }
  }
  let totalL = 0;
  let unmatchedWeightL = 0;
  let unmatchedInformativeL = false;
  for (let j = 0; j < m; j++) {
    totalL += list.weights[j] as number;
    if (!usedL[j]) {
      unmatchedWeightL += list.weights[j] as number;
      if (isInformative(list.tokens[j] as string)) unmatchedInformativeL = true;
    }
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
    otherNames,
    partLeftOut: unmatchedInformativeS || unmatchedInformativeL,
    bothUnmatched: unmatchedInformativeS && unmatchedInformativeL,
  };
}
