/**
 * A password chosen by staff (the approval's trading password, a demo account's password) reaches
 * the customer through a link, never in the text of an e-mail (decision 0090). The link's token is
 * random and kept only as its SHA-256; the password waits encrypted (credential-cipher.ts) and is
 * erased the moment it is shown, or when the link expires (72 hours; the hourly sweep). Only the
 * customer the record belongs to, logged in, can open it.
 */
import { CREDENTIAL_REVEAL_TTL_HOURS, type CredentialKind, MSG, type RevealReply, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { newOpaqueToken, sha256 } from '../credentials';
import { openSecret, revealKey, sealSecret } from './credential-cipher';
import {
  eraseExpiredSecrets,
  eraseSecret,
  insertReveal,
  lockOwnReveal,
} from './credential-reveal.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config'>;

export interface Credentials {
  account_no: string;
  username: string;
  password: string;
}

/** The web app's page that opens a link (apps/web config/paths.ts `credentialReveal`). */
export const revealPath = (token: string) => `/sandi-akun/${token}`;

export class CredentialRevealService {
  private readonly key: Buffer;

  constructor(private readonly deps: Deps) {
    this.key = revealKey(deps.config.jwtSecret);
  }

  /** Stores the sealed credentials in the caller's transaction; answers the link to mail. */
  async issue(
    tx: DbOrTx,
    customerId: string,
    kind: CredentialKind,
    credentials: Credentials,
  ): Promise<string> {
    const token = newOpaqueToken();
    const tokenHash = sha256(token);
    await insertReveal(tx, {
      customerId,
      kind,
      tokenHash,
      secretCiphertext: sealSecret(this.key, JSON.stringify(credentials), tokenHash),
      ttlHours: CREDENTIAL_REVEAL_TTL_HOURS,
    });
    return `${this.deps.config.publicUrl}${revealPath(token)}`;
  }

  /** Shows the credentials once; the second opening and an expired link answer 410 with what to do. */
  async reveal(userId: string, token: string, meta: RequestMeta): Promise<RevealReply['data']> {
    const tokenHash = sha256(token);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const row = await lockOwnReveal(tx, tokenHash, userId);
      if (!row) return { kind: 'unknown' as const };
      if (row.revealedAt) return { kind: 'shown' as const };
      if (row.expired || row.secretCiphertext === null) {
        if (row.secretCiphertext !== null) await eraseSecret(tx, row.id, false);
        return { kind: 'expired' as const };
      }
      const credentials = JSON.parse(openSecret(this.key, row.secretCiphertext, tokenHash)) as Credentials;
      await eraseSecret(tx, row.id, true);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'credential.reveal',
          targetType: 'credential_reveal',
          targetId: row.id,
          details: { kind: row.kind },
        },
        meta,
      );
      return { kind: 'ok' as const, data: { kind: row.kind as CredentialKind, ...credentials } };
    });
    switch (outcome.kind) {
      case 'ok':
        return outcome.data;
      case 'shown':
        throw new ApiError(410, 410, MSG.revealAlreadyShown, 'Credentials already shown');
      case 'expired':
        throw new ApiError(410, SC.expired, MSG.revealExpired, 'Credential link expired');
      default:
        throw new ApiError(404, 404, MSG.revealNotFound, 'Credential link unknown or not the caller’s');
    }
  }

  /** Erases the secrets of expired links, with one audit row (actor system) per round. */
  async sweepExpired(): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const erased = await eraseExpiredSecrets(tx);
      if (erased.length > 0) {
        await this.deps.audit.record(
          tx,
          {
            actorType: 'system',
            action: 'credential.sweep_expired',
            targetType: 'credential_reveal',
            details: { links: erased.map((r) => ({ id: r.id, customer_id: r.customerId, kind: r.kind })) },
          },
          null,
        );
      }
      return erased.length;
    });
  }
}
