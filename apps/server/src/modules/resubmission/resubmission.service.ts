/**
 * Per-document resubmission (decision 0112). A reviewer decides each document and data section of a
 * participant waiting for a review; 'Kirim permintaan' writes the request and its items, moves the
 * record to 'fix' / 8, pauses the due time and audits it, in one transaction, then mails the customer
 * once. The customer fixes only those items (the onboarding module asks `openFix` what is open) and
 * resubmits (`completeFix`, in the onboarding's transaction). Never a rejection: the partners are
 * told nothing, the record keeps its data, and every version of a document stays readable by staff.
 */
import {
  type CustomerFixListReply,
  FUNDS_DECLARATION_ITEM,
  isChecklistItem,
  isResubmissionDocument,
  MSG,
  REQUEST_ITEMS,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_REASON_LABELS,
  type RequestItem,
  type ResubmissionBody,
  type ResubmissionItem,
  type ResubmissionReason,
  type ResubmissionRequestView,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { assertNotHeldByOther, dueSettings, pauseDue, resumeDue } from '../case-ownership';
import {
  afterResubmissionRequest,
  afterResubmit,
  assertAccountOpen,
  findMasterData,
  findOwnRecord,
  findRecordInScope,
  findRegions,
  type KycRecord,
  parseState,
} from '../kyc-record';
import { findUserById } from '../users';
import { maySee } from '../visibility';
import { recordPartnerEvent } from '../webhooks';
import {
  changedFields,
  isFixed,
  type OpenItem,
  reopenedSteps,
  requestedDocuments,
  type SectionItem,
  STEP_OF_ITEM,
  sectionData,
} from './fix-items';
import { declarationChanges, declarationOf } from './funds-declaration';
import {
  closeRequest,
  filesByKey,
  findLastResubmittedAt,
  findOpenRequest,
  type ItemWithFile,
  insertItems,
  insertRequest,
  listRequests,
  lockRecord,
  moveRecord,
  type RequestRow,
  versionsOf,
} from './resubmission.repository';
import { fixRequestEmail, fixSentEmail } from './resubmission-emails';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'log'>;

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
const notAllowed = (why: string) =>
  new ApiError(409, SC.resubmissionNotAllowed, MSG.resubmissionNotAllowed, why);
const conflict = () => new ApiError(409, 409, MSG.resubmissionConflict, 'The participant changed meanwhile');

const REGION_FIELDS = new Set(['province_type', 'regency_type', 'district_type', 'village_type']);

/** The reason as the customer and staff read it: the catalogue's label, or the reviewer's own text. */
function reasonLabel(reason: string | null, text: string | null): string {
  if (reason === 'other') return text ?? RESUBMISSION_REASON_LABELS.other;
  return reason ? (RESUBMISSION_REASON_LABELS[reason as ResubmissionReason] ?? reason) : '';
}

const isWaiting = (s: number | null) => s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank;

/** The open request as the onboarding steps see it: what reopens, and what is fixed already. */
export interface OpenFix {
  request: RequestRow;
  items: ItemWithFile[];
  /** Onboarding steps the customer may save. */
  steps: ReturnType<typeof reopenedSteps>;
  /** Attachment kinds the customer may replace. */
  documents: Set<string>;
  /** The resubmit items not fixed yet. */
  unfixed: ItemWithFile[];
}

/** Items in the catalogue's order: documents first, then the sections, as the screens list them. */
function inCatalogueOrder<T extends { item: string }>(items: readonly T[]): T[] {
  const rank = (i: T) => (REQUEST_ITEMS as readonly string[]).indexOf(i.item);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

const asOpenItem = (i: ItemWithFile): OpenItem => ({
  item: i.item,
  decision: i.decision,
  previousStorageKey: i.previousStorageKey,
  previousData: i.previousData,
  newData: i.newData,
});

/** The record's open request, for a record in 'fix'; undefined when none is open. */
export async function openFix(db: DbOrTx, record: KycRecord): Promise<OpenFix | undefined> {
  const open = await findOpenRequest(db, record.id);
  if (!open) return undefined;
  const ordered = inCatalogueOrder(open.items);
  const items = ordered.map(asOpenItem);
  const resubmit = ordered.filter((i) => i.decision === 'resubmit');
  return {
    request: open.request,
    items: ordered,
    steps: reopenedSteps(items),
    documents: requestedDocuments(items),
    unfixed: resubmit.filter((i) => !isFixed(record, asOpenItem(i), open.request.requestedAt)),
  };
}

/**
 * The resubmission's writes in the onboarding's transaction: the fixed versions on the items, the
 * request closed, the record back to the status it had, the due time resumed, the audit row.
 * False when the record changed meanwhile (the caller retries).
 */
export async function completeFix(
  tx: DbOrTx,
  deps: Pick<Deps, 'audit' | 'config'>,
  record: KycRecord,
  fix: OpenFix,
  by: { userId: string; now: Date; meta: RequestMeta },
): Promise<boolean> {
  const current = { state: parseState(record.state), statusNasabah: record.statusNasabah };
  const next = afterResubmit(current, fix.request.statusBefore);
  if (!next || next.statusNasabah === null || current.statusNasabah === null) return false;
  const resubmit = fix.items.filter((i) => i.decision === 'resubmit');
  // The declaration was written on its item when the customer made it (funds-declaration.ts).
  const fixedFromRecord = resubmit.filter((i) => i.item !== FUNDS_DECLARATION_ITEM);
  const keys = fixedFromRecord
    .filter((i) => isResubmissionDocument(i.item as ResubmissionItem))
    .map((i) => record.attachment[i.item as keyof KycRecord['attachment']])
    .filter((k): k is string => typeof k === 'string' && k !== '');
  const files = await filesByKey(tx, record.id, keys);
  const fixes = fixedFromRecord.map((i) => {
    const item = i.item as ResubmissionItem;
    if (isResubmissionDocument(item)) {
      const key = record.attachment[item];
      return { id: i.id, newFileId: (key && files.get(key)) ?? null, newData: null };
    }
    return { id: i.id, newFileId: null, newData: sectionData(record, item) };
  });
  const moved = await moveRecord(
    tx,
    record.id,
    { state: current.state, statusNasabah: current.statusNasabah },
    { state: next.state, statusNasabah: next.statusNasabah },
    { description: null },
  );
  if (!moved) return false;
  if (!(await closeRequest(tx, fix.request.id, by.now, fixes))) return false;
  await resumeDue(tx, record.id, by.now, dueSettings(deps.config));
  await deps.audit.record(
    tx,
    {
      actorType: 'user',
      actorId: by.userId,
      action: 'kyc.resubmitted',
      targetType: 'kyc_customer',
      targetId: record.id,
      details: {
        request_id: fix.request.id,
        items: resubmit.map((i) => i.item),
        new_files: fixes.filter((f) => f.newFileId).map((f) => f.newFileId),
        status_nasabah: next.statusNasabah,
      },
    },
    by.meta,
  );
  await recordPartnerEvent(tx, { type: 'participant.submitted', participant: record.id });
  return true;
}

/**
 * After the resubmission's commit, through the job queue (retried): the customer's receipt naming
 * the items sent back. A mail that cannot be queued is logged; the resubmission stands.
 */
export async function mailResubmitted(
  deps: Pick<Deps, 'db' | 'config' | 'notifications' | 'log'>,
  record: KycRecord,
  fix: OpenFix,
  at: Date,
): Promise<void> {
  try {
    const user = await findUserById(deps.db, record.userId);
    if (!user) return;
    await deps.notifications.email(
      fixSentEmail(user.email, {
        name: record.fullname ?? user.fullname,
        items: fix.items
          .filter((i) => i.decision === 'resubmit')
          .map((i) => RESUBMISSION_ITEM_LABELS[i.item as ResubmissionItem]),
        at,
        loginLink: `${deps.config.publicUrl}/login`,
      }),
    );
  } catch (err) {
    deps.log.error({ err, participant: record.id }, 'resubmission receipt not queued');
  }
}

export class ResubmissionService {
  constructor(private readonly deps: Deps) {}

  /** A submitted participant in the caller's scope, with every section; 404 otherwise (as the detail). */
  private async scoped(claims: AccessClaims, id: string): Promise<KycRecord> {
    const scope = await staffScope(this.deps.db, claims);
    const record = await findRecordInScope(this.deps.db, id, scopeCondition(scope));
    if (!record || record.statusNasabah === null) throw notFound();
    return record;
  }

  /** 'Kirim permintaan' (POST /v1/admin-broker/kyc/{id}/resubmission). */
  async request(claims: AccessClaims, id: string, body: ResubmissionBody, meta: RequestMeta) {
    const { db, audit, config } = this.deps;
    const record = await this.scoped(claims, id);
    // A closed account asks nothing of its customer any more (decision 0130).
    await assertAccountOpen(db, record.id);
    if (record.frozenAt) throw notAllowed('The file is frozen');
    if (record.state !== 'submitted' || !isWaiting(record.statusNasabah))
      throw notAllowed('The participant is not waiting for a review');
    await assertNotHeldByOther(db, record.id, claims.sub);
    const statusBefore = record.statusNasabah as number;
    const next = afterResubmissionRequest({ state: 'submitted', statusNasabah: statusBefore });
    if (!next || next.statusNasabah === null) throw notAllowed('Not waiting for a review');
    const now = new Date();
    const documentKeys = body.items
      .filter((i) => isResubmissionDocument(i.item))
      .map((i) => record.attachment[i.item as keyof KycRecord['attachment']])
      .filter((k): k is string => typeof k === 'string' && k !== '');
    const [files, versions] = await Promise.all([
      filesByKey(db, record.id, documentKeys),
      versionsOf(db, record.id),
    ]);
    const requestId = await db
      .transaction(async (tx) => {
        const locked = await lockRecord(tx, record.id);
        if (locked?.state !== 'submitted' || locked.statusNasabah !== statusBefore) throw conflict();
        // Under the record's lock: a claim taken since the first check refuses it still.
        await assertNotHeldByOther(tx, record.id, claims.sub);
        const requestId = await insertRequest(tx, {
          customerId: record.id,
          requestedBy: claims.sub,
          statusBefore,
          requestedAt: now,
        });
        await insertItems(
          tx,
          body.items.map((i) => {
            const document = isResubmissionDocument(i.item);
            const key = document ? record.attachment[i.item as keyof KycRecord['attachment']] : undefined;
            // A section's data then; the declaration's is written by the customer (funds-declaration.ts).
            const section = !document && isChecklistItem(i.item);
            return {
              requestId,
              customerId: record.id,
              item: i.item,
              decision: i.decision,
              reasonCode: i.decision === 'resubmit' ? (i.reason ?? null) : null,
              reasonText: i.decision === 'resubmit' ? (i.reason_text ?? null) : null,
              noteToCustomer: i.decision === 'resubmit' ? (i.note ?? null) : null,
              version: versions.get(i.item) ?? 1,
              previousFileId: typeof key === 'string' ? (files.get(key) ?? null) : null,
              previousData: section ? sectionData(record, i.item as SectionItem) : null,
            };
          }),
        );
        const moved = await moveRecord(
          tx,
          record.id,
          { state: 'submitted', statusNasabah: statusBefore },
          { state: next.state, statusNasabah: next.statusNasabah as number },
        );
        if (!moved) throw conflict();
        await pauseDue(tx, record.id, now, dueSettings(config));
        await audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: 'kyc.resubmission_requested',
            targetType: 'kyc_customer',
            targetId: record.id,
            details: {
              request_id: requestId,
              from_status: statusBefore,
              status_nasabah: next.statusNasabah,
              // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
              fullname_hmac: audit.personalDigest(record.fullname),
              items: body.items.map((i) => ({
                item: i.item,
                decision: i.decision,
                ...(i.decision === 'resubmit'
                  ? { reason: i.reason, reason_text: i.reason_text ?? null, note: i.note ?? null }
                  : {}),
              })),
            },
          },
          meta,
        );
        // The first item's reason code (a code, never the reviewer's text) tells the partner why.
        await recordPartnerEvent(tx, {
          type: 'participant.resubmission_requested',
          participant: record.id,
          reasonCode: body.items.find((i) => i.decision === 'resubmit')?.reason ?? null,
        });
        return requestId;
      })
      .catch((err: unknown) => {
        // Two reviewers at once: the one open request per participant decides.
        if (isUniqueViolation(err)) throw conflict();
        throw err;
      });
    await this.mail(record, body);
    return {
      status_code: SC.ok,
      message: MSG.resubmissionSent,
      data: { request_id: requestId, status_nasabah: next.statusNasabah },
    };
  }

  /** After the commit, through the job queue (retried): one mail listing every item to fix. */
  private async mail(record: KycRecord, body: ResubmissionBody): Promise<void> {
    try {
      const user = await findUserById(this.deps.db, record.userId);
      if (!user) return;
      await this.deps.notifications.email(
        fixRequestEmail(user.email, {
          name: record.fullname ?? user.fullname,
          items: body.items
            .filter((i) => i.decision === 'resubmit')
            .map((i) => ({
              label: RESUBMISSION_ITEM_LABELS[i.item],
              reason: reasonLabel(i.reason ?? null, i.reason_text ?? null),
              note: i.note ?? null,
            })),
          loginLink: `${this.deps.config.publicUrl}/login`,
        }),
      );
    } catch (err) {
      this.deps.log.error({ err, participant: record.id }, 'resubmission e-mail not queued');
    }
  }

  /** GET /v1/{prefix}/kyc/{id}/resubmissions: every request, newest first, with the versions. */
  async history(claims: AccessClaims, id: string): Promise<ResubmissionRequestView[]> {
    const record = await this.scoped(claims, id);
    // The declaration is enhanced due diligence: shown where the risk rating is (never to the bank).
    const readsDeclaration = maySee(claims.role, 'risk_rating');
    const requests = (await listRequests(this.deps.db, record.id)).map((r) => ({
      ...r,
      items: r.items.filter((i) => readsDeclaration || i.item !== FUNDS_DECLARATION_ITEM),
    }));
    const names = await this.valueNames(requests.flatMap((r) => r.items));
    return requests.map((r) => ({
      id: r.id,
      requested_at: r.requestedAt.toISOString(),
      requested_by: r.requestedByName,
      status: r.status,
      resubmitted_at: r.resubmittedAt?.toISOString() ?? null,
      items: inCatalogueOrder(r.items).map((i) => ({
        item: i.item as RequestItem,
        decision: i.decision,
        reason: (i.reasonCode as ResubmissionReason | null) ?? null,
        reason_label: i.reasonCode ? reasonLabel(i.reasonCode, i.reasonText) : null,
        reason_text: i.reasonText,
        note: i.noteToCustomer,
        version: i.version,
        previous_file_id: i.previousFileId,
        new_file_id: i.newFileId,
        changes:
          i.item === FUNDS_DECLARATION_ITEM
            ? declarationChanges(i.newData)
            : i.previousData && i.newData
              ? changedFields(i.previousData, i.newData).map((c) => ({
                  field: c.field,
                  before: valueText(c.field, c.before, names),
                  after: valueText(c.field, c.after, names),
                }))
              : [],
      })),
    }));
  }

  /** Option ids and region codes among the items' data, by their names (as the detail shows them). */
  private async valueNames(items: { previousData: unknown; newData: unknown }[]) {
    const ids = new Set<string>();
    const codes = new Set<string>();
    for (const i of items) {
      for (const data of [i.previousData, i.newData]) {
        if (!data || typeof data !== 'object') continue;
        for (const [k, v] of Object.entries(data)) {
          if (typeof v !== 'string' || v === '') continue;
          if (REGION_FIELDS.has(k)) codes.add(v);
          else ids.add(v);
        }
      }
    }
    const [options, regions] = await Promise.all([
      findMasterData(this.deps.db, [...ids]),
      findRegions(this.deps.db, [...codes]),
    ]);
    return {
      options: new Map(options.map((o) => [o.id, o.label])),
      regions: new Map(regions.map((r) => [r.code, r.name])),
    };
  }

  /**
   * GET /v2/kyc/resubmission/{customerId}: what the customer fixes (null with no open request),
   * and when the newest request was resubmitted, so the waiting screen can say the record is
   * being reviewed again.
   */
  async customerFixList(
    userId: string,
    customerId: string,
  ): Promise<Omit<CustomerFixListReply, 'status_code'>> {
    const record = await findOwnRecord(this.deps.db, userId, customerId);
    if (!record) throw notFound();
    const fix = await openFix(this.deps.db, record);
    if (!fix) {
      const at = await findLastResubmittedAt(this.deps.db, record.id);
      return { data: null, resubmitted_at: at?.toISOString() ?? null };
    }
    const unfixed = new Set(fix.unfixed.map((i) => i.id));
    return {
      resubmitted_at: null,
      data: {
        requested_at: fix.request.requestedAt.toISOString(),
        items: fix.items
          .filter((i) => i.decision === 'resubmit')
          .map((i) => {
            const item = i.item as RequestItem;
            const fixed = !unfixed.has(i.id);
            if (!isChecklistItem(item))
              // Made on the fix screen itself (funds-declaration.ts), not on an onboarding step.
              return {
                item,
                label: RESUBMISSION_ITEM_LABELS[item],
                step: item,
                reason_label: MSG.fundsDeclarationWhy,
                reason_text: null,
                note: i.noteToCustomer,
                fixed,
                declaration: declarationOf(i),
              };
            return {
              item,
              label: RESUBMISSION_ITEM_LABELS[item],
              step: STEP_OF_ITEM[item],
              reason_label: reasonLabel(i.reasonCode, i.reasonText),
              reason_text: i.reasonText,
              note: i.noteToCustomer,
              fixed,
            };
          }),
      },
    };
  }
}

/** A stored value as text: option ids and region codes by name, flags as Ya/Tidak. */
function valueText(
  field: string,
  value: unknown,
  names: { options: Map<string, string>; regions: Map<string, string> },
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? MSG.previewYes : MSG.previewNo;
  if (typeof value === 'string') {
    const named = REGION_FIELDS.has(field) ? names.regions.get(value) : names.options.get(value);
    return named ?? value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
