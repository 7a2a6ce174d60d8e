/**
 * The screening index (decision 0111). Every list name (primary and aliases) is normalised once.
 * Blocking works on the vocabulary, the distinct name parts of all lists: each part is found by
 * its own spelling, its Double Metaphone codes, its first three letters and its first and last two
 * letters; screening compares each participant part with the vocabulary parts that share a key
 * (tens, not 50,000 names), keeps those that match, and scores only the names holding matching
 * parts. A name is scored when its parts match two different parts of the participant's (or one,
 * when either name has a single informative part): with fewer it cannot reach the threshold (see
 * name-score.ts). Common parts (Muhammad, Abdul, Siti …) lead to no name unless the name has
 * nothing else: a match on them alone is weak, and they would pull in a large share of the lists.
 * Two more keys find what the score accepts and the others miss: the part's spelling keys (its
 * consonants as spelling.ts reads them: Pitri finds Fitri, Jaka finds Joko) and its last four
 * letters, so that a part written together with another ('Kartikasari') finds each of them, and
 * they it. Listed document numbers are a key too, so an equal NIK is found whatever the name.
 */
import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import {
  compareTokens,
  isInformative,
  mayJoin,
  type PreparedName,
  prepareName,
  scoreNames,
  type TokenComparer,
  type TokenMatch,
} from './name-score';
import { withoutArticle } from './normalise';
import { applyQualifiers, digitsOf, MAX_QUALIFIER_GAIN } from './qualifiers';
import { type ListName, listNames, qualify } from './score-entry';
import { MIN_PHONETIC_CODE, phoneticKeys } from './similarity';
import { spellingKeys } from './spelling';
import type { BuildScreeningIndex, MatchConfig, MatchResult, ScreeningIndex } from './types';

/**
 * The alert threshold's default. The server reads SCREENING_ALERT_THRESHOLD over it; at 0.70 the
 * labelled set has recall 0.997 and precision 1.000 (see the screening bench for 0.6 and 0.8; below
 * 0.65 names paired through another established name alert too: OTHER_NAME_CEILING).
 */
export const DEFAULT_ALERT_THRESHOLD = 0.7;

/** Participant name parts whose matches in the vocabulary are kept (a few MiB). */
const SIMILAR_CACHE_SIZE = 5_000;

interface IndexedName extends ListName {
  entry: number;
  /** Each token's place in the vocabulary. */
  vocab: Int32Array;
}

/** The keys a name part is found by. */
function tokenKeys(token: string, keys: readonly [string, string]): string[] {
  const out = [`t:${token}`];
  if (keys[0].length >= MIN_PHONETIC_CODE) out.push(`m:${keys[0]}`);
  if (keys[1].length >= MIN_PHONETIC_CODE && keys[1] !== keys[0]) out.push(`m:${keys[1]}`);
  if (token.length >= 4) {
    out.push(`p:${token.slice(0, 3)}`);
    // Its ends: finds a letter changed or dropped inside ('Mukhlis' and 'Muklis' as 'mu…is').
    out.push(`e:${token.slice(0, 2)}${token.slice(-2)}`);
    // Its last four letters: the second of two parts written together ('Kartikasari', 'sari').
    out.push(`x:${token.slice(-4)}`);
  }
  if (token.length > 1) for (const k of spellingKeys(token)) out.push(`k:${k}`);
  // Found without its article too: 'Ayubi' finds 'al-Ayyubi'; and 'Anisa' finds 'An-Nisa'.
  const bare = withoutArticle(token);
  if (bare) out.push(`t:${bare}`, `p:${bare.slice(0, 3)}`);
  if (ARTICLE_AS_A.test(token)) out.push(`t:${token.slice(1)}`);
  return out;
}

/** The article written as an a before a sun letter, its consonant once: 'Anisa', 'Azahra' (see compareTokens). */
const ARTICLE_AS_A = /^a[tdrzsnl]\p{L}{2,}$/u;

/** Two parts one of which may be the other written together with a neighbour (see mayJoin). */
function mayBeJoined(a: string, b: string): boolean {
  return a.length > b.length ? mayJoin(a, b, b) : mayJoin(b, a, a);
}

/** The parts a name is found through: its informative ones, or all when it has none. */
function indexedTokens(p: PreparedName): number[] {
  const idx: number[] = [];
  p.tokens.forEach((t, i) => {
    if (isInformative(t)) idx.push(i);
  });
  return idx.length ? idx : p.tokens.map((_, i) => i);
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
};

