/**
 * The back-office review (docs/product/back-office.md § Screens, States, Calls; decision 0056): lists, totals and the detail of
 * submitted participants, and the four review actions.
 *
 * Each action is one transaction: a status-guarded UPDATE (the record must still have the status it
 * was read with, so of two staff acting at once exactly one wins and the other gets 409), the
 * audit row, and the action's effects on the customer's account. Mail goes out after the commit.
 */
import {
  type ApproveBody,
  DAY_MS,
  eddChecksFor,
  type KycDetail,
  type KycListItem,
  type KycListQuery,
  MSG,
  parseParticipantSearch,
  pepAnswerText,
  type ReasonBody,
  SC,
  STATUS_NASABAH,
  type StaffPrefix,
  type TradeAccountProposal,
  todayWib,
  type WebhookEventType,
} from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
import { type kycCustomers, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { type StaffScope, scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { assertNotHeldByOther, closeCase, releaseClaim, waitingStatusesFor } from '../case-ownership';
import { CredentialRevealService } from '../credential-reveal/credential-reveal.service';
import { assertNotCommonPassword, hashPassword } from '../credentials';
import {
  accountClosedError,
  afterReview,
  assertAccountOpen,
  findRecordInScope,
  type ReviewAction,
  readKycRecord,
} from '../kyc-record';
import { openManagingBankAccount } from '../managing-bank';
import { startReviewCycle } from '../periodic-review';
import { latestFundsDeclaration } from '../resubmission';
import { assertChecklistComplete } from '../review-checklist';
import {
  assertNoOpenMatchIn,
  assertScreeningAllowsApproval,
  missingLists,
  recordFrozenError,
  screeningFactsOf,
} from '../screening';
import { listRecordings } from '../video-call';
import { recordingView } from '../video-call/recording.service';
import { maySee, visibleDescription } from '../visibility';
import { recordPartnerEvent } from '../webhooks';
import { submittedData } from './detail-view';
import {
  countRecords,
  findActivityOf,
  findDuplicates,
  findScopedRow,
  highestAccountNoOfShape,
  type ListFilter,
  listRecords,
  platformsInScope,
  type ReviewRow,
  statusesFor,
  tradeAccountTaken,
  tradeUsernameTaken,
  updateStatusIfUnchanged,
} from './review.repository';
import { approvalEmail, rejectEmail } from './review-emails';
import { isScreeningReason, needsSenior, reviewActions, seniorText, videoBlock } from './review-rules';
import { nextInShape, shapeFor } from './trade-account-scheme';

type Deps = Pick<
  FastifyInstance,
  'db' | 'audit' | 'config' | 'mailer' | 'notifications' | 'sessions' | 'log'
>;

const AUDIT_ACTION: Record<ReviewAction, string> = {
  bankApprove: 'kyc.bank_approve',
  approve: 'kyc.approve',
  reject: 'kyc.reject',
  blacklist: 'kyc.blacklist',
  // A confirmed list match blacklists like staff do: the same audit kind, the proposal named.
  listBlacklist: 'kyc.blacklist',
  unblacklist: 'kyc.unblacklist',
};

/** What the partners are told of each decision (decision 0114); the bank's approval is internal. */
const PARTNER_EVENT: Record<ReviewAction, WebhookEventType | null> = {
  bankApprove: null,
  approve: 'participant.approved',
  reject: 'participant.rejected',
  blacklist: 'participant.blacklisted',
  listBlacklist: 'participant.blacklisted',
  unblacklist: 'participant.unblacklisted',
};

/** The decisions that end a review: nothing is due after them, nobody holds the file. */
const FINAL_ACTIONS: readonly ReviewAction[] = ['approve', 'reject', 'blacklist', 'listBlacklist'];

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
const conflict = () => new ApiError(409, 409, MSG.reviewConflict, 'The participant changed meanwhile');
const accountTaken = () =>
  new ApiError(
    409,
    409,
    MSG.tradeAccountNoTaken,
    'The trading account number belongs to another participant',
  );
const usernameTaken = () =>
  new ApiError(409, 409, MSG.tradeUsernameTaken, 'The trading username belongs to another participant');

/** A WIB calendar day's start as a UTC instant. */
const wibDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

export type { ReviewRow };

/** The trading account an approval opens (the password in clear only until it is hashed and sealed). */
export interface TradeCredentials {
  username: string;
  account_no: string;
  password: string;
}

/** A decision taken by two people: the checker acts, the proposer and the proposal are named. */
export interface CheckedDecision {
  checkerId: string;
  proposerId: string;
  proposalId: string;
  reason: string;
}

interface TransitionOptions {
  set: Partial<typeof kycCustomers.$inferInsert>;
  details: Record<string, unknown>;
  account?: 'blocked' | 'active';
}

export interface ActionResult {
  status_code: string;
  activity_id: string;
  data: { status_code: string; activity_id: string };
}

export class ReviewService {
  private readonly credentials: CredentialRevealService;

  constructor(private readonly deps: Deps) {
    this.credentials = new CredentialRevealService(deps);
  }

  scope(claims: AccessClaims): Promise<StaffScope> {
    return staffScope(this.deps.db, claims);
  }

  async platforms(claims: AccessClaims) {
    const rows = await platformsInScope(this.deps.db, await this.scope(claims));
    return rows.map((p) => ({ _id: p.id, app_name: p.appName, name: p.name }));
  }

  async total(claims: AccessClaims, status: number): Promise<number> {
    return countRecords(this.deps.db, await this.scope(claims), { statuses: statusesFor(status) });
  }

  async list(
    prefix: StaffPrefix,
    claims: AccessClaims,
    platformId: string,
    q: KycListQuery,
  ): Promise<{ total: number; customers: KycListItem[] }> {
    const scope = await this.scope(claims);
    const status = q.state === 'reject' ? STATUS_NASABAH.rejected : q.status;
    // A filter by risk level tells the level: only its readers may ask (docs/product/risk-rating.md § Roles).
    if (q.risk_level && !maySee(claims.role, 'risk_rating'))
      throw new ApiError(403, 403, MSG.forbidden, 'Risk level is not readable by this role');
    const filter: ListFilter = {
      statuses: statusesFor(status),
      search: parseParticipantSearch(q.q),
      ...workbenchFilter(q, claims.sub),
      ...(q.risk_level ? { riskLevel: q.risk_level } : {}),
    };
    // 'Tenggat hari ini' lists what the dashboard's card counts: the files waiting for the caller
    // (the broker's new list also shows those waiting for the bank; decision 0134).
    if (q.due === 'today') {
      const mine = waitingStatusesFor(claims.role);
      filter.statuses = filter.statuses.filter((s) => mine.includes(s));
    }
    // docs/product/back-office.md § Roles: the super admin's lists omit the platform and date filters.
    if (prefix !== 'super-admin') {
      if (platformId !== 'all') filter.platformId = platformId;
      if (q.app_name) filter.appName = q.app_name;
      Object.assign(filter, dateRange(q.start_date, q.end_date));
    }
    if (filter.platformId && !/^[0-9a-f-]{36}$/i.test(filter.platformId)) return { total: 0, customers: [] };
    // The count first: it decides from which end the page is read (review.repository.ts).
    const total = await countRecords(this.deps.db, scope, filter);
    const rows = await listRecords(this.deps.db, scope, filter, { offset: q.offset, limit: q.limit }, total);
    const missing = await listsMissing(this.deps.db);
    return { total, customers: rows.map((r) => listItem(r, claims.role, missing)) };
  }

  /** The counter's list_nasabah (docs/product/back-office.md § Calls): one status word, optionally split on isTrading. */
  async counterList(
    claims: AccessClaims,
    status: number,
    page: { offset: number; limit: number },
    trading: boolean | undefined,
    video: {
      sort?: 'video_schedule' | undefined;
      scheduled?: 'today' | undefined;
    } = {},
    search?: string,
  ): Promise<{ count: number; nasabah: KycListItem[] }> {
    const scope = await this.scope(claims);
    const filter: ListFilter = {
      statuses: [status],
      search: parseParticipantSearch(search),
      ...(trading === undefined ? {} : { trading }),
    };
    if (video.sort) filter.order = video.sort;
    if (video.scheduled === 'today') {
      filter.scheduledFrom = wibDayStart(todayWib());
      filter.scheduledTo = new Date(filter.scheduledFrom.getTime() + DAY_MS);
    }
    const count = await countRecords(this.deps.db, scope, filter);
    const rows = await listRecords(this.deps.db, scope, filter, page, count);
    const missing = await listsMissing(this.deps.db);
    return { count, nasabah: rows.map((r) => listItem(r, claims.role, missing)) };
  }

  /** One participant's detail; the reading is audited, once per viewing (personal-reads.service.ts). */
  async detail(claims: AccessClaims, id: string, meta: RequestMeta): Promise<KycDetail> {
    const { db, config } = this.deps;
    const scope = await this.scope(claims);
    const row = await findScopedRow(db, scope, id);
    const record = row ? await findRecordInScope(db, id, scopeCondition(scope)) : undefined;
    if (!row || !record) throw notFound();
    await recordParticipantView(this.deps, claims.sub, row.id, { source: 'detail' }, meta);
    const [model, duplicates, recordings] = await Promise.all([
      readKycRecord(db, record, { flowRules: config.flowRules }),
      findDuplicates(db, scope, row),
      listRecordings(db, row.id),
    ]);
    const p = model.personal;
    const a = model.identity_address;
    const e = model.employment;
    const listed = listItem(row, claims.role, await listsMissing(db));
    // Only to a caller who may read the rating (risk_level not null), for whom a senior decides.
    const eddShown = listed.risk_level !== null && needsSenior(row);
    return {
      ...listed,
      ...submittedData(model, { app_name: listed.app_name, phonenumber: listed.phonenumber }),
      // risk_level is null for a caller who may not read the rating: no EDD shown to them either.
      // The PEP function's check for a declared PEP and for a confirmed PEP list match (decision 0193).
      edd_checks: eddShown ? eddChecksFor(row.pep) : null,
      edd_declaration: eddShown ? await latestFundsDeclaration(db, row.id) : null,
      pep_answer: pepAnswerText(p),
      mothers_name: p.mothers_name ?? '',
      date_of_birth_text: model.display.date_of_birth,
      citizenship_text: model.display.citizenship,
      gender_type: p.gender_type,
      religion_type: p.religion_type,
      marriage_type: p.marriage_type,
      education_type: p.education_type,
      dependent_no: p.dependent_no ?? null,
      identity_address: {
        address: a.address ?? '',
        province_type: a.province_type,
        regency_type: a.regency_type,
        district_type: a.district_type,
        village_type: a.village_type,
        postcode: a.postcode ?? '',
        line: model.display.address_line,
      },
      occupation_type: e.occupation_type,
      company_name: e.company_name ?? '',
      industrial_type: e.industrial_type,
      position_type: e.position_type,
      video_recordings: recordings.map((r) => recordingView(r, r.consentAcceptedAt)),
      nik_warnings: model.nik_warnings,
      duplicates: duplicates.flatMap((d) => {
        const base = {
          customer_id: d.id,
          fullname: d.fullname ?? d.accountName,
          status_nasabah: d.statusNasabah,
          blacklisted: d.statusNasabah === STATUS_NASABAH.blacklisted,
        };
        const kinds = [
          d.sameNik && ('nik' as const),
          d.samePhone && ('phone' as const),
          d.sameEmail && ('email' as const),
          d.sameBankAccount && ('bank_account' as const),
        ].filter((k) => k !== false);
        return kinds.map((kind) => ({ ...base, kind }));
      }),
    };
  }

  async approve(
    claims: AccessClaims,
    id: string,
    body: ApproveBody,
    meta: RequestMeta,
  ): Promise<ActionResult> {
    if (body.nasabah_id !== id)
      throw new ApiError(400, 400, MSG.approveIdMismatch, 'nasabah_id differs from the path');
    const row = await this.load(claims, id);
    await this.assertApprovalPossible(row, body, { direct: true, actorId: claims.sub });
    const passwordHash = await hashPassword(body.password);
    const activityId = await this.deps.db
      .transaction(async (tx) => {
        // Another reviewer's file is theirs to decide (decision 0112); an unheld one anyone's.
        await assertNotHeldByOther(tx, row.id, claims.sub);
        return this.approveIn(tx, row, { ...body, passwordHash, actorId: claims.sub, details: {} }, meta);
      })
      .catch((err: unknown) => this.approvalConflict(err, row, body.username));
    await this.afterApproval(row, body, activityId);
    return reply(activityId);
  }

  /**
   * The checks an approval makes before it writes: the direct approve, an approve proposal when it
   * is made, and again when its checker approves it (decision 0111).
   */
  async assertApprovalPossible(
    row: ReviewRow,
    creds: TradeCredentials,
    /**
     * Whose approval: `direct` for the approve call, which a participant needing a second person
     * may not take; the proposal's paths pass false. `actorId` is who a screening now is audited for.
     */
    by: { direct: boolean; actorId: string | null } = { direct: false, actorId: null },
  ): Promise<void> {
    assertWaitingForBroker(row);
    // The lists first (decision 0111): screened against the current lists, no open match, and for
    // a direct approval no reason for a second person.
    await assertScreeningAllowsApproval(this.deps, row.id, {
      direct: by.direct,
      actor: by.actorId ? { type: 'staff', id: by.actorId } : null,
    });
    assertApprovable(row);
    // A Tinggi participant is approved through a proposal with EDD, decided by a senior
    // (docs/product/risk-rating.md § Enhanced due diligence): never by the approve call.
    if (by.direct && needsSenior(row))
      throw new ApiError(
        409,
        409,
        seniorText(row, true),
        'A Tinggi participant or a PEP needs EDD and a senior',
      );
    // Every item of the submission accepted by a reviewer first (decision 0131).
    await assertChecklistComplete(this.deps.db, row.id);
    // The mailed password follows the customers' rules, the common ones refused too (decision 0021).
    assertNotCommonPassword(creds.password, 'password');
    // The exchange and the bank name a customer by this number, the customer logs in with this
    // username: each belongs to one participant.
    if (await tradeAccountTaken(this.deps.db, creds.account_no, row.id)) throw accountTaken();
    if (await tradeUsernameTaken(this.deps.db, creds.username, row.id)) throw usernameTaken();
  }

  /**
   * The trading account number proposed for this participant's approval (decision 0137): the next
   * of their platform's shape. A proposal only: the approve call refuses a number taken meanwhile.
   */
  async tradeAccountProposal(claims: AccessClaims, id: string): Promise<TradeAccountProposal> {
    const row = await this.load(claims, id);
    assertWaitingForBroker(row);
    const shape = shapeFor(this.deps.config.tradeAccountPrefixes, row.appName);
    const accountNo = nextInShape(shape, await highestAccountNoOfShape(this.deps.db, shape));
    if (!accountNo)
      throw new ApiError(409, 409, MSG.tradeAccountNoExhausted, 'The platform’s account sequence is used up');
    return { account_no: accountNo, prefix: shape.prefix, length: shape.length };
  }

  /**
   * The approval's writes in the caller's transaction: the guarded status change, the managing
   * bank account, the audit row (actor: who approved; `details` may name a proposer).
   */
  approveIn(
    tx: DbOrTx,
    row: ReviewRow,
    a: {
      username: string;
      account_no: string;
      passwordHash: string;
      actorId: string;
      details: Record<string, unknown>;
    },
    meta: RequestMeta,
  ): Promise<string> {
    return this.transitionIn(tx, a.actorId, row, 'approve', meta, {
      set: {
        tradeUsername: a.username,
        tradeAccountNo: a.account_no,
        tradePasswordHash: a.passwordHash,
        description: null,
      },
      details: { ...a.details, account_no: a.account_no, trade_username: a.username },
    });
  }

  /** Two participants approved with the same number or username at once: the unique indexes decide. */
  async approvalConflict(err: unknown, row: ReviewRow, username: string): Promise<never> {
    if (!isUniqueViolation(err)) throw err;
    throw (await tradeUsernameTaken(this.deps.db, username, row.id)) ? usernameTaken() : accountTaken();
  }

  /**
   * After the approval's commit: the password waits encrypted behind a one-time link (decision
   * 0090), and the mail, which carries only the link, goes through the job queue like any other.
   */
  async afterApproval(row: ReviewRow, creds: TradeCredentials, activityId: string): Promise<void> {
    try {
      const revealLink = await this.credentials.issue(this.deps.db, row.id, 'trading', {
        account_no: creds.account_no,
        username: creds.username,
        password: creds.password,
      });
      await this.deps.notifications.email(
        approvalEmail(row.email, {
          name: row.fullname ?? row.accountName,
          accountNo: creds.account_no,
          username: creds.username,
          revealLink,
          welcomeLink: `${this.deps.config.publicUrl}/welcome?akun=disetujui`,
        }),
      );
    } catch (err) {
      this.deps.log.error({ err, participant: row.id }, 'approval e-mail not delivered');
      await this.deps.audit.record(
        this.deps.db,
        {
          actorType: 'system',
          action: 'kyc.approval_mail',
          outcome: 'failure',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: { activity_id: activityId },
        },
        null,
      );
    }
  }

  async reject(claims: AccessClaims, id: string, body: ReasonBody, meta: RequestMeta): Promise<ActionResult> {
    const row = await this.load(claims, id);
    if (!isNew(row.statusNasabah))
      throw new ApiError(400, 2011, MSG.newParticipantInvalid, 'Not a new participant');
    const activityId = await this.transition(claims, row, 'reject', meta, {
      set: { description: body.description },
      details: { description: body.description },
    });
    await this.deps.notifications.email(
      rejectEmail(row.email, {
        name: row.fullname ?? row.accountName,
        reason: body.description,
        loginLink: `${this.deps.config.publicUrl}/login`,
      }),
    );
    return reply(activityId);
  }

  /**
   * A blacklist decided by two people (decision 0111), in the checker's transaction: the status
   * (from accepted; from any live status when a list match was confirmed), the user blocked and
   * their sessions ended (architecture.md §5: login answers 2023), the audit row naming both.
   */
  blacklistIn(
    tx: DbOrTx,
    row: ReviewRow,
    d: CheckedDecision & { listMatch: boolean },
    meta: RequestMeta,
  ): Promise<string> {
    if (!d.listMatch && row.statusNasabah !== STATUS_NASABAH.accepted) {
      throw new ApiError(
        400,
        400,
        MSG.participantInvalid,
        'Only a registered participant can be blacklisted',
      );
    }
    return this.transitionIn(tx, d.checkerId, row, d.listMatch ? 'listBlacklist' : 'blacklist', meta, {
      set: { description: d.reason },
      details: { description: d.reason, proposed_by: d.proposerId, proposal_id: d.proposalId },
      account: 'blocked',
    });
  }

  /** An unblacklist decided by two people (decision 0111), in the checker's transaction. */
  unblacklistIn(tx: DbOrTx, row: ReviewRow, d: CheckedDecision, meta: RequestMeta): Promise<string> {
    if (row.statusNasabah !== STATUS_NASABAH.blacklisted) {
      throw new ApiError(400, 400, MSG.participantInvalid, 'The participant is not blacklisted');
    }
    return this.transitionIn(tx, d.checkerId, row, 'unblacklist', meta, {
      set: { description: null },
      details: { description: d.reason, proposed_by: d.proposerId, proposal_id: d.proposalId },
      account: 'active',
    });
  }

  /**
   * The partner bank approves its own participant (status 7, docs/product/back-office.md § Calls's two bank-approval
   * variants): the record moves to the broker's new list (2). `bankCode` is the variant's bank;
   * a participant of the other CIMB bank is refused, not silently approved.
   */
  async bankApprove(
    claims: AccessClaims,
    id: string,
    bankCode: string,
    meta: RequestMeta,
  ): Promise<ActionResult> {
    return this.bankApproveChecked(claims, id, bankCode, meta).catch((err: unknown) => {
      throw heldForTheBank(err);
    });
  }

  private async bankApproveChecked(
    claims: AccessClaims,
    id: string,
    bankCode: string,
    meta: RequestMeta,
  ): Promise<ActionResult> {
    const row = await this.load(claims, id);
    if (row.bankCode !== bankCode)
      throw new ApiError(400, 400, MSG.bankApproveWrongVariant, 'Participant of another bank');
    if (row.statusNasabah !== STATUS_NASABAH.waitingBank)
      throw new ApiError(400, 400, MSG.bankApproveNotWaiting, 'Not waiting for the bank');
    await assertScreeningAllowsApproval(this.deps, row.id, { direct: false, actor: staffActor(claims) });
    assertApprovable(row);
    await assertChecklistComplete(this.deps.db, row.id);
    const activityId = await this.transition(claims, row, 'bankApprove', meta, {
      set: {},
      details: { bank_code: bankCode },
    });
    return reply(activityId);
  }

  /** PUT /v1/admin-broker/activity/{id}: the browser's location, appended as a hint row. */
  async locationHint(
    claims: AccessClaims,
    activityId: string,
    hint: Record<string, unknown>,
    meta: RequestMeta,
  ) {
    const { db, audit } = this.deps;
    const activity = await findActivityOf(db, activityId, claims.sub);
    if (!activity) throw new ApiError(404, 404, MSG.activityNotYours, 'Activity not found');
    await db.transaction((tx) =>
      audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'kyc.location_hint',
          targetType: 'audit_log',
          targetId: activityId,
          details: { activity_id: activityId, hint },
        },
        meta,
      ),
    );
  }

  /**
   * A participant in the caller's scope as the review reads it; 404 outside it. A frozen file (a
   * confirmed list match, decision 0111) answers 409 unless the caller says it may act on one
   * (only the four-eyes unblacklist does).
   */
  participant(claims: AccessClaims, id: string, opts: { frozenAllowed?: boolean } = {}): Promise<ReviewRow> {
    return this.load(claims, id, opts);
  }

  private async load(
    claims: AccessClaims,
    id: string,
    opts: { frozenAllowed?: boolean } = {},
  ): Promise<ReviewRow> {
    const row = await findScopedRow(this.deps.db, await this.scope(claims), id);
    if (!row) throw notFound();
    // Every decision (direct, the counter's, four-eyes) loads through here (decision 0130).
    if (row.accountClosedAt) throw accountClosedError();
    if (row.frozenAt && !opts.frozenAllowed) throw recordFrozenError();
    return row;
  }

  private transition(
    claims: AccessClaims,
    row: ReviewRow,
    action: ReviewAction,
    meta: RequestMeta,
    opts: TransitionOptions,
  ): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      await assertNotHeldByOther(tx, row.id, claims.sub);
      return this.transitionIn(tx, claims.sub, row, action, meta, opts);
    });
  }

  private async transitionIn(
    tx: DbOrTx,
    actorId: string,
    row: ReviewRow,
    action: ReviewAction,
    meta: RequestMeta,
    opts: TransitionOptions,
  ): Promise<string> {
    const { audit, sessions } = this.deps;
    const state =
      row.statusNasabah === null
        ? null
        : afterReview(currentOf(row), action, { approvedBefore: row.tradeAccountNo !== null });
    if (!state || row.statusNasabah === null) throw conflict();
    // Under the participant's screening lock: a match found since the checks blocks it still.
    if (action === 'approve' || action === 'bankApprove') await assertNoOpenMatchIn(tx, row.id);
    const won = await updateStatusIfUnchanged(tx, row.id, row.statusNasabah, {
      ...opts.set,
      state: state.state,
      statusNasabah: state.statusNasabah,
      reviewedAt: new Date(),
      reviewedBy: actorId,
    });
    if (!won) throw conflict();
    // Read again under the record's row lock, which the account's closure also takes (decision
    // 0130): a closure that committed while this decision waited refuses it, rather than a decision
    // landing on a closed account.
    await assertAccountOpen(tx, row.id);
    // An approved participant trades from their bank account: staff verify it next (decision 0071).
    if (action === 'approve') await openManagingBankAccount(tx, row.id);
    // The approval starts the periodic review of the participant's data (decision 0194).
    if (action === 'approve') await startReviewCycle(tx, row.id);
    // A final decision closes the case; the bank's approval hands the file on, its due time running.
    if (FINAL_ACTIONS.includes(action)) await closeCase(tx, row.id);
    if (action === 'bankApprove') await releaseClaim(tx, row.id);
    if (opts.account) {
      await tx
        .update(users)
        .set({ status: opts.account, updatedAt: new Date() })
        .where(eq(users.id, row.userId));
      if (opts.account === 'blocked') await sessions.revokeAll('user', row.userId, undefined, tx);
    }
    await recordPartnerEvent(tx, { type: PARTNER_EVENT[action], participant: row.id });
    return audit.record(
      tx,
      {
        actorType: 'staff',
        actorId,
        action: AUDIT_ACTION[action],
        targetType: 'kyc_customer',
        targetId: row.id,
        details: {
          ...opts.details,
          status_nasabah: state.statusNasabah,
          from_status: row.statusNasabah,
          app_name: row.appName,
          // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
          fullname_hmac: audit.personalDigest(row.fullname ?? row.accountName),
        },
      },
      meta,
    );
  }
}

