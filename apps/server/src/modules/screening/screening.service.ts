/**
 * Screening participants against the lists (decision 0111): at submission, after a
 * correction of name, birth date or NIK, before an approval when the lists changed since, and in the
 * rescreen runs. A screening computes the participant's subject, asks the current indexes in memory,
 * then writes every match change, the screening state and the audit rows in one transaction per
 * participant or per batch (reconcile.ts decides what changes).
 */
import { fillTemplate, type ListEntry, listNames, MSG, SC, type ScreeningSource } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { AuditEntry } from '../audit/audit.service';
import { currentVersionIds } from '../watchlists';
import type { MatchResult } from './matching/types';
import { type Found, reconcile } from './reconcile';
import {
  clearMatches,
  findSubjectRow,
  insertMatches,
  lockParticipants,
  type MatchRow,
  matchesOf,
  type NewMatchRow,
  summaryFacts,
  touchMatches,
  updateMatch,
  upsertStates,
} from './screening.repository';
import { currentIndexes, type Indexes } from './screening-index';
import { screeningSummary } from './screening-read.service';
import { subjectOf } from './subject';

export type ScreeningDeps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'log'>;

/** Why a participant was screened (kept in the audit row). */
export type ScreenTrigger = 'submission' | 'correction' | 'approval' | 'rescreen';

/** Who caused it: the customer (submission, correction), a staff member, or nobody (a run). */
export type ScreenActor = { type: 'user' | 'staff'; id: string } | null;

export interface SubjectRow {
  id: string;
  fullname: string | null;
  personal: Parameters<typeof subjectOf>[0];
}

export interface ScreenOutcome {
  customerId: string;
  /** Alerts the lists gave now (open or decided). */
  alerts: number;
  /** Open matches after the screening. */
  open: number;
  /** Matches new or opened again by this screening. */
  found: Found[];
}

/** Every alert for one participant; never a match with their own record on Kilau's blacklist. */
export function alertsFor(indexes: Indexes, row: SubjectRow): MatchResult[] {
  const subject = subjectOf(row.personal, row.fullname);
  if (!subject.name) return [];
  const own = (e: ListEntry) => e.source === 'kilau' && e.ref === row.id;
  return [
    ...indexes.lists.index.screen(subject),
    ...indexes.kilau.screen(subject).filter((r) => !own(r.entry)),
  ];
}

/**
 * Screens participants with the given indexes and writes the outcome in one transaction: the
 * participants are locked (a submission and a run never reconcile the same one at once), their
 * matches read again under the lock, reconciled and written with a handful of statements.
 */
export async function screenRows(
  deps: ScreeningDeps,
  rows: readonly SubjectRow[],
  indexes: Indexes,
  opts: { trigger: ScreenTrigger; actor?: ScreenActor; runId?: string },
): Promise<ScreenOutcome[]> {
  if (rows.length === 0) return [];
  const computed = rows.map((row) => ({
    row,
    subject: subjectOf(row.personal, row.fullname),
    results: alertsFor(indexes, row),
  }));
  const ids = rows.map((r) => r.id);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    await lockParticipants(tx, ids);
    const existing = new Map<string, MatchRow[]>();
    for (const m of await matchesOf(tx, ids))
      existing.set(m.customerId, [...(existing.get(m.customerId) ?? []), m]);
    const outcomes: ScreenOutcome[] = [];
    const inserts: NewMatchRow[] = [];
    const touched: string[] = [];
    const cleared: string[] = [];
    for (const c of computed) {
      const r = reconcile({
        customerId: c.row.id,
        subject: c.subject,
        results: c.results,
        existing: existing.get(c.row.id) ?? [],
        versionIdOf: indexes.versionIdOf,
        now,
      });
      inserts.push(...r.inserts);
      touched.push(...r.touched);
      cleared.push(...r.cleared);
      for (const u of r.updates) {
        const { id, ...set } = u;
        await updateMatch(tx, id, set);
      }
      outcomes.push({ customerId: c.row.id, alerts: c.results.length, open: r.open, found: r.found });
    }
    await insertMatches(tx, inserts);
    await touchMatches(tx, touched, now);
    await clearMatches(tx, cleared, now);
    await upsertStates(tx, ids, indexes.lists.versionIds);
    await auditOutcomes(deps, tx, outcomes, indexes, opts);
    return outcomes;
  });
}

async function auditOutcomes(
  deps: ScreeningDeps,
  tx: DbOrTx,
  outcomes: readonly ScreenOutcome[],
  indexes: Indexes,
  opts: { trigger: ScreenTrigger; actor?: ScreenActor; runId?: string },
) {
  const actor = opts.actor ?? null;
  const base = {
    actorType: actor?.type ?? ('system' as const),
    actorId: actor?.id ?? null,
    targetType: 'kyc_customer',
  };
  const sources: ScreeningSource[] = [
    ...(Object.keys(indexes.lists.versionOf) as ScreeningSource[]),
    'kilau',
  ];
  const rows: AuditEntry[] = [];
  for (const o of outcomes) {
    for (const f of o.found) {
      rows.push({
        ...base,
        action: 'screening.match_found',
        targetId: o.customerId,
        details: {
          match_id: f.matchId,
          source: f.source,
          entry_ref: f.ref,
          score: Number(f.score.toFixed(4)),
          how: f.how,
          trigger: opts.trigger,
          ...(opts.runId ? { run_id: opts.runId } : {}),
        },
      });
    }
    // A run audits itself once with its counts (screening.rescreen_run), not each participant.
    if (opts.trigger === 'rescreen') continue;
    rows.push({
      ...base,
      action: 'screening.screen',
      targetId: o.customerId,
      details: {
        trigger: opts.trigger,
        sources,
        version_ids: indexes.lists.versionIds,
        alerts: o.alerts,
        open: o.open,
        found: o.found.length,
      },
    });
  }
  // Last in the transaction: the audit chain's lock is held from the first row to the commit.
  await deps.audit.recordMany(tx, rows, null);
}

