/**
 * The customer's declaration of source of funds and of wealth with a supporting document
 * (docs/product/risk-rating.md § Enhanced due diligence, decision 0192). A reviewer asks it as the
 * item `funds_declaration` of a resubmission request; the customer makes it on the fix screen
 * (the document first, through the upload route as kind `funds_declaration`, then this call), and
 * it lives on that item (`new_data`, `new_file_id`), not on the record: it is evidence of the
 * review, kept with each request, never a part of the KYC data the partners receive. A Tinggi
 * participant's approval proposal needs one made (review/proposal-effects.ts).
 */
import {
  FUNDS_DECLARATION_ITEM,
  type FundsDeclarationBody,
  type FundsDeclarationView,
  MSG,
  SC,
} from '@kilau/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { resubmissionItems, resubmissionRequests, storedFiles } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { findOwnRecord } from '../kyc-record';
import type { ItemRow } from './resubmission.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

interface DeclarationData {
  source_of_funds: string;
  source_of_wealth: string;
  declared_at: string;
}

function readData(v: unknown): DeclarationData | null {
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  return typeof d.source_of_funds === 'string' &&
    typeof d.source_of_wealth === 'string' &&
    typeof d.declared_at === 'string'
    ? { source_of_funds: d.source_of_funds, source_of_wealth: d.source_of_wealth, declared_at: d.declared_at }
    : null;
}

/** What the customer has declared on an item so far, for their fix screen; null before. */
export function declarationOf(
  item: Pick<ItemRow, 'newData' | 'newFileId'>,
): { source_of_funds: string; source_of_wealth: string; file_id: string } | null {
  const data = readData(item.newData);
  if (!data || !item.newFileId) return null;
  return {
    source_of_funds: data.source_of_funds,
    source_of_wealth: data.source_of_wealth,
    file_id: item.newFileId,
  };
}

/** A declaration with the time it was made, as the customer's copy of their data keeps it; null before. */
export function declarationWithTimeOf(
  item: Pick<ItemRow, 'newData' | 'newFileId'>,
): FundsDeclarationView | null {
  const data = readData(item.newData);
  return data && item.newFileId ? { ...data, file_id: item.newFileId } : null;
}

/** The declaration as the request's history shows it: each text, new (there is no 'before'). */
export function declarationChanges(newData: unknown): { field: string; before: string; after: string }[] {
  const data = readData(newData);
  if (!data) return [];
  return [
    { field: MSG.fundsDeclarationFundsLabel, before: '', after: data.source_of_funds },
    { field: MSG.fundsDeclarationWealthLabel, before: '', after: data.source_of_wealth },
  ];
}

/** The newest declaration the customer resubmitted, or null: what a Tinggi approval needs. */
export async function latestFundsDeclaration(
  db: DbOrTx,
  customerId: string,
): Promise<FundsDeclarationView | null> {
  const rows = await db
    .select({ newData: resubmissionItems.newData, newFileId: resubmissionItems.newFileId })
    .from(resubmissionItems)
    .innerJoin(resubmissionRequests, eq(resubmissionRequests.id, resubmissionItems.requestId))
    .where(
      and(
        eq(resubmissionItems.customerId, customerId),
        eq(resubmissionItems.item, FUNDS_DECLARATION_ITEM),
        eq(resubmissionRequests.status, 'resubmitted'),
        isNotNull(resubmissionItems.newFileId),
      ),
    )
    .orderBy(desc(resubmissionRequests.resubmittedAt))
    .limit(1);
  const row = rows[0];
  const data = row ? readData(row.newData) : null;
  if (!row?.newFileId || !data) return null;
  return { ...data, file_id: row.newFileId };
}

const notAsked = () =>
  new ApiError(409, SC.stepNotReopened, MSG.fundsDeclarationNotAsked, 'Declaration not asked');
const fileInvalid = () =>
  new ApiError(422, 422, MSG.fundsDeclarationFileInvalid, 'No such declaration document', {
    error: [{ field: 'file_id', message: MSG.fundsDeclarationFileInvalid }],
  });

/**
 * PUT /v2/kyc/resubmission/{customerId}/funds-declaration: writes the declaration on the open
 * request's item (again, until the customer resubmits), naming a document of the record uploaded
 * as kind `funds_declaration`. Audited with the document's fingerprint, never the texts.
 */
export async function declareFunds(
  deps: Deps,
  userId: string,
  customerId: string,
  body: FundsDeclarationBody,
  meta: RequestMeta,
): Promise<{ status_code: string; message: string }> {
  const record = await findOwnRecord(deps.db, userId, customerId);
  if (!record) throw new ApiError(404, 404, MSG.participantNotFound, 'Record not found');
  await deps.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: resubmissionItems.id })
      .from(resubmissionItems)
      .innerJoin(resubmissionRequests, eq(resubmissionRequests.id, resubmissionItems.requestId))
      .where(
        and(
          eq(resubmissionRequests.customerId, record.id),
          eq(resubmissionRequests.status, 'open'),
          eq(resubmissionItems.item, FUNDS_DECLARATION_ITEM),
          eq(resubmissionItems.decision, 'resubmit'),
        ),
      )
      .for('update')
      .limit(1);
    if (!item) throw notAsked();
    const [file] = await tx
      .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, body.file_id),
          eq(storedFiles.customerId, record.id),
          eq(storedFiles.kind, FUNDS_DECLARATION_ITEM),
        ),
      )
      .limit(1);
    if (!file) throw fileInvalid();
    const data: DeclarationData = {
      source_of_funds: body.source_of_funds,
      source_of_wealth: body.source_of_wealth,
      declared_at: new Date().toISOString(),
    };
    await tx
      .update(resubmissionItems)
      .set({ newData: { ...data }, newFileId: file.id })
      .where(eq(resubmissionItems.id, item.id));
    await deps.audit.record(
      tx,
      {
        actorType: 'user',
        actorId: userId,
        action: 'kyc.funds_declared',
        targetType: 'kyc_customer',
        targetId: record.id,
        details: { item_id: item.id, file_id: file.id, sha256: file.sha256 },
      },
      meta,
    );
  });
  return { status_code: SC.ok, message: MSG.fundsDeclarationSaved };
}
