/**
 * The SQL of screening (decision 0111): a participant's matches and screening state, the batch
 * writes of a screening, Kilau's blacklist as the matcher reads it, the rescreen runs, and the
 * frozen mark on a record.
 */
import {
  KYC_SECTION_SCHEMAS,
  type ListEntry,
  type MatchBreakdown,
  type MatchStatus,
  readSection,
  type ScreeningSource,
  type ScreeningSubject,
  STATUS_NASABAH,
} from '@kilau/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, isUuid, rowsOf } from '../../db/client';
import {
  fourEyesProposals,
  kycCustomers,
  screeningMatches,
  screeningRuns,
  screeningStates,
  staffUsers,
  users,
  watchlistVersions,
} from '../../db/schema';
import type { BlacklistedRecord } from './subject';

export type MatchRow = typeof screeningMatches.$inferSelect;
export type NewMatchRow = typeof screeningMatches.$inferInsert;

/** The statuses a participant is rescreened in: submitted, waiting for the bank, accepted. */
export const ACTIVE_STATUSES = [STATUS_NASABAH.new, STATUS_NASABAH.waitingBank, STATUS_NASABAH.accepted];

// ── One participant's matches ──────────────────────────────────────

const decider = alias(staffUsers, 'decider');
const checker = alias(staffUsers, 'checker');

/** A participant's matches with the list version and the deciding staff's names, best first. */
export async function matchesWithNames(db: DbOrTx, customerId: string) {
  return db
    .select({
      match: screeningMatches,
      version: {
        id: watchlistVersions.id,
        versionNo: watchlistVersions.versionNo,
        uploadedAt: watchlistVersions.uploadedAt,
      },
      decidedByName: decider.fullname,
      checkedByName: checker.fullname,
    })
    .from(screeningMatches)
    .leftJoin(watchlistVersions, eq(watchlistVersions.id, screeningMatches.versionId))
    .leftJoin(decider, eq(decider.id, screeningMatches.decidedBy))
    .leftJoin(checker, eq(checker.id, screeningMatches.checkedBy))
    .where(eq(screeningMatches.customerId, customerId))
    .orderBy(
      sql`case ${screeningMatches.status} when 'open' then 0 when 'confirmed' then 1 when 'dismissed' then 2 else 3 end`,
      sql`${screeningMatches.score} desc`,
      asc(screeningMatches.id),
    );
}

/** What a four-eyes proposal binds itself to: every match's id, status and evidence, in id order. */
export async function matchEvidenceRows(db: DbOrTx, customerId: string) {
  return db
    .select({
      id: screeningMatches.id,
      status: screeningMatches.status,
      evidenceDigest: screeningMatches.evidenceDigest,
    })
    .from(screeningMatches)
    .where(eq(screeningMatches.customerId, customerId))
    .orderBy(asc(screeningMatches.id));
}

export async function findMatchRow(db: DbOrTx, customerId: string, matchId: string) {
  if (!isUuid(matchId) || !isUuid(customerId)) return undefined;
  const [row] = await db
    .select()
    .from(screeningMatches)
    .where(and(eq(screeningMatches.id, matchId), eq(screeningMatches.customerId, customerId)))
    .limit(1);
  return row;
}

/** Decides an open match; undefined when it is no longer open (decided or cleared meanwhile). */
export async function decideOpenMatch(
  tx: DbOrTx,
  matchId: string,
  set: {
    status: 'dismissed' | 'confirmed';
    decidedBy: string;
    checkedBy: string;
    reason: string;
  },
) {
  const [row] = await tx
    .update(screeningMatches)
    .set({
      status: set.status,
      decidedBy: set.decidedBy,
      checkedBy: set.checkedBy,
      decisionReason: set.reason,
      decidedAt: new Date(),
    })
    .where(and(eq(screeningMatches.id, matchId), eq(screeningMatches.status, 'open')))
    .returning();
  return row;
}

/**
 * The confirmed matches of a participant turned into dismissed ones (a four-eyes unblacklist of a
 * frozen file: two people found the confirmation wrong), with who decided and why. A confirmed PEP
 * match froze nothing and stays (decision 0193).
 */
