/**
 * GET /v1/{admin-broker|super-admin}/kyc/{id}/risk (docs/product/risk-rating.md § Screens): the
 * participant's current rating and its history. Loaded through the caller's scope (an out-of-scope
 * participant answers the same 404 as a missing one); the reading is a viewing of the
 * participant's personal data, audited once per viewing like the detail's.
 */
import { MSG, type RiskRatingView, riskFactorText } from '@kilau/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/client';
import { kycCustomers, riskStates } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { runningOverrideOf } from './risk-overrides.service';
import { ratingHistory } from './risk-rating.service';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;
type RatingRow = Awaited<ReturnType<typeof ratingHistory>>[number];

function view(r: RatingRow): RiskRatingView {
  return {
    level: r.level,
    score: r.score,
    model_version: r.modelVersion,
    trigger: r.trigger,
    rated_at: r.ratedAt.toISOString(),
    reasons: r.factors.map((f) => ({ ...f, text: riskFactorText(f) })),
    model_level: r.modelLevel ?? null,
  };
}

export async function riskView(deps: Deps, claims: AccessClaims, customerId: string, meta: RequestMeta) {
  const { db } = deps;
  const scope = scopeCondition(await staffScope(db, claims));
  const [row] = isUuid(customerId)
    ? await db
        .select({ id: kycCustomers.id })
        .from(kycCustomers)
        .where(and(eq(kycCustomers.id, customerId), isNotNull(kycCustomers.statusNasabah), scope))
        .limit(1)
    : [];
  if (!row) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
  await recordParticipantView(deps, claims.sub, row.id, { source: 'detail' }, meta);
  const [history, [state], override] = await Promise.all([
    ratingHistory(db, row.id),
    db.select().from(riskStates).where(eq(riskStates.customerId, row.id)),
    runningOverrideOf(db, row.id),
  ]);
  const current = history.find((r) => r.id === state?.ratingId);
  return {
    current: current ? view(current) : null,
    last_rated_at: state?.ratedAt.toISOString() ?? null,
    history: history.map(view),
    override: override
      ? {
          level: override.level,
          reason: override.reason,
          expires_at: override.expiresAt.toISOString(),
          decided_at: override.decidedAt.toISOString(),
          proposed_by: override.proposedByName,
          decided_by: override.decidedByName,
        }
      : null,
  };
}
