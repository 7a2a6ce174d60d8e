/**
 * The columns of case ownership and due times on the KYC record (decision 0112). Other modules
 * change them only through these functions (via index.ts), inside their own transactions: the
 * submission starts the clock, a resubmission request pauses it, the resubmission resumes it, a
 * final decision closes the case.
 */

import { DAY_MS } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, staffUsers } from '../../db/schema';
import { addWorkingTime, dueFrom, type WorkingCalendar, workingTimeBetween } from './due-time';

export interface DueSettings extends WorkingCalendar {
  workingDays: number;
}

/** The submission: due `workingDays` working days later; nobody holds the file yet. */
export function dueColumnsAtSubmission(submittedAt: Date, due: DueSettings) {
  return {
    dueAt: dueFrom(submittedAt, due.workingDays, due),
    duePausedRemainingMs: null,
    claimedBy: null,
    claimedAt: null,
  };
}

/** A resubmission request: the clock stops with the working time left; the holder lets go. */
export async function pauseDue(tx: DbOrTx, customerId: string, now: Date, due: DueSettings): Promise<void> {
  const [row] = await tx
    .select({ dueAt: kycCustomers.dueAt, paused: kycCustomers.duePausedRemainingMs })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId));
  if (!row) return;
  const remaining = row.dueAt
    ? workingTimeBetween(now, row.dueAt, due)
    : (row.paused ?? due.workingDays * DAY_MS);
  await tx
    .update(kycCustomers)
    .set({ dueAt: null, duePausedRemainingMs: remaining, claimedBy: null, claimedAt: null })
    .where(eq(kycCustomers.id, customerId));
}

/** The customer resubmitted: the working time that was left counts again from now. */
export async function resumeDue(tx: DbOrTx, customerId: string, now: Date, due: DueSettings): Promise<void> {
  const [row] = await tx
    .select({ paused: kycCustomers.duePausedRemainingMs })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId));
  if (!row) return;
  const remaining = row.paused ?? due.workingDays * DAY_MS;
  await tx
    .update(kycCustomers)
    .set({ dueAt: addWorkingTime(now, remaining, due), duePausedRemainingMs: null })
    .where(eq(kycCustomers.id, customerId));
}

/** A final decision (approve, reject, blacklist): nothing is due, nobody holds the file. */
export async function closeCase(tx: DbOrTx, customerId: string): Promise<void> {
  await tx
    .update(kycCustomers)
    .set({ dueAt: null, duePausedRemainingMs: null, claimedBy: null, claimedAt: null })
    .where(eq(kycCustomers.id, customerId));
}

/** The bank approved (7 → 2): the bank admin lets go; the due time runs on for the broker. */
export async function releaseClaim(tx: DbOrTx, customerId: string): Promise<void> {
  await tx
    .update(kycCustomers)
    .set({ claimedBy: null, claimedAt: null })
    .where(eq(kycCustomers.id, customerId));
}

/** Who holds the file now, with their name; null when nobody does. */
export async function findHolder(
  db: DbOrTx,
  customerId: string,
): Promise<{ staffId: string; name: string; claimedAt: Date } | null> {
  const [row] = await db
    .select({ staffId: kycCustomers.claimedBy, name: staffUsers.fullname, claimedAt: kycCustomers.claimedAt })
    .from(kycCustomers)
    .innerJoin(staffUsers, eq(staffUsers.id, kycCustomers.claimedBy))
    .where(eq(kycCustomers.id, customerId));
  return row?.staffId && row.claimedAt
    ? { staffId: row.staffId, name: row.name, claimedAt: row.claimedAt }
    : null;
}
