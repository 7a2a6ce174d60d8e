/**
 * What four eyes needs of the screening module, in one place (decision 0111).
 * INTERIM: stands in for modules/screening's exports until that module exists on this branch.
 */
import type { ScreeningSummary } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, screeningMatches } from '../../db/schema';

export async function screeningSummary(db: DbOrTx, customerId: string): Promise<ScreeningSummary> {
  const rows = await db
    .select({ status: screeningMatches.status })
    .from(screeningMatches)
    .where(eq(screeningMatches.customerId, customerId));
  const open = rows.filter((r) => r.status === 'open').length;
  return {
    state: open ? 'open_match' : 'clear',
    open_matches: open,
    last_screened_at: null,
    four_eyes_approval: rows.some((r) => r.status === 'dismissed'),
    high_risk_reasons: [],
    frozen: false,
  };
}

export async function decideMatch(
  tx: DbOrTx,
  d: {
    matchId: string;
    status: 'dismissed' | 'confirmed';
    decidedBy: string;
    checkedBy: string;
    reason: string;
  },
): Promise<void> {
  await tx
    .update(screeningMatches)
    .set({
      status: d.status,
      decidedBy: d.decidedBy,
      checkedBy: d.checkedBy,
      decisionReason: d.reason,
      decidedAt: new Date(),
    })
    .where(and(eq(screeningMatches.id, d.matchId), eq(screeningMatches.status, 'open')));
}

export async function freezeRecord(tx: DbOrTx, customerId: string): Promise<void> {
  await tx.update(kycCustomers).set({ frozenAt: new Date() }).where(eq(kycCustomers.id, customerId));
}

export async function unfreezeRecord(tx: DbOrTx, customerId: string): Promise<void> {
  await tx.update(kycCustomers).set({ frozenAt: null }).where(eq(kycCustomers.id, customerId));
}

export async function startBlacklistRescreen(_db: DbOrTx, _actorId: string): Promise<void> {}
