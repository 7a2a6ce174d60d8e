/**
 * One participant against one list name, and against one whole entry: the name score, then the
 * qualifiers, with the breakdown a reviewer reads. The index calls `qualify` for the names its
 * blocking found; `scoreEntry` scores every name of an entry without blocking (the reference the
 * index is tested against, and the scorer for a single pair).
 */
import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import { type NameScore, type PreparedName, prepareName, scoreNames } from './name-score';
import { applyQualifiers } from './qualifiers';
import type { MatchResult } from './types';

export interface ListName {
  prepared: PreparedName;
  alias: boolean;
  quality: 'good' | 'low' | 'unknown';
}

/** The final score and the breakdown, from a name score already computed. */
export function qualify(
  subject: ScreeningSubject,
  prepared: PreparedName,
  entry: ListEntry,
  name: ListName,
  names: NameScore,
  alertThreshold: number,
  listNameOthers?: number,
): MatchResult {
  const { score, qualifiers } = applyQualifiers({
    subject,
    entry,
    name: names,
    subjectParts: prepared.informative,
    listParts: name.prepared.informative,
    aliasQuality: name.alias ? name.quality : 'good',
    listNameOthers,
    alertThreshold,
  });
  return {
    entry,
    score,
    breakdown: {
      matched_name: name.prepared.raw,
      matched_alias: name.alias,
      subject_normalised: prepared.tokens.join(' '),
      list_normalised: name.prepared.tokens.join(' '),
      name_score: names.score,
      tokens: names.tokens,
      unmatched_subject_tokens: names.unmatchedSubject,
      unmatched_list_tokens: names.unmatchedList,
      qualifiers,
    },
  };
}

/** The entry's names as the index keeps them: the primary first, then the aliases. */
export function listNames(
  entry: ListEntry,
  prepare: (raw: string) => PreparedName = prepareName,
): ListName[] {
  return [
    { prepared: prepare(entry.name), alias: false, quality: 'good' as const },
    ...entry.aliases.map((a) => ({ prepared: prepare(a.name), alias: true, quality: a.quality })),
  ];
}

/**
 * The best of the entry's names for the participant, whatever its score. Scored on its own, the
 * entry says nothing of how common its name is in the lists: read as rare (the index knows).
 */
export function scoreEntry(subject: ScreeningSubject, entry: ListEntry, alertThreshold: number): MatchResult {
  const prepared = prepareName(subject.name);
  let best: MatchResult | null = null;
  for (const name of listNames(entry)) {
    const r = qualify(subject, prepared, entry, name, scoreNames(prepared, name.prepared), alertThreshold);
    if (!best || r.score > best.score) best = r;
  }
  return best as MatchResult;
}
