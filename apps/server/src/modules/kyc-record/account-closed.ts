/**
 * A participant whose customer closed their account (a restriction or deletion decided, decision
 * 0113) is closed for every staff action (decision 0130): no review decision, no claim, no video
 * call, no resubmission request, no managing-bank decision. Each of those calls asks here, under
 * the record's own loader, and answers one 409 in Indonesian.
 */
import { MSG, SC } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export const accountClosedError = () =>
  new ApiError(409, SC.accountClosed, MSG.accountClosedNoDecision, 'The customer’s account is closed');

/** When the participant's account was closed, or null while it is open (or the record is unknown). */
export async function accountClosedAt(db: DbOrTx, kycCustomerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.restrictedAt })
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .where(eq(kycCustomers.id, kycCustomerId))
    .limit(1);
  return row?.at ?? null;
}

/** 409/2069 when the participant's account is closed. */
export async function assertAccountOpen(db: DbOrTx, kycCustomerId: string): Promise<void> {
  if (await accountClosedAt(db, kycCustomerId)) throw accountClosedError();
}
