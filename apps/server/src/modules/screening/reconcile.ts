/**
 * What one screening changes in a participant's match rows (decision 0111), decided in memory so
 * that a batch of participants is written with a handful of statements:
 *
 * - an alert without a row becomes a new open match;
 * - an open match found again takes the entry and score as screened now;
 * - a dismissed or confirmed match stays decided while its evidence (the entry and the participant's
 *   screened data) is unchanged, and opens again when either changed;
 * - a cleared match found again opens again;
 * - an open match no longer found is cleared; a decided one keeps its decision.
 */
import { randomUUID } from 'node:crypto';
import type { ScreeningSource, ScreeningSubject } from '@kilau/shared';
import type { MatchResult } from './matching/types';
import type { MatchRow, NewMatchRow, updateMatch } from './screening.repository';
import { evidenceDigest } from './subject';

export type MatchUpdate = { id: string } & Parameters<typeof updateMatch>[2];

export interface Found {
  matchId: string;
  source: ScreeningSource;
  ref: string;
  score: number;
  /** 'new': never alerted before; 'reopened': decided or cleared before, open again. */
  how: 'new' | 'reopened';
}

export interface Reconciled {
  inserts: NewMatchRow[];
  updates: MatchUpdate[];
  touched: string[];
  cleared: string[];
  found: Found[];
  /** Open matches after this screening. */
  open: number;
}

const keyOf = (source: string, ref: string) => `${source}\u0000${ref}`;

export function reconcile(input: {
  customerId: string;
  subject: ScreeningSubject;
  results: readonly MatchResult[];
  existing: readonly MatchRow[];
  versionIdOf: (source: ScreeningSource) => string | null;
  now: Date;
}): Reconciled {
  const { customerId, subject, now } = input;
  const out: Reconciled = { inserts: [], updates: [], touched: [], cleared: [], found: [], open: 0 };
  const existing = new Map(input.existing.map((m) => [keyOf(m.source, m.entryRef), m]));
  // One alert per entry: the best, should the matcher give an entry twice.
  const best = new Map<string, MatchResult>();
  for (const r of input.results) {
    const k = keyOf(r.entry.source, r.entry.ref);
    const seen = best.get(k);
    if (!seen || r.score > seen.score) best.set(k, r);
  }
  for (const [k, r] of best) {
    const digest = evidenceDigest(r.entry, subject);
    const versionId = input.versionIdOf(r.entry.source);
    const row = existing.get(k);
    if (!row) {
      const id = randomUUID();
      out.inserts.push({
        id,
        customerId,
        source: r.entry.source,
        entryRef: r.entry.ref,
        versionId,
        entry: r.entry,
        subject,
        score: r.score.toFixed(4),
        breakdown: r.breakdown,
        evidenceDigest: digest,
        status: 'open',
        firstSeenAt: now,
        screenedAt: now,
      });
      out.found.push({ matchId: id, source: r.entry.source, ref: r.entry.ref, score: r.score, how: 'new' });
      out.open += 1;
      continue;
    }
    const decided = row.status === 'dismissed' || row.status === 'confirmed';
    if (decided && row.evidenceDigest === digest) {
      // The decision holds: only when it was last seen, and the version it now comes from.
      if (row.versionId === versionId) out.touched.push(row.id);
      else
        out.updates.push({
          id: row.id,
          ...content(r, subject, digest, versionId, now),
          status: row.status,
          reopen: false,
        });
      continue;
    }
    if (row.status === 'open' && row.evidenceDigest === digest && row.versionId === versionId) {
      out.touched.push(row.id);
      out.open += 1;
      continue;
    }
    const reopened = row.status !== 'open';
    out.updates.push({
      id: row.id,
      ...content(r, subject, digest, versionId, now),
      status: 'open',
      reopen: reopened,
    });
    if (reopened)
      out.found.push({
        matchId: row.id,
        source: r.entry.source,
        ref: r.entry.ref,
        score: r.score,
        how: 'reopened',
      });
    out.open += 1;
  }
  for (const [k, row] of existing) {
    if (!best.has(k) && row.status === 'open') out.cleared.push(row.id);
  }
  return out;
}

function content(
  r: MatchResult,
  subject: ScreeningSubject,
  evidenceDigest: string,
  versionId: string | null,
  screenedAt: Date,
) {
  return {
    entry: r.entry,
    subject,
    score: r.score,
    breakdown: r.breakdown,
    evidenceDigest,
    versionId,
    screenedAt,
  };
}
