/** The review checklist's rows (decision 0131): one accepted item per participant and item. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewChecks, staffUsers } from '../../db/schema';
import type { AcceptedCheck } from './checklist-items';

export async function checksOf(db: DbOrTx, customerId: string): Promise<AcceptedCheck[]> {
  return db
    .select({
      item: reviewChecks.item,
      basis: reviewChecks.basis,
      checkedByName: staffUsers.fullname,
      checkedAt: reviewChecks.checkedAt,
    })
    .from(reviewChecks)
    .innerJoin(staffUsers, eq(staffUsers.id, reviewChecks.checkedBy))
    .where(eq(reviewChecks.customerId, customerId));
}

/** Accepts an item on this basis, replacing an earlier acceptance of it. */
export async function upsertCheck(
  tx: DbOrTx,
  c: { customerId: string; item: string; basis: string; checkedBy: string },
): Promise<void> {
  const now = new Date();
  await tx
    .insert(reviewChecks)
    .values({ ...c, checkedAt: now })
    .onConflictDoUpdate({
      target: [reviewChecks.customerId, reviewChecks.item],
      set: { basis: c.basis, checkedBy: c.checkedBy, checkedAt: now },
    });
}