function currentOf(row: ReviewRow) {
  // Records in the review lists are submitted (2, 7), approved (4, 6) or rejected (5).
  const s = row.statusNasabah;
  const state =
    s === STATUS_NASABAH.rejected
      ? 'reject'
      : s === STATUS_NASABAH.accepted || s === STATUS_NASABAH.blacklisted
        ? 'approved'
        : 'submitted';
  return { state, statusNasabah: s } as const;
}

/**
 * The video call's part of the approval rule (review-rules.ts): 409 with its reason while a call
 * is pending. The screening's part answers its own codes (assertScreeningAllowsApproval).
 */
function assertApprovable(row: ReviewRow) {
  const block = videoBlock(row);
  if (block) throw new ApiError(409, 409, block, 'The scheduled video call has not been accepted');
}

/** Waiting for the broker's approval: new, not still waiting for the partner bank's. */
function assertWaitingForBroker(row: ReviewRow) {
  // A CIMB participant is approved by the bank first (bankApprove), then by the broker.
  if (row.statusNasabah === STATUS_NASABAH.waitingBank)
    throw new ApiError(400, 2011, MSG.waitingCimbApproval, 'Waiting for the bank’s approval');
  if (!isNew(row.statusNasabah))
    throw new ApiError(400, 2011, MSG.newParticipantInvalid, 'Not a new participant');
}

