/**
 * SQL of the password reset: the reset OTP conversations (`otp_codes`, purpose 'reset'), the
 * validate_token kept hashed on the verified row, and the password write.
 */
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { otpCodes, users } from '../../db/schema';

/** Serialises the reset calls of one account, so that the 24-hour cap cannot be raced past. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account's newest reset conversation whose code is not used or superseded. */
export async function findOpenResetOtp(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'reset'), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.id;
}

/**
 * Reset codes e-mailed to the account in the last `hours`: each conversation's first code plus its
 * resends. A conversation lives minutes, so dating all of its sends by its start is exact enough.
 */
export async function resetCodesSentWithin(db: DbOrTx, userId: string, hours: number): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(1 + ${otpCodes.resends}), 0)::int as n from ${otpCodes}
    where ${otpCodes.userId} = ${userId} and ${otpCodes.purpose} = 'reset'
      and ${otpCodes.createdAt} > now() - make_interval(hours => ${hours})`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Whether a reset conversation of the account spent all its code attempts within the last `hours`.
 * The moment of the last wrong guess is not stored; it came before the code's expiry, so counting
 * from the expiry keeps the lock at least `hours` long (and at most one code lifetime longer).
 */
export async function attemptsExhaustedWithin(db: DbOrTx, userId: string, hours: number): Promise<boolean> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, 'reset'),
        sql`${otpCodes.attempts} >= ${otpCodes.maxAttempts}`,
        gt(otpCodes.expiresAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Binds a validate_token (its hash) to the conversation whose code was just verified. */
export async function saveValidateToken(
  tx: DbOrTx,
  otpId: string,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ tokenHash, tokenExpiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .where(eq(otpCodes.id, otpId));
}

const liveToken = (tokenHash: string) =>
  and(
    eq(otpCodes.tokenHash, tokenHash),
    eq(otpCodes.purpose, 'reset'),
    isNotNull(otpCodes.verifiedAt),
    gt(otpCodes.tokenExpiresAt, sql`now()`),
  );

/** The account a live (unused, unexpired) validate_token belongs to. */
export async function findTokenUser(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: otpCodes.userId })
    .from(otpCodes)
    .where(liveToken(tokenHash))
    .limit(1);
  return row?.userId;
}

/** Spends the token; of two simultaneous resets with it only one gets the user id back. */
export async function consumeToken(tx: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await tx
    .update(otpCodes)
    .set({ tokenHash: null, tokenExpiresAt: sql`now()` })
    .where(liveToken(tokenHash))
    .returning({ userId: otpCodes.userId });
  return row?.userId;
}

/** After a reset no other validate_token of the account may be used. */
export async function dropResetTokens(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ tokenHash: null, tokenExpiresAt: sql`now()` })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'reset'), isNotNull(otpCodes.tokenHash)));
}

/** The new password; a login lock from wrong passwords ends too, the owner has proven the e-mail. */
export async function setPassword(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      failedLogins: 0,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
