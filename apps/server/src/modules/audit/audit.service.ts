/**
 * The audit trail: who did what, when, from which IP and city. Written in the same transaction as
 * the action it records. Never holds a password, OTP or token.
 */
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Geo } from '../../plugins/geo';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

export interface AuditEntry {
  actorType: 'user' | 'staff' | 'system' | 'anonymous';
  actorId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  outcome?: 'success' | 'failure';
  details?: Record<string, unknown>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export function requestMeta(req: FastifyRequest): RequestMeta {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

export class AuditService {
  /**
   * @param digestKey the key of `personalDigest` (derived from the server secret, decision 0113).
   *   Tests and operator commands that write no personal digest may leave it out.
   */
  constructor(
    private readonly geo: Geo,
    private readonly digestKey: Uint8Array = new Uint8Array(32),
  ) {}

  /**
   * What an audit row keeps of a person's data (a name, a search keyword): an HMAC-SHA256 under a
   * server key, never the value. The rows are immutable and hashed into the chain and must outlive
   * the person's erasure (decision 0113). A plain SHA-256 of a name could be confirmed by guessing
   * names offline; the keyed digest can only be compared by the server itself. A screen that shows
   * the name reads it from the live record.
   */
  personalDigest(value: string | null | undefined): string | null {
    return value ? createHmac('sha256', this.digestKey).update(value, 'utf8').digest('hex') : null;
  }

  /** Writes the row and returns its id (the `activity_id` of the replies in docs/product/back-office.md § Calls). */
  async record(tx: DbOrTx, entry: AuditEntry, meta: RequestMeta | null): Promise<string> {
    const [row] = await tx.insert(auditLog).values(this.row(entry, meta)).returning({ id: auditLog.id });
    if (!row) throw new Error('audit insert returned no row');
    return row.id;
  }

  /**
   * Writes many rows of one event in a few statements (a rescreen batch finds hundreds of matches):
   * the chain's trigger numbers and links each row as it does one by one (decision 0060).
   */
  async recordMany(tx: DbOrTx, entries: readonly AuditEntry[], meta: RequestMeta | null): Promise<void> {
    for (let i = 0; i < entries.length; i += AUDIT_INSERT_CHUNK) {
      await tx
        .insert(auditLog)
        .values(entries.slice(i, i + AUDIT_INSERT_CHUNK).map((e) => this.row(e, meta)));
    }
  }

  private row(entry: AuditEntry, meta: RequestMeta | null) {
    const place = this.geo.lookup(meta?.ip);
    return {
      actorType: entry.actorType,
      actorId: entry.actorId ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      outcome: entry.outcome ?? 'success',
      ip: meta?.ip,
      city: place.city,
      country: place.country,
      userAgent: meta?.userAgent?.slice(0, 300),
      details: entry.details ?? {},
    };
  }
}

/** Rows per INSERT in recordMany (12 parameters each). */
const AUDIT_INSERT_CHUNK = 500;
