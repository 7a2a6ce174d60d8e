/**
 * The reset of a staff member who lost every factor (decision 0109): one super admin asks, with a
 * reason; a different super admin approves; only then do the account's factors, recovery codes
 * and sessions go, and its next login asks for enrolment. Both steps are audited. The server's
 * command (npm run staff:reset-mfa) resets at once, audited as the system.
 */
import { type MfaReset, type MfaResetCreateBody, MSG, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import {
  approveReset,
  findOpenReset,
  findStaffIdByUsername,
  insertReset,
  listOpenResets,
} from './staff-mfa.repository';
import { resetStaffFactors } from './staff-mfa.service';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

const notFound = () => new ApiError(404, 404, MSG.mfaResetUnknownStaff, 'No such staff account or request');

export class StaffMfaResetService {
  constructor(private readonly deps: Deps) {}

  async listOpen(): Promise<MfaReset[]> {
    const rows = await listOpenResets(this.deps.db);
    return rows.map((r) => ({
      id: r.id,
      staff_username: r.staffUsername,
      staff_fullname: r.staffFullname,
      reason: r.reason,
      requested_by: r.requestedBy,
      requested_at: r.requestedAt.toISOString(),
    }));
  }

  async request(claims: AccessClaims, body: MfaResetCreateBody, meta: RequestMeta): Promise<string> {
    const { db, audit } = this.deps;
    const staff = await findStaffIdByUsername(db, body.username);
    if (!staff) throw notFound();
    return db.transaction(async (tx) => {
      const id = await insertReset(tx, { staffId: staff.id, reason: body.reason, requestedBy: claims.sub });
      if (!id) throw new ApiError(409, 409, MSG.mfaResetPending, 'A reset of this account already waits');
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'staff.mfa_reset_request',
          targetType: 'staff',
          targetId: staff.id,
          details: { username: staff.username, reason: body.reason, request_id: id },
        },
        meta,
      );
      return id;
    });
  }

  async approve(claims: AccessClaims, id: string, meta: RequestMeta): Promise<void> {
    const { db, audit } = this.deps;
    const request = await findOpenReset(db, id).catch(() => undefined);
    if (!request) throw notFound();
    if (request.requestedBy === claims.sub) {
      throw new ApiError(409, SC.mfaResetSameApprover, MSG.mfaResetSameApprover, 'Requester cannot approve');
    }
    await db.transaction(async (tx) => {
      if (!(await approveReset(tx, id, claims.sub))) throw notFound();
      await resetStaffFactors(
        tx,
        audit,
        request.staffId,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'staff.mfa_reset_approve',
          details: { request_id: id, requested_by: request.requestedBy, sessions_revoked: true },
        },
        meta,
      );
    });
  }
}