export async function dismissConfirmedMatches(
  tx: DbOrTx,
  customerId: string,
  set: { decidedBy: string; checkedBy: string; reason: string },
) {
  return tx
    .update(screeningMatches)
    .set({ status: 'dismissed', ...set, decisionReason: set.reason, decidedAt: new Date() })
    .where(
      and(
        eq(screeningMatches.customerId, customerId),
        eq(screeningMatches.status, 'confirmed'),
        ne(screeningMatches.source, 'pep'),
      ),
    )
    .returning();
}

/**
 * The facts a participant's screening summary is made of, in one statement: the counts of matches
 * by status, when they were last screened, whether the record is frozen.
 */
export async function summaryFacts(db: DbOrTx, customerId: string) {
  if (!isUuid(customerId)) return undefined;
  const [row] = await db
    .select({
      open: sql<number>`(select count(*)::int from ${screeningMatches} m where m.customer_id = ${kycCustomers.id} and m.status = 'open')`,
      dismissed: sql<number>`(select count(*)::int from ${screeningMatches} m where m.customer_id = ${kycCustomers.id} and m.status = 'dismissed')`,
      // A confirmed PEP match blocks nothing (decision 0193): the rating reads it.
      confirmed: sql<number>`(select count(*)::int from ${screeningMatches} m where m.customer_id = ${kycCustomers.id} and m.status = 'confirmed' and m.source <> 'pep')`,
      screenedAt: screeningStates.screenedAt,
      versionIds: screeningStates.versionIds,
      frozenAt: kycCustomers.frozenAt,
    })
    .from(kycCustomers)
    .leftJoin(screeningStates, eq(screeningStates.customerId, kycCustomers.id))
    .where(eq(kycCustomers.id, customerId))
    .limit(1);
  return row;
}

export type DuplicateKind = 'nik' | 'phone' | 'email' | 'bank_account';

/**
 * What this participant shares with a blacklisted participant (NIK, phone, e-mail, bank account):
 * the high risk that makes their approval a four-eyes decision. Every platform counts, whatever the
 * caller's scope: the risk is the person's, not the viewer's.
 */
export async function blacklistedDuplicateKinds(db: DbOrTx, customerId: string): Promise<DuplicateKind[]> {
  if (!isUuid(customerId)) return [];
  const result = await db.execute(sql`
    select bool_or(o.personal->>'ktp_no' = s.personal->>'ktp_no' and coalesce(s.personal->>'ktp_no', '') <> '') as nik,
           bool_or(ou.phonenumber = su.phonenumber) as phone,
           bool_or(lower(ou.email) = lower(su.email)) as email,
           bool_or(o.bank_account->>'account_no' = s.bank_account->>'account_no'
                   and coalesce(s.bank_account->>'account_no', '') <> '') as bank_account
    from ${kycCustomers} s
    join ${users} su on su.id = s.user_id
    join ${kycCustomers} o on o.id <> s.id and o.status_nasabah = ${STATUS_NASABAH.blacklisted}
    join ${users} ou on ou.id = o.user_id
    where s.id = ${customerId}
      and ((o.personal->>'ktp_no' = s.personal->>'ktp_no' and coalesce(s.personal->>'ktp_no', '') <> '')
        or ou.phonenumber = su.phonenumber
        or lower(ou.email) = lower(su.email)
        or (o.bank_account->>'account_no' = s.bank_account->>'account_no'
            and coalesce(s.bank_account->>'account_no', '') <> ''))`);
  const [row] = rowsOf<Record<DuplicateKind, boolean | null>>(result);
  if (!row) return [];
  return (['nik', 'phone', 'email', 'bank_account'] as const).filter((k) => row[k] === true);
}

/** The participant's id when they are submitted (have a staff status) and inside `scope`. */
export async function scopedSubmittedId(
  db: DbOrTx,
  scope: SQL,
  customerId: string,
): Promise<string | undefined> {
  if (!isUuid(customerId)) return undefined;
  const [row] = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(and(eq(kycCustomers.id, customerId), isNotNull(kycCustomers.statusNasabah), scope))
    .limit(1);
  return row?.id;
}