const staffActor = (claims: AccessClaims) => ({ type: 'staff' as const, id: claims.sub });

/** The screening's refusals (decision 0111), by their codes. */
const SCREENING_CODES: ReadonlySet<string | number> = new Set([
  SC.screeningOpenMatch,
  SC.fourEyesRequired,
  SC.recordFrozen,
]);

/**
 * The bank never reads screening (decision 0121): a refusal of its approval that comes from it
 * (an open or confirmed match, a frozen file, a file not yet screened) answers the one neutral hold
 * its detail shows, without the screening's code or technical message.
 */
function heldForTheBank(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  if (!SCREENING_CODES.has(err.statusCode) && !isScreeningReason(err.messageId)) return err;
  return new ApiError(409, 409, MSG.bankApprovalHeld, 'Held by the broker');
}

const isNew = (s: number | null) => s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank;

function reply(activityId: string): ActionResult {
  return { status_code: '00', activity_id: activityId, data: { status_code: '00', activity_id: activityId } };
}

function dateRange(start?: string, end?: string): Pick<ListFilter, 'from' | 'to'> {
  const today = todayWib();
  if ((start && start > today) || (end && end > today)) {
    throw new ApiError(400, 400, MSG.filterDateNotFuture, 'Date filter later than today');
  }
  if (start && end && start > end)
    throw new ApiError(400, 400, MSG.filterDateOrder, 'start_date after end_date');
  const out: Pick<ListFilter, 'from' | 'to'> = {};
  if (start) out.from = wibDayStart(start);
  if (end) out.to = new Date(wibDayStart(end).getTime() + DAY_MS);
  return out;
}

