/**
 * The staff second factor (decision 0109; OWASP ASVS 5.0 §6.3–6.5): the password step answers
 * with a short-lived single-use token that a factor (or, for an account without one, an enrolment)
 * completes; only then is a session opened. TOTP codes work once (the step is consumed
 * atomically), recovery codes once each. A decision needs a factor used within the step-up window.
 * Passkeys plug in through `loadChallenge`, `completeLogin`, `markStepUp` and `hasPasskeys`.
 *
 * The guard of decision 0119: an enrolment token dies once the account has a factor (one
 * enrolment per token and per reset); the owner is mailed every factor added, with a single-use
 * 'this was not me' link (`reportFactor`); wrong codes are counted per account, and after
 * MFA_ACCOUNT_MAX_FAILURES in a row the second step is held like the password (decision 0108).
 */
import {
  FACTOR_NOTICE_TTL_SECONDS,
  MFA_ACCOUNT_MAX_FAILURES,
  MFA_TOKEN_MAX_ATTEMPTS,
  MFA_TOKEN_TTL_SECONDS,
  type MfaCodeBody,
  type MfaMethod,
  MSG,
  SC,
  STEP_UP_WINDOW_SECONDS,
  type StaffEnrolledLoginReply,
  type StaffLoginReply,
  type StaffMfaChallengeReply,
  type StaffSecurity,
  type TotpSetupReply,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { EmailMessage } from '../../plugins/mail';
import type { AuditEntry, AuditService, RequestMeta } from '../audit/audit.service';
import { LOGIN_LOCK_SECONDS } from '../auth/auth.service';
import type { AccessClaims } from '../auth/session.service';
import { derivedKey, newOpaqueToken, openSecret, sealSecret, sha256 } from '../credentials';
import { clearStaffFailures } from '../staff-auth';
import { passkeyList } from './passkeys.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  type ChallengePurpose,
  type ChallengeRow,
  clearFactorGuard,
  confirmPendingTotp,
  consumeTotpStep,
  countChallengeAttempt,
  countFactorTry,
  countOtherSessions,
  countRecoveryCodesLeft,
  deleteAllFactors,
  deleteTotp,
  endChallenge,
  endFactorNotices,
  endOpenChallenges,
  type FactorChange,
  findChallenge,
  findStaffForLogin,
  findStaffIdByUsername,
  findTotp,
  hasPasskeys,
  insertChallenge,
  insertFactorNotice,
  type LoginFactor,
  lockAndHasFactor,
  markFactorReported,
  markSessionFactor,
  otherSessions,
  putPendingTotp,
  replaceRecoveryCodes,
  revokeOtherSessions,
  revokeOwnSession,
  sessionFactor,
  takeFactorNotice,
  useRecoveryCode,
} from './staff-mfa.repository';
import { factorAddedEmail, factorHoldEmail, factorReportLink } from './staff-mfa-emails';
import { matchTotp, newTotpSecret, qrDataUrl, totpUri } from './totp';

export type { LoginFactor };