/**
 * The screening facts of each row of a query on kyc_customers (the review's lists and detail), as
 * columns: counted per row by the database in the same statement, never one query per row. The
 * blacklisted twin is any blacklisted participant sharing the NIK, phone, e-mail or bank account.
 */
/** Written into the SQL, not bound: the planner matches it with the partial indexes' predicate. */
const BLACKLISTED = sql.raw(String(STATUS_NASABAH.blacklisted));

export function screeningFactColumns() {
  const id = kycCustomers.id;
  const ktp = sql`${kycCustomers.personal}->>'ktp_no'`;
  const account = sql`${kycCustomers.bankAccount}->>'account_no'`;
  return {
    screeningOpen:
      sql<number>`(select count(*)::int from ${screeningMatches} sm where sm.customer_id = ${id} and sm.status = 'open')`.mapWith(
        Number,
      ),
    // A confirmed PEP match neither blocks nor freezes (decision 0193): it raises the rating, and
    // its EDD asks after the public function.
    screeningConfirmed:
      sql<number>`(select count(*)::int from ${screeningMatches} sm where sm.customer_id = ${id} and sm.status = 'confirmed' and sm.source <> 'pep')`.mapWith(
        Number,
      ),
    screeningPepConfirmed: sql<boolean>`exists (select 1 from ${screeningMatches} sm where sm.customer_id = ${id} and sm.status = 'confirmed' and sm.source = 'pep')`,
    screeningDismissed:
      sql<number>`(select count(*)::int from ${screeningMatches} sm where sm.customer_id = ${id} and sm.status = 'dismissed')`.mapWith(
        Number,
      ),
    // Three lookups, each on an index: the same account's record on another platform (a phone
    // number and an e-mail belong to one account: both are unique, stored normalised), and the
    // NIK and the bank account through the small partial indexes of the blacklisted records
    // (migration 0022). One scan of every blacklisted record per row cost 30 ms a row at 100,000.
    blacklistedTwin: sql<boolean>`(
      exists (select 1 from ${kycCustomers} bo
        where bo.user_id = ${kycCustomers.userId} and bo.status_nasabah = ${BLACKLISTED} and bo.id <> ${id})
      or (coalesce(${ktp}, '') <> '' and exists (select 1 from ${kycCustomers} bo
        where (bo.personal->>'ktp_no') = ${ktp} and bo.status_nasabah = ${BLACKLISTED} and bo.id <> ${id}))
      or (coalesce(${account}, '') <> '' and exists (select 1 from ${kycCustomers} bo
        where (bo.bank_account->>'account_no') = ${account} and bo.status_nasabah = ${BLACKLISTED} and bo.id <> ${id})))`,
    pendingApproveProposal: sql<boolean>`exists (select 1 from ${fourEyesProposals} fp where fp.customer_id = ${id} and fp.kind = 'approve' and fp.status = 'pending')`,
    frozenAt: kycCustomers.frozenAt,
  };
}

// ── The records a screening reads ─────────────────────────────────

const subjectColumns = {
  id: kycCustomers.id,
  fullname: kycCustomers.fullname,
  personal: kycCustomers.personal,
  statusNasabah: kycCustomers.statusNasabah,
  submittedAt: kycCustomers.submittedAt,
  frozenAt: kycCustomers.frozenAt,
};

const typedSubjectRow = <R extends { personal: unknown }>(r: R) => ({
  ...r,
  personal: readSection(KYC_SECTION_SCHEMAS.personal, r.personal),
});

export async function findSubjectRow(db: DbOrTx, customerId: string) {
  if (!isUuid(customerId)) return undefined;
  const [row] = await db.select(subjectColumns).from(kycCustomers).where(eq(kycCustomers.id, customerId));
  return row ? typedSubjectRow(row) : undefined;
}

const activeCondition = (): SQL | undefined =>
  and(
    inArray(kycCustomers.statusNasabah, ACTIVE_STATUSES),
    isNull(kycCustomers.frozenAt),
    // An account closed at the customer's request is no longer processed (decision 0113).
    sql`not exists (select 1 from ${users} where ${users.id} = ${kycCustomers.userId} and ${users.restrictedAt} is not null)`,
  );

