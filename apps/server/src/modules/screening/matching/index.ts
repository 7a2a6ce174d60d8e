/**
 * The screening index (decision 0111): every list name (primary and aliases) normalised once, and
 * blocked by its informative tokens, their Double Metaphone codes and their first three letters,
 * so that screening a participant scores only the names that share keys with theirs, not 50,000
 * entries. Blocking loses nothing that could alert: a name is scored when it shares keys through
 * two different participant tokens (or one, when either name has a single informative part), and
 * a name matched through fewer parts than that cannot reach the threshold (see name-score.ts).
 * Common parts (Muhammad, Abdul, Siti …) are not keys unless a name has nothing else: a match on
 * them alone is weak and would pull in a large share of the lists.
 * Listed document numbers are a key too, so an equal NIK is found whatever the name.
 */
import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import { isInformative, type PreparedName, prepareName, scoreNames } from './name-score';
import { applyQualifiers, digitsOf } from './qualifiers';
import { phoneticKeys } from './similarity';
import type { BuildScreeningIndex, MatchConfig, MatchResult, ScreeningIndex } from './types';

/**
 * The alert threshold's default. The server reads SCREENING_ALERT_THRESHOLD over it; 0.70 keeps
 * recall on the labelled set at 1 with precision above 0.9 (see the screening bench).
 */
export const DEFAULT_ALERT_THRESHOLD = 0.7;

interface IndexedName {
  entry: number;
  alias: boolean;
  quality: 'good' | 'low' | 'unknown';
  prepared: PreparedName;
}

/** The keys a token is found by. */
function tokenKeys(token: string, keys: readonly [string, string]): string[] {
  const out = [`t:${token}`];
  if (keys[0]) out.push(`m:${keys[0]}`);
  if (keys[1] && keys[1] !== keys[0]) out.push(`m:${keys[1]}`);
  if (token.length >= 4) out.push(`p:${token.slice(0, 3)}`);
  return out;
}

/** The keys a name is indexed by: its informative tokens', or all its tokens' when it has none. */
function indexedTokens(p: PreparedName): number[] {
  const idx: number[] = [];
  p.tokens.forEach((t, i) => {
    if (isInformative(t)) idx.push(i);
  });
  return idx.length ? idx : p.tokens.map((_, i) => i);
}

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

  const names: IndexedName[] = [];
  const postings = new Map<string, number[]>();
  const byDocument = new Map<string, number[]>();
  /** Each entry's names are consecutive: they start at nameStart[entry] and end before nameStart[entry + 1]. */
  const nameStart = new Int32Array(entries.length + 1);
  const post = (key: string, nameId: number) => {
    const list = postings.get(key);
    if (!list) postings.set(key, [nameId]);
    else if (list[list.length - 1] !== nameId) list.push(nameId);
  };

  entries.forEach((entry, entryId) => {
    nameStart[entryId] = names.length;
    const all = [
      { name: entry.name, alias: false, quality: 'good' as const },
      ...entry.aliases.map((a) => ({ name: a.name, alias: true, quality: a.quality })),
    ];
    const seen = new Set<string>();
    for (const n of all) {
      const prepared = prepareName(n.name, phonetic);
      const norm = prepared.tokens.join(' ');
      // Aliases that normalise to the primary name (or each other) add nothing but work.
      if (!norm || seen.has(norm)) continue;
      seen.add(norm);
      const nameId = names.length;
      names.push({ entry: entryId, alias: n.alias, quality: n.quality, prepared });
      for (const i of indexedTokens(prepared)) {
        for (const key of tokenKeys(
          prepared.tokens[i] as string,
          prepared.keys[i] as readonly [string, string],
        )) {
          post(key, nameId);
        }
      }
    }
    for (const doc of entry.documents) {
      const digits = digitsOf(doc.number);
      if (digits.length < 8) continue;
      const list = byDocument.get(digits);
      if (!list) byDocument.set(digits, [entryId]);
      else list.push(entryId);
    }
  });

  nameStart[entries.length] = names.length;

  // Per-name counters reused by every screening (one participant at a time: screen is synchronous).
  const hits = new Uint16Array(names.length);
  const lastToken = new Int32Array(names.length).fill(-1);

  function screen(subject: ScreeningSubject): MatchResult[] {
    const prepared = prepareName(subject.name, phonetic);
    const touched: number[] = [];
    const subjectIndexed = indexedTokens(prepared);
    for (const i of subjectIndexed) {
      const token = prepared.tokens[i] as string;
      for (const key of tokenKeys(token, prepared.keys[i] as readonly [string, string])) {
        const list = postings.get(key);
        if (!list) continue;
        for (const nameId of list) {
          if (lastToken[nameId] === i) continue;
          if (lastToken[nameId] === -1) touched.push(nameId);
          lastToken[nameId] = i;
          hits[nameId] = (hits[nameId] as number) + 1;
        }
      }
    }
    const subjectInformative = Math.max(1, prepared.informative);
    const best = new Map<number, MatchResult>();
    const consider = (item: IndexedName) => {
      const entry = entries[item.entry] as ListEntry;
      const name = scoreNames(prepared, item.prepared);
      const { score, qualifiers } = applyQualifiers({
        subject,
        entry,
        name,
        subjectTokens: prepared.tokens.length,
        listTokens: item.prepared.tokens.length,
        aliasQuality: item.alias ? item.quality : 'good',
        alertThreshold,
      });
      const prev = best.get(item.entry);
      if (prev && prev.score >= score) return;
      best.set(item.entry, {
        entry,
        score,
        breakdown: {
          matched_name: item.prepared.raw,
          matched_alias: item.alias,
          subject_normalised: prepared.tokens.join(' '),
          list_normalised: item.prepared.tokens.join(' '),
          name_score: name.score,
          tokens: name.tokens,
          unmatched_subject_tokens: name.unmatchedSubject,
          unmatched_list_tokens: name.unmatchedList,
          qualifiers,
        },
      });
    };
    for (const nameId of touched) {
      const item = names[nameId] as IndexedName;
      const need = Math.min(2, subjectInformative, Math.max(1, item.prepared.informative));
      if ((hits[nameId] as number) >= need) consider(item);
      hits[nameId] = 0;
      lastToken[nameId] = -1;
    }
    const nik = digitsOf(subject.nik);
    if (nik.length >= 8) {
      for (const entryId of byDocument.get(nik) ?? []) {
        for (let id = nameStart[entryId] as number; id < (nameStart[entryId + 1] as number); id++) {
          consider(names[id] as IndexedName);
        }
      }
    }
    return [...best.values()].filter((r) => r.score >= alertThreshold).sort((a, b) => b.score - a.score);
  }

  return { size: entries.length, screen } satisfies ScreeningIndex;
};

export type { MatchConfig, MatchResult, ScreeningIndex };