declare module 'fastify' {
  interface FastifyInstance {
    staffMfa: StaffMfaService;
  }
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'sessions' | 'notifications' | 'config' | 'log'>;

const TOTP_LABEL = 'kilau staff-totp v1';
const RECOVERY_LABEL = 'kilau staff-recovery v1';

const tokenEnded = () => new ApiError(401, SC.mfaTokenEnded, MSG.mfaTokenEnded, 'MFA token ended');
const codeWrong = () => new ApiError(400, SC.mfaCodeWrong, MSG.mfaCodeWrong, 'Second factor not accepted');
const lastFactor = () => new ApiError(409, SC.mfaLastFactor, MSG.securityLastFactor, 'Last factor');
const noticeGone = () =>
  new ApiError(410, SC.expired, MSG.factorReportInvalid, 'Factor notice unknown, used or expired');

/** Where a wrong code was sent: the login's second step or a session's step-up. */
type CodeSource = 'login' | 'step_up';

/** A TOTP secret sealed for the account's row (the staff id is the associated data). */
export function sealStaffTotp(serverSecret: Uint8Array, staffId: string, secret: string): string {
  return sealSecret(derivedKey(serverSecret, TOTP_LABEL), secret, staffId);
}

/** Until when a factor used at `at` lets the session decide. */
export function stepUpUntil(at: Date): Date {
  return new Date(at.getTime() + STEP_UP_WINDOW_SECONDS * 1000);
}

/**
 * The reset itself: every factor and recovery code of the account goes, its sessions end, and
 * its next login asks for enrolment. The approval and the server's command both land here.
 */
export async function resetStaffFactors(
  tx: DbOrTx,
  audit: Pick<AuditService, 'record'>,
  staffId: string,
  entry: Omit<AuditEntry, 'targetType' | 'targetId'>,
  meta: RequestMeta | null,
): Promise<void> {
  await deleteAllFactors(tx, staffId);
  // A reset is the way back for an account its owner reported, and starts the count afresh (decision 0119).
  await clearFactorGuard(tx, staffId);
  await audit.record(tx, { ...entry, targetType: 'staff', targetId: staffId }, meta);
}

/** The server's command (npm run staff:reset-mfa): resets at once, audited as the system. */
export async function resetStaffMfaByUsername(
  db: Db,
  username: string,
  audit: Pick<AuditService, 'record'>,
): Promise<void> {
  const staff = await findStaffIdByUsername(db, username);
  if (!staff) throw new Error(`username: no staff account ${username}`);
  await db.transaction((tx) =>
    resetStaffFactors(
      tx,
      audit,
      staff.id,
      {
        actorType: 'system',
        action: 'staff.reset_mfa',
        details: { username: staff.username, via: 'command', sessions_revoked: true },
      },
      null,
    ),
  );
}

export class StaffMfaService {
  private readonly totpKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly deps: Deps,
    serverSecret: Uint8Array,
  ) {
    this.totpKey = derivedKey(serverSecret, TOTP_LABEL);
    this.recoveryKey = derivedKey(serverSecret, RECOVERY_LABEL);
  }

  hasPasskeys(staffId: string, db: DbOrTx = this.deps.db): Promise<boolean> {
    return hasPasskeys(db, staffId);
  }

  /** The factors an account can answer with; empty: it must enrol. */
  async methods(staffId: string, db: DbOrTx = this.deps.db): Promise<MfaMethod[]> {
    const out: MfaMethod[] = [];
    if (await findTotp(db, staffId, 'confirmed')) out.push('totp');
    if (await this.hasPasskeys(staffId, db)) out.push('passkey');
    if (out.length > 0 && (await countRecoveryCodesLeft(db, staffId)) > 0) out.push('recovery');
    return out;
  }

  // ── Login ───────────────────────────────────────────────────────────

