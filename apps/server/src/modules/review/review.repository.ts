/**
 * The SQL of the back-office review: the scoped lists and counts, the scoped record loader, the
 * duplicate-identity search and the guarded status update. Every query takes the caller's scope
 * (auth/staff-scope.ts) and applies it in the same statement.
 */
import {
  KYC_SECTION_SCHEMAS,
  type ParticipantSearch,
  type RiskLevel,
  readSection,
  STATUS_NASABAH,
} from '@kilau/shared';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, isUuid } from '../../db/client';
import {
  auditLog,
  banks,
  fourEyesProposals,
  kycCustomers,
  platforms,
  resubmissionItems,
  resubmissionRequests,
  riskStates,
  screeningMatches,
  staffUsers,
  users,
} from '../../db/schema';
import { type StaffScope, scopeCondition } from '../auth';
import { participantSearchCondition } from '../kyc-record';
import { screeningFactColumns } from '../screening';
import { currentCallRecorded } from '../video-call';

/** The statuses a list query asks for: the new list also holds the ones waiting for the bank. */
export function statusesFor(status: number | undefined): number[] {
  if (status === undefined) return Object.values(STATUS_NASABAH);
  if (status === STATUS_NASABAH.new) return [STATUS_NASABAH.new, STATUS_NASABAH.waitingBank];
  return [status];
}

export interface ListFilter {
  statuses: number[];
  platformId?: string;
  appName?: string;
  /** UTC bounds of the registration-date filter (inclusive start, exclusive end). */
  from?: Date;
  to?: Date;
  /** true: only records with a live trading account; false: only those without (counter isTrading). */
  trading?: boolean;
  /** UTC bounds of the video call's scheduled time (the video-call list's 'Hari ini'). */
  scheduledFrom?: Date;
  scheduledTo?: Date;
  /** 'video_schedule': by the call's time, the unscheduled last (the video-call list). */
  order?: 'video_schedule';
  /** The search box: a name, or a NIK or phone number prefix (shared parseParticipantSearch). */
  search?: ParticipantSearch | null;
  /** The workbench (decision 0112): 'due' sorts soonest due first, those without a due time last. */
  sort?: 'due';
  /** Only the files this staff member holds (a staff id), or nobody holds (null). */
  claimedBy?: string | null;
  /** Only the files due before this instant (overdue; with `dueFrom`, due today). */
  dueBefore?: Date;
  /** Only the files due from this instant on. */
  dueFrom?: Date;
  /** Only the participants whose current risk level is this (docs/product/risk-rating.md). */
  riskLevel?: RiskLevel;
}

/** The holder of a file, joined for their name. */
const holder = alias(staffUsers, 'holder');

function listWhere(scope: StaffScope, f: ListFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    inArray(kycCustomers.statusNasabah, f.statuses),
    f.platformId ? eq(kycCustomers.platformId, f.platformId) : undefined,
    f.appName ? eq(platforms.appName, f.appName) : undefined,
    f.from ? gte(kycCustomers.createdAt, f.from) : undefined,
    f.to ? lt(kycCustomers.createdAt, f.to) : undefined,
    f.trading === undefined
      ? undefined
      : f.trading
        ? isNotNull(kycCustomers.tradeAccountNo)
        : isNull(kycCustomers.tradeAccountNo),
    f.scheduledFrom ? gte(kycCustomers.videoSchedule, f.scheduledFrom) : undefined,
    f.scheduledTo ? lt(kycCustomers.videoSchedule, f.scheduledTo) : undefined,
    participantSearchCondition(f.search),
    f.claimedBy === undefined
      ? undefined
      : f.claimedBy === null
        ? isNull(kycCustomers.claimedBy)
        : eq(kycCustomers.claimedBy, f.claimedBy),
    f.dueBefore ? lt(kycCustomers.dueAt, f.dueBefore) : undefined,
    f.dueFrom ? gte(kycCustomers.dueAt, f.dueFrom) : undefined,
    f.riskLevel
      ? sql`exists (select 1 from ${riskStates} rs where rs.customer_id = ${kycCustomers.id} and rs.level = ${f.riskLevel})`
      : undefined,
  );
}

