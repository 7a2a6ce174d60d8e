/**
 * What the compliance officer does with a case (docs/product/monitoring.md § Cases, decision
 * 0208): open it (with its four-eyes decisions, decision 0209), 'Ambil', 'Lepaskan', a note and
 * 'Unduh PDF kasus', each inside the officer's scope and audited with the
 * participant as the target (actions `monitoring.case_*`, read on the timeline by the broker's
 * staff and the officer only; a note's text stays in the case, never in the audit row).
 */
import { createHash } from 'node:crypto';
import { type CaseNote, MSG, SC } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUuid } from '../../db/client';
import { monitoringCases, staffUsers } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { chainHead, heldCheckpoint } from '../audit';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { callerOf, caseDecisionsOf, proposalView } from '../four-eyes';
import { renderMonitoringCasePdf } from './case-pdf';
import { caseHeldByOther, caseInScope, caseNotFound } from './case-scope';
import { addCaseNote, claimCase, claimNextCase, releaseCase } from './cases.repository';
import { findCase } from './cases-list.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export const MONITORING_CASE_CLAIM = 'monitoring.case_claim';
export const MONITORING_CASE_RELEASE = 'monitoring.case_release';
export const MONITORING_CASE_NOTE = 'monitoring.case_note';
export const MONITORING_CASE_PDF = 'monitoring.case_pdf';

/** The case's participant, when the case is in the caller's scope; 404 otherwise. */
async function participantOf(deps: Deps, claims: AccessClaims, caseId: string): Promise<string> {
  return (await caseInScope(deps.db, claims, caseId)).participantId;
}

async function staffName(deps: Deps, staffId: string): Promise<string> {
  const [row] = await deps.db
    .select({ name: staffUsers.fullname })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row?.name ?? '-';
}

/** The audit row of an officer's step on a case: the participant as its target, the case named. */
function recordCaseStep(
  deps: Deps,
  tx: DbOrTx,
  claims: AccessClaims,
  step: { action: string; participantId: string; details: Record<string, string | number> },
  meta: RequestMeta,
) {
  return deps.audit.record(
    tx,
    {
      actorType: 'staff',
      actorId: claims.sub,
      action: step.action,
      targetType: 'kyc_customer',
      targetId: step.participantId,
      details: step.details,
    },
    meta,
  );
}

/**
 * One case with its alerts and notes, inside the caller's scope (404 otherwise). Opening it is a
 * reading of the participant's data, audited as the back-office detail's is.
 */
export async function monitoringCaseView(
  deps: Deps,
  claims: AccessClaims,
  caseId: string,
  meta: RequestMeta,
) {
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const found = isUuid(caseId) ? await findCase(deps.db, scope, caseId, new Date()) : null;
  if (!found) throw caseNotFound();
  await recordParticipantView(deps, claims.sub, found.case.participant_id, { source: 'detail' }, meta);
  const [caller, decisions] = await Promise.all([
    callerOf(deps.db, claims),
    caseDecisionsOf(deps.db, caseId),
  ]);
  return { ...found, decisions: decisions.map((d) => proposalView(d, caller)) };
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
      const details = { case_id: caseId };
      await recordCaseStep(deps, tx, claims, { action: MONITORING_CASE_CLAIM, participantId, details }, meta);
    }
    return held;
  });
  if (!held) throw caseNotFound();
  if (held.claimedBy !== claims.sub) {
    const name = held.claimedBy ? await staffName(deps, held.claimedBy) : '-';
    throw caseHeldByOther(name);
  }
  return {
    holder: {
      staff_id: claims.sub,
      name: await staffName(deps, claims.sub),
      since: (held.claimedAt ?? now).toISOString(),
    },
  };
}

/** 'Berikutnya': the case the caller works on, else the next one due, claimed; 404 when none waits. */
export async function nextMonitoringCase(deps: Deps, claims: AccessClaims, meta: RequestMeta) {
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const now = new Date();
  const next = await deps.db.transaction(async (tx) => {
    const next = await claimNextCase(tx, claims.sub, scope, now);
    if (next?.taken) {
      const [row] = await tx
        .select({ participantId: monitoringCases.kycCustomerId })
        .from(monitoringCases)
        .where(eq(monitoringCases.id, next.id));
      const details = { case_id: next.id, via: 'next' };
      const participantId = row?.participantId ?? '';
      await recordCaseStep(deps, tx, claims, { action: MONITORING_CASE_CLAIM, participantId, details }, meta);
    }
    return next;
  });
  if (!next) throw new ApiError(404, SC.caseQueueEmpty, MSG.monitoringCasesQueueEmpty, 'No open case waits');
  return {
    id: next.id,
    holder: {
      staff_id: claims.sub,
      name: await staffName(deps, claims.sub),
      since: next.claimedAt.toISOString(),
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
    const details = { case_id: caseId };
    await recordCaseStep(deps, tx, claims, { action: MONITORING_CASE_RELEASE, participantId, details }, meta);
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
    const details = { case_id: caseId, note_id: note.id };
    await recordCaseStep(deps, tx, claims, { action: MONITORING_CASE_NOTE, participantId, details }, meta);
    return note;
  });
  return {
    id: note.id,
    author: await staffName(deps, claims.sub),
    body,
    created_at: note.createdAt.toISOString(),
  };
}

/** 'Unduh PDF kasus': the file's name, from the case's id (no personal data in a file name). */
export const monitoringCasePdfName = (caseId: string) => `kasus-pemantauan-${caseId.slice(0, 8)}.pdf`;

/**
 * 'Unduh PDF kasus': the case as the officer opens it (so the reading is audited as the opening
 * is, and a case outside the scope answers 404), as one PDF. As the case file, the chain's head is
 * read before the download's own audit row, which then records the PDF's SHA-256 and that head:
 * the file names the trail as it was, and the trail names the file.
 */
export async function monitoringCasePdf(
  deps: Deps & Pick<FastifyInstance, 'config' | 'files' | 'log'>,
  claims: AccessClaims,
  caseId: string,
  meta: RequestMeta,
): Promise<{ pdf: Buffer; filename: string }> {
  const view = await monitoringCaseView(deps, claims, caseId, meta);
  const [generatedBy, chain, checkpoint] = await Promise.all([
    staffName(deps, claims.sub),
    chainHead(deps.db),
    heldCheckpoint(deps),
  ]);
  const pdf = await renderMonitoringCasePdf({
    companyName: deps.config.COMPANY_NAME,
    generatedAt: new Date(),
    generatedBy,
    case: view.case,
    alerts: view.alerts,
    notes: view.notes,
    decisions: view.decisions,
    chain,
    checkpoint,
  });
  const details = {
    case_id: caseId,
    pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
    chain_seq: chain.seq,
    chain_hash: chain.hash,
  };
  const participantId = view.case.participant_id;
  await deps.db.transaction((tx) =>
    recordCaseStep(deps, tx, claims, { action: MONITORING_CASE_PDF, participantId, details }, meta),
  );
  return { pdf, filename: monitoringCasePdfName(caseId) };
}
