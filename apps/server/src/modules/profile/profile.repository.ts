/** SQL of the customer's own profile: the users row, always scoped by user id (the KYC record is read through modules/kyc-record). */
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

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