const rowColumns = {
  id: kycCustomers.id,
  userId: kycCustomers.userId,
  fullname: kycCustomers.fullname,
  personal: kycCustomers.personal,
  bankAccount: kycCustomers.bankAccount,
  statusNasabah: kycCustomers.statusNasabah,
  videoStatus: kycCustomers.videoStatus,
  videoSchedule: kycCustomers.videoSchedule,
  /** Whether the current video call was recorded with consent (the video can be accepted). */
  recorded: currentCallRecorded(),
  description: kycCustomers.description,
  hinDemo: kycCustomers.hinDemo,
  tradeAccountNo: kycCustomers.tradeAccountNo,
  etbNo: kycCustomers.etbNo,
  createdAt: kycCustomers.createdAt,
  submittedAt: kycCustomers.submittedAt,
  // The workbench (decision 0112): who holds the file and when it is due.
  claimedBy: kycCustomers.claimedBy,
  claimedAt: kycCustomers.claimedAt,
  dueAt: kycCustomers.dueAt,
  holderName: holder.fullname,
  bankCode: kycCustomers.bankCode,
  bankName: banks.name,
  appName: platforms.appName,
  platformName: platforms.name,
  email: users.email,
  phonenumber: users.phonenumber,
  accountName: users.fullname,
  /** The customer closed their account (decision 0130): named 'Ditutup', no action offered. */
  accountClosedAt: users.restrictedAt,
  // The screening's facts for the rules (decision 0111), counted in the same statement.
  ...screeningFactColumns(),
  /** The current risk level, read per row through its primary key (docs/product/risk-rating.md). */
  riskLevel: sql<RiskLevel | null>`(select rs.level from ${riskStates} rs where rs.customer_id = ${kycCustomers.id})`,
  /**
   * A politically exposed person (review-rules.ts needsSenior): the customer's own answer, or a
   * confirmed PEP list match (decision 0193).
   */
  pep: sql<boolean>`((${kycCustomers.personal}->>'is_pep') = 'true'
    or exists (select 1 from ${screeningMatches} sm
      where sm.customer_id = ${kycCustomers.id} and sm.status = 'confirmed' and sm.source = 'pep'))`,
  /** The customer resubmitted a declaration of source of funds (resubmission/funds-declaration.ts). */
  fundsDeclared: sql<boolean>`exists (select 1 from ${resubmissionItems} ri
    join ${resubmissionRequests} rq on rq.id = ri.request_id
    where ri.customer_id = ${kycCustomers.id} and ri.item = 'funds_declaration'
      and ri.new_file_id is not null and rq.status = 'resubmitted')`,
};

function fromRecords(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .leftJoin(banks, eq(banks.code, kycCustomers.bankCode))
    .leftJoin(holder, eq(holder.id, kycCustomers.claimedBy));
}

type RawRow = Awaited<ReturnType<ReturnType<typeof fromRecords>['execute']>>[number];
export type ReviewRow = Omit<RawRow, 'personal' | 'bankAccount'> & {
  personal: ReturnType<typeof readPersonal>;
  bankAccount: ReturnType<typeof readBankAccount>;
};

const readPersonal = (v: unknown) => readSection(KYC_SECTION_SCHEMAS.personal, v);
const readBankAccount = (v: unknown) => readSection(KYC_SECTION_SCHEMAS.bankAccount, v);
const typedRow = (r: RawRow): ReviewRow => ({
  ...r,
  personal: readPersonal(r.personal),
  bankAccount: readBankAccount(r.bankAccount),
});

/**
 * One page, newest first. Past the middle of the list the page is read from the other end (oldest
 * first, with the smaller offset) and turned round: the last page costs what the first does, not
 * a walk over every row before it (decision 0057). `total` is the list's count.
 */