/** How many participants a rescreen covers. */
export async function countActive(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycCustomers)
    .where(activeCondition());
  return Number(row?.n ?? 0);
}

/**
 * The next batch of active participants after `afterId` (keyset order by id), leaving out those
 * screened since `since` (a resumed run does not screen them twice).
 */
export async function activeBatch(db: DbOrTx, afterId: string | null, limit: number, since: Date) {
  const rows = await db
    .select(subjectColumns)
    .from(kycCustomers)
    .leftJoin(screeningStates, eq(screeningStates.customerId, kycCustomers.id))
    .where(
      and(
        activeCondition(),
        afterId ? gt(kycCustomers.id, afterId) : undefined,
        or(isNull(screeningStates.screenedAt), sql`${screeningStates.screenedAt} < ${since.toISOString()}`),
      ),
    )
    .orderBy(asc(kycCustomers.id))
    .limit(limit);
  return rows.map(typedSubjectRow);
}

/** Active participants already screened since `since` (a resumed run counts them as done). */
export async function countActiveScreenedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycCustomers)
    .innerJoin(screeningStates, eq(screeningStates.customerId, kycCustomers.id))
    .where(and(activeCondition(), sql`${screeningStates.screenedAt} >= ${since.toISOString()}`));
  return Number(row?.n ?? 0);
}

// ── Kilau's blacklist ─────────────────────────────────────────────

/** Changes whenever a participant enters or leaves the blacklist, or a blacklisted record changes. */
export async function blacklistSignature(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${kycCustomers.updatedAt})::text`,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.statusNasabah, STATUS_NASABAH.blacklisted));
  return `${row?.n ?? 0}:${row?.latest ?? ''}`;
}

export async function blacklistedRecords(db: DbOrTx): Promise<BlacklistedRecord[]> {
  const rows = await db
    .select({ id: kycCustomers.id, fullname: kycCustomers.fullname, personal: kycCustomers.personal })
    .from(kycCustomers)
    .where(eq(kycCustomers.statusNasabah, STATUS_NASABAH.blacklisted));
  return rows.map(typedSubjectRow);
}

/** The list versions by id: their source (to file a match under), number and upload time. */
export async function versionsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: watchlistVersions.id,
      source: watchlistVersions.source,
      versionNo: watchlistVersions.versionNo,
      uploadedAt: watchlistVersions.uploadedAt,
    })
    .from(watchlistVersions)
    .where(inArray(watchlistVersions.id, ids));
}

// ── A screening's writes (one transaction per participant or batch) ─

/**
 * Serialises screenings of the same participants (a submission and a rescreen run at once), in
 * id order so two batches never wait on each other in a circle. Held until the transaction ends.
 */
export async function lockParticipants(tx: DbOrTx, customerIds: string[]): Promise<void> {
  if (customerIds.length === 0) return;
  const ids = [...customerIds].sort();
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('screening:' || id, 0))
    from unnest(${`{${ids.join(',')}}`}::text[]) as id order by id`);
}

export async function matchesOf(tx: DbOrTx, customerIds: string[]): Promise<MatchRow[]> {
  if (customerIds.length === 0) return [];
  return tx.select().from(screeningMatches).where(inArray(screeningMatches.customerId, customerIds));
}

/** Rows per INSERT: 13 parameters each stay far below PostgreSQL's 65,535 per statement. */
const INSERT_CHUNK = 1000;