/**
 * Screens one participant against the current lists and Kilau's blacklist. Undefined when the
 * record does not exist.
 */
export async function screenParticipant(
  deps: ScreeningDeps,
  customerId: string,
  trigger: ScreenTrigger,
  actor: ScreenActor = null,
): Promise<ScreenOutcome | undefined> {
  const row = await findSubjectRow(deps.db, customerId);
  if (!row) return undefined;
  const indexes = await currentIndexes(deps.db, deps.config.SCREENING_ALERT_THRESHOLD);
  const [outcome] = await screenRows(deps, [row], indexes, { trigger, actor });
  return outcome;
}

/**
 * A screening that must not undo what caused it (a submission, a correction): a failure is logged
 * and audited, and the participant keeps their previous state (never screened: 'not_screened',
 * which blocks approval until the next screening succeeds: the approval screens again, and so
 * does every rescreen run).
 */
export async function screenQuietly(
  deps: ScreeningDeps,
  customerId: string,
  trigger: ScreenTrigger,
  actor: ScreenActor = null,
): Promise<void> {
  try {
    await screenParticipant(deps, customerId, trigger, actor);
  } catch (err) {
    deps.log.error({ err, participant: customerId, trigger }, 'screening failed');
    await deps.audit
      .record(
        deps.db,
        {
          actorType: 'system',
          action: 'screening.screen',
          outcome: 'failure',
          targetType: 'kyc_customer',
          targetId: customerId,
          details: { trigger, error: String((err as Error).message).slice(0, 200) },
        },
        null,
      )
      .catch((auditErr: unknown) => deps.log.error({ err: auditErr }, 'screening failure not audited'));
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/**
 * Before an approval: a participant never screened, or screened against list versions that are no
 * longer the newest (a run has not reached them yet), is screened now.
 */
export async function screenIfStale(
  deps: ScreeningDeps,
  customerId: string,
  actor: ScreenActor,
): Promise<void> {
  const [facts, current] = await Promise.all([summaryFacts(deps.db, customerId), currentVersionIds(deps.db)]);
  if (facts?.screenedAt && sameIds(facts.versionIds ?? [], current)) return;
  await screenQuietly(deps, customerId, 'approval', actor);
}

/**
 * What screening asks of an approval (the broker's approve, the bank's approval, the checker of an
 * approve proposal): the file not frozen, the participant screened against the current lists with
 * no open match, and, for a direct approval (`direct`), no reason for a second person. Throws the
 * 409 with the reason the buttons show.
 */
export async function assertScreeningAllowsApproval(
  deps: ScreeningDeps,
  customerId: string,
  opts: { direct: boolean; actor: ScreenActor },
): Promise<void> {
  await screenIfStale(deps, customerId, opts.actor);
  const summary = await screeningSummary(deps.db, customerId);
  if (summary.frozen) throw recordFrozenError();
  if (summary.state === 'not_screened' && summary.missing_lists.length > 0)
    throw new ApiError(
      409,
      SC.screeningOpenMatch,
      fillTemplate(MSG.approveBlockedListsMissing, { lists: listNames(summary.missing_lists) }),
      'A required list is not loaded',
    );
  if (summary.state === 'not_screened')
    throw new ApiError(409, SC.screeningOpenMatch, MSG.approveBlockedNotScreened, 'Not screened yet');
  if (summary.state === 'confirmed')
    throw new ApiError(409, SC.screeningOpenMatch, MSG.approveBlockedConfirmed, 'Confirmed screening match');
  if (summary.state === 'open_match')
    throw new ApiError(409, SC.screeningOpenMatch, MSG.approveBlockedScreening, 'Open screening match');
  if (opts.direct && summary.four_eyes_approval)
    throw new ApiError(409, SC.fourEyesRequired, MSG.approveNeedsFourEyes, 'Approval needs a second person');
}

/**
 * The same rule inside the approval's transaction, under the participant's screening lock: a
 * screening that found a match after the checks above either committed before (and is seen here)
 * or waits until the approval committed.
 */
export async function assertNoOpenMatchIn(tx: DbOrTx, customerId: string): Promise<void> {
  await lockParticipants(tx, [customerId]);
  const facts = await summaryFacts(tx, customerId);
  if ((facts?.open ?? 0) > 0)
    throw new ApiError(409, SC.screeningOpenMatch, MSG.approveBlockedScreening, 'Open screening match');
  if ((facts?.confirmed ?? 0) > 0)
    throw new ApiError(409, SC.screeningOpenMatch, MSG.approveBlockedConfirmed, 'Confirmed screening match');
}

export const recordFrozenError = () =>
  new ApiError(409, SC.recordFrozen, MSG.recordFrozen, 'The record is frozen after a confirmed list match');
