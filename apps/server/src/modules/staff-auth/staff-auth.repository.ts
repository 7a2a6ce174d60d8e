/** Staff accounts as the login reads and locks them, and as the staff member's own profile shows them. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banks, platforms, staffUsers } from '../../db/schema';
import { failedLoginsAfterWrongPassword } from '../audit';

export async function findStaffByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      fullname: staffUsers.fullname,
      passwordHash: staffUsers.passwordHash,
      role: staffUsers.role,
      bankCode: staffUsers.bankCode,
      platform: platforms.appName,
      active: staffUsers.active,
      lockedUntil: staffUsers.lockedUntil,
      factorReportedAt: staffUsers.factorReportedAt,
    })
    .from(staffUsers)
    .leftJoin(platforms, eq(platforms.id, staffUsers.platformId))
    .where(eq(sql`lower(${staffUsers.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffByUsername>>>;

/**
 * Counts a wrong password as the customers' lockout does (decision 0003): failures within the
 * window add up. From the threshold on, each failure puts the account under a back-off hold (the
 * `locked_until` column) until `holdSeconds` after it; a hold is no lock (decision 0108): a login
 * with the hard bot challenge and the right password still gets in and clears it.
 */
export async function recordStaffWrongPassword(
  db: DbOrTx,
  staffId: string,
  rules: { threshold: number; windowSeconds: number; holdSeconds: number; auditAction: string },
): Promise<{ failedLogins: number; held: boolean }> {
  const [row] = await db
    .update(staffUsers)
    .set({
      failedLogins: failedLoginsAfterWrongPassword(
        staffUsers.failedLogins,
        { targetType: 'staff', targetId: staffId },
        rules,
      ),
    })
    .where(eq(staffUsers.id, staffId))
    .returning({ failedLogins: staffUsers.failedLogins });
  const failedLogins = row?.failedLogins ?? 0;
  if (failedLogins < rules.threshold) return { failedLogins, held: false };
  await db
    .update(staffUsers)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${rules.holdSeconds})` })
    .where(eq(staffUsers.id, staffId));
  return { failedLogins, held: true };
}

/**
 * Ends the failures and any hold: the person's own successful second factor (a login or a
 * step-up), which also ends the wrong codes in a row (decision 0119).
 */
export async function clearStaffFailures(db: DbOrTx, staffId: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ failedLogins: 0, lockedUntil: null, factorFailures: 0 })
    .where(eq(staffUsers.id, staffId));
}

/** The signed-in staff member's profile: names, role, scope and password. */
export async function findStaffProfile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      fullname: staffUsers.fullname,
      role: staffUsers.role,
      passwordHash: staffUsers.passwordHash,
      passwordChangedAt: staffUsers.passwordChangedAt,
      appName: platforms.appName,
      platformName: platforms.name,
      bankCode: banks.code,
      bankName: banks.name,
    })
    .from(staffUsers)
    .leftJoin(platforms, eq(platforms.id, staffUsers.platformId))
    .leftJoin(banks, eq(banks.code, staffUsers.bankCode))
    .where(eq(staffUsers.id, id))
    .limit(1);
  return row;
}

export async function setStaffPassword(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(staffUsers.id, id));
}
