/**
 * The matcher's contract (decision 0111): list entries are indexed once per set of list versions,
 * then each participant is screened against the index. Pure: no database, no clock, no I/O.
 */
import type { ListEntry, MatchBreakdown, ScreeningSubject } from '@kilau/shared';

export interface MatchConfig {
  /** A candidate at or above this score is an alert (documented default 0.70). */
  alertThreshold: number;
}

export interface MatchResult {
  entry: ListEntry;
  /** 0..1 after the qualifiers. */
  score: number;
  breakdown: MatchBreakdown;
}

export interface ScreeningIndex {
  /** How many entries (not names) the index holds. */
  readonly size: number;
  /** The alerts for one participant, best first; every result has score >= the threshold. */
  screen(subject: ScreeningSubject): MatchResult[];
}

/** Implemented in ./index.ts: `buildScreeningIndex(entries, config?)`. */
export type BuildScreeningIndex = (
  entries: readonly ListEntry[],
  config?: Partial<MatchConfig>,
) => ScreeningIndex;
