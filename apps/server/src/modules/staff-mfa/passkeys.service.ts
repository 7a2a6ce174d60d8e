/**
 * Staff passkeys (decision 0109, "Passkeys"): enrolment at the first login, the login's second
 * step, step-up before a decision, and adding or removing one in 'Keamanan akun'.
 *
 * Every ceremony's challenge is kept by the server and used once: the login's on the login
 * challenge row (`webauthn_challenge`), a session's in a row keyed to the session and the ceremony.
 * A verify takes the challenge before it checks the response, so a second try needs new options.
 * Every ceremony is audited with factor 'passkey', refusals with their reason; a counter that does
 * not move forward (a cloned authenticator) is refused and audited as such.
 */
import { MFA_TOKEN_TTL_SECONDS, MSG, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import {
  authenticationOptions,
  type KnownCredential,
  type RelyingParty,
  registrationOptions,
  relyingParty,
  responseCredentialId,
  type StaffIdentity,
  verifyAssertion,
  verifyRegistration,
} from './passkey-ceremony';
import {
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  type PasskeyRow,
  putSessionChallenge,
  type SessionCeremony,
  takeSessionChallenge,
} from './passkeys.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config'>;

export const FACTOR = 'passkey';
/** The default name of a passkey the person did not name. */
const DEFAULT_NAME = 'Passkey';

/** Why a passkey response was refused: for the audit trail only, the reply is always the same. */
export type PasskeyRefusal =
  | 'no_challenge'
  | 'unknown_credential'
  | 'foreign_credential'
  | 'invalid'
  | 'counter_regressed'
  | 'already_registered';

/** One reply for every refused passkey response: it tells nothing about which check failed. */
export const passkeyRefused = () =>
  new ApiError(400, SC.mfaCodeWrong, MSG.mfaPasskeyFailed, 'Passkey not accepted');

const toKnown = (row: PasskeyRow): KnownCredential => ({
  credentialId: row.credentialId,
  publicKey: row.publicKey,
  counter: row.counter,
  transports: row.transports,
});

export interface PasskeyListItem {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export class PasskeysService {
  readonly rp: RelyingParty;

  constructor(private readonly deps: Deps) {
    this.rp = relyingParty(deps.config.publicUrl);
  }

  /** The staff member's passkeys as 'Keamanan akun' lists them. */
  async list(staffId: string, db: DbOrTx = this.deps.db): Promise<PasskeyListItem[]> {
    const rows = await listPasskeys(db, staffId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt?.toISOString() ?? null,
    }));
  }

  // ── Registration (enrolment and 'Keamanan akun') ───────────────────

  /** Options to make a passkey; the account's own passkeys are excluded. */
  async registrationOptionsFor(staff: StaffIdentity, db: DbOrTx = this.deps.db) {
    const existing = (await listPasskeys(db, staff.id)).map(toKnown);
    return registrationOptions(this.rp, staff, existing);
  }

  /**
   * Verifies a registration response against the challenge and stores the passkey; the refusal's
   * reason otherwise (the caller audits it and answers `passkeyRefused`).
   */
  async register(
    tx: DbOrTx,
    staffId: string,
    response: Record<string, unknown>,
    challenge: string | null,
    name: string | undefined,
  ): Promise<{ ok: true; id: string; name: string } | { ok: false; reason: PasskeyRefusal }> {
    if (!challenge) return { ok: false, reason: 'no_challenge' };
    const made = await verifyRegistration(this.rp, response, challenge);
    if (!made) return { ok: false, reason: 'invalid' };
    const passkeyName = name?.trim() || DEFAULT_NAME;
    const id = await insertPasskey(tx, {
      credentialId: made.credentialId,
      staffId,
      publicKey: made.publicKey,
      counter: made.counter,
      transports: made.transports,
      name: passkeyName,
      deviceType: made.deviceType,
      backedUp: made.backedUp,
    });
    if (!id) return { ok: false, reason: 'already_registered' };
    return { ok: true, id, name: passkeyName };
  }

  // ── Authentication (login and step-up) ─────────────────────────────

  /** Options to use one of the account's passkeys; null when it has none. */
  async authenticationOptionsFor(staffId: string, db: DbOrTx = this.deps.db) {
    const credentials = (await listPasskeys(db, staffId)).map(toKnown);
    if (credentials.length === 0) return null;
    return authenticationOptions(this.rp, credentials);
  }

  /**
   * Checks an authentication response of `staffId` against the challenge and moves the passkey's
   * counter on; the refusal's reason otherwise.
   */
  async authenticate(
    tx: DbOrTx,
    staffId: string,
    response: Record<string, unknown>,
    challenge: string | null,
  ): Promise<
    | { ok: true; passkeyId: string }
    | { ok: false; reason: PasskeyRefusal; passkeyId?: string; details?: Record<string, unknown> }
  > {
    if (!challenge) return { ok: false, reason: 'no_challenge' };
    const credentialId = responseCredentialId(response);
    const row = credentialId ? await findPasskeyByCredentialId(tx, credentialId) : undefined;
    if (!row) return { ok: false, reason: 'unknown_credential' };
    // Another staff member's passkey proves nothing about this account.
    if (row.staffId !== staffId) return { ok: false, reason: 'foreign_credential' };
    const result = await verifyAssertion(this.rp, response, challenge, toKnown(row));
    if (!result.ok) {
      return result.reason === 'counter_regressed'
        ? {
            ok: false,
            reason: 'counter_regressed',
            passkeyId: row.id,
            details: { stored_counter: row.counter, response_counter: result.counter },
          }
        : { ok: false, reason: 'invalid', passkeyId: row.id };
    }
    const moved = await markPasskeyUsed(tx, row.id, row.counter, {
      counter: result.newCounter,
      deviceType: result.deviceType,
      backedUp: result.backedUp,
    });
    // Another request used a response of this passkey in between: the counter it saw is gone.
    if (!moved) return { ok: false, reason: 'counter_regressed', passkeyId: row.id };
    return { ok: true, passkeyId: row.id };
  }

  // ── The challenges of a session's ceremonies ───────────────────────

  async keepSessionChallenge(
    sessionId: string,
    staffId: string,
    purpose: SessionCeremony,
    challenge: string,
  ): Promise<void> {
    await putSessionChallenge(this.deps.db, {
      sessionId,
      staffId,
      purpose,
      challenge,
      ttlSeconds: MFA_TOKEN_TTL_SECONDS,
    });
  }

  takeSessionChallenge(tx: DbOrTx, sessionId: string, purpose: SessionCeremony): Promise<string | null> {
    return takeSessionChallenge(tx, sessionId, purpose);
  }

  /** Removes the staff member's passkey; null when no passkey of theirs has this id. */
  remove(tx: DbOrTx, staffId: string, id: string) {
    return deletePasskey(tx, staffId, id);
  }

  /** Audits a refused passkey response. */
  async auditRefusal(
    tx: DbOrTx,
    action: string,
    staffId: string,
    reason: PasskeyRefusal,
    meta: RequestMeta,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: staffId,
        action,
        outcome: 'failure',
        targetType: 'staff',
        targetId: staffId,
        details: { factor: FACTOR, reason, ...extra },
      },
      meta,
    );
  }
}
