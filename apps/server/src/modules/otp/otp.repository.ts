/**
 * The `otp_codes` rows (otp.service.ts says what a row is). Every condition of a state change is in
 * its UPDATE, so concurrent requests cannot both pass it.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema';

type Purpose = (typeof otpCodes.$inferInsert)['purpose'];

/** Ends every live conversation of this user and purpose. */
export async function supersedeLiveOtps(db: DbOrTx, userId: string, purpose: Purpose): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
}

export async function insertOtp(
  db: DbOrTx,
  o: {
    userId: string;
    purpose: Purpose;
    codeHash: string;
    tokenHash: string | null;
    maxAttempts: number;
    ttlSeconds: number;
  },
) {
  const [row] = await db
    .insert(otpCodes)
    .values({
      userId: o.userId,
      purpose: o.purpose,
      codeHash: o.codeHash,
      tokenHash: o.tokenHash,
      maxAttempts: o.maxAttempts,
      lastSentAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${o.ttlSeconds})`,
    })
    .returning({ id: otpCodes.id, expiresAt: otpCodes.expiresAt });
  return row;
}

/** A new code for a live conversation, when the interval, the resend cap and the attempts allow. */
export async function replaceOtpCode(
  db: DbOrTx,
  id: string,
  codeHash: string,
  rules: { ttlSeconds: number; minIntervalSeconds: number; maxResends: number },
) {
  const [row] = await db
    .update(otpCodes)
    .set({
      codeHash,
      resends: sql`${otpCodes.resends} + 1`,
      lastSentAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${rules.ttlSeconds})`,
    })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql`now()`),
        sql`${otpCodes.attempts} < ${otpCodes.maxAttempts}`,
        sql`${otpCodes.resends} < ${rules.maxResends}`,
        sql`${otpCodes.lastSentAt} <= now() - make_interval(secs => ${rules.minIntervalSeconds})`,
      ),
    )
    .returning({ expiresAt: otpCodes.expiresAt, resends: otpCodes.resends });
  return row;
}

/** Why a resend was refused: the conversation's state, and when the next send is allowed. */
export async function findOtpResendState(db: DbOrTx, id: string, minIntervalSeconds: number) {
  const [state] = await db
    .select({
      consumed: sql<boolean>`${otpCodes.consumedAt} is not null`,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
      exhausted: sql<boolean>`${otpCodes.attempts} >= ${otpCodes.maxAttempts}`,
      resends: otpCodes.resends,
      retryIn: sql<number>`greatest(1, ceil(extract(epoch from (${otpCodes.lastSentAt} + make_interval(secs => ${minIntervalSeconds}) - now()))))::int`,
    })
    .from(otpCodes)
    .where(eq(otpCodes.id, id));
  return state;
}

/** Spends one attempt of a live conversation; undefined when none is left or it is not live. */
export async function spendOtpAttempt(db: DbOrTx, id: string) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        sql`${otpCodes.attempts} < ${otpCodes.maxAttempts}`,
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      maxAttempts: otpCodes.maxAttempts,
    });
  return row;
}

/** Whether a conversation is used up or expired. */
export async function findOtpState(db: DbOrTx, id: string) {
  const [state] = await db
    .select({
      consumed: sql<boolean>`${otpCodes.consumedAt} is not null`,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(eq(otpCodes.id, id));
  return state;
}

/** Uses the code up; false when another request already did. */
export async function consumeOtp(db: DbOrTx, id: string): Promise<boolean> {
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()`, verifiedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return Boolean(used);
}
