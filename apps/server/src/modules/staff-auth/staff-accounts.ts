/**
 * Staff accounts outside the app: creating one (`npm run staff:create`; a production install has no
 * demo staff, so its first super admin, brokers and bank staff are made here) and setting a new
 * password for one who lost theirs (`npm run staff:reset-password`). The same password rules as
 * everywhere (shared strength rules plus the common-password list), argon2id, and an audit row by
 * the system.
 */
import { randomBytes } from 'node:crypto';
import { RISK_SENIOR_FLAG_ROLES, ROLES, strongPasswordField } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { banks, platforms, staffUsers } from '../../db/schema';
import { NoGeo } from '../../plugins/geo';
import { AuditService } from '../audit/audit.service';
import { revokeSessions } from '../auth/session.service';
import { hashPassword, isCommonPassword } from '../credentials';

export interface NewStaff {
  username: string;
  fullname: string;
  role: number;
  bankCode?: string;
  /** The platform's app_name, for the broker roles and the video officer. */
  platform?: string;
  password: string;
  /** Where the staff member is told of factors added and of a held second step (decision 0119). */
  email?: string;
  /** A broker admin who decides Tinggi participants' approvals (decision 0191). */
  senior?: boolean;
}

const KNOWN_ROLES: readonly number[] = Object.values(ROLES);

/** A password that meets the rules: 20 random characters with every class present. */
export function generateStaffPassword(): string {
  const base = randomBytes(15).toString('base64url');
  return `${base}Aa1#`;
}

/** Why a password cannot be a staff member's (empty when it can). */
function passwordProblems(password: string): string[] {
  const strength = strongPasswordField.safeParse(password);
  if (!strength.success) return [`password: ${strength.error.issues.map((i) => i.message).join('; ')}`];
  return isCommonPassword(password) ? ['password: too common'] : [];
}

/** Every reason the input cannot become an account (empty when it can). */
export async function staffProblems(db: DbOrTx, s: NewStaff): Promise<string[]> {
  const problems: string[] = [];
  if (!/^[a-z0-9._-]{3,30}$/i.test(s.username))
    problems.push('username: 3–30 letters, digits, dot, dash or underscore');
  if (!s.fullname.trim()) problems.push('fullname: required');
  if (s.email !== undefined && !z.email().safeParse(s.email).success)
    problems.push('email: not an e-mail address');
  if (!KNOWN_ROLES.includes(s.role)) problems.push(`role: one of ${KNOWN_ROLES.join(', ')}`);
  if (s.role === ROLES.bankAdmin && !s.bankCode) problems.push('bank: required for role 4');
  if (s.senior && !(RISK_SENIOR_FLAG_ROLES as readonly number[]).includes(s.role))
    problems.push(`senior: only for role ${RISK_SENIOR_FLAG_ROLES.join(', ')}`);
  problems.push(...passwordProblems(s.password));
  if (s.bankCode) {
    const [bank] = await db.select({ code: banks.code }).from(banks).where(eq(banks.code, s.bankCode));
    if (!bank) problems.push(`bank: unknown code ${s.bankCode}`);
  }
  if (s.platform) {
    const [p] = await db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.appName, s.platform));
    if (!p) problems.push(`platform: unknown app_name ${s.platform}`);
  }
  const [taken] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, s.username));
  if (taken) problems.push(`username: ${s.username} exists`);
  return problems;
}

/**
 * Creates a staff account, as an operator does (`npm run staff:create`). The audit row is the
 * system's (no request, so no IP or city), written by the audit service in the same transaction.
 */
export async function createStaff(
  db: DbOrTx,
  s: NewStaff,
  audit: Pick<AuditService, 'record'> = new AuditService(new NoGeo()),
): Promise<string> {
  const problems = await staffProblems(db, s);
  if (problems.length) throw new Error(problems.join('\n'));
  const [platform] = s.platform
    ? await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.appName, s.platform))
    : [];
  const passwordHash = await hashPassword(s.password);
  // The account and its audit row commit together: no staff account without its trail.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({
        username: s.username,
        fullname: s.fullname.trim(),
        role: s.role,
        bankCode: s.bankCode ?? null,
        platformId: platform?.id ?? null,
        passwordHash,
        email: s.email ?? null,
        senior: s.senior === true,
      })
      .returning({ id: staffUsers.id });
    if (!row) throw new Error('staff insert returned no row');
    await audit.record(
      tx,
      {
        actorType: 'system',
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        details: {
          username: s.username,
          role: s.role,
          bank_code: s.bankCode ?? null,
          platform: s.platform ?? null,
          email: s.email ?? null,
          senior: s.senior === true,
        },
      },
      null,
    );
    return row.id;
  });
}

/**
 * A new password for an existing staff member, e.g. one who forgot theirs (staff have no
 * self-service reset). Every session of the account ends, so whoever knew the old password is out,
 * and the failed attempts and any back-off hold are cleared.
 */
export async function resetStaffPassword(
  db: Db,
  username: string,
  password: string,
  audit: Pick<AuditService, 'record'> = new AuditService(new NoGeo()),
): Promise<string> {
  const problems = passwordProblems(password);
  const [staff] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  if (!staff) problems.push(`username: no staff account ${username}`);
  if (problems.length || !staff) throw new Error(problems.join('\n'));
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      // The failed attempts and any back-off hold end with the reset (decision 0108).
      .set({ passwordHash, passwordChangedAt: new Date(), failedLogins: 0, lockedUntil: null })
      .where(eq(staffUsers.id, staff.id));
    await revokeSessions(tx, 'staff', staff.id);
    await audit.record(
      tx,
      {
        actorType: 'system',
        action: 'staff.reset_password',
        targetType: 'staff',
        targetId: staff.id,
        details: { username, sessions_revoked: true, failures_cleared: true },
      },
      null,
    );
  });
  return staff.id;
}

/**
 * Flags a broker admin senior, or clears the flag (decision 0191): a senior decides the approval
 * of Tinggi participants. Read at each decision, so it takes effect at once; audited as the system.
 */
export async function setStaffSenior(
  db: Db,
  username: string,
  senior: boolean,
  audit: Pick<AuditService, 'record'> = new AuditService(new NoGeo()),
): Promise<string> {
  const [staff] = await db
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  if (!staff) throw new Error(`username: no staff account ${username}`);
  if (senior && !(RISK_SENIOR_FLAG_ROLES as readonly number[]).includes(staff.role))
    throw new Error(`senior: only for role ${RISK_SENIOR_FLAG_ROLES.join(', ')}`);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ senior }).where(eq(staffUsers.id, staff.id));
    await audit.record(
      tx,
      {
        actorType: 'system',
        action: 'staff.set_senior',
        targetType: 'staff',
        targetId: staff.id,
        details: { username, senior },
      },
      null,
    );
  });
  return staff.id;
}
