/**
 * Customer accounts (`users`): lookups by the identifiers a customer types and the login counters.
 * E-mail and username are stored lower-case and the phone as 08…, so every lookup normalises the
 * input the same way and uses the unique indexes.
 */
import { normalizeEmail, normalizePhone, normalizeUsername } from '@kilau/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { failedLoginsAfterWrongPassword } from '../audit';

export type UserRow = typeof users.$inferSelect;

/** Exactly one of them is set (the login and checkUser payloads). */
export interface IdentifierInput {
  email?: string | undefined;
  phonenumber?: string | undefined;
  username?: string | undefined;
}

export type Identifier =
  | { kind: 'email'; value: string }
  | { kind: 'phonenumber'; value: string }
  | { kind: 'username'; value: string };

/** The normalised identifier of a payload, or null when none is given. */
export function identifierOf(input: IdentifierInput): Identifier | null {
  if (input.email !== undefined) return { kind: 'email', value: normalizeEmail(input.email) };
  if (input.phonenumber !== undefined)
    return { kind: 'phonenumber', value: normalizePhone(input.phonenumber) };
  if (input.username !== undefined) return { kind: 'username', value: normalizeUsername(input.username) };
  return null;
}

function columnOf(kind: Identifier['kind']) {
  if (kind === 'email') return users.email;
  if (kind === 'phonenumber') return users.phonenumber;
  return users.username;
}

export async function findUserByIdentifier(db: DbOrTx, id: Identifier): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(columnOf(id.kind), id.value))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return findUserByIdentifier(db, { kind: 'email', value: normalizeEmail(email) });
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Counts one wrong password. The count restarts at 1 when the previous wrong password is older
 * than `windowSeconds` (read from the audit trail, which records every failure with its time).
 * At `threshold` the account is locked for `lockSeconds` and the count restarts.
 * Returns whether this failure locked the account.
 */
export async function recordWrongPassword(
  db: DbOrTx,
  userId: string,
  rules: { threshold: number; windowSeconds: number; lockSeconds: number; auditAction: string },
): Promise<{ failedLogins: number; locked: boolean }> {
  const [row] = await db
    .update(users)
    .set({
      failedLogins: failedLoginsAfterWrongPassword(
        users.failedLogins,
        { targetType: 'user', targetId: userId },
        rules,
      ),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins });
  const failedLogins = row?.failedLogins ?? 0;
  if (failedLogins < rules.threshold) return { failedLogins, locked: false };
  await db
    .update(users)
    .set({
      failedLogins: 0,
      lockedUntil: sql`now() + make_interval(secs => ${rules.lockSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { failedLogins, locked: true };
}

/** A right password clears the failure count and any expired lock. */
export async function clearLoginFailures(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
