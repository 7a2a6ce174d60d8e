/**
 * The evidence digest a proposal is bound to (decision 0111): SHA-256 over a canonical JSON of
 * what the proposer judged. Keys are sorted at every level so the digest depends on the data only,
 * never on the order a JSON column returns its keys in.
 */
import { createHash } from 'node:crypto';
import type { recordEvidenceOf } from './four-eyes.repository';

export interface Evidence {
  record: NonNullable<Awaited<ReturnType<typeof recordEvidenceOf>>>;
  /** The participant's matches, ordered by id: id, status and their own evidence digest. */
  matches: { id: string; status: string; evidenceDigest: string }[];
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function evidenceDigest(e: Evidence): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ record: e.record, matches: e.matches })))
    .digest('hex');
}
