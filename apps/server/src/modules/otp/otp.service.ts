/**
 * One-time codes (architecture.md §6), shared by registration (SMS) and password reset (e-mail).
 *
 * A row of `otp_codes` is one OTP conversation: `issue` creates it, `resend` replaces its code,
 * `verify` spends one attempt and, on the right code, consumes it. Codes are 6 CSPRNG digits,
 * stored only as SHA-256, bound to their purpose, single use and short-lived.
 *
 * Usage (always inside the caller's transaction, so the caller's own writes and audit row commit
 * with the OTP change):
 *
 *   const otp = new OtpService(tx);
 *   const { id, code } = await otp.issue(userId, 'reset', RESET_OTP_TTL_SECONDS, RESET_OTP_MAX_ATTEMPTS);
 *   const r = await otp.verify(id, body.otp); // r.result: 'ok' | 'wrong' | 'exhausted' | 'expired' | 'not-found'
 *
 * `verify` spends the attempt before it compares, so a wrong answer must be allowed to COMMIT:
 * do not throw inside the transaction on 'wrong'; return the result and throw after it.
 *
 * Attempts belong to the conversation, not to one code: a resend gives a new code, not new
 * attempts, so the number of guesses per conversation stays at `maxAttempts`.
 */
import type { DbOrTx } from '../../db/client';
import { newOtp, sameHash, sha256 } from '../credentials';
import {
  consumeOtp,
  findOtpResendState,
  findOtpState,
  insertOtp,
  replaceOtpCode,
  spendOtpAttempt,
  supersedeLiveOtps,
} from './otp.repository';

export type OtpPurpose = 'register' | 'reset' | 'contact';

export interface IssuedOtp {
  /** The row id: the caller keeps it (or finds it again through `tokenHash`). */
  id: string;
  /** The plain code, to be sent once and never stored or logged. */
  code: string;
  expiresAt: Date;
}

export type OtpVerifyResult =
  | { result: 'ok' }
  /** Wrong code; `attemptsLeft` is 0 when that guess was the last one. */
  | { result: 'wrong'; attemptsLeft: number }
  /** Every attempt was spent before this call. */
  | { result: 'exhausted' }
  | { result: 'expired' }
  /** No such row, or its code was already used (or superseded by a newer conversation). */
  | { result: 'not-found' };

export type OtpResendResult =
  | { result: 'ok'; code: string; expiresAt: Date; resends: number }
  | { result: 'too-soon'; retryInSeconds: number }
  | { result: 'max-resends' }
  | { result: 'exhausted' }
  | { result: 'expired' }
  | { result: 'not-found' };

export interface OtpResendRules {
  /** The new code lives this long from now. */
  ttlSeconds: number;
  /** A resend is refused until this long after the last send. */
  minIntervalSeconds: number;
  /** Resends allowed in one conversation (the first send does not count). */
  maxResends: number;
}

export class OtpService {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Starts a conversation for a user and purpose. Any live conversation of the same user and
   * purpose is superseded (its code stops working), so only the newest code is ever valid.
   * `tokenHash` binds the row to an opaque token the client holds (the registration token).
   */
  async issue(
    userId: string,
    purpose: OtpPurpose,
    ttlSeconds: number,
    maxAttempts: number,
    options: { tokenHash?: string } = {},
  ): Promise<IssuedOtp> {
    await supersedeLiveOtps(this.db, userId, purpose);
    const code = newOtp();
    const row = await insertOtp(this.db, {
      userId,
      purpose,
      codeHash: sha256(code),
      tokenHash: options.tokenHash ?? null,
      maxAttempts,
      ttlSeconds,
    });
    if (!row) throw new Error('otp insert returned nothing');
    return { id: row.id, code, expiresAt: row.expiresAt };
  }

  /**
   * Replaces the code of a live conversation and restarts its lifetime. The conditions are checked
   * in the UPDATE itself, so two simultaneous resends cannot both pass the interval or the cap.
   */
  async resend(id: string, rules: OtpResendRules): Promise<OtpResendResult> {
    const code = newOtp();
    const row = await replaceOtpCode(this.db, id, sha256(code), rules);
    if (row) return { result: 'ok', code, expiresAt: row.expiresAt, resends: row.resends };

    const state = await findOtpResendState(this.db, id, rules.minIntervalSeconds);
    if (!state || state.consumed) return { result: 'not-found' };
    if (state.expired) return { result: 'expired' };
    if (state.exhausted) return { result: 'exhausted' };
    if (state.resends >= rules.maxResends) return { result: 'max-resends' };
    return { result: 'too-soon', retryInSeconds: Number(state.retryIn) };
  }

  /**
   * Spends one attempt (atomically, before anything is compared), then compares the code in
   * constant time. Fifty simultaneous guesses can spend at most `max_attempts` attempts.
   */
  async verify(id: string, code: string): Promise<OtpVerifyResult> {
    const row = await spendOtpAttempt(this.db, id);
    if (!row) {
      const state = await findOtpState(this.db, id);
      if (!state || state.consumed) return { result: 'not-found' };
      if (state.expired) return { result: 'expired' };
      return { result: 'exhausted' };
    }

    if (!sameHash(sha256(code), row.codeHash)) {
      return { result: 'wrong', attemptsLeft: Math.max(0, row.maxAttempts - row.attempts) };
    }
    // Another request with the same right code won the race: the code is single use.
    return (await consumeOtp(this.db, id)) ? { result: 'ok' } : { result: 'not-found' };
  }
}
