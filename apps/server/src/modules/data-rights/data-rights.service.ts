/**
 * The customer's requests about their data (UU 27/2022; decision 0113): a correction, a
 * restriction, a deletion or an approved customer's update of onboarding steps 2, 3 and 5
 * (decision 0217, data-update.ts), each a back-office case due 72 hours after it was made, one open
 * per kind. A staff decision carries it out in the same transaction as its audit row:
 *
 * - a correction written into the KYC record (audited with digests of the values before and after,
 *   never the values), and a record whose screened identity changed is screened again;
 * - an update's steps written as the onboarding writes them, refused if the record changed since
 *   it was sent, and the participant rated and screened again (decision 0220);
 * - a restriction or deletion closes the account: restricted, sessions revoked, out of the review
 *   queue and the rescreens, the relationship ended and the erasure scheduled five years on
 *   (UU 8/2010 art. 21), or at once for an account that never submitted a record.
 *
 * The customer is told by e-mail: a receipt with the due time, then the outcome.
 */
import {
  DATA_REQUEST_DUE_HOURS,
  DATA_RETENTION_YEARS,
  DATA_UPDATE_STEP_LABELS,
  DATA_UPDATE_STEPS,
  type DataRequest,
  type DataRequestBody,
  type DataRequestKind,
  type DataRequestStatus,
  type DataRights,
  type DataUpdateChanges,
  dataCorrectionFieldLabel,
  fillTemplate,
  HOUR_MS,
  MSG,
  SC,
  type StaffDataRequest,
  type StoredPersonal,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { verifyPassword } from '../credentials';
import { listExportsOf } from '../data-export';
import { assertAccountOpen, findLatestOwnRecord, findOwnRecord } from '../kyc-record';
import { insertAcceptances } from '../onboarding';
import { completeReviewsByRequest } from '../periodic-review';
import { rateQuietly } from '../risk-rating';
import { screenQuietly } from '../screening';
import { dataRightsClock } from './clock';
import { correctionValue, placeOf, SCREENED_KEYS } from './correction';
import {
  type DataRequestRow,
  decideRequest,
  everSubmitted,
  findOpenOfKind,
  findOwnFile,
  findStaffRequest,
  insertRequest,
  latestRecordOf,
  listOwnRequests,
  listStaffRequests,
  lockUser,
  masterDataLabel,
  type RecordRow,
  restrictAccount,
  type StaffRequestRow,
  userRights,
  writeRecordField,
  writeRecordSections,
} from './data-rights.repository';
import { outcomeEmail, receiptEmail } from './data-rights-emails';
import { buildApplied, prepareUpdate, recordChangedSince, updateView } from './data-update';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'log' | 'notifications' | 'sessions'>;

/** The kind of stored file the upload route keeps a correction's document as. */
export const DATA_REQUEST_FILE_KIND = 'data_request';

const notFound = () => new ApiError(404, 404, MSG.dataRequestNotFound, 'Data request not found');
const invalid = (field: string, message: string, technical: string) =>
  new ApiError(422, 422, message, technical, { error: [{ field, message }] });
/** A corrected value the field's onboarding rule refuses: named by the field, with the rule's words. */
const valueRefused = (template: string, field: string, reason: string) =>
  new ApiError(
    422,
    422,
    fillTemplate(template, { field: dataCorrectionFieldLabel(field) ?? field, reason }),
    `Value does not fit ${field}`,
    { error: [{ field: 'requested_value', message: reason }] },
  );

export function addYears(d: Date, years: number): Date {
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
}

/** The update branch of the body as the route hands it over: parsed by its steps' schemas. */
type DataUpdateBody = { kind: 'update'; changes: DataUpdateChanges; note?: string };

/** What the customer's letters say of a request: an update by the names of its steps. */
function facts(r: DataRequestRow) {
  const steps = r.changes
    ? DATA_UPDATE_STEPS.filter((s) => r.changes?.after[s] !== undefined).map(
        (s) => DATA_UPDATE_STEP_LABELS[s],
      )
    : [];
  return { ...r, steps };
}

function requestView(r: DataRequestRow): DataRequest {
  return {
    _id: r.id,
    kind: r.kind,
    field: r.field,
    requested_value: r.requestedValue,
    note: r.note,
    has_document: r.documentFileId !== null,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    due_at: r.dueAt.toISOString(),
    handled_at: r.handledAt?.toISOString() ?? null,
    outcome_note: r.outcomeNote,
  };
}

function staffView(r: StaffRequestRow, now: Date): StaffDataRequest {
  return {
    ...requestView(r),
    customer: { user_id: r.userId, fullname: r.fullname, email: r.email },
    participant_id: r.participantId,
    handled_by: r.handledBy,
    handled_by_name: r.handledByName,
    overdue: r.status === 'open' && r.dueAt.getTime() < now.getTime(),
  };
}

/** The value of a correctable field in the record as it is now (a label for a master-data option). */
async function currentValue(deps: Deps, record: RecordRow | undefined, field: string | null) {
  const place = placeOf(field);
  if (!record || !place) return null;
  const raw = (record[place.column] as Record<string, unknown>)[place.key];
  const value = typeof raw === 'string' ? raw : null;
  if (place.writable) return value;
  return (await masterDataLabel(deps.db, value ?? undefined)) ?? value;
}

export class DataRightsService {
  constructor(private readonly deps: Deps) {}

  // ── The customer ──────────────────────────────────────────────────────

  async rights(userId: string): Promise<DataRights> {
    const { db } = this.deps;
    const [exports, requests, account] = await Promise.all([
      listExportsOf(db, userId),
      listOwnRequests(db, userId),
      userRights(db, userId),
    ]);
    return {
      exports,
      requests: requests.map(requestView),
      restricted_at: account?.restrictedAt?.toISOString() ?? null,
      erase_after: account?.eraseAfter?.toISOString() ?? null,
    };
  }

  async create(userId: string, input: DataRequestBody, meta: RequestMeta): Promise<DataRequest> {
    const { db, audit } = this.deps;
    const now = dataRightsClock.now();
    const body = input as Exclude<DataRequestBody, { kind: 'update' }> | DataUpdateBody;
    let requestedValue: string | null = null;
    let update: Awaited<ReturnType<typeof prepareUpdate>> | null = null;
    if (body.kind === 'correction') {
      if (!(await latestRecordOf(db, userId)))
        throw invalid('field', MSG.dataRequestNoRecord, 'No KYC record');
      // The onboarding step's own rule for the field (decision 0122): refused now, not at the decision.
      const checked = await correctionValue(db, body.field, body.requested_value);
      if (!checked.ok) throw valueRefused(MSG.dataCorrectionValueRefused, body.field, checked.message);
      requestedValue = checked.value;
      if (body.document_file_id) {
        const file = isUuid(body.document_file_id)
          ? await findOwnFile(db, userId, body.document_file_id)
          : undefined;
        if (!file || file.kind !== DATA_REQUEST_FILE_KIND)
          throw invalid(
            'document_file_id',
            MSG.dataRequestDocumentNotFound,
            'Not the caller’s data_request file',
          );
      }
    }
    if (body.kind === 'update') {
      const record = await findLatestOwnRecord(db, userId);
      if (!record) throw invalid('changes', MSG.dataUpdateNotApproved, 'No KYC record');
      update = await prepareUpdate(db, record, body.changes, meta);
    }
    const { row, user } = await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new ApiError(401, 401, MSG.unauthorized, 'No account');
      if (
        (body.kind === 'restriction' || body.kind === 'deletion') &&
        !(await verifyPassword(user.passwordHash, body.password))
      ) {
        throw invalid('password', MSG.dataRequestPasswordWrong, 'Wrong password');
      }
      if (await findOpenOfKind(tx, userId, body.kind)) {
        throw new ApiError(
          409,
          SC.dataRequestOpenExists,
          MSG.dataRequestOpenExists,
          'An open request of this kind',
        );
      }
      const row = await insertRequest(tx, {
        userId,
        kind: body.kind,
        field: body.kind === 'correction' ? body.field : null,
        requestedValue,
        documentFileId: body.kind === 'correction' ? (body.document_file_id ?? null) : null,
        changes: update?.stored ?? null,
        note: body.note ?? '',
        createdAt: now,
        dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_HOURS * HOUR_MS),
      });
      // The statements of the forms, accepted again with the update as with a step save.
      if (update) await insertAcceptances(tx, update.acceptances);
      // The values are the customer's personal data: the trail keeps their digests only.
      await audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'data_request.create',
          targetType: 'data_request',
          targetId: row.id,
          details: {
            kind: row.kind,
            ...(row.field ? { field: row.field } : {}),
            ...(row.requestedValue ? { requested_value_hmac: audit.personalDigest(row.requestedValue) } : {}),
            ...(update
              ? {
                  kyc_customer_id: update.stored.recordId,
                  steps: update.steps,
                  changes_hmac: audit.personalDigest(JSON.stringify(update.stored.after)),
                }
              : {}),
            has_document: row.documentFileId !== null,
            due_at: row.dueAt.toISOString(),
          },
        },
        meta,
      );
      return { row, user };
    });
    await this.deps.notifications.email(receiptEmail(user.email, user.fullname, facts(row)));
    return requestView(row);
  }

  // ── The back-office ───────────────────────────────────────────────────

  private async scope(claims: AccessClaims) {
    const scope = await staffScope(this.deps.db, claims);
    return { condition: scopeCondition(scope), all: scope.kind === 'all' };
  }

  async list(
    claims: AccessClaims,
    q: { status?: DataRequestStatus; kind?: DataRequestKind; page: number },
  ): Promise<{ requests: StaffDataRequest[]; total: number; open: number }> {
    const { condition, all } = await this.scope(claims);
    const now = dataRightsClock.now();
    const { rows, total, open } = await listStaffRequests(this.deps.db, condition, all, q);
    return { requests: rows.map((r) => staffView(r, now)), total, open };
  }

  async detail(claims: AccessClaims, id: string, meta: RequestMeta) {
    const { db, audit } = this.deps;
    const { condition, all } = await this.scope(claims);
    const row = isUuid(id) ? await findStaffRequest(db, condition, all, id) : undefined;
    if (!row) throw notFound();
    await audit.record(
      db,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: 'data_request.view',
        targetType: 'data_request',
        targetId: row.id,
        details: { kind: row.kind, ...(row.participantId ? { kyc_customer_id: row.participantId } : {}) },
      },
      meta,
    );
    return this.detailView(row);
  }

  /** The detail: a correction's current value beside the requested one, an update's before and after. */
  private async detailView(row: StaffRequestRow) {
    const { db } = this.deps;
    const record = row.kind === 'correction' ? await latestRecordOf(db, row.userId) : undefined;
    const update = row.kind === 'update' ? row.changes : null;
    const updated = update ? await findOwnRecord(db, row.userId, update.recordId) : undefined;
    return {
      ...staffView(row, dataRightsClock.now()),
      current_value: await currentValue(this.deps, record, row.field),
      document_file_id: row.documentFileId,
      update: update ? await updateView(db, update) : null,
      record_changed:
        row.status === 'open' && update !== null && (!updated || recordChangedSince(updated, update)),
    };
  }

  async decide(
    claims: AccessClaims,
    id: string,
    body: { outcome: 'done' | 'declined'; note: string },
    meta: RequestMeta,
  ) {
    const { db, audit, sessions } = this.deps;
    const { condition, all } = await this.scope(claims);
    const now = dataRightsClock.now();
    const result = await db.transaction(async (tx) => {
      const row = isUuid(id) ? await findStaffRequest(tx, condition, all, id, true) : undefined;
      if (!row) throw notFound();
      if (
        row.status !== 'open' ||
        !(await decideRequest(tx, row.id, {
          status: body.outcome,
          staffId: claims.sub,
          note: body.note,
          at: now,
        }))
      ) {
        throw new ApiError(409, SC.dataRequestNotOpen, MSG.dataRequestNotOpen, 'Already decided');
      }
      const details: Record<string, unknown> = {
        kind: row.kind,
        outcome: body.outcome,
        ...(body.note ? { note_hmac: audit.personalDigest(body.note) } : {}),
      };
      let rescreen: string | null = null;
      /** A submitted record whose data a correction changed: rated again (docs/product/risk-rating.md). */
      let rerate: string | null = null;
      let eraseAfter: Date | null = null;
      let erasedSoon = false;
      if (body.outcome === 'done' && row.kind === 'correction') {
        const place = placeOf(row.field);
        const record = await latestRecordOf(tx, row.userId);
        details.field = row.field;
        details.applied = false;
        if (record) await assertAccountOpen(tx, record.id);
        if (record && place?.writable && row.requestedValue) {
          // Checked again by the same rule: a request kept from before the rule, or a NIK check
          // whose region data changed since, is not written (the transaction rolls back, it stays open).
          const checked = await correctionValue(tx, row.field ?? '', row.requestedValue);
          if (!checked.ok)
            throw valueRefused(MSG.dataCorrectionCannotApply, row.field ?? '', checked.message);
          const value = checked.value;
          const before = (record[place.column] as Record<string, unknown>)[place.key];
          await writeRecordField(tx, record.id, place.column, place.key, value);
          Object.assign(details, {
            applied: true,
            kyc_customer_id: record.id,
            before_hmac: audit.personalDigest(typeof before === 'string' ? before : ''),
            after_hmac: audit.personalDigest(value),
          });
          if (record.submittedAt !== null && before !== value) rerate = record.id;
          if (
            place.column === 'personal' &&
            SCREENED_KEYS.has(place.key as keyof StoredPersonal) &&
            record.submittedAt !== null &&
            before !== value
          )
            rescreen = record.id;
        }
      }
      if (body.outcome === 'done' && row.kind === 'update' && row.changes) {
        const record = await findOwnRecord(tx, row.userId, row.changes.recordId);
        if (!record)
          throw new ApiError(409, SC.dataUpdateRecordChanged, MSG.dataUpdateRecordChanged, 'Record gone');
        // A closed account's record takes no staff change (decision 0130); declining still answers it.
        await assertAccountOpen(tx, record.id);
        const { changes, steps } = await buildApplied(tx, record, row.changes, meta);
        if (!(await writeRecordSections(tx, record, changes)))
          throw new ApiError(409, SC.dataUpdateRecordChanged, MSG.dataUpdateRecordChanged, 'Record changed');
        Object.assign(details, {
          applied: true,
          kyc_customer_id: record.id,
          steps,
          before_hmac: audit.personalDigest(JSON.stringify(row.changes.before)),
          after_hmac: audit.personalDigest(JSON.stringify(row.changes.after)),
        });
        // Rated again and screened again, as every change of an approved record is (decision 0220).
        rerate = record.id;
        rescreen = record.id;
      }
      if (body.outcome === 'done' && (row.kind === 'restriction' || row.kind === 'deletion')) {
        // Nothing the law keeps (no record ever submitted): a deletion is erased by the next run.
        const keepNothing = row.kind === 'deletion' && !(await everSubmitted(tx, row.userId));
        const closed = await restrictAccount(tx, row.userId, now, (ended) =>
          keepNothing ? now : addYears(ended, DATA_RETENTION_YEARS),
        );
        await sessions.revokeAll('user', row.userId, undefined, tx);
        eraseAfter = closed.eraseAfter;
        erasedSoon = keepNothing;
        const { cancelled } = closed;
        Object.assign(details, {
          user_id: row.userId,
          restricted: true,
          sessions_revoked: true,
          relationship_ended_at: closed.relationshipEndedAt.toISOString(),
          erase_after: closed.eraseAfter.toISOString(),
          // What waited on the account and was called off with it (decision 0130).
          cancelled: {
            claims: cancelled.claims.map((c) => c.kycCustomerId),
            video_calls: cancelled.videoCalls.map((v) => v.kycCustomerId),
            managing_bank_accounts: cancelled.managingBankAccounts.map((m) => m.id),
          },
        });
        // Each participant's own trail shows what ended for it, under the kinds its timeline reads.
        const because = { reason: 'account_closed', data_request_id: row.id };
        for (const c of cancelled.claims)
          await audit.record(
            tx,
            {
              actorType: 'staff',
              actorId: claims.sub,
              action: 'case.released',
              targetType: 'kyc_customer',
              targetId: c.kycCustomerId,
              details: { holder_id: c.holderId, ...because },
            },
            meta,
          );
        for (const v of cancelled.videoCalls)
          await audit.record(
            tx,
            {
              actorType: 'staff',
              actorId: claims.sub,
              action: 'video.cancel',
              targetType: 'kyc_customer',
              targetId: v.kycCustomerId,
              details: { from_schedule: v.schedule?.toISOString() ?? null, video_schedule: null, ...because },
            },
            meta,
          );
      }
      // A correction or an update decided while a periodic review is due completes it (decisions 0194, 0217).
      if (row.kind === 'correction' || row.kind === 'update')
        await completeReviewsByRequest(tx, row.userId, { id: row.id, kind: row.kind });
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'data_request.decide',
          targetType: 'data_request',
          targetId: row.id,
          details,
        },
        meta,
      );
      return { row, rescreen, rerate, eraseAfter, erasedSoon };
    });
    if (result.rescreen) {
      await screenQuietly(this.deps, result.rescreen, 'correction', { type: 'staff', id: claims.sub });
    }
    if (result.rerate)
      await rateQuietly(this.deps, result.rerate, result.row.kind === 'update' ? 'update' : 'correction');
    const { row } = result;
    await this.deps.notifications.email(
      outcomeEmail(row.email, row.fullname, facts(row), {
        outcome: body.outcome,
        note: body.note,
        eraseAfter: result.eraseAfter,
        erasedSoon: result.erasedSoon,
      }),
    );
    return this.detailAfterDecision(claims, row.id);
  }

  private async detailAfterDecision(claims: AccessClaims, id: string) {
    const { condition, all } = await this.scope(claims);
    const row = await findStaffRequest(this.deps.db, condition, all, id);
    if (!row) throw notFound();
    return this.detailView(row);
  }
}