export async function listRecords(
  db: DbOrTx,
  scope: StaffScope,
  f: ListFilter,
  page: { offset: number; limit: number },
  total: number,
): Promise<ReviewRow[]> {
  if (page.offset >= total) return [];
  const query = fromRecords(db).where(listWhere(scope, f));
  if (f.order === 'video_schedule') {
    // The officer's day: the next calls first; a short list, so a plain offset.
    const rows = await query
      .orderBy(sql`${kycCustomers.videoSchedule} asc nulls last`, desc(kycCustomers.createdAt))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(typedRow);
  }
  if (f.sort === 'due') return listByDue(db, scope, f, page);
  const fromEnd = page.offset > total / 2;
  if (!fromEnd) {
    const rows = await query
      .orderBy(desc(kycCustomers.createdAt), desc(kycCustomers.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(typedRow);
  }
  const last = Math.min(total, page.offset + page.limit);
  const rows = await query
    .orderBy(asc(kycCustomers.createdAt), asc(kycCustomers.id))
    .limit(last - page.offset)
    .offset(total - last);
  return rows.reverse().map(typedRow);
}

/**
 * One page soonest due first (the workbench, decision 0112). The page's ids are chosen on the
 * record alone, through the partial due indexes, and only those ten rows are then read with
 * their joins and screening facts (computing those for every waiting file before the sort would
 * cost seconds at 100,000). Files without a due time (decided, or from before due times) follow,
 * newest first; a page that straddles the two is filled from both.
 */
async function listByDue(
  db: DbOrTx,
  scope: StaffScope,
  f: ListFilter,
  page: { offset: number; limit: number },
): Promise<ReviewRow[]> {
  const dueIds = await pageIds(
    db,
    scope,
    f,
    isNotNull(kycCustomers.dueAt),
    [asc(kycCustomers.dueAt), asc(kycCustomers.id)],
    page,
  );
  let ids = dueIds.map((r) => r.id);
  if (ids.length < page.limit && !f.dueBefore && !f.dueFrom) {
    // How many have a due time: known from this page unless it began past them all.
    const withDue =
      ids.length > 0 || page.offset === 0
        ? page.offset + ids.length
        : await countRecords(db, scope, { ...f, withDue: true });
    const rest = await pageIds(
      db,
      scope,
      f,
      isNull(kycCustomers.dueAt),
      [desc(kycCustomers.createdAt), desc(kycCustomers.id)],
      { limit: page.limit - ids.length, offset: Math.max(0, page.offset - withDue) },
    );
    ids = [...ids, ...rest.map((r) => r.id)];
  }
  if (ids.length === 0) return [];
  const rows = await fromRecords(db).where(inArray(kycCustomers.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [typedRow(r)] : [];
  });
}

/** The ids of a list in an order, joining only what the filter reads (as countRecords). */
function pageIds(
  db: DbOrTx,
  scope: StaffScope,
  f: ListFilter,
  extra: SQL,
  order: SQL[],
  page: { offset: number; limit: number },
): Promise<{ id: string }[]> {
  const base = db.select({ id: kycCustomers.id }).from(kycCustomers);
  const withPlatform = f.appName
    ? base.innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    : base;
  const query = f.search ? withPlatform.innerJoin(users, eq(users.id, kycCustomers.userId)) : withPlatform;
  return query
    .where(and(listWhere(scope, f), extra))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRecords(
  db: DbOrTx,
  scope: StaffScope,
  f: ListFilter & { withDue?: boolean },
): Promise<number> {
  // Join only what the filter reads: the platform for app_name, the account for a search.
  const base = db.select({ n: count() }).from(kycCustomers);
  const withPlatform = f.appName
    ? base.innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    : base;
  const query = f.search ? withPlatform.innerJoin(users, eq(users.id, kycCustomers.userId)) : withPlatform;
  const [row] = await query.where(
    and(listWhere(scope, f), f.withDue ? isNotNull(kycCustomers.dueAt) : undefined),
  );
  return Number(row?.n ?? 0);
}

/** One submitted record inside the scope, or undefined (missing, not submitted, or out of scope). */
export async function findScopedRow(
  db: DbOrTx,
  scope: StaffScope,
  id: string,
): Promise<ReviewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await fromRecords(db)
    .where(and(eq(kycCustomers.id, id), scopeCondition(scope), isNotNull(kycCustomers.statusNasabah)))
    .limit(1);
  return row ? typedRow(row) : undefined;
}

export interface DuplicateRow {
  id: string;
  fullname: string | null;
  accountName: string;
  statusNasabah: number | null;
  sameNik: boolean;
  samePhone: boolean;
  sameEmail: boolean;
  sameBankAccount: boolean;
}

/**
 * Other submitted records (the same person's record on another platform included) that share the
 * NIK, the phone number, the e-mail or the bank account number with this one, inside the scope.
 */
export async function findDuplicates(db: DbOrTx, scope: StaffScope, row: ReviewRow): Promise<DuplicateRow[]> {
  const nik = row.personal.ktp_no ?? '';
  const account = row.bankAccount.account_no ?? '';
  const sameNik = nik ? sql<boolean>`(${kycCustomers.personal}->>'ktp_no') = ${nik}` : sql<boolean>`false`;
  const sameAccount = account
    ? sql<boolean>`(${kycCustomers.bankAccount}->>'account_no') = ${account}`
    : sql<boolean>`false`;
  const samePhone = sql<boolean>`${users.phonenumber} = ${row.phonenumber}`;
  const sameEmail = sql<boolean>`lower(${users.email}) = lower(${row.email})`;
  return db
    .select({
      id: kycCustomers.id,
      fullname: kycCustomers.fullname,
      accountName: users.fullname,
      statusNasabah: kycCustomers.statusNasabah,
      sameNik,
      samePhone,
      sameEmail,
      sameBankAccount: sameAccount,
    })
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .where(
      and(
        ne(kycCustomers.id, row.id),
        isNotNull(kycCustomers.statusNasabah),
        scopeCondition(scope),
        or(sameNik, sameAccount, samePhone, sameEmail),
      ),
    )
    .orderBy(desc(kycCustomers.createdAt))
    .limit(20);
}

/**
 * Moves a record from one status to the next only if it still has the status it was read with:
 * the guard that lets exactly one of two simultaneous actions win. Returns false for the loser.
 */
export async function updateStatusIfUnchanged(
  tx: DbOrTx,
  id: string,
  expected: number,
  set: Partial<typeof kycCustomers.$inferInsert>,
): Promise<boolean> {
  const updated = await tx
    .update(kycCustomers)
    .set({ ...set, updatedAt: new Date(), version: sql`${kycCustomers.version} + 1` })
    .where(and(eq(kycCustomers.id, id), eq(kycCustomers.statusNasabah, expected)))
    .returning({ id: kycCustomers.id });
  return updated.length === 1;
}

export async function platformsInScope(db: DbOrTx, scope: StaffScope) {
  return db
    .select({ id: platforms.id, appName: platforms.appName, name: platforms.name })
    .from(platforms)
    .where(
      and(
        eq(platforms.active, true),
        scope.kind === 'platform' ? eq(platforms.id, scope.platformId) : undefined,
      ),
    )
    .orderBy(platforms.sortOrder);
}

const REVIEW_AUDIT_ACTIONS = ['kyc.approve', 'kyc.reject', 'kyc.blacklist', 'kyc.unblacklist'];

/** A review action's audit row, if `staffId` took it (only its author may add the location hint). */
export async function findActivityOf(db: DbOrTx, activityId: string, staffId: string) {
  if (!isUuid(activityId)) return undefined;
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.id, activityId),
        eq(auditLog.actorId, staffId),
        inArray(auditLog.action, REVIEW_AUDIT_ACTIONS),
      ),
    )
    .limit(1);
  return row;
}

