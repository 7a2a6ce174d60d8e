/**
 * What the compliance officer does with a case (docs/product/monitoring.md § Cases, decision
 * 0208): 'Ambil', 'Lepaskan' and a note, each inside the officer's scope and audited with the
 * participant as the target (actions `monitoring.case_*`, read on the timeline by the broker's
 * staff and the officer only; a note's text stays in the case, never in the audit row).
 */
import { type CaseNote, MSG, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/client';
import { kycCustomers, monitoringCases, staffUsers } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { addCaseNote, claimCase, releaseCase } from './cases.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export const MONITORING_CASE_CLAIM = 'monitoring.case_claim';
export const MONITORING_CASE_RELEASE = 'monitoring.case_release';
export const MONITORING_CASE_NOTE = 'monitoring.case_note';

const notFound = () => new ApiError(404, 404, MSG.monitoringCaseNotFound, 'Monitoring case not found');

/** The case's participant, when the case is in the caller's scope; 404 otherwise. */
async function participantOf(deps: Deps, claims: AccessClaims, caseId: string): Promise<string> {
  if (!isUuid(caseId)) throw notFound();
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const [row] = await deps.db
    .select({ participantId: monitoringCases.kycCustomerId })
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .where(and(eq(monitoringCases.id, caseId), scope));
  if (!row) throw notFound();
  return row.participantId;
}

async function staffName(deps: Deps, staffId: string): Promise<string> {
  const [row] = await deps.db
    .select({ name: staffUsers.fullname })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row?.name ?? '-';
}

/** 'Ambil': 409 naming the holder when another officer holds it; taking one's own again changes nothing. */
export async function claimMonitoringCase(
  deps: Deps,
  claims: AccessClaims,
  caseId: string,
  meta: RequestMeta,
) {
  const participantId = await participantOf(deps, claims, caseId);
  const now = new Date();
  const held = await deps.db.transaction(async (tx) => {
    const held = await claimCase(tx, caseId, claims.sub, now);
    if (held?.claimedBy === claims.sub && !held.already) {
      await deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: MONITORING_CASE_CLAIM,
          targetType: 'kyc_customer',
          targetId: participantId,
          details: { case_id: caseId },
        },
        meta,
      );
    }
    return held;
  });
  if (!held) throw notFound();
  if (held.claimedBy !== claims.sub) {
    const name = held.claimedBy ? await staffName(deps, held.claimedBy) : '-';
    throw new ApiError(
      409,
      SC.caseHeldByOther,
      MSG.monitoringCaseHeldByOther.replace('{name}', name),
      'The case is held by another officer',
    );
  }
  return {
    holder: {
      staff_id: claims.sub,
      name: await staffName(deps, claims.sub),
      since: (held.claimedAt ?? now).toISOString(),
    },
  };
}

/** 'Lepaskan': only its holder frees a case (409 otherwise). */
export async function releaseMonitoringCase(
  deps: Deps,
  claims: AccessClaims,
  caseId: string,
  meta: RequestMeta,
) {
  const participantId = await participantOf(deps, claims, caseId);
  const released = await deps.db.transaction(async (tx) => {
    if (!(await releaseCase(tx, caseId, claims.sub))) return false;
    await deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: MONITORING_CASE_RELEASE,
        targetType: 'kyc_customer',
        targetId: participantId,
        details: { case_id: caseId },
      },
      meta,
    );
    return true;
  });
  if (!released)
    throw new ApiError(409, SC.caseNotHeld, MSG.monitoringCaseNotHeld, 'The case is not held by the caller');
  return { holder: null };
}

/** A note on the case: stored append-only; the audit row names the note, not its text. */
export async function noteMonitoringCase(
  deps: Deps,
  claims: AccessClaims,
  caseId: string,
  body: string,
  meta: RequestMeta,
): Promise<CaseNote> {
  const participantId = await participantOf(deps, claims, caseId);
  const note = await deps.db.transaction(async (tx) => {
    const note = await addCaseNote(tx, caseId, claims.sub, body);
    await deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: MONITORING_CASE_NOTE,
        targetType: 'kyc_customer',
        targetId: participantId,
        details: { case_id: caseId, note_id: note.id },
      },
      meta,
    );
    return note;
  });
  return {
    id: note.id,
    author: await staffName(deps, claims.sub),
    body,
    created_at: note.createdAt.toISOString(),
  };
}
