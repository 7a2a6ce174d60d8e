/**
 * A participant's screening as the back-office and the four-eyes decisions read it (decision 0111):
 * the summary (state, open matches, whether approval needs a second person, frozen), the matches
 * with their evidence, and a match's lookup.
 */
import { MSG, REQUIRED_SOURCES, type ScreeningSummary, type UploadedSource } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { loadedSources } from '../watchlists';
import {
  blacklistedDuplicateKinds,
  type DuplicateKind,
  findMatchRow,
  type MatchRow,
  matchEvidenceRows,
  summaryFacts,
} from './screening.repository';

const DUPLICATE_TEXT: Record<DuplicateKind, string> = {
  nik: MSG.duplicateNik,
  phone: MSG.duplicatePhone,
  email: MSG.duplicateEmail,
  bank_account: MSG.duplicateBankAccount,
};

/** The high-risk reasons of the four-eyes approval, in Indonesian, from the facts. */
export function highRiskReasons(dismissed: number, duplicates: readonly DuplicateKind[]): string[] {
  const out: string[] = [];
  if (dismissed > 0) out.push(MSG.screeningHighRiskDismissed);
  if (duplicates.length > 0)
    out.push(
      `${MSG.screeningHighRiskBlacklistedDuplicate}: ${duplicates.map((k) => DUPLICATE_TEXT[k]).join(', ')}`,
    );
  return out;
}

/**
 * The participant's screening summary. 'confirmed' (a sanctions or blacklist match; a confirmed PEP
 * match is not counted there, decision 0193) wins over 'open_match', which wins over the rest;
 * a record never screened is 'not_screened' (it blocks approval like an open match, with its own
 * reason, until a screening succeeds).
 */
export async function screeningSummary(db: DbOrTx, customerId: string): Promise<ScreeningSummary> {
  const [facts, duplicates, missing] = await Promise.all([
    summaryFacts(db, customerId),
    blacklistedDuplicateKinds(db, customerId),
    missingLists(db),
  ]);
  const open = facts?.open ?? 0;
  const dismissed = facts?.dismissed ?? 0;
  const confirmed = facts?.confirmed ?? 0;
  const reasons = highRiskReasons(dismissed, duplicates);
  return {
    state:
      confirmed > 0
        ? 'confirmed'
        : open > 0
          ? 'open_match'
          : facts?.screenedAt && missing.length === 0
            ? 'clear'
            : 'not_screened',
    open_matches: open,
    last_screened_at: facts?.screenedAt?.toISOString() ?? null,
    four_eyes_approval: reasons.length > 0,
    high_risk_reasons: reasons,
    frozen: facts?.frozenAt != null,
    missing_lists: missing,
  };
}

/** The required lists not loaded yet: without them nobody counts as screened (decision 0131). */
export async function missingLists(db: DbOrTx): Promise<UploadedSource[]> {
  const loaded = new Set(await loadedSources(db));
  return REQUIRED_SOURCES.filter((s) => !loaded.has(s));
}

/**
 * What a four-eyes proposal is bound to of the screening: each match's id, status and evidence
 * digest, in id order (a rescreen that opens, clears or changes a match changes it).
 */
export async function matchesEvidence(
  db: DbOrTx,
  customerId: string,
): Promise<{ id: string; status: string; evidenceDigest: string }[]> {
  return matchEvidenceRows(db, customerId);
}

/** One match of the participant, or undefined (another participant's match answers the same). */
export async function findMatch(
  db: DbOrTx,
  customerId: string,
  matchId: string,
): Promise<MatchRow | undefined> {
  return findMatchRow(db, customerId, matchId);
}
