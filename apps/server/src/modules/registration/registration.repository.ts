/**
 * The SQL of registration: who holds an e-mail, username or phone, pending accounts, their OTP
 * conversation and the activation links.
 */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activationTokens, otpCodes, users } from '../../db/schema';

export interface RegistrationKeys {
  email: string;
  username: string;
  phonenumber: string;
}

/**
 * A pending registration (phone never verified) holds its e-mail, username and phone only while
 * its OTP conversation is alive: not used, not expired, attempts left. Once the code expired or
 * the attempts ran out the customer is told to register again, and that must work at once.
 */
const stalePending: SQL = sql`(${users.status} = 'pending' and not exists (
  select 1 from otp_codes o
  where o.user_id = ${users.id} and o.purpose = 'register' and o.consumed_at is null
    and o.expires_at > now() and o.attempts < o.max_attempts))`;

/** Whether an account (or a live pending registration) already uses this value. */
export async function isTaken(db: DbOrTx, field: keyof RegistrationKeys, value: string): Promise<boolean> {
  const column = field === 'email' ? users.email : field === 'username' ? users.username : users.phonenumber;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), sql`not ${stalePending}`))
    .limit(1);
  return row !== undefined;
}

/** Deletes stale pending registrations that hold any of these values (their OTP rows cascade). */
export async function deleteStalePending(tx: DbOrTx, keys: RegistrationKeys): Promise<number> {
  const deleted = await tx
    .delete(users)
    .where(
      and(
        or(
          eq(users.email, keys.email),
          eq(users.username, keys.username),
          eq(users.phonenumber, keys.phonenumber),
        ),
        stalePending,
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * Deletes one pending registration (its OTP rows cascade): the same person, proven by the password,
 * registering again with a corrected phone number (decision 0125). Only while still pending.
 */
export async function deletePendingUser(tx: DbOrTx, userId: string): Promise<number> {
  const deleted = await tx
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning({ id: users.id });
  return deleted.length;
}

export async function insertPendingUser(
  tx: DbOrTx,
  values: RegistrationKeys & { fullname: string; passwordHash: string },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, status: 'pending' })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export interface PendingOtp {
  otpId: string;
  userId: string;
  phonenumber: string;
  fullname: string;
  status: string;
}

/**
 * The registration OTP conversation bound to a token, for the account with this e-mail and phone.
 * Anything that does not match (another account's token, a changed phone) finds nothing.
 */
export async function findRegistrationOtp(
  db: DbOrTx,
  keys: { email: string; phonenumber: string; tokenHash: string },
): Promise<PendingOtp | undefined> {
  const [row] = await db
    .select({
      otpId: otpCodes.id,
      userId: users.id,
      phonenumber: users.phonenumber,
      fullname: users.fullname,
      status: users.status,
    })
    .from(otpCodes)
    .innerJoin(users, eq(users.id, otpCodes.userId))
    .where(
      and(
        eq(users.email, keys.email),
        eq(users.phonenumber, keys.phonenumber),
        eq(otpCodes.purpose, 'register'),
        eq(otpCodes.tokenHash, keys.tokenHash),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** pending → new: the phone is verified. False when the account is no longer pending. */
export async function markPhoneVerified(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: 'new', phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A new activation link; every earlier unused link of the user expires now. */
export async function createActivationToken(
  tx: DbOrTx,
  userId: string,
  tokenHash: string,
  ttlHours: number,
): Promise<void> {
  await tx
    .update(activationTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(activationTokens.userId, userId),
        isNull(activationTokens.usedAt),
        gt(activationTokens.expiresAt, sql`now()`),
      ),
    );
  await tx.insert(activationTokens).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(hours => ${ttlHours})`,
  });
}

export interface ActivationLookup {
  tokenId: string;
  userId: string;
  used: boolean;
  expired: boolean;
  userStatus: string;
  emailVerified: boolean;
}

export async function findActivationToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<ActivationLookup | undefined> {
  const [row] = await db
    .select({
      tokenId: activationTokens.id,
      userId: users.id,
      used: sql<boolean>`${activationTokens.usedAt} is not null`,
      expired: sql<boolean>`${activationTokens.expiresAt} <= now()`,
      userStatus: users.status,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(activationTokens)
    .innerJoin(users, eq(users.id, activationTokens.userId))
    .where(eq(activationTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses a live link and activates its account (new → active) in one step; false when the link was
 * used, expired or the account is not waiting for activation (a double click loses here).
 */
export async function activateWithToken(tx: DbOrTx, tokenId: string, userId: string): Promise<boolean> {
  const used = await tx
    .update(activationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(activationTokens.id, tokenId),
        isNull(activationTokens.usedAt),
        gt(activationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: activationTokens.id });
  if (used.length === 0) return false;
  const activated = await tx
    .update(users)
    .set({ status: 'active', emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'new')))
    .returning({ id: users.id });
  return activated.length > 0;
}

export interface LivePending {
  userId: string;
  otpId: string;
  phonenumber: string;
  passwordHash: string;
}

/**
 * The pending registration holding this e-mail or username whose OTP conversation is still
 * alive (not used, not expired, attempts left): the one a returning customer may continue.
 */
export async function findLivePending(
  db: DbOrTx,
  by: { email: string } | { username: string } | { phonenumber: string },
): Promise<LivePending | undefined> {
  const match =
    'email' in by
      ? eq(users.email, by.email)
      : 'username' in by
        ? eq(users.username, by.username)
        : eq(users.phonenumber, by.phonenumber);
  const [row] = await db
    .select({
      userId: users.id,
      otpId: otpCodes.id,
      phonenumber: users.phonenumber,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .innerJoin(otpCodes, eq(otpCodes.userId, users.id))
    .where(
      and(
        match,
        eq(users.status, 'pending'),
        eq(otpCodes.purpose, 'register'),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql`now()`),
        sql`${otpCodes.attempts} < ${otpCodes.maxAttempts}`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Binds the live conversation to a new token (the old one stops working) without sending a code:
 * answers the seconds left of the code already sent and until a resend is allowed.
 */
export async function rebindRegistrationToken(
  tx: DbOrTx,
  otpId: string,
  tokenHash: string,
  resendIntervalSeconds: number,
): Promise<{ expiresIn: number; resendIn: number } | undefined> {
  const [row] = await tx
    .update(otpCodes)
    .set({ tokenHash })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)))
    .returning({
      expiresIn: sql<number>`greatest(0, floor(extract(epoch from (${otpCodes.expiresAt} - now()))))::int`,
      resendIn: sql<number>`greatest(0, ceil(extract(epoch from (${otpCodes.lastSentAt} + make_interval(secs => ${resendIntervalSeconds}) - now()))))::int`,
    });
  return row ? { expiresIn: Number(row.expiresIn), resendIn: Number(row.resendIn) } : undefined;
}
