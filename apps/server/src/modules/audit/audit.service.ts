/**
 * The audit trail: who did what, when, from which IP and city. Written in the same transaction as
 * the action it records. Never holds a password, OTP or token.
 */
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
  constructor(private readonly geo: Geo) {}

  /** Writes the row and returns its id (the spec's activity_id). */
  async record(tx: DbOrTx, entry: AuditEntry, meta: RequestMeta | null): Promise<string> {
    const place = this.geo.lookup(meta?.ip);
    const [row] = await tx
      .insert(auditLog)
      .values({
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
      })
      .returning({ id: auditLog.id });
    if (!row) throw new Error('audit insert returned no row');
    return row.id;
  }
}