export const buildScreeningIndex: BuildScreeningIndex = (entries, config) => {
  const alertThreshold = config?.alertThreshold ?? DEFAULT_ALERT_THRESHOLD;
  const phoneticCache = new Map<string, readonly [string, string]>();
  const phonetic = (t: string): readonly [string, string] => {
    let k = phoneticCache.get(t);
    if (!k) {
      k = phoneticKeys(t);
      phoneticCache.set(t, k);
    }
    return k;
  };

  const tokenCache = new Map<string, string[]>();
  // The vocabulary: each distinct part once, with its keys and the names found through it.
  const vocabIds = new Map<string, number>();
  const vocabTokens: string[] = [];
  const vocabKeys: (readonly [string, string])[] = [];
  const vocabNames: number[][] = [];
  const keyToVocab = new Map<string, number[]>();
  const vocabId = (token: string, keys: readonly [string, string]): number => {
    let id = vocabIds.get(token);
    if (id === undefined) {
      id = vocabTokens.length;
      vocabIds.set(token, id);
      vocabTokens.push(token);
      vocabKeys.push(keys);
      vocabNames.push([]);
      for (const key of tokenKeys(token, keys)) push(keyToVocab, key, id);
    }
    return id;
  };

  const names: IndexedName[] = [];
  const byDocument = new Map<string, number[]>();
  /** Each entry's names are consecutive: from nameStart[entry] to before nameStart[entry + 1]. */
  const nameStart = new Int32Array(entries.length + 1);
  entries.forEach((entry, entryId) => {
    nameStart[entryId] = names.length;
    const seen = new Set<string>();
    for (const n of listNames(entry, (raw) => prepareName(raw, phonetic, tokenCache))) {
      const norm = n.prepared.tokens.join(' ');
      // Aliases that normalise to the primary name (or to each other) add nothing but work.
      if (!norm || seen.has(norm)) continue;
      seen.add(norm);
      const nameId = names.length;
      const vocab = Int32Array.from(n.prepared.tokens, (t, i) =>
        vocabId(t, n.prepared.keys[i] as readonly [string, string]),
      );
      names.push({ ...n, entry: entryId, vocab });
      for (const i of indexedTokens(n.prepared)) {
        const list = vocabNames[vocab[i] as number] as number[];
        if (list[list.length - 1] !== nameId) list.push(nameId);
      }
    }
    for (const doc of entry.documents) {
      const digits = digitsOf(doc.number);
      if (digits.length >= 8) push(byDocument, digits, entryId);
    }
  });
  nameStart[entries.length] = names.length;
  // Packed once built: read on every screening, in order.
  const vocabPostings = vocabNames.map((list) => Int32Array.from(list));
  vocabNames.length = 0;
  // Each part's frequency: the entries (not names: an alias adds no person) whose names hold it.
  // A name's postings are in entry order, an entry's names consecutive.
  const vocabEntries = Int32Array.from(vocabPostings, (list) => {
    let count = 0;
    let last = -1;
    for (const nameId of list) {
      const entry = (names[nameId] as IndexedName).entry;
      if (entry !== last) count++;
      last = entry;
    }
    return count;
  });

  // The entries that bear each name's informative parts, all of them (in any order): 'Yuli
  // Permatasari' five times among 50,000 officials, where the parts' frequencies predict fewer
  // (given names and family names are not drawn independently).
  const partsKey = (item: IndexedName): string =>
    [...new Set(indexedTokens(item.prepared).map((i) => item.vocab[i] as number))]
      .sort((a, b) => a - b)
      .join(' ');
  const sameParts = new Map<string, { entries: number; last: number }>();
  for (const item of names) {
    const key = partsKey(item);
    const seen = sameParts.get(key);
    if (!seen) sameParts.set(key, { entries: 1, last: item.entry });
    else if (seen.last !== item.entry) {
      seen.entries++;
      seen.last = item.entry;
    }
  }

  /**
   * How many other listed people bear this name's informative parts: as many as the lists hold
   * with all of them, or as the parts' frequencies predict when that is more ((E - 1) · Π (f - 1) /
   * (E - 1) over its distinct parts, f the entries holding a part and E all entries, the parts
   * taken as drawn independently: each part's document frequency in the lists).
   * 'Bayu Saputra' among 50,000 Indonesian officials: a few; a name met once in the lists: 0. Read
   * by the qualifiers (decision 0195): a common name with a date that disagrees is another
   * person's. Worked out once per name, when first scored.
   */
  const othersCache = new Float64Array(names.length).fill(-1);
  function listNameOthers(nameId: number): number {
    const cached = othersCache[nameId] as number;
    if (cached >= 0) return cached;
    const item = names[nameId] as IndexedName;
    const e = entries.length;
    let estimated = e - 1;
    const seen = new Set<number>();
    for (const i of indexedTokens(item.prepared)) {
      const v = item.vocab[i] as number;
      if (seen.has(v) || e <= 1) continue;
      seen.add(v);
      estimated *= ((vocabEntries[v] as number) - 1) / (e - 1);
    }
    const counted = (sameParts.get(partsKey(item))?.entries ?? 1) - 1;
    const others = Math.max(estimated, counted);
    othersCache[nameId] = others;
    return others;
  }

  // Per-name counters reused by every screening (screen is synchronous: one participant at a time),
  // and each name's informative parts (capped at 2) beside them, so that the names touched but not
  // scored are never read.
  const hits = new Uint16Array(names.length);
  const nameParts = Uint8Array.from(names, (n) => Math.min(2, Math.max(1, n.prepared.informative)));
  const lastToken = new Int32Array(names.length).fill(-1);

  /**
   * The vocabulary parts that match one participant part, with how, and those that may be it
   * written together with another part (`joined`: they lead to names, the score decides). Kept for
   * the most recent SIMILAR_CACHE_SIZE parts: a rescreen of every participant meets the same
   * common parts again and again, and comparing one with the vocabulary is most of a screening's
   * work.
   */
  interface Similar {
    matches: Map<number, TokenMatch>;
    joined: number[];
  }
  const similarCache = new Map<string, Similar>();
  function similarParts(token: string, keys: readonly [string, string]): Similar {
    const cached = similarCache.get(token);
    if (cached) return cached;
    const found: Similar = { matches: new Map(), joined: [] };
    if (token.length > 1) {
      // An initial is compared with each name's parts directly.
      const seen = new Set<number>();
      const all = tokenKeys(token, keys);
      for (const key of all) {
        if (key.startsWith('x:')) continue;
        for (const v of keyToVocab.get(key) ?? []) {
          if (seen.has(v)) continue;
          seen.add(v);
          const other = vocabTokens[v] as string;
          const match = compareTokens(token, keys, other, vocabKeys[v] as readonly [string, string]);
          if (match) found.matches.set(v, match);
          else if (mayBeJoined(token, other)) found.joined.push(v);
        }
      }
      // A shared ending says nothing more: it leads to names only through a part written together.
      for (const key of all) {
        if (!key.startsWith('x:')) continue;
        for (const v of keyToVocab.get(key) ?? []) {
          if (seen.has(v)) continue;
          seen.add(v);
          if (mayBeJoined(token, vocabTokens[v] as string)) found.joined.push(v);
        }
      }
    }
    if (similarCache.size >= SIMILAR_CACHE_SIZE) similarCache.clear();
    similarCache.set(token, found);
    return found;
  }

  function screen(subject: ScreeningSubject): MatchResult[] {
    const prepared = prepareName(subject.name, phonetic);
    const similar = prepared.tokens.map((t, i) =>
      similarParts(t, prepared.keys[i] as readonly [string, string]),
    );

    const touched: number[] = [];
    for (const i of indexedTokens(prepared)) {
      const found = similar[i] as Similar;
      const reach = (v: number) => {
        for (const nameId of vocabPostings[v] as Int32Array) {
          if (lastToken[nameId] === i) continue;
          if (lastToken[nameId] === -1) touched.push(nameId);
          lastToken[nameId] = i;
          hits[nameId] = (hits[nameId] as number) + 1;
        }
      };
      for (const v of found.matches.keys()) reach(v);
      for (const v of found.joined) reach(v);
    }

    const nik = digitsOf(subject.nik);
    const nikEntries = new Set(nik.length >= 8 ? (byDocument.get(nik) ?? []) : []);
    const best = new Map<number, MatchResult>();
    const consider = (nameId: number) => {
      const item = names[nameId] as IndexedName;
      const compare: TokenComparer = (i, j) => {
        const s = prepared.tokens[i] as string;
        const l = item.prepared.tokens[j] as string;
        if (s.length === 1 || l.length === 1) {
          return compareTokens(
            s,
            prepared.keys[i] as readonly [string, string],
            l,
            item.prepared.keys[j] as readonly [string, string],
          );
        }
        return (similar[i] as Similar).matches.get(item.vocab[j] as number) ?? null;
      };
      const name = scoreNames(prepared, item.prepared, compare, false);
      // Most candidates end here: the breakdown and its notes are made only for names that alert.
      if (name.score + MAX_QUALIFIER_GAIN < alertThreshold && !nikEntries.has(item.entry)) return;
      const entry = entries[item.entry] as ListEntry;
      const input = {
        subject,
        entry,
        name,
        subjectParts: prepared.informative,
        listParts: item.prepared.informative,
        aliasQuality: item.alias ? item.quality : ('good' as const),
        listNameOthers: listNameOthers(nameId),
        alertThreshold,
        describe: false,
      };
      if (applyQualifiers(input).score < alertThreshold) return;
      const explained = scoreNames(prepared, item.prepared, compare);
      const result = qualify(subject, prepared, entry, item, explained, alertThreshold, input.listNameOthers);
      const prev = best.get(item.entry);
      if (!prev || result.score > prev.score) best.set(item.entry, result);
    };

    const subjectInformative = Math.max(1, prepared.informative);
    for (const nameId of touched) {
      if ((hits[nameId] as number) >= Math.min(subjectInformative, nameParts[nameId] as number)) {
        consider(nameId);
      }
      hits[nameId] = 0;
      lastToken[nameId] = -1;
    }
    for (const entryId of nikEntries) {
      for (let id = nameStart[entryId] as number; id < (nameStart[entryId + 1] as number); id++) {
        consider(id);
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }

  return { size: entries.length, screen } satisfies ScreeningIndex;
};

export type { MatchConfig, MatchResult, ScreeningIndex };
