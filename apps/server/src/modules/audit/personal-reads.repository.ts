/**
 * The SQL of the personal-data reads' audit (personal-reads.service.ts): a lock per viewing and
 * whether the same viewing was recorded within the window.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Serialises the recording of one viewing until the transaction ends. */
export async function lockViewing(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Whether `staffId` viewed the participant (any participant.view row), or read a directory page
 * with exactly these participants and accounts, since `since`.
 */
export async function viewedRecently(
  tx: DbOrTx,
  q: {
    staffId: string;
    since: Date;
    participantId?: string;
    page?: { participants: string[]; users: string[] };
  },
): Promise<boolean> {
  const mine = and(
    eq(auditLog.actorType, 'staff'),
    eq(auditLog.actorId, q.staffId),
    gt(auditLog.createdAt, q.since),
  );
  const which = q.participantId
    ? and(
        eq(auditLog.action, 'participant.view'),
        eq(auditLog.targetType, 'kyc_customer'),
        eq(auditLog.targetId, q.participantId),
      )
    : and(
        eq(auditLog.action, 'users.view'),
        sql`${auditLog.details}->'participants' = ${JSON.stringify(q.page?.participants ?? [])}::jsonb`,
        sql`${auditLog.details}->'users' = ${JSON.stringify(q.page?.users ?? [])}::jsonb`,
      );
  const [row] = await tx.select({ id: auditLog.id }).from(auditLog).where(and(mine, which)).limit(1);
  return row !== undefined;
}
