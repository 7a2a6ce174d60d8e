/**
 * Verifies the audit trail's hash chain (docs/decisions/0060). The hashes are computed by the
 * database (audit_log_row_hash, the same function the insert trigger uses), so the check and the
 * writer can never disagree on the canonical form. The first row whose own hash does not match its
 * content, or whose link does not match the previous row's hash, is where the chain broke.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** The seq of the first row that does not hold, or null. */
  broken_at: number | null;
}

export async function verifyAuditChain(db: DbOrTx): Promise<ChainReport> {
  const result = await db.execute(sql`
    select count(*)::int as checked,
           min(seq) filter (where hash is null or hash <> recomputed or prev_hash <> coalesce(prior, ''))::bigint as broken_at,
           min(seq)::bigint as first_seq,
           max(seq)::bigint as last_seq
    from (
      select a.seq, a.hash, a.prev_hash, audit_log_row_hash(a) as recomputed,
             lag(a.hash) over (order by a.seq) as prior
      from audit_log a
    ) chain`);
  const [row] = rowsOf<{
    checked: number;
    broken_at: string | number | null;
    first_seq: string | number | null;
    last_seq: string | number | null;
  }>(result);
  const checked = Number(row?.checked ?? 0);
  let brokenAt = row?.broken_at == null ? null : Number(row.broken_at);
  // A deleted row leaves a gap in the numbering even when it was the last one.
  if (
    brokenAt === null &&
    checked > 0 &&
    (Number(row?.first_seq) !== 1 || Number(row?.last_seq) !== checked)
  ) {
    brokenAt = Number(row?.last_seq);
  }
  return { ok: brokenAt === null, checked, broken_at: brokenAt };
}