  /**
   * The password was right: a token for the second step, 'login' when the account has a factor,
   * else 'enrol'. Audited as its own action; the failures and any back-off hold stay until a
   * factor succeeds (decision 0108: the password alone proves too little to clear them).
   */
  async startLogin(
    tx: DbOrTx,
    staff: { id: string; username: string; fullname: string },
    meta: RequestMeta,
    hints: Record<string, string>,
    opts: { hardChallenge: boolean },
  ): Promise<StaffMfaChallengeReply> {
    const methods = await this.methods(staff.id, tx);
    const purpose: ChallengePurpose = methods.length > 0 ? 'login' : 'enrol';
    const token = newOpaqueToken();
    await insertChallenge(tx, {
      tokenHash: sha256(token),
      staffId: staff.id,
      purpose,
      expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000),
      hard: opts.hardChallenge,
    });
    await this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: staff.id,
        action: 'staff.login_password',
        targetType: 'staff',
        targetId: staff.id,
        details: { next: purpose === 'login' ? 'mfa' : 'enrol', methods, location_hints: hints },
      },
      meta,
    );
    return {
      status_code: SC.ok,
      status: purpose === 'login' ? 'mfa_required' : 'mfa_enrolment_required',
      mfa_token: token,
      // Enrolment offers what can be enrolled.
      methods: purpose === 'login' ? methods : ['passkey', 'totp'],
      username: staff.username,
      fullname: staff.fullname,
    };
  }

  /** The live token of that purpose (not used, not expired, tries left), else 401 'token ended'. */
  async loadChallenge(mfaToken: string, purpose: ChallengePurpose): Promise<ChallengeRow> {
    const row = await findChallenge(this.deps.db, sha256(mfaToken));
    if (
      !row ||
      row.purpose !== purpose ||
      row.usedAt ||
      row.expiresAt.getTime() <= Date.now() ||
      row.attempts >= MFA_TOKEN_MAX_ATTEMPTS
    ) {
      throw tokenEnded();
    }
    return row;
  }

  /**
   * A live enrolment token of an account that still has no factor: once the account has one
   * (its owner enrolled), every enrolment token of it is dead, so a token kept by someone else who
   * knew the password cannot add theirs (decision 0119). Factors are added after that only through
   * 'Keamanan akun', behind a session and a step-up.
   */
  async loadEnrolChallenge(mfaToken: string): Promise<ChallengeRow> {
    const row = await this.loadChallenge(mfaToken, 'enrol');
    if ((await this.methods(row.staffId)).length > 0) throw tokenEnded();
    return row;
  }

  /**
   * Counts a try on the token before its factor is checked (so parallel guesses cannot pass the
   * cap); 401 when it has none left.
   */
  async countTry(challenge: ChallengeRow): Promise<number> {
    const n = await countChallengeAttempt(this.deps.db, challenge.id, MFA_TOKEN_MAX_ATTEMPTS);
    if (n === null) throw tokenEnded();
    return n;
  }

  /**
   * A factor that was not accepted at the login: audited; the token's last try ends it (401),
   * an earlier one answers 400.
   */
  async refuseFactor(
    challenge: ChallengeRow,
    tries: number,
    factor: LoginFactor,
    meta: RequestMeta,
    /** What the audit row adds, e.g. why a passkey was refused. */
    extra: Record<string, unknown> = {},
  ): Promise<never> {
    const ended = tries >= MFA_TOKEN_MAX_ATTEMPTS;
    await this.deps.db.transaction(async (tx) => {
      if (ended) await endChallenge(tx, challenge.id);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'anonymous',
          action: 'staff.login',
          outcome: 'failure',
          targetType: 'staff',
          targetId: challenge.staffId,
          details: { reason: 'wrong_factor', factor, tries, token_ended: ended, ...extra },
        },
        meta,
      );
    });
    if (ended) throw tokenEnded();
    // A refused passkey is no wrong code: its text says so (same status code).
    throw factor === 'passkey'
      ? new ApiError(400, SC.mfaCodeWrong, MSG.mfaPasskeyFailed, 'Passkey not accepted')
      : codeWrong();
  }

  /**
   * Ends the token and opens the session: the factor's time is the session's step-up time, the
   * failures and back-off hold end, and 'staff.login' names the factor.
   */
  async completeLogin(
    challenge: ChallengeRow,
    factor: LoginFactor,
    meta: RequestMeta,
    extra: (tx: DbOrTx) => Promise<void> = async () => {},
  ): Promise<StaffLoginReply> {
    const { db, audit, sessions } = this.deps;
    const staff = await findStaffForLogin(db, challenge.staffId);
    if (!staff?.active || staff.factorReportedAt) throw tokenEnded();
    const token = await db.transaction(async (tx) => {
      // One enrolment per reset: the account's row is locked, so of two enrolments at once the
      // second sees the first's factor and ends (decision 0119).
      if (challenge.purpose === 'enrol' && (await lockAndHasFactor(tx, staff.id))) throw tokenEnded();
      if (!(await endChallenge(tx, challenge.id))) throw tokenEnded();
      // The account's other enrolment tokens end with this one.
      if (challenge.purpose === 'enrol') await endOpenChallenges(tx, staff.id, 'enrol');
      await extra(tx);
      await clearStaffFailures(tx, staff.id);
      const t = await sessions.open('staff', staff.id, staff.role, meta, tx, factor);
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: staff.id,
          action: 'staff.login',
          targetType: 'staff',
          targetId: staff.id,
          details: { role: staff.role, factor, ...(challenge.purpose === 'enrol' ? { enrolled: true } : {}) },
        },
        meta,
      );
      return t;
    });
    return {
      status_code: SC.ok,
      status: 'active',
      token,
      role: staff.role,
      username: staff.username,
      fullname: staff.fullname,
      platform: staff.platform,
      bank_code: staff.bankCode,
    };
  }

  /**
   * POST /v1/auth/mfa/verify: a TOTP or recovery code completes the login. The code counts on the
   * account as well as on the token (decision 0119); while the account's second step is held, a
   * token whose password step lacked the hard challenge gets the wrong code's answer whatever it
   * sends, and its code is not even compared (a recovery code is not spent).
   */
  async verifyLogin(mfaToken: string, body: MfaCodeBody, meta: RequestMeta): Promise<StaffLoginReply> {
    const challenge = await this.loadChallenge(mfaToken, 'login');
    const tries = await this.countTry(challenge);
    const failures = await this.countCode(challenge.staffId, challenge.hard);
    if (failures === null) {
      return this.refuseFactor(challenge, tries, body.method, meta, { held_needs_hard_challenge: true });
    }
    if (!(await this.checkCode(challenge.staffId, body))) {
      await this.codeFailed(challenge.staffId, failures, 'login', meta);
      return this.refuseFactor(challenge, tries, body.method, meta, { factor_failures: failures });
    }
    return this.completeLogin(challenge, body.method, meta);
  }

  // ── Wrong codes per account (decision 0119) ─────────────────────────

  /** Counts a code on the account before it is compared; null: held, not compared, not counted. */
  private countCode(staffId: string, hardChallenge: boolean): Promise<number | null> {
    // A security rule with a fixed cap: it does not scale with RATE_LIMIT_SCALE.
    return countFactorTry(this.deps.db, staffId, {
      max: MFA_ACCOUNT_MAX_FAILURES,
      holdSeconds: LOGIN_LOCK_SECONDS,
      hardChallenge,
    });
  }

  /**
   * A counted wrong code: the one that reaches the cap is the audit trail's 'staff.factor_hold'
   * and the owner's e-mail (once per series: later ones only extend the hold).
   */
  private async codeFailed(
    staffId: string,
    failures: number,
    source: CodeSource,
    meta: RequestMeta,
  ): Promise<void> {
    if (failures !== MFA_ACCOUNT_MAX_FAILURES) return;
    await this.deps.audit.record(
      this.deps.db,
      {
        actorType: 'anonymous',
        action: 'staff.factor_hold',
        outcome: 'failure',
        targetType: 'staff',
        targetId: staffId,
        details: { factor_failures: failures, source, hold_seconds: LOGIN_LOCK_SECONDS },
      },
      meta,
    );
    try {
      await this.mailOwner(staffId, (staff, to) =>
        factorHoldEmail(to, { name: staff.fullname, count: failures, at: new Date() }),
      );
    } catch (err) {
      this.deps.log.error({ err, staff: staffId }, 'factor hold notice not queued');
    }
  }

  /** Checks and uses up a TOTP or recovery code of the account's. */
  async checkCode(staffId: string, body: MfaCodeBody, db: DbOrTx = this.deps.db): Promise<boolean> {
    if (body.method === 'recovery') {
      return useRecoveryCode(db, staffId, hashRecoveryCode(this.recoveryKey, body.code));
    }
    const totp = await findTotp(db, staffId, 'confirmed');
    if (!totp) return false;
    const step = await matchTotp(this.openTotp(staffId, totp.secretCiphertext), body.code, totp.lastUsedStep);
    return step !== null && consumeTotpStep(db, totp.id, step);
  }

  // ── Enrolment at the forced first login ─────────────────────────────

  /** POST /v1/auth/mfa/enrol/totp: a pending secret for the account of an 'enrol' token. */
  async enrolTotpStart(mfaToken: string): Promise<TotpSetupReply> {
    const challenge = await this.loadEnrolChallenge(mfaToken);
    return this.newPendingTotp(challenge.staffId);
  }

  /**
   * POST /v1/auth/mfa/enrol/totp/confirm: a code from the pending secret confirms it, the
   * recovery codes are made (shown once) and the session opens.
   */
  async enrolTotpConfirm(
    mfaToken: string,
    code: string,
    meta: RequestMeta,
  ): Promise<StaffEnrolledLoginReply> {
    const challenge = await this.loadEnrolChallenge(mfaToken);
    const tries = await this.countTry(challenge);
    const pending = await findTotp(this.deps.db, challenge.staffId, 'pending');
    const step =
      pending &&
      (await matchTotp(
        this.openTotp(challenge.staffId, pending.secretCiphertext),
        code,
        pending.lastUsedStep,
      ));
    if (
      !pending ||
      step === null ||
      step === undefined ||
      !(await consumeTotpStep(this.deps.db, pending.id, step))
    ) {
      return this.refuseFactor(challenge, tries, 'totp', meta);
    }
    const codes = newRecoveryCodes();
    const reply = await this.completeLogin(challenge, 'totp', meta, async (tx) => {
      await confirmPendingTotp(tx, challenge.staffId, pending.id);
      await replaceRecoveryCodes(tx, challenge.staffId, this.hashCodes(codes));
      await this.auditSelf(tx, challenge.staffId, 'staff.mfa_enrol', { factor: 'totp' }, meta);
    });
    await this.notifyFactorAdded(challenge.staffId, 'totp_added');
    return { ...reply, recovery_codes: codes };
  }

  /**
   * For the passkey enrolment: the recovery codes an account gets with its first factor (none
   * when it already has codes left).
   */
  async firstRecoveryCodes(tx: DbOrTx, staffId: string): Promise<string[]> {
    if ((await countRecoveryCodesLeft(tx, staffId)) > 0) return [];
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, staffId, this.hashCodes(codes));
    return codes;
  }

  // ── Step-up ─────────────────────────────────────────────────────────

  /** Records a factor used in the session now: decisions go through until the window closes. */
  async markStepUp(
    claims: AccessClaims,
    factor: LoginFactor,
    meta: RequestMeta,
    tx: DbOrTx = this.deps.db,
  ): Promise<Date> {
    const at = new Date();
    await markSessionFactor(tx, claims.sid, factor, at);
    // The person's own factor: the wrong codes in a row and any hold end (decisions 0108, 0119).
    await clearStaffFailures(tx, claims.sub);
    await this.auditSelf(tx, claims.sub, 'staff.step_up', { factor }, meta);
    return stepUpUntil(at);
  }

  /**
   * POST /v1/staff/step-up {method, code}. Wrong codes count on the account as at the login
   * (decision 0119); the session cannot pass the hard challenge, so while the account is held
   * every code is refused, and a step-up refused at or past the cap ends its session.
   */
  async stepUp(claims: AccessClaims, body: MfaCodeBody, meta: RequestMeta): Promise<Date> {
    const failures = await this.countCode(claims.sub, false);
    if (failures !== null && (await this.checkCode(claims.sub, body))) {
      return this.markStepUp(claims, body.method, meta);
    }
    if (failures !== null) await this.codeFailed(claims.sub, failures, 'step_up', meta);
    const endSession = failures === null || failures >= MFA_ACCOUNT_MAX_FAILURES;
    await this.deps.db.transaction(async (tx) => {
      if (endSession) await this.deps.sessions.revoke(claims.sid, tx);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'staff.step_up',
          outcome: 'failure',
          targetType: 'staff',
          targetId: claims.sub,
          details: {
            factor: body.method,
            ...(failures === null ? { held: true } : { factor_failures: failures }),
            session_ended: endSession,
          },
        },
        meta,
      );
    });
    throw codeWrong();
  }

  /** Until when the session may decide; null when no factor was used within the window. */
  async stepUpUntil(sessionId: string): Promise<Date | null> {
    const row = await sessionFactor(this.deps.db, sessionId);
    if (!row?.factorAt) return null;
    const until = stepUpUntil(row.factorAt);
    return until.getTime() > Date.now() ? until : null;
  }

  // ── 'Keamanan akun' ─────────────────────────────────────────────────

  async security(claims: AccessClaims): Promise<StaffSecurity> {
    const db = this.deps.db;
    const totp = await findTotp(db, claims.sub, 'confirmed');
    const until = await this.stepUpUntil(claims.sid);
    return {
      totp: { enrolled: !!totp, created_at: totp?.confirmedAt?.toISOString() ?? null },
      passkeys: await passkeyList(db, claims.sub),
      recovery_codes_left: await countRecoveryCodesLeft(db, claims.sub),
      step_up_until: until?.toISOString() ?? null,
      other_sessions: await countOtherSessions(db, claims.sub, claims.sid),
      sessions: (await otherSessions(db, claims.sub, claims.sid)).map((row) => ({
        id: row.id,
        // Only a summary is shown; the whole string stays here, clipped against a hostile header.
        user_agent: row.userAgent?.slice(0, 300) ?? null,
        created_at: row.createdAt.toISOString(),
        last_active_at: row.lastActiveAt.toISOString(),
      })),
    };
  }

  /** A new pending secret; the confirmed one (if any) keeps working until the new one is confirmed. */
  newTotp(claims: AccessClaims): Promise<TotpSetupReply> {
    return this.newPendingTotp(claims.sub);
  }

  async confirmTotp(claims: AccessClaims, code: string, meta: RequestMeta): Promise<void> {
    const db = this.deps.db;
    const pending = await findTotp(db, claims.sub, 'pending');
    const step =
      pending &&
      (await matchTotp(this.openTotp(claims.sub, pending.secretCiphertext), code, pending.lastUsedStep));
    if (!pending || step === null || step === undefined || !(await consumeTotpStep(db, pending.id, step))) {
      throw codeWrong();
    }
    await db.transaction(async (tx) => {
      const hadFactor = (await this.methods(claims.sub, tx)).length > 0;
      await confirmPendingTotp(tx, claims.sub, pending.id);
      await this.auditSelf(
        tx,
        claims.sub,
        'staff.mfa_change',
        { change: 'totp_set', replaced: hadFactor },
        meta,
      );
    });
    await this.notifyFactorAdded(claims.sub, 'totp_added');
  }

  async removeTotp(claims: AccessClaims, meta: RequestMeta): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const totp = await findTotp(tx, claims.sub, 'confirmed');
      // Nothing to remove: nothing changes, nothing to audit.
      if (!totp) return;
      if (!(await this.hasPasskeys(claims.sub, tx))) throw lastFactor();
      await deleteTotp(tx, claims.sub);
      await this.auditSelf(tx, claims.sub, 'staff.mfa_change', { change: 'totp_removed' }, meta);
    });
  }

  /** New recovery codes; the old ones stop working. */
  async newRecoveryCodes(claims: AccessClaims, meta: RequestMeta): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.deps.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, claims.sub, this.hashCodes(codes));
      await this.auditSelf(tx, claims.sub, 'staff.recovery_codes', { count: codes.length }, meta);
    });
    await this.notifyFactorAdded(claims.sub, 'recovery_codes');
    return codes;
  }

  async revokeOthers(claims: AccessClaims, meta: RequestMeta): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const revoked = await revokeOtherSessions(tx, claims.sub, claims.sid);
      await this.auditSelf(tx, claims.sub, 'staff.revoke_sessions', { revoked }, meta);
      return revoked;
    });
  }

  /**
   * Ends one of the caller's other sessions; its token is refused from the next request on. Only
   * the caller's own: another's, an ended one or an unknown id answer the same 404.
   */
  async revokeSession(claims: AccessClaims, sessionId: string, meta: RequestMeta): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await revokeOwnSession(tx, claims.sub, sessionId, claims.sid))) {
        throw new ApiError(404, 404, MSG.securitySessionNotFound, 'No such live session of the caller');
      }
      await this.auditSelf(tx, claims.sub, 'staff.revoke_session', { session_id: sessionId }, meta);
    });
  }

  // ── Factor notices (decision 0119) ──────────────────────────────────

  /**
   * Tells the owner of a factor added to the account, whatever route added it, with a
   * single-use 'this was not me' link. After the change's commit, through the job queue (retried);
   * a failure to queue it is logged, never the change's failure. An account without an address
   * is audited as not notified.
   */
  async notifyFactorAdded(staffId: string, change: FactorChange, passkeyName?: string): Promise<void> {
    try {
      const token = newOpaqueToken();
      const sent = await this.mailOwner(staffId, async (staff, to) => {
        await insertFactorNotice(this.deps.db, {
          staffId,
          tokenHash: sha256(token),
          change,
          expiresAt: new Date(Date.now() + FACTOR_NOTICE_TTL_SECONDS * 1000),
        });
        return factorAddedEmail(to, {
          name: staff.fullname,
          change,
          passkeyName,
          at: new Date(),
          link: factorReportLink(this.deps.config.publicUrl, token),
        });
      });
      if (!sent) {
        await this.deps.audit.record(
          this.deps.db,
          {
            actorType: 'system',
            action: 'staff.mfa_change',
            outcome: 'failure',
            targetType: 'staff',
            targetId: staffId,
            details: { change, notified: false, reason: 'no_email' },
          },
          null,
        );
      }
    } catch (err) {
      this.deps.log.error({ err, staff: staffId, change }, 'factor notice not queued');
    }
  }

  /**
   * POST /v1/auth/mfa/report: the owner says a factor added was not theirs. We cannot know which
   * of the account's factors the other person holds (an enrolment also showed them recovery
   * codes), nor that they lack the password, so every factor, open token and session of the
   * account ends and it cannot log in until two super admins reset its second factor
   * (decision 0119). One transaction, audited; the link works once.
   */
  async reportFactor(token: string, meta: RequestMeta): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const notice = await takeFactorNotice(tx, sha256(token));
      if (!notice) throw noticeGone();
      await deleteAllFactors(tx, notice.staffId);
      await markFactorReported(tx, notice.staffId);
      await endFactorNotices(tx, notice.staffId);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'anonymous',
          action: 'staff.mfa_report',
          targetType: 'staff',
          targetId: notice.staffId,
          details: {
            via: 'email_link',
            change: notice.change,
            notice_id: notice.id,
            notified_at: notice.createdAt.toISOString(),
            factors_removed: true,
            sessions_revoked: true,
            login_closed_until_reset: true,
          },
        },
        meta,
      );
    });
  }

  /** Queues a mail to the account's address; false when it has none. */
  private async mailOwner(
    staffId: string,
    compose: (staff: { fullname: string }, to: string) => EmailMessage | Promise<EmailMessage>,
  ): Promise<boolean> {
    const staff = await findStaffForLogin(this.deps.db, staffId);
    if (!staff?.email) return false;
    await this.deps.notifications.email(await compose(staff, staff.email));
    return true;
  }

  // ── helpers ─────────────────────────────────────────────────────────

  /** Seals a TOTP secret for the account's row (the staff id is the associated data). */
  sealTotp(staffId: string, secret: string): string {
    return sealSecret(this.totpKey, secret, staffId);
  }

  private openTotp(staffId: string, sealed: string): string {
    return openSecret(this.totpKey, sealed, staffId);
  }

  hashCodes(codes: string[]): string[] {
    return codes.map((c) => hashRecoveryCode(this.recoveryKey, c));
  }

  private async newPendingTotp(staffId: string): Promise<TotpSetupReply> {
    const staff = await findStaffForLogin(this.deps.db, staffId);
    if (!staff) throw tokenEnded();
    const secret = newTotpSecret();
    await putPendingTotp(this.deps.db, staffId, (id) => this.sealTotp(id, secret));
    const uri = totpUri(staff.username, secret);
    return { status_code: SC.ok, secret, otpauth_url: uri, qr_data_url: await qrDataUrl(uri) };
  }

  private auditSelf(
    tx: DbOrTx,
    staffId: string,
    action: string,
    details: Record<string, unknown>,
    meta: RequestMeta,
  ) {
    return this.deps.audit.record(
      tx,
      { actorType: 'staff', actorId: staffId, action, targetType: 'staff', targetId: staffId, details },
      meta,
    );
  }
}
