/**
 * The review checklist (decision 0131). A reviewer accepts each item of a participant's current
 * submission (every data section, every document it holds): a document only after they opened its
 * current file (the server knows: every read is audited as `file.view`). An acceptance is bound to
 * what was accepted; a new file or changed data makes the item undecided again. Every approval call
 * (the broker's, the counter's, the bank's and a four-eyes approve proposal, made and approved)
 * asks `assertChecklistComplete`.
 */
import {
  CHECKLIST_ROLES,
  type Checklist,
  fillTemplate,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  type ResubmissionItem,
  ROLES,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AccessClaims } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import { fileViewedBy } from '../files';
import { assertAccountOpen, findRecordInScope, type KycRecord } from '../kyc-record';
import { currentBases, itemStates, storageKeyOf } from './checklist-items';
import { checksOf, upsertCheck } from './review-checklist.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');

/** Whether this caller may accept items of this record now: a reviewer of a file waiting for them. */
function mayCheck(claims: AccessClaims, record: KycRecord): boolean {
  if (claims.role === null || !(CHECKLIST_ROLES as readonly number[]).includes(claims.role)) return false;
  if (record.state !== 'submitted' || record.frozenAt) return false;
  // The bank decides the files waiting for it (7); the broker those waiting for a review (2, 7).
  if (claims.role === ROLES.bankAdmin) return record.statusNasabah === STATUS_NASABAH.waitingBank;
  return record.statusNasabah === STATUS_NASABAH.new || record.statusNasabah === STATUS_NASABAH.waitingBank;
}

async function checklistOf(db: DbOrTx, record: KycRecord, claims: AccessClaims | null): Promise<Checklist> {
  const states = itemStates(currentBases(record), await checksOf(db, record.id));
  return {
    items: states.map(({ item, state, check }) => ({
      item,
      state,
      accepted_by_name: state === 'accepted' ? (check?.checkedByName ?? null) : null,
      accepted_at: state === 'accepted' ? (check?.checkedAt.toISOString() ?? null) : null,
    })),
    complete: states.every((s) => s.state === 'accepted'),
    may_check: claims !== null && mayCheck(claims, record),
  };
}

/**
 * Refuses an approval (409, status_code 2072) until every item of the participant's current
 * submission is accepted, naming those that are not.
 */
export async function assertChecklistComplete(db: DbOrTx, customerId: string): Promise<void> {
  const record = await findRecordInScope(db, customerId, sql`true`);
  if (!record) throw notFound();
  const open = itemStates(currentBases(record), await checksOf(db, record.id)).filter(
    (s) => s.state !== 'accepted',
  );
  if (open.length === 0) return;
  const items = open.map((s) => RESUBMISSION_ITEM_LABELS[s.item]).join(', ');
  throw new ApiError(
    409,
    SC.checklistIncomplete,
    fillTemplate(MSG.checklistIncomplete, { items }),
    'Not every item of the submission was accepted by a reviewer',
    { open_items: open.map((s) => s.item) },
  );
}

export class ReviewChecklistService {
  constructor(private readonly deps: Deps) {}

  private async scoped(claims: AccessClaims, id: string): Promise<KycRecord> {
    const scope = await staffScope(this.deps.db, claims);
    const record = await findRecordInScope(this.deps.db, id, scopeCondition(scope));
    if (!record || record.statusNasabah === null) throw notFound();
    return record;
  }

  /** GET /v1/{prefix}/kyc/{id}/checklist. */
  async checklist(claims: AccessClaims, id: string): Promise<Checklist> {
    return checklistOf(this.deps.db, await this.scoped(claims, id), claims);
  }

  /** PUT /v1/{admin-broker|admin-bank}/kyc/{id}/checklist/{item}: 'Diterima'. */
  async accept(
    claims: AccessClaims,
    id: string,
    item: ResubmissionItem,
    meta: RequestMeta,
  ): Promise<Checklist> {
    const { db, audit } = this.deps;
    const record = await this.scoped(claims, id);
    await assertAccountOpen(db, record.id);
    if (!mayCheck(claims, record))
      throw new ApiError(
        409,
        409,
        MSG.checklistNotWaiting,
        'The participant is not waiting for this reviewer',
      );
    const basis = currentBases(record).get(item);
    if (!basis) throw new ApiError(404, 404, MSG.fileNotFound, 'The submission holds no such document');
    const key = storageKeyOf(basis);
    if (key && !(await fileViewedBy(db, claims.sub, key)))
      throw new ApiError(
        409,
        SC.checklistDocumentNotOpened,
        MSG.checklistDocumentNotOpened,
        'The reviewer has not opened the document',
      );
    await db.transaction(async (tx) => {
      await upsertCheck(tx, { customerId: record.id, item, basis, checkedBy: claims.sub });
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'kyc.item_accepted',
          targetType: 'kyc_customer',
          targetId: record.id,
          details: { item, basis: key ? 'file' : 'data' },
        },
        meta,
      );
    });
    return checklistOf(db, record, claims);
  }
}
