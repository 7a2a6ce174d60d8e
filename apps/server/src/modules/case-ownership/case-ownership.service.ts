/**
 * Case ownership (decision 0112): 'Ambil', 'Lepaskan', 'Alihkan', 'Berikutnya', the dashboard's
 * workload and the reviewers a supervisor may hand a file to. Each change of holder is one guarded
 * UPDATE and its audit row (`case.claimed`, `case.released`, `case.reassigned`, the participant as
 * target) in one transaction.
 *
 * Whose files: the broker's reviewers take those waiting for the broker (2), the bank's those
 * waiting for the bank (7), each inside their scope (auth/staff-scope.ts) as the review's lists.
 */
import {
  CASE_SUPERVISOR_ROLES,
  type CaseClaim,
  DAY_MS,
  MSG,
  ROLES,
  SC,
  STATUS_NASABAH,
  todayWib,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { type StaffScope, scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { assertAccountOpen } from '../kyc-record';
import {
  assignIfHolderUnchanged,
  claimIfFree,
  claimNext,
  findClaimState,
  findReviewers,
  findStaff,
  heldUndecided,
  releaseIfHeldBy,
  withinPlatform,
  workloadCounts,
} from './case-claims.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

const BROKER_REVIEWERS: readonly number[] = [ROLES.brokerAdmin, ROLES.brokerViewer];

/** The statuses that wait for a reviewer of this role. */
export function waitingStatusesFor(role: number | null | undefined): number[] {
  if (role === ROLES.bankAdmin) return [STATUS_NASABAH.waitingBank];
  if (role === ROLES.superAdmin) return [STATUS_NASABAH.new, STATUS_NASABAH.waitingBank];
  if (role !== null && role !== undefined && BROKER_REVIEWERS.includes(role)) return [STATUS_NASABAH.new];
  return [];
}

const isSupervisor = (role: number | null | undefined) =>
  role !== null && role !== undefined && (CASE_SUPERVISOR_ROLES as readonly number[]).includes(role);

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
const heldByOther = (name: string) =>
  new ApiError(
    409,
    SC.caseHeldByOther,
    MSG.caseHeldByOther.replace('{name}', name),
    'Held by another reviewer',
  );
const notWaiting = () =>
  new ApiError(409, 409, MSG.caseNotWaitingForYou, 'The file does not wait for this reviewer');

export interface ClaimResult {
  id: string;
  claim: CaseClaim;
}

export class CaseOwnershipService {
  constructor(private readonly deps: Deps) {}

  private scope(claims: AccessClaims): Promise<StaffScope> {
    return staffScope(this.deps.db, claims);
  }

  /** 'Ambil': 409 naming the holder when someone else holds it; 409 when it does not wait for the caller. */
  async claim(claims: AccessClaims, id: string, meta: RequestMeta): Promise<ClaimResult> {
    const scope = scopeCondition(await this.scope(claims));
    const statuses = waitingStatusesFor(claims.role);
    const now = new Date();
    const won = await this.deps.db.transaction(async (tx) => {
      const row = await claimIfFree(tx, id, claims.sub, statuses, scope, now);
      // Under the claim's row lock, which the account's closure takes too (decision 0130).
      if (row) await assertAccountOpen(tx, id);
      if (row && !row.already) await this.audit(tx, claims.sub, 'case.claimed', id, { via: 'claim' }, meta);
      return row;
    });
    if (won) return { id, claim: await this.claimView(won.claimedBy, won.claimedAt) };
    const state = await findClaimState(this.deps.db, id, scope);
    if (!state?.statusNasabah) throw notFound();
    await assertAccountOpen(this.deps.db, id);
    if (state.claimedBy && state.claimedBy !== claims.sub) throw heldByOther(state.holderName ?? '');
    throw notWaiting();
  }

  /** 'Lepaskan': by the holder, or a supervisor; 409 when nobody holds the file. */
  async release(claims: AccessClaims, id: string, meta: RequestMeta): Promise<void> {
    const state = await findClaimState(this.deps.db, id, scopeCondition(await this.scope(claims)));
    if (!state?.statusNasabah) throw notFound();
    if (!state.claimedBy) throw new ApiError(409, SC.caseNotHeld, MSG.caseNotHeld, 'Nobody holds the file');
    if (state.claimedBy !== claims.sub && !isSupervisor(claims.role))
      throw new ApiError(
        403,
        SC.caseNotHeld,
        MSG.caseReleaseForbidden,
        'Neither the holder nor a supervisor',
      );
    const holder = state.claimedBy;
    await this.deps.db.transaction(async (tx) => {
      if (!(await releaseIfHeldBy(tx, id, holder)))
        throw new ApiError(409, 409, MSG.reviewConflict, 'The holder changed meanwhile');
      await this.audit(
        tx,
        claims.sub,
        'case.released',
        id,
        { holder_id: holder, holder: state.holderName },
        meta,
      );
    });
  }

  /** 'Alihkan': a supervisor hands the file to a reviewer who may review it. */
  async reassign(claims: AccessClaims, id: string, staffId: string, meta: RequestMeta): Promise<ClaimResult> {
    if (!isSupervisor(claims.role))
      throw new ApiError(403, SC.caseNotHeld, MSG.caseReassignForbidden, 'Not a supervisor');
    const state = await findClaimState(this.deps.db, id, scopeCondition(await this.scope(claims)));
    if (!state?.statusNasabah) throw notFound();
    await assertAccountOpen(this.deps.db, id);
    if (!waitingStatusesFor(ROLES.superAdmin).includes(state.statusNasabah)) throw notWaiting();
    const target = await findStaff(this.deps.db, staffId);
    if (!target?.active || !mayReview(target, state)) {
      throw new ApiError(
        422,
        422,
        MSG.caseReassignTargetInvalid,
        'The staff member may not review this file',
      );
    }
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      if (!(await assignIfHolderUnchanged(tx, id, state.claimedBy, staffId, now)))
        throw new ApiError(409, 409, MSG.reviewConflict, 'The holder changed meanwhile');
      await this.audit(
        tx,
        claims.sub,
        'case.reassigned',
        id,
        { from_id: state.claimedBy, from: state.holderName, to_id: staffId, to: target.name },
        meta,
      );
    });
    return { id, claim: { staff_id: staffId, name: target.name, claimed_at: now.toISOString() } };
  }

  /**
   * 'Berikutnya': the file the caller already holds and has not decided, else the unheld file
   * waiting longest, taken in one statement; 404/2051 when nothing waits.
   */
  async next(claims: AccessClaims, platformId: string | undefined, meta: RequestMeta): Promise<ClaimResult> {
    const scopeSql = scopeCondition(await this.scope(claims));
    const scope = platformId ? withinPlatform(scopeSql, platformId) : scopeSql;
    const statuses = waitingStatusesFor(claims.role);
    const held = await heldUndecided(this.deps.db, claims.sub, statuses, scope);
    if (held) return { id: held.id, claim: await this.claimView(held.claimedBy, held.claimedAt) };
    const now = new Date();
    const taken = await this.deps.db.transaction(async (tx) => {
      const row = await claimNext(tx, claims.sub, statuses, scope, now);
      if (row) await this.audit(tx, claims.sub, 'case.claimed', row.id, { via: 'next' }, meta);
      return row;
    });
    if (!taken) throw new ApiError(404, SC.caseQueueEmpty, MSG.caseQueueEmpty, 'Nothing waits');
    return { id: taken.id, claim: await this.claimView(taken.claimedBy, taken.claimedAt) };
  }

  /** The dashboard's counts, in the caller's scope. */
  async workload(claims: AccessClaims) {
    const scope = scopeCondition(await this.scope(claims));
    const now = new Date();
    const endOfDay = new Date(new Date(`${todayWib(now)}T00:00:00+07:00`).getTime() + DAY_MS);
    return workloadCounts(this.deps.db, scope, waitingStatusesFor(claims.role), claims.sub, now, endOfDay);
  }

  /**
   * The reviewers a supervisor may hand files to: with `customerId`, those who may review that
   * file; else every broker reviewer in the caller's platform (and, for the super admin, the banks').
   */
  async reviewers(claims: AccessClaims, customerId: string | undefined) {
    const scope = await this.scope(claims);
    let rows: { id: string; name: string; role: number }[];
    if (customerId) {
      const state = await findClaimState(this.deps.db, customerId, scopeCondition(scope));
      if (!state?.statusNasabah) throw notFound();
      rows =
        state.statusNasabah === STATUS_NASABAH.waitingBank
          ? await findReviewers(this.deps.db, { roles: [ROLES.bankAdmin], bankCode: state.bankCode })
          : await findReviewers(this.deps.db, { roles: [...BROKER_REVIEWERS], platformId: state.platformId });
    } else {
      const roles =
        claims.role === ROLES.superAdmin ? [...BROKER_REVIEWERS, ROLES.bankAdmin] : [...BROKER_REVIEWERS];
      rows = await findReviewers(this.deps.db, {
        roles,
        platformId: scope.kind === 'platform' ? scope.platformId : null,
      });
    }
    return rows.map((r) => ({ staff_id: r.id, name: r.name, role: r.role }));
  }

  private async claimView(staffId: string, at: Date): Promise<CaseClaim> {
    const staff = await findStaff(this.deps.db, staffId);
    return { staff_id: staffId, name: staff?.name ?? '', claimed_at: at.toISOString() };
  }

  private audit(
    tx: DbOrTx,
    actorId: string,
    action: string,
    customerId: string,
    details: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<string> {
    return this.deps.audit.record(
      tx,
      { actorType: 'staff', actorId, action, targetType: 'kyc_customer', targetId: customerId, details },
      meta,
    );
  }
}

/** Whether a staff member may review a file in its current status. */
function mayReview(
  staff: { role: number; platformId: string | null; bankCode: string | null },
  file: { statusNasabah: number | null; platformId: string; bankCode: string | null },
): boolean {
  if (file.statusNasabah === STATUS_NASABAH.waitingBank)
    return staff.role === ROLES.bankAdmin && staff.bankCode !== null && staff.bankCode === file.bankCode;
  return (
    BROKER_REVIEWERS.includes(staff.role) &&
    (staff.platformId === null || staff.platformId === file.platformId)
  );
}