export async function insertMatches(tx: DbOrTx, rows: NewMatchRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(screeningMatches).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

/** A found match's new content: the entry, subject and score as screened now, and its status. */
export async function updateMatch(
  tx: DbOrTx,
  id: string,
  set: {
    entry: ListEntry;
    subject: ScreeningSubject;
    score: number;
    breakdown: MatchBreakdown;
    evidenceDigest: string;
    versionId: string | null;
    status: MatchStatus;
    screenedAt: Date;
    /** A reopened match forgets its decision (the audit trail keeps it). */
    reopen: boolean;
  },
): Promise<void> {
  await tx
    .update(screeningMatches)
    .set({
      entry: set.entry,
      subject: set.subject,
      score: set.score.toFixed(4),
      breakdown: set.breakdown,
      evidenceDigest: set.evidenceDigest,
      versionId: set.versionId,
      status: set.status,
      screenedAt: set.screenedAt,
      ...(set.reopen ? { decidedBy: null, checkedBy: null, decidedAt: null, decisionReason: null } : {}),
    })
    .where(eq(screeningMatches.id, id));
}

/** `id = any(array)` with the ids as one parameter, however many a batch holds. */
const anyId = (ids: string[]) => sql`${screeningMatches.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

/** Found again unchanged: only the time it was last seen moves. */
export async function touchMatches(tx: DbOrTx, ids: string[], screenedAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(screeningMatches).set({ screenedAt }).where(anyId(ids));
}

/** Open matches that the lists no longer give. */
export async function clearMatches(tx: DbOrTx, ids: string[], screenedAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(screeningMatches)
    .set({ status: 'cleared', screenedAt })
    .where(and(anyId(ids), eq(screeningMatches.status, 'open')));
}

/**
 * When the participants were screened: the database's clock (the transaction's start), the same
 * clock a run's creation time is read with, so a resumed run tells done from not done exactly.
 */
export async function upsertStates(tx: DbOrTx, customerIds: string[], versionIds: string[]): Promise<void> {
  for (let i = 0; i < customerIds.length; i += INSERT_CHUNK) {
    await upsertStateChunk(tx, customerIds.slice(i, i + INSERT_CHUNK), versionIds);
  }
}

async function upsertStateChunk(tx: DbOrTx, customerIds: string[], versionIds: string[]): Promise<void> {
  await tx
    .insert(screeningStates)
    .values(customerIds.map((customerId) => ({ customerId, screenedAt: sql`now()`, versionIds })))
    .onConflictDoUpdate({
      target: screeningStates.customerId,
      set: { screenedAt: sql`excluded.screened_at`, versionIds: sql`excluded.version_ids` },
    });
}

// ── The frozen mark ───────────────────────────────────────────────

export async function setFrozen(tx: DbOrTx, customerId: string, frozenAt: Date | null): Promise<void> {
  await tx
    .update(kycCustomers)
    .set({ frozenAt, updatedAt: new Date(), version: sql`${kycCustomers.version} + 1` })
    .where(eq(kycCustomers.id, customerId));
}

// ── Rescreen runs ─────────────────────────────────────────────────

export type RunRow = typeof screeningRuns.$inferSelect;

export async function insertRun(
  tx: DbOrTx,
  values: {
    trigger: 'list_upload' | 'blacklist_change';
    source: ScreeningSource | null;
    startedBy: string | null;
  },
): Promise<RunRow> {
  const [row] = await tx.insert(screeningRuns).values(values).returning();
  if (!row) throw new Error('screening run insert returned no row');
  return row;
}

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(screeningRuns).where(eq(screeningRuns.id, id)).limit(1);
  return row;
}

/** Marks a queued (or failed and retried) run running; undefined when it is done already. */
export async function startRun(db: DbOrTx, id: string, total: number, screened: number) {
  const [row] = await db
    .update(screeningRuns)
    .set({ status: 'running', total, screened, error: null })
    .where(and(eq(screeningRuns.id, id), ne(screeningRuns.status, 'done')))
    .returning();
  return row;
}

export async function runProgress(db: DbOrTx, id: string, screened: number, flaggedDelta: number) {
  await db
    .update(screeningRuns)
    .set({ screened, flagged: sql`${screeningRuns.flagged} + ${flaggedDelta}` })
    .where(eq(screeningRuns.id, id));
}

export async function finishRun(db: DbOrTx, id: string, screened: number): Promise<RunRow | undefined> {
  const [row] = await db
    .update(screeningRuns)
    .set({ status: 'done', screened, finishedAt: new Date() })
    .where(eq(screeningRuns.id, id))
    .returning();
  return row;
}

export async function failRun(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(screeningRuns)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(eq(screeningRuns.id, id));
}
