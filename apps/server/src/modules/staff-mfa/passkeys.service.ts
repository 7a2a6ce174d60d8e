/**
 * Staff passkeys (decision 0109, "Passkeys"): the login's second step, the forced enrolment,
 * step-up before a decision, and adding or removing one in 'Keamanan akun'. The login token, the
 * session and the recovery codes are the second factor's (staff-mfa.service.ts); this adds the
 * WebAuthn ceremonies (passkey-ceremony.ts) and the passkeys themselves.
 *
 * Every ceremony's challenge is the server's and answers one response: the login's sits on the
 * login token (`webauthn_challenge`), a session's in a row keyed to the session and the ceremony;
 * a verify takes it before checking the response, so a second try needs new options. Every
 * ceremony is audited with factor 'passkey', a refusal with its reason as `passkey_refusal` (the
 * reply never tells it);
 * a counter that does not move forward (a cloned authenticator) is refused as `counter_regressed`.
 */
import {
  MFA_TOKEN_TTL_SECONDS,
  MSG,
  SC,
  type StaffEnrolledLoginReply,
  type StaffLoginReply,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUuid } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import {
  authenticationOptions,
  type KnownCredential,
  type NewCredential,
  type RelyingParty,
  registrationOptions,
  relyingParty,
  responseCredentialId,
  verifyAssertion,
  verifyRegistration,
} from './passkey-ceremony';
import {
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  lockPasskeys,
  markPasskeyUsed,
  type PasskeyRow,
  putSessionChallenge,
  type SessionCeremony,
  takeLoginWebauthnChallenge,
  takeSessionChallenge,
} from './passkeys.repository';
import { findStaffForLogin, setChallengeWebauthn } from './staff-mfa.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'staffMfa'>;

const FACTOR = 'passkey';
/** The name of a passkey its owner did not name: shown in the list, so from the catalogue (decision 0136). */
const DEFAULT_NAME = MSG.securityPasskeyDefaultName;

/** Why a passkey response was refused: for the audit trail only, the reply is always the same. */
type Refusal =
  | 'no_challenge'
  | 'unknown_credential'
  | 'foreign_credential'
  | 'invalid'
  | 'counter_regressed'
  | 'already_registered';
type Refused = { ok: false; reason: Refusal; details?: Record<string, unknown> };

/** One reply for every refused passkey response: it tells nothing of which check failed. */
const passkeyRefused = () => new ApiError(400, SC.mfaCodeWrong, MSG.mfaPasskeyFailed, 'Passkey not accepted');
/** Options asked for an account that has no passkey. */
const noPasskey = () => new ApiError(400, SC.mfaCodeWrong, MSG.mfaPasskeyFailed, 'No passkey on the account');
const tokenEnded = () => new ApiError(401, SC.mfaTokenEnded, MSG.mfaTokenEnded, 'MFA token ended');
const notFound = () => new ApiError(404, 404, MSG.securityPasskeyNotFound, 'No such passkey of the caller');
const lastFactor = () => new ApiError(409, SC.mfaLastFactor, MSG.securityLastFactor, 'Last factor');

const toKnown = (row: PasskeyRow): KnownCredential => ({
  credentialId: row.credentialId,
  publicKey: row.publicKey,
  counter: row.counter,
  transports: row.transports,
});

/** The passkeys as 'Keamanan akun' lists them (GET /v1/staff/security). */
export async function passkeyList(db: DbOrTx, staffId: string) {
  const rows = await listPasskeys(db, staffId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
  }));
}

export class PasskeysService {
  private readonly rp: RelyingParty;

  constructor(private readonly deps: Deps) {
    this.rp = relyingParty(deps.config.publicUrl);
  }

  // ── The login's second step (token 'mfa_required') ─────────────────

  async loginOptions(mfaToken: string): Promise<Record<string, unknown>> {
    const challenge = await this.deps.staffMfa.loadChallenge(mfaToken, 'login');
    const made = await this.authenticationOptions(challenge.staffId);
    await setChallengeWebauthn(this.deps.db, challenge.id, made.challenge);
    return made.options;
  }