/** Whether another participant already holds this trading account number. */
export async function tradeAccountTaken(db: DbOrTx, accountNo: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(and(eq(kycCustomers.tradeAccountNo, accountNo), ne(kycCustomers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether another participant holds the trading username, in any case (the unique index's rule). */
export async function tradeUsernameTaken(db: DbOrTx, username: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(and(sql`lower(${kycCustomers.tradeUsername}) = lower(${username})`, ne(kycCustomers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The highest trading account number of a shape in use (decision 0137): held by a participant, or
 * named by an approve proposal still waiting for its checker (decision 0111), which would open it.
 * The participants' side is a range of the unique index, the shape's pattern then checked.
 */
export async function highestAccountNoOfShape(
  db: DbOrTx,
  shape: { first: string; last: string; pattern: string },
): Promise<string | null> {
  const proposedNo = sql<string>`(${fourEyesProposals.payload}->>'account_no')`;
  const [[held], [proposed]] = await Promise.all([
    db
      .select({ n: sql<string | null>`max(${kycCustomers.tradeAccountNo})` })
      .from(kycCustomers)
      .where(
        and(
          between(kycCustomers.tradeAccountNo, shape.first, shape.last),
          sql`${kycCustomers.tradeAccountNo} ~ ${shape.pattern}`,
        ),
      ),
    db
      .select({ n: sql<string | null>`max(${proposedNo})` })
      .from(fourEyesProposals)
      .where(
        and(
          eq(fourEyesProposals.kind, 'approve'),
          eq(fourEyesProposals.status, 'pending'),
          sql`${proposedNo} ~ ${shape.pattern}`,
        ),
      ),
  ]);
  // One length, digits only: the text orders as the number.
  const found = [held?.n, proposed?.n].filter((n): n is string => typeof n === 'string');
  return found.sort().at(-1) ?? null;
}
