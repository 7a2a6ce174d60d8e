/**
 * Four-eyes decisions (decision 0111): blacklist, unblacklist, dismissing or confirming
 * a list match, approving a participant who needs a second person, closing or escalating a
 * monitoring case (decision 0209) and approving a report to PPATK (decision 0212) are proposed by
 * one staff member and approved or declined by another.
 *
 * A proposal is bound to a digest of the evidence it was made on (evidence.ts). The checker's
 * approval is one transaction: the guarded close (`… WHERE status = 'pending'`, so of two checkers
 * exactly one wins), the evidence digested again inside it (changed: the transaction rolls back and
 * the proposal lapses in its own), and the decision's effect, which the module that owns the change
 * hands in (effects.ts, decision 0176). An approve proposal carries the trading password sealed to
 * the proposal's id, opened only by the checker's approval and erased when the proposal closes,
 * whichever way.
 */
import { randomUUID } from 'node:crypto';
import {
  type CaseDecisionKind,
  FOUR_EYES_DECIDE_ROLES,
  FOUR_EYES_KINDS,
  FOUR_EYES_PROPOSE_ROLES,
  type FourEyesKind,
  isCaseDecision,
  isMonitoringProposal,
  MSG,
  type Proposal,
  type ProposeBody,
  SC,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { type StaffScope, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { derivedKey, hashPassword, openSecret, sealSecret } from '../credentials';
import {
  type ApprovedProposal,
  EvidenceChanged,
  type FourEyesWiring,
  type ProposalEffect,
  type ProposalParticipant,
  type ProposedAccount,
  type ProposedDecision,
} from './effects';
import { caseEvidenceDigest, type Evidence, evidenceDigest, evidenceParts } from './evidence';
import { closeIfPending, insertProposal, recordEvidenceOf } from './four-eyes.repository';
import { proposalEvidence } from './proposal-evidence';
import {
  type Caller,
  callerOf,
  decidesSeniorProposals,
  eddOf,
  eddPayload,
  needsSeniorChecker,
  overrideOf,
  proposalView,
} from './proposal-view';
import {
  caseDecisionsOf,
  findProposal,
  listProposals,
  type ProposalFamily,
  type ProposalFilter,
  type ProposalRow,
  proposalCount,
} from './proposals.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config'>;

/** The sealed password's key: derived for this use alone (credentials/sealed-secret.ts). */
const SEAL_LABEL = 'kilau four-eyes approve v1';

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Proposal not found');
const notPending = () =>
  new ApiError(409, SC.proposalNotPending, MSG.proposalNotPending, 'Proposal decided meanwhile');

/** A case decision as its route proposes it (decision 0209): the case, not a participant, is named. */
export interface CaseProposal {
  kind: CaseDecisionKind;
  case_id: string;
  reason: string;
}

/** A report's approval as its route proposes it (decision 0212): the report is named. */
export interface ReportProposal {
  kind: 'approve_report';
  report_id: string;
  reason: string;
}

/** The digest a proposal is bound to and its parts, read now; undefined when its subject is gone. */
type EvidenceNow = (db: DbOrTx) => Promise<{ digest: string; parts: Record<string, string> } | undefined>;

/** An effect with its participant or case applied: the service runs every kind the same way. */
interface BoundEffect {
  assertProposable: (proposed: ProposedDecision) => Promise<void>;
  keptWithProposal: (proposed: ProposedDecision) => Promise<Record<string, string>>;
  assertStillApplies: (proposed: ProposedDecision) => Promise<void>;
  carryOut: (tx: DbOrTx, approved: ApprovedProposal) => Promise<string | null>;
  failed: (err: unknown, approved: ApprovedProposal) => Promise<void>;
  afterCommit: (approved: ApprovedProposal, effectId: string) => Promise<void>;
}

function bind<Q extends ProposalParticipant>(effect: ProposalEffect<Q>, row: Q): BoundEffect {
  return {
    assertProposable: (proposed) => effect.assertProposable(row, proposed),
    keptWithProposal: async (proposed) => (await effect.keptWithProposal?.(row, proposed)) ?? {},
    assertStillApplies: async (proposed) => {
      await effect.assertStillApplies?.(row, proposed);
    },
    carryOut: (tx, approved) => effect.carryOut(tx, row, approved),
    failed: async (err, approved) => {
      await effect.failed?.(err, row, approved);
    },
    afterCommit: async (approved, effectId) => {
      await effect.afterCommit?.(row, approved, effectId);
    },
  };
}

/** What a decision is on, as one call loads it: the participant and, for a case kind, the case (a report, for a report's). */
interface Subject {
  customerId: string;
  caseId: string | null;
  reportId: string | null;
  effect: BoundEffect;
  evidenceNow: EvidenceNow;
}

/**
 * The audit action of a step: a case's decisions and a report's approval are the monitoring's,
 * read as its other steps are (never by the bank).
 */
const auditAction = (kind: FourEyesKind, step: 'propose' | 'approve' | 'decline' | 'lapse') =>
  isCaseDecision(kind)
    ? `monitoring.case_decision_${step}`
    : kind === 'approve_report'
      ? `monitoring.report_approval_${step}`
      : `four_eyes.${step}`;

const familyOf = (kind: FourEyesKind): ProposalFamily =>
  isMonitoringProposal(kind) ? 'case' : 'participant';

/** The case or report a proposal names, in its audit rows. */
const subjectDetails = (p: { caseId: string | null; reportId: string | null }) => ({
  ...(p.caseId ? { case_id: p.caseId } : {}),
  ...(p.reportId ? { report_id: p.reportId } : {}),
});

export interface ProposeResult {
  proposal: Proposal;
  /** The audit row of the proposal (the block and unblock routes answer it as their activity_id). */
  activityId: string;
}

export class FourEyesService<P extends ProposalParticipant> {
  private readonly key: Buffer;

  constructor(
    private readonly deps: Deps,
    private readonly wiring: FourEyesWiring<P>,
  ) {
    this.key = derivedKey(deps.config.jwtSecret, SEAL_LABEL);
  }

  /** The evidence a proposal is bound to: the record's judged data and the participant's matches. */
  private readonly evidenceOf = async (db: DbOrTx, customerId: string): Promise<Evidence | undefined> => {
    const [record, matches] = await Promise.all([
      recordEvidenceOf(db, customerId),
      this.wiring.matches.evidence(db, customerId),
    ]);
    return record ? { record, matches } : undefined;
  };

  /**
   * What a decision is on, loaded as the caller may see it. A participant: in their scope, a frozen
   * file (a confirmed list match) taking no decision but its unblacklist (409 otherwise), and, when
   * proposing, not held by another reviewer (decision 0112: 409 naming them). A case: in their
   * scope, and, when proposing, held by the caller (decision 0209).
   */
  private async subjectOf(
    claims: AccessClaims,
    on: { kind: FourEyesKind; customerId: string | null; caseId: string | null; reportId: string | null },
    proposing: boolean,
  ): Promise<Subject> {
    const { participants, cases, reports, effects } = this.wiring;
    const kind = on.kind;
    if (kind === 'approve_report') {
      if (!on.reportId) throw notFound();
      const row = await reports.forApproval(claims, on.reportId);
      return {
        customerId: row.id,
        caseId: null,
        reportId: row.reportId,
        effect: bind(effects.approve_report, row),
        evidenceNow: async (db) => {
          const evidence = await reports.evidence(db, row.reportId);
          return evidence === undefined ? undefined : caseEvidenceDigest({ report: evidence });
        },
      };
    }
    if (isCaseDecision(kind)) {
      if (!on.caseId) throw notFound();
      const row = await cases.forDecision(claims, on.caseId);
      if (proposing) await cases.assertHeldBy(this.deps.db, row.caseId, claims.sub);
      return {
        customerId: row.id,
        caseId: row.caseId,
        reportId: null,
        effect: bind(effects[kind], row),
        evidenceNow: async (db) => {
          const evidence = await cases.evidence(db, row.caseId);
          return evidence === undefined ? undefined : caseEvidenceDigest(evidence);
        },
      };
    }
    const row = await participants.forDecision(claims, on.customerId ?? '', {
      frozenAllowed: kind === 'unblacklist',
    });
    if (proposing) await participants.assertNotHeldByOther(this.deps.db, row.id, claims.sub);
    return {
      customerId: row.id,
      caseId: null,
      reportId: null,
      effect: bind(effects[kind], row),
      evidenceNow: async (db) => {
        const evidence = await this.evidenceOf(db, row.id);
        return evidence && { digest: evidenceDigest(evidence), parts: evidenceParts(evidence) };
      },
    };
  }

  async propose(
    claims: AccessClaims,
    body: ProposeBody | CaseProposal | ReportProposal,
    meta: RequestMeta,
  ): Promise<ProposeResult> {
    const { db, audit } = this.deps;
    const proposeRoles: readonly number[] = FOUR_EYES_PROPOSE_ROLES[body.kind];
    if (claims.role === null || claims.role === undefined || !proposeRoles.includes(claims.role))
      throw new ApiError(403, 403, MSG.forbidden, 'This role may not propose this decision');
    const caseId = 'case_id' in body ? body.case_id : null;
    const subject = await this.subjectOf(
      claims,
      {
        kind: body.kind,
        customerId: 'customer_id' in body ? body.customer_id : null,
        caseId,
        reportId: 'report_id' in body ? body.report_id : null,
      },
      true,
    );
    const reportId = subject.reportId;
    const evidence = await subject.evidenceNow(db);
    if (!evidence) throw notFound();
    const matchId = body.kind === 'dismiss_match' || body.kind === 'confirm_match' ? body.match_id : null;
    const account: ProposedAccount | undefined =
      body.kind === 'approve'
        ? { username: body.username, account_no: body.account_no, password: body.password }
        : undefined;
    const edd = body.kind === 'approve' ? body.edd : undefined;
    const override =
      body.kind === 'risk_override'
        ? { level: body.level, expiresAt: endOfJakartaDay(body.expires_on) }
        : undefined;
    // The decision must make sense now, with the checks the direct action makes (the owner's).
    const proposed = { matchId, caseId, reportId, proposedBy: claims.sub, account, edd, override };
    await subject.effect.assertProposable(proposed);
    const kept = await subject.effect.keptWithProposal(proposed);

    const id = randomUUID();
    const payload: Record<string, string> =
      body.kind === 'approve'
        ? {
            username: body.username,
            account_no: body.account_no,
            // Bound to this proposal: moved to another row it does not open.
            password_sealed: sealSecret(this.key, body.password, id),
            ...eddPayload(edd),
            ...kept,
          }
        : override
          ? {
              override_level: override.level,
              override_expires_at: override.expiresAt.toISOString(),
              ...kept,
            }
          : kept;
    const activityId = await db
      .transaction(async (tx) => {
        await insertProposal(tx, {
          id,
          kind: body.kind,
          customerId: subject.customerId,
          matchId,
          caseId,
          reportId,
          reason: body.reason,
          payload,
          evidenceDigest: evidence.digest,
          evidenceParts: evidence.parts,
          proposedBy: claims.sub,
        });
        return audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: auditAction(body.kind, 'propose'),
            targetType: 'kyc_customer',
            targetId: subject.customerId,
            details: {
              proposal_id: id,
              kind: body.kind,
              match_id: matchId,
              ...subjectDetails({ caseId, reportId }),
              reason: body.reason,
            },
          },
          meta,
        );
      })
      .catch((err: unknown) => {
        // The partial unique index: one pending proposal per participant, kind and match.
        if (isUniqueViolation(err))
          throw new ApiError(409, SC.proposalNotPending, MSG.proposalPendingExists, 'A proposal is pending');
        throw err;
      });
    return { proposal: await this.view(claims, id, familyOf(body.kind)), activityId };
  }

  async approve(
    claims: AccessClaims,
    id: string,
    reason: string | undefined,
    meta: RequestMeta,
    family: ProposalFamily = 'participant',
  ): Promise<Proposal> {
    const { db, audit } = this.deps;
    const p = await this.decidable(claims, id, family);
    const subject = await this.subjectOf(claims, p, false);
    const effect = subject.effect;
    // Changed already: it lapses before anything else is judged (the same check runs again inside
    // the transaction, where a change made meanwhile cannot slip past).
    const before = await subject.evidenceNow(db);
    if (before?.digest !== p.evidenceDigest) await this.lapse(claims, p, meta);
    // The approval's slow and refusable parts before the transaction: the password opened, checked
    // as the direct approve checks it, and hashed.
    const account: ProposedAccount | undefined =
      p.kind === 'approve'
        ? {
            username: p.payload.username ?? '',
            account_no: p.payload.account_no ?? '',
            password: openSecret(this.key, p.payload.password_sealed ?? '', p.id),
          }
        : undefined;
    const kept = overrideOf(p);
    const override = kept ? { level: kept.level, expiresAt: new Date(kept.expires_at) } : undefined;
    await effect.assertStillApplies({
      matchId: p.matchId,
      caseId: p.caseId,
      reportId: p.reportId,
      proposedBy: p.proposedBy,
      account,
      edd: eddOf(p) ?? undefined,
      override,
    });
    const approved: ApprovedProposal = {
      id: p.id,
      customerId: p.customerId,
      matchId: p.matchId,
      caseId: p.caseId,
      reportId: p.reportId,
      proposedBy: p.proposedBy,
      reason: p.reason,
      checkerId: claims.sub,
      meta,
      account: account ? { ...account, passwordHash: await hashPassword(account.password) } : undefined,
      override,
    };
    let activityId = '';
    try {
      activityId = await db.transaction(async (tx) => {
        const won = await closeIfPending(tx, p.id, {
          status: 'approved',
          decidedBy: claims.sub,
          decisionReason: reason ?? null,
          payload: withoutSecret(p.payload),
        });
        if (!won) throw notPending();
        const now = await subject.evidenceNow(tx);
        if (now?.digest !== p.evidenceDigest) throw new EvidenceChanged();
        const effectId = await effect.carryOut(tx, approved);
        await audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: auditAction(p.kind, 'approve'),
            targetType: 'kyc_customer',
            targetId: p.customerId,
            details: {
              proposal_id: p.id,
              kind: p.kind,
              match_id: p.matchId,
              ...subjectDetails(p),
              proposed_by: p.proposedBy,
              effect_activity_id: effectId,
            },
          },
          meta,
        );
        return effectId ?? '';
      });
    } catch (err) {
      if (err instanceof EvidenceChanged) await this.lapse(claims, p, meta);
      await effect.failed(err, approved);
      throw err;
    }
    await effect.afterCommit(approved, activityId);
    return this.view(claims, p.id, family);
  }

  async decline(
    claims: AccessClaims,
    id: string,
    reason: string,
    meta: RequestMeta,
    family: ProposalFamily = 'participant',
  ): Promise<Proposal> {
    const p = await this.decidable(claims, id, family, MSG.proposalOwnDecline);
    await this.closeUnapplied(claims, p, 'declined', reason, meta);
    return this.view(claims, p.id, family);
  }

  /**
   * A monitoring case's decisions as its caller reads them, newest first (decision 0209); the
   * route has checked the case is in the caller's scope.
   */
  async caseDecisions(claims: AccessClaims, caseId: string): Promise<Proposal[]> {
    const caller = await callerOf(this.deps.db, claims);
    return (await caseDecisionsOf(this.deps.db, caseId)).map((r) => proposalView(r, caller));
  }

  async list(
    claims: AccessClaims,
    q: {
      status: ProposalRow['status'];
      scope: 'all' | 'mine' | 'to_decide';
      customer_id?: string | undefined;
      page: number;
      limit: number;
    },
  ): Promise<{ proposals: Proposal[]; total: number }> {
    const scope = await staffScope(this.deps.db, claims);
    const filter: ProposalFilter = { status: q.status, customerId: q.customer_id };
    if (q.scope === 'mine') filter.proposedBy = claims.sub;
    const caller = await callerOf(this.deps.db, claims);
    if (q.scope === 'to_decide') {
      filter.status = 'pending';
      filter.decidableBy = decidableBy(caller);
    }
    const { rows, total } = await listProposals(this.deps.db, scope, filter, {
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { proposals: rows.map((r) => proposalView(r, caller)), total };
  }

  /** One proposal with the evidence the checker reads before deciding (proposal-evidence.ts). */
  evidence(claims: AccessClaims, id: string, meta: RequestMeta) {
    const reads = {
      recordInScope: this.wiring.participants.recordInScope,
      matches: this.wiring.matches,
      evidenceNow: this.evidenceOf,
    };
    return proposalEvidence(this.deps, claims, id, reads, meta);
  }

  /** The navigation's badge: pending proposals this caller may decide. */
  async countToDecide(claims: AccessClaims): Promise<number> {
    const scope = await staffScope(this.deps.db, claims);
    return proposalCount(this.deps.db, scope, {
      status: 'pending',
      decidableBy: decidableBy(await callerOf(this.deps.db, claims)),
    });
  }

  /** A pending proposal this caller may decide: 404 outside their scope, 409 their own, 403 their role. */
  private async decidable(
    claims: AccessClaims,
    id: string,
    family: ProposalFamily,
    ownText = MSG.proposalSamePerson,
  ): Promise<ProposalRow> {
    const p = await findProposal(this.deps.db, await this.scope(claims), id, family);
    if (!p) throw notFound();
    if (p.status !== 'pending') throw notPending();
    if (p.proposedBy === claims.sub)
      throw new ApiError(
        409,
        SC.proposalSamePerson,
        ownText,
        'The proposer cannot decide their own proposal',
      );
    const roles: readonly number[] = FOUR_EYES_DECIDE_ROLES[p.kind];
    if (claims.role === null || claims.role === undefined || !roles.includes(claims.role))
      throw new ApiError(403, 403, MSG.proposalRoleCannotDecide, 'This role may not decide this proposal');
    if (needsSeniorChecker(p) && !decidesSeniorProposals(await callerOf(this.deps.db, claims)))
      throw new ApiError(
        403,
        403,
        MSG.proposalNeedsSenior,
        'A senior decides a Tinggi participant’s approval or a lowered level',
      );
    return p;
  }

  /** The evidence changed since the proposal: it lapses (unless someone closed it first) and the call answers 409. */
  private async lapse(claims: AccessClaims, p: ProposalRow, meta: RequestMeta): Promise<never> {
    await this.closeUnapplied(claims, p, 'lapsed', null, meta);
    throw new ApiError(
      409,
      SC.proposalLapsed,
      MSG.proposalLapsed,
      'The evidence changed; the proposal lapsed',
    );
  }

  /**
   * Closes a pending proposal without its effect (declined by a checker, or lapsed on changed
   * evidence): the sealed password erased, the audit row written; 409 when it was closed meanwhile.
   */
  private async closeUnapplied(
    claims: AccessClaims,
    p: ProposalRow,
    status: 'declined' | 'lapsed',
    reason: string | null,
    meta: RequestMeta,
  ): Promise<void> {
    const { db, audit } = this.deps;
    await db.transaction(async (tx) => {
      const won = await closeIfPending(tx, p.id, {
        status,
        decidedBy: claims.sub,
        decisionReason: reason,
        payload: withoutSecret(p.payload),
      });
      if (!won) throw notPending();
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: auditAction(p.kind, status === 'declined' ? 'decline' : 'lapse'),
          targetType: 'kyc_customer',
          targetId: p.customerId,
          details: {
            proposal_id: p.id,
            kind: p.kind,
            match_id: p.matchId,
            ...subjectDetails(p),
            proposed_by: p.proposedBy,
            ...(reason === null ? {} : { reason }),
          },
        },
        meta,
      );
    });
  }

  private async view(claims: AccessClaims, id: string, family: ProposalFamily): Promise<Proposal> {
    const row = await findProposal(this.deps.db, await this.scope(claims), id, family);
    if (!row) throw notFound();
    return proposalView(row, await callerOf(this.deps.db, claims));
  }

  private scope(claims: AccessClaims): Promise<StaffScope> {
    return staffScope(this.deps.db, claims);
  }
}

/** What this caller may decide: their role's kinds, a senior's proposals only for a senior. */
function decidableBy(caller: Caller): NonNullable<ProposalFilter['decidableBy']> {
  return {
    staffId: caller.staffId,
    kinds: decidableKinds(caller.role),
    senior: decidesSeniorProposals(caller),
  };
}

function decidableKinds(role: number | null | undefined): FourEyesKind[] {
  return FOUR_EYES_KINDS.filter(
    (k) => role != null && (FOUR_EYES_DECIDE_ROLES[k] as readonly number[]).includes(role),
  );
}

function withoutSecret(payload: Record<string, string>): Record<string, string> {
  const { password_sealed: _sealed, ...rest } = payload;
  return rest;
}

/** The instant a day of Jakarta (UTC+7, no daylight saving) ends: when an override given until it stops. */
function endOfJakartaDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+07:00`);
}
