/**
 * Four-eyes decisions (decision 0111): blacklist, unblacklist, dismissing or confirming
 * a list match, and approving a participant who needs a second person are proposed by one staff
 * member and approved or declined by another.
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
  FOUR_EYES_DECIDE_ROLES,
  FOUR_EYES_KINDS,
  FOUR_EYES_PROPOSE_ROLES,
  type FourEyesKind,
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
  type ProposalParticipant,
  type ProposedAccount,
} from './effects';
import { type Evidence, evidenceDigest, evidenceParts } from './evidence';
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
  findProposal,
  listProposals,
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

  async propose(claims: AccessClaims, body: ProposeBody, meta: RequestMeta): Promise<ProposeResult> {
    const { db, audit } = this.deps;
    const proposeRoles: readonly number[] = FOUR_EYES_PROPOSE_ROLES[body.kind];
    if (claims.role === null || claims.role === undefined || !proposeRoles.includes(claims.role))
      throw new ApiError(403, 403, MSG.forbidden, 'This role may not propose this decision');
    const { participants, effects } = this.wiring;
    // A frozen file (a confirmed list match) takes no decision but its unblacklist (409 otherwise).
    const row = await participants.forDecision(claims, body.customer_id, {
      frozenAllowed: body.kind === 'unblacklist',
    });
    // A file another reviewer holds is theirs to propose on (decision 0112: 409 naming them).
    await participants.assertNotHeldByOther(db, row.id, claims.sub);
    const evidence = await this.evidenceOf(db, row.id);
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
    const proposed = { matchId, account, edd, override };
    await effects[body.kind].assertProposable(row, proposed);
    const kept = (await effects[body.kind].keptWithProposal?.(row, proposed)) ?? {};

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
          : {};
    const activityId = await db
      .transaction(async (tx) => {
        await insertProposal(tx, {
          id,
          kind: body.kind,
          customerId: row.id,
          matchId,
          reason: body.reason,
          payload,
          evidenceDigest: evidenceDigest(evidence),
          evidenceParts: evidenceParts(evidence),
          proposedBy: claims.sub,
        });
        return audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: 'four_eyes.propose',
            targetType: 'kyc_customer',
            targetId: row.id,
            details: { proposal_id: id, kind: body.kind, match_id: matchId, reason: body.reason },
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
    return { proposal: await this.view(claims, id), activityId };
  }

  async approve(
    claims: AccessClaims,
    id: string,
    reason: string | undefined,
    meta: RequestMeta,
  ): Promise<Proposal> {
    const { db, audit } = this.deps;
    const p = await this.decidable(claims, id);
    const effect = this.wiring.effects[p.kind];
    const row = await this.wiring.participants.forDecision(claims, p.customerId, {
      frozenAllowed: p.kind === 'unblacklist',
    });
    // Changed already: it lapses before anything else is judged (the same check runs again inside
    // the transaction, where a change made meanwhile cannot slip past).
    const before = await this.evidenceOf(db, p.customerId);
    if (!before || evidenceDigest(before) !== p.evidenceDigest) await this.lapse(claims, p, meta);
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
    await effect.assertStillApplies?.(row, {
      matchId: p.matchId,
      account,
      edd: eddOf(p) ?? undefined,
      override,
    });
    const approved: ApprovedProposal = {
      id: p.id,
      customerId: p.customerId,
      matchId: p.matchId,
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
        const now = await this.evidenceOf(tx, p.customerId);
        if (!now || evidenceDigest(now) !== p.evidenceDigest) throw new EvidenceChanged();
        const effectId = await effect.carryOut(tx, row, approved);
        await audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: 'four_eyes.approve',
            targetType: 'kyc_customer',
            targetId: p.customerId,
            details: {
              proposal_id: p.id,
              kind: p.kind,
              match_id: p.matchId,
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
      await effect.failed?.(err, row, approved);
      throw err;
    }
    await effect.afterCommit?.(row, approved, activityId);
    return this.view(claims, p.id);
  }

  async decline(claims: AccessClaims, id: string, reason: string, meta: RequestMeta): Promise<Proposal> {
    const p = await this.decidable(claims, id, MSG.proposalOwnDecline);
    await this.closeUnapplied(claims, p, 'declined', reason, meta);
    return this.view(claims, p.id);
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
    ownText = MSG.proposalSamePerson,
  ): Promise<ProposalRow> {
    const p = await findProposal(this.deps.db, await this.scope(claims), id);
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
          action: status === 'declined' ? 'four_eyes.decline' : 'four_eyes.lapse',
          targetType: 'kyc_customer',
          targetId: p.customerId,
          details: {
            proposal_id: p.id,
            kind: p.kind,
            match_id: p.matchId,
            proposed_by: p.proposedBy,
            ...(reason === null ? {} : { reason }),
          },
        },
        meta,
      );
    });
  }

  private async view(claims: AccessClaims, id: string): Promise<Proposal> {
    const row = await findProposal(this.deps.db, await this.scope(claims), id);
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
