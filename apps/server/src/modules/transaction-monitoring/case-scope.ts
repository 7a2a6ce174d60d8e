/**
 * A monitoring case as the officer's calls find it (decisions 0208, 0209): inside the caller's
 * scope or 404, and the refusal that names the officer holding it. The case's own steps
 * (cases.service.ts) and its four-eyes decisions (case-decisions.ts) share both.
 */
import { MSG, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycCustomers, monitoringCases } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';

export const caseNotFound = () =>
  new ApiError(404, 404, MSG.monitoringCaseNotFound, 'Monitoring case not found');

/** 409 naming the officer who holds the case. */
export const caseHeldByOther = (name: string) =>
  new ApiError(
    409,
    SC.caseHeldByOther,
    MSG.monitoringCaseHeldByOther.replace('{name}', name),
    'The case is held by another officer',
  );

/** The case and its participant, when the case is in the caller's scope; 404 otherwise. */
export async function caseInScope(
  db: DbOrTx,
  claims: AccessClaims,
  caseId: string,
): Promise<{ caseId: string; participantId: string; statusNasabah: number | null }> {
  if (!isUuid(caseId)) throw caseNotFound();
  const scope = scopeCondition(await staffScope(db, claims));
  const [row] = await db
    .select({
      caseId: monitoringCases.id,
      participantId: kycCustomers.id,
      statusNasabah: kycCustomers.statusNasabah,
    })
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .where(and(eq(monitoringCases.id, caseId), scope));
  if (!row) throw caseNotFound();
  return row;
}
