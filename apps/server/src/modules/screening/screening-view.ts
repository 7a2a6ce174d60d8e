/**
 * GET /v1/{admin-broker|super-admin}/kyc/{id}/screening (decision 0111): the participant's
 * screening summary, every match side by side with its list entry and the score's breakdown, and
 * the proposals waiting for a second person. The record is loaded through the caller's scope; an
 * out-of-scope participant answers the same 404 as a missing one. The reading is a viewing of the
 * participant's personal data, audited once per viewing like the detail's.
 */
import { MSG, type Proposal, type ScreeningMatch } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { callerOf, pendingProposalsOf, proposalView } from '../four-eyes';
import { matchesWithNames, scopedSubmittedId } from './screening.repository';
import { screeningSummary } from './screening-read.service';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

const staffRef = (id: string | null, fullname: string | null) =>
  id ? { id, fullname: fullname ?? '' } : null;

export async function screeningView(deps: Deps, claims: AccessClaims, customerId: string, meta: RequestMeta) {
  const { db } = deps;
  const scope = await staffScope(db, claims);
  const id = await scopedSubmittedId(db, scopeCondition(scope), customerId);
  if (!id) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
  await recordParticipantView(deps, claims.sub, id, { source: 'detail' }, meta);
  const caller = await callerOf(db, claims);
  const [summary, rows, proposalRows] = await Promise.all([
    screeningSummary(db, id),
    matchesWithNames(db, id),
    pendingProposalsOf(db, id),
  ]);
  const proposals: Proposal[] = proposalRows.map((p) => proposalView(p, caller));
  const pendingOn = new Map(proposals.filter((p) => p.match_id).map((p) => [p.match_id, p]));
  const matches = rows.map((row) => matchView(row, pendingOn.get(row.match.id) ?? null));
  return { summary, matches, pending_proposals: proposals };
}

type MatchWithNames = Awaited<ReturnType<typeof matchesWithNames>>[number];

/** A match as the panel shows it: beside its list entry, with the breakdown, the version and who decided. */
function matchView(
  { match: m, version, decidedByName, checkedByName }: MatchWithNames,
  pending: Proposal | null,
): ScreeningMatch {
  return {
    id: m.id,
    source: m.source,
    status: m.status,
    score: Number(m.score),
    entry: m.entry,
    subject: m.subject,
    breakdown: m.breakdown,
    version: version
      ? { id: version.id, version_no: version.versionNo, uploaded_at: version.uploadedAt.toISOString() }
      : null,
    first_seen_at: m.firstSeenAt.toISOString(),
    screened_at: m.screenedAt.toISOString(),
    decided_by: staffRef(m.decidedBy, decidedByName),
    checked_by: staffRef(m.checkedBy, checkedByName),
    decided_at: m.decidedAt?.toISOString() ?? null,
    decision_reason: m.decisionReason,
    pending_proposal: pending,
  };
}

/**
 * One match of a participant as the panel shows it, for the evidence of a proposal on it (decision
 * 0133). The caller has already loaded the participant through its scope; `pending` is the
 * proposal waiting on the match, if any.
 */
export async function participantMatchView(
  db: DbOrTx,
  customerId: string,
  matchId: string,
  pending: Proposal | null,
): Promise<ScreeningMatch | undefined> {
  // A participant has a handful of matches: the panel's one query, then the one wanted.
  const row = (await matchesWithNames(db, customerId)).find((r) => r.match.id === matchId);
  return row ? matchView(row, pending) : undefined;
}