/** Whether a required list is missing, read once per list or detail (decision 0131). */
async function listsMissing(db: DbOrTx): Promise<boolean> {
  return (await missingLists(db)).length > 0;
}

function listItem(r: ReviewRow, role: number | null, missing: boolean): KycListItem {
  const p = r.personal;
  const actions = reviewActions(role, { ...r, screening: screeningFactsOf(r, missing) });
  return {
    _id: r.id,
    id_nasabah: r.userId,
    fullname: r.fullname ?? p.fullname ?? r.accountName,
    place_of_birth: p.place_of_birth ?? '',
    date_of_birth: p.date_of_birth ?? '',
    phonenumber: r.phonenumber,
    email: r.email,
    ktp_no: p.ktp_no ?? '',
    npwp_no: p.npwp_no ?? '',
    citizenship: p.citizenship ?? '',
    app_name: r.appName,
    platform_name: r.platformName,
    bank: r.bankCode ? { bank_code: r.bankCode, name: r.bankName ?? r.bankCode } : null,
    status_nasabah: r.statusNasabah ?? 0,
    account_closed: r.accountClosedAt !== null,
    video_status: r.videoStatus,
    video_schedule: r.videoSchedule?.toISOString() ?? null,
    // A blacklist's reason is the broker's own (decision 0121); a reject's the customer was told.
    description: visibleDescription(role, r.statusNasabah, r.description),
    hin_demo: r.hinDemo,
    trade_account: { bank_account: { etb_no: r.etbNo, account_no: r.tradeAccountNo } },
    created_at: r.createdAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    allowed_actions: actions.allowed,
    unavailable_actions: actions.unavailable,
    claim:
      r.claimedBy && r.claimedAt && r.holderName !== null
        ? { staff_id: r.claimedBy, name: r.holderName, claimed_at: r.claimedAt.toISOString() }
        : null,
    due_at: r.dueAt?.toISOString() ?? null,
    overdue: r.dueAt !== null && r.dueAt.getTime() < Date.now(),
    risk_level: maySee(role, 'risk_rating') ? r.riskLevel : null,
  };
}

/**
 * The workbench's list options (decision 0112): sort by due time, whose files, the overdue only,
 * and those due later today (decision 0134: the same bounds as the dashboard's count, from now to
 * the end of the day in WIB).
 */
function workbenchFilter(q: KycListQuery, staffId: string, now = new Date()): Partial<ListFilter> {
  const out: Partial<ListFilter> = {};
  if (q.sort === 'due') out.sort = 'due';
  if (q.claim) out.claimedBy = q.claim === 'mine' ? staffId : null;
  if (q.overdue) out.dueBefore = now;
  if (q.due === 'today') {
    out.dueFrom = now;
    out.dueBefore = new Date(wibDayStart(todayWib(now)).getTime() + DAY_MS);
  }
  return out;
}
