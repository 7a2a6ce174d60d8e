/**
 * SQL of the customer's own profile: the users row and pending contact changes, always scoped by
 * user id (the KYC record is read through modules/kyc-record).
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactChanges, users } from '../../db/schema';

export interface ProfileRow {
  id: string;
  email: string;
  phonenumber: string;
  username: string;
  fullname: string;
  passwordHash: string;
}

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phonenumber: users.phonenumber,
      username: users.username,
      fullname: users.fullname,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** True when another account already holds this e-mail or phone number. */
export async function isTakenByOther(
  db: DbOrTx,
  userId: string,
  field: 'email' | 'phonenumber',
  value: string,
): Promise<boolean> {
  const column = field === 'email' ? users.email : users.phonenumber;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateContact(
  db: DbOrTx,
  userId: string,
  change: { email: string } | { phonenumber: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

export type ContactField = 'email' | 'phonenumber';

/** A newer request for the same field makes every earlier one of the customer useless. */
export async function supersedePendingChanges(
  db: DbOrTx,
  userId: string,
  field: ContactField,
): Promise<void> {
  await db
    .update(contactChanges)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(contactChanges.userId, userId), eq(contactChanges.field, field), isNull(contactChanges.usedAt)),
    );
}

export async function insertContactChange(
  db: DbOrTx,
  change: {
    userId: string;
    field: ContactField;
    newValue: string;
    tokenHash?: string;
    otpId?: string;
    ttlSeconds: number;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactChanges)
    .values({
      userId: change.userId,
      field: change.field,
      newValue: change.newValue,
      tokenHash: change.tokenHash ?? null,
      otpId: change.otpId ?? null,
      expiresAt: sql`now() + make_interval(secs => ${change.ttlSeconds})`,
    })
    .returning({ id: contactChanges.id });
  if (!row) throw new Error('contact change insert returned nothing');
  return row;
}

/** The caller's own live phone change (its SMS code is checked separately). */
export async function findLivePhoneChange(
  db: DbOrTx,
  userId: string,
  changeId: string,
): Promise<{ id: string; newValue: string; otpId: string } | undefined> {
  const [row] = await db
    .select({ id: contactChanges.id, newValue: contactChanges.newValue, otpId: contactChanges.otpId })
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.id, changeId),
        eq(contactChanges.userId, userId),
        eq(contactChanges.field, 'phonenumber'),
        isNull(contactChanges.usedAt),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    );
  return row?.otpId ? { id: row.id, newValue: row.newValue, otpId: row.otpId } : undefined;
}

/**
 * Spends a live change, found by id or by the hash of its e-mail token. The conditions sit in
 * the UPDATE itself, so two clicks on the same link cannot both apply it.
 */
export async function claimContactChange(
  db: DbOrTx,
  by: { id: string } | { tokenHash: string },
): Promise<{ id: string; userId: string; field: ContactField; newValue: string } | undefined> {
  const [row] = await db
    .update(contactChanges)
    .set({ usedAt: sql`now()`, appliedAt: sql`now()` })
    .where(
      and(
        'id' in by ? eq(contactChanges.id, by.id) : eq(contactChanges.tokenHash, by.tokenHash),
        isNull(contactChanges.usedAt),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: contactChanges.id,
      userId: contactChanges.userId,
      field: contactChanges.field,
      newValue: contactChanges.newValue,
    });
  return row;
}