  async loginVerify(
    mfaToken: string,
    response: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<StaffLoginReply> {
    const mfa = this.deps.staffMfa;
    const challenge = await mfa.loadChallenge(mfaToken, 'login');
    // A refused passkey costs a try on the token as a wrong code does.
    const tries = await mfa.countTry(challenge);
    const expected = await takeLoginWebauthnChallenge(
      this.deps.db,
      challenge.id,
      challenge.webauthnChallenge,
    );
    const result = await this.authenticate(challenge.staffId, response, expected);
    if (!result.ok) {
      return mfa.refuseFactor(challenge, tries, FACTOR, meta, {
        passkey_refusal: result.reason,
        ...result.details,
      });
    }
    return mfa.completeLogin(challenge, FACTOR, meta);
  }

  // ── The forced enrolment (token 'mfa_enrolment_required') ──────────

  async enrolOptions(mfaToken: string): Promise<Record<string, unknown>> {
    // Dead once the account has a factor (decision 0119).
    const challenge = await this.deps.staffMfa.loadEnrolChallenge(mfaToken);
    const made = await this.registrationOptions(challenge.staffId);
    if (!made) throw tokenEnded();
    await setChallengeWebauthn(this.deps.db, challenge.id, made.challenge);
    return made.options;
  }

  /** The first passkey: stored, the recovery codes made (shown once), the session opened. */
  async enrolVerify(
    mfaToken: string,
    response: Record<string, unknown>,
    name: string | undefined,
    meta: RequestMeta,
  ): Promise<StaffEnrolledLoginReply> {
    const mfa = this.deps.staffMfa;
    const challenge = await mfa.loadEnrolChallenge(mfaToken);
    const tries = await mfa.countTry(challenge);
    const expected = await takeLoginWebauthnChallenge(
      this.deps.db,
      challenge.id,
      challenge.webauthnChallenge,
    );
    const made = expected ? await verifyRegistration(this.rp, response, expected) : null;
    if (!made) {
      return mfa.refuseFactor(challenge, tries, FACTOR, meta, {
        passkey_refusal: expected ? 'invalid' : 'no_challenge',
      });
    }
    let codes: string[] = [];
    let passkeyName = DEFAULT_NAME;
    const reply = await mfa.completeLogin(challenge, FACTOR, meta, async (tx) => {
      const stored = await this.store(tx, challenge.staffId, made, name);
      // Registered to someone already: cannot happen with a fresh key; refused all the same.
      if (!stored) throw passkeyRefused();
      passkeyName = stored.name;
      codes = await mfa.firstRecoveryCodes(tx, challenge.staffId);
      await this.auditSelf(tx, challenge.staffId, 'staff.mfa_enrol', meta, {
        factor: FACTOR,
        passkey_id: stored.id,
        name: stored.name,
      });
    });
    await mfa.notifyFactorAdded(challenge.staffId, 'passkey_added', passkeyName);
    return { ...reply, recovery_codes: codes };
  }

  // ── Step-up (staff session) ─────────────────────────────────────────

  async stepUpOptions(claims: AccessClaims): Promise<Record<string, unknown>> {
    const made = await this.authenticationOptions(claims.sub);
    await this.keepSessionChallenge(claims, 'step_up', made.challenge);
    return made.options;
  }

  async stepUpVerify(
    claims: AccessClaims,
    response: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<{ status_code: string; step_up_until: string }> {
    const { db, staffMfa } = this.deps;
    const expected = await takeSessionChallenge(db, claims.sid, 'step_up');
    const result = await this.authenticate(claims.sub, response, expected);
    if (!result.ok) {
      await this.auditSelf(
        db,
        claims.sub,
        'staff.step_up',
        meta,
        { factor: FACTOR, passkey_refusal: result.reason, ...result.details },
        'failure',
      );
      throw passkeyRefused();
    }
    const until = await staffMfa.markStepUp(claims, FACTOR, meta);
    return { status_code: SC.ok, step_up_until: until.toISOString() };
  }

  // ── 'Keamanan akun' (staff session, step-up) ───────────────────────

  async addOptions(claims: AccessClaims): Promise<Record<string, unknown>> {
    const made = await this.registrationOptions(claims.sub);
    if (!made) throw notFound();
    await this.keepSessionChallenge(claims, 'register', made.challenge);
    return made.options;
  }

  async add(
    claims: AccessClaims,
    response: Record<string, unknown>,
    name: string | undefined,
    meta: RequestMeta,
  ): Promise<void> {
    const added = await this.deps.db.transaction(async (tx) => {
      const expected = await takeSessionChallenge(tx, claims.sid, 'register');
      const made = expected ? await verifyRegistration(this.rp, response, expected) : null;
      const stored = made ? await this.store(tx, claims.sub, made, name) : null;
      const reason: Refusal | null = !expected
        ? 'no_challenge'
        : !made
          ? 'invalid'
          : !stored
            ? 'already_registered'
            : null;
      await this.auditSelf(
        tx,
        claims.sub,
        'staff.mfa_change',
        meta,
        stored
          ? { change: 'passkey_added', factor: FACTOR, passkey_id: stored.id, name: stored.name }
          : { change: 'passkey_added', factor: FACTOR, passkey_refusal: reason },
        stored ? 'success' : 'failure',
      );
      return stored;
    });
    if (!added) throw passkeyRefused();
    await this.deps.staffMfa.notifyFactorAdded(claims.sub, 'passkey_added', added.name);
  }

  /** Removes a passkey of the caller's; the account's last factor stays (409). */
  async remove(claims: AccessClaims, id: string, meta: RequestMeta): Promise<void> {
    if (!isUuid(id)) throw notFound();
    await this.deps.db.transaction(async (tx) => {
      const held = await lockPasskeys(tx, claims.sub);
      const target = held.find((p) => p.id === id);
      if (!target) throw notFound();
      const methods = await this.deps.staffMfa.methods(claims.sub, tx);
      if (held.length === 1 && !methods.includes('totp')) throw lastFactor();
      await deletePasskey(tx, claims.sub, id);
      await this.auditSelf(tx, claims.sub, 'staff.mfa_change', meta, {
        change: 'passkey_removed',
        factor: FACTOR,
        passkey_id: target.id,
        name: target.name,
      });
    });
  }

  // ── helpers ─────────────────────────────────────────────────────────

  /** Options to use one of the account's passkeys; 400 when it has none. */
  private async authenticationOptions(staffId: string) {
    const credentials = (await listPasskeys(this.deps.db, staffId)).map(toKnown);
    if (credentials.length === 0) throw noPasskey();
    return authenticationOptions(this.rp, credentials);
  }

  /** Options to make a passkey, the account's own excluded; null for an unknown account. */
  private async registrationOptions(staffId: string) {
    const staff = await findStaffForLogin(this.deps.db, staffId);
    if (!staff) return null;
    const existing = (await listPasskeys(this.deps.db, staffId)).map(toKnown);
    return registrationOptions(
      this.rp,
      { id: staffId, username: staff.username, fullname: staff.fullname },
      existing,
    );
  }

  private keepSessionChallenge(claims: AccessClaims, purpose: SessionCeremony, challenge: string) {
    return putSessionChallenge(this.deps.db, {
      sessionId: claims.sid,
      staffId: claims.sub,
      purpose,
      challenge,
      ttlSeconds: MFA_TOKEN_TTL_SECONDS,
    });
  }

  private async store(tx: DbOrTx, staffId: string, made: NewCredential, name: string | undefined) {
    const passkeyName = name?.trim() || DEFAULT_NAME;
    const id = await insertPasskey(tx, { ...made, staffId, name: passkeyName });
    return id ? { id, name: passkeyName } : null;
  }

  /**
   * Checks a response of `staffId` against the challenge and moves the passkey's counter on; the
   * refusal's reason otherwise.
   */
  private async authenticate(
    staffId: string,
    response: Record<string, unknown>,
    challenge: string | null,
  ): Promise<{ ok: true } | Refused> {
    if (!challenge) return { ok: false, reason: 'no_challenge' };
    const credentialId = responseCredentialId(response);
    const row = credentialId ? await findPasskeyByCredentialId(this.deps.db, credentialId) : undefined;
    if (!row) return { ok: false, reason: 'unknown_credential' };
    // Another staff member's passkey proves nothing about this account.
    if (row.staffId !== staffId) return { ok: false, reason: 'foreign_credential' };
    const result = await verifyAssertion(this.rp, response, challenge, toKnown(row));
    if (!result.ok) {
      return result.reason === 'counter_regressed'
        ? {
            ok: false,
            reason: 'counter_regressed',
            details: { passkey_id: row.id, stored_counter: row.counter, response_counter: result.counter },
          }
        : { ok: false, reason: 'invalid', details: { passkey_id: row.id } };
    }
    const moved = await markPasskeyUsed(this.deps.db, row.id, row.counter, {
      counter: result.newCounter,
      deviceType: result.deviceType,
      backedUp: result.backedUp,
    });
    // Another request used this passkey in between: the counter this one was checked against is gone.
    if (!moved)
      return { ok: false, reason: 'counter_regressed', details: { passkey_id: row.id, raced: true } };
    return { ok: true };
  }

  private auditSelf(
    tx: DbOrTx,
    staffId: string,
    action: string,
    meta: RequestMeta,
    details: Record<string, unknown>,
    outcome: 'success' | 'failure' = 'success',
  ) {
    return this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: staffId,
        action,
        outcome,
        targetType: 'staff',
        targetId: staffId,
        details,
      },
      meta,
    );
  }
}
