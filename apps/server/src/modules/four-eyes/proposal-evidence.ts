/**
 * GET /v1/{admin-broker|super-admin}/proposals/{id} (decision 0133): what the checker reads before
 * deciding. The proposal with the maker's whole reason; the participant's data and identity
 * documents as they are now; for a match decision the match beside its list entry with the
 * score's breakdown; why approving needs a second person; and, while the proposal is pending, what
 * changed since it was made (its per-part digests against the evidence now). The participant is
 * read through the caller's scope, like the proposal list, and the reading is audited as a viewing.
 * The record's read model and the screening's views are handed in by their modules (decision 0176).
 */
import { type AttachmentField, MSG, type Proposal, type ProposalEvidence } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { maySee } from '../visibility';
import type { ProposalMatches, RecordInScope } from './effects';
import { type Evidence, evidenceChanges } from './evidence';
import { callerOf, proposalView } from './proposal-view';
import { findProposal } from './proposals.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

/** What the evidence reads beyond the proposals. */
export interface EvidenceReads {
  recordInScope: RecordInScope;
  matches: Pick<ProposalMatches, 'highRiskReasons' | 'view'>;
  evidenceNow: (db: DbOrTx, customerId: string) => Promise<Evidence | undefined>;
}

/** The documents that show who the participant is: always shown, changed or not. */
const IDENTITY_DOCUMENTS: readonly AttachmentField[] = ['photo', 'ktp', 'photo_with_ktp'];

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Proposal not found');

export async function proposalEvidence(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  reads: EvidenceReads,
  meta: RequestMeta,
): Promise<{ proposal: Proposal; evidence: ProposalEvidence }> {
  const { db } = deps;
  // The route lets in only the roles of the proposal list; the table of decision 0121 says the
  // same (proposals and screening are the broker side's), asked here so the two cannot drift.
  if (!maySee(claims.role, 'four_eyes') || !maySee(claims.role, 'screening'))
    throw new ApiError(403, 403, MSG.forbidden, 'This role does not read proposals');
  const scope = await staffScope(db, claims);
  const row = await findProposal(db, scope, id, 'participant');
  if (!row) throw notFound();
  const record = await reads.recordInScope(db, row.customerId, scopeCondition(scope));
  if (!record) throw notFound();
  await recordParticipantView(deps, claims.sub, record.id, { source: 'detail' }, meta);

  const proposal = proposalView(row, await callerOf(db, claims));
  const [model, highRiskReasons, now, match] = await Promise.all([
    record.readModel(),
    reads.matches.highRiskReasons(db, record.id),
    row.status === 'pending' ? reads.evidenceNow(db, record.id) : Promise.resolve(undefined),
    row.matchId
      ? reads.matches.view(db, record.id, row.matchId, row.status === 'pending' ? proposal : null)
      : Promise.resolve(undefined),
  ]);

  // Pending only: a decided proposal's effect changed the record, which says nothing of the evidence.
  const changes: ProposalEvidence['changes'] = now ? evidenceChanges(row, now) : null;
  const changedDocuments = new Set(changes?.documents ?? []);
  const documents = [
    ...IDENTITY_DOCUMENTS,
    ...[...changedDocuments].filter((d) => !IDENTITY_DOCUMENTS.includes(d)),
  ].map((key) => ({ key, path: model.attachment[key] ?? null, changed: changedDocuments.has(key) }));

  const p = model.personal;
  return {
    proposal,
    evidence: {
      participant: {
        fullname: model.fullname ?? p.fullname ?? '',
        ktp_no: p.ktp_no ?? '',
        place_of_birth: p.place_of_birth ?? '',
        date_of_birth_text: model.display.date_of_birth,
        gender: p.gender_type?.name ?? '',
        citizenship_text: model.display.citizenship,
        mothers_name: p.mothers_name ?? '',
        address_line: model.display.address_line,
      },
      documents,
      match: match ?? null,
      high_risk_reasons: highRiskReasons,
      changes,
    },
  };
}
