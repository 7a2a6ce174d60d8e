/**
 * Internal notes, the participant's timeline and 'Unduh berkas' (decision 0112). Every participant
 * is loaded through the caller's scope, as the review detail loads it: outside it, 404. A note is
 * written with its audit row in one transaction; the row holds the note's id and the SHA-256 of
 * its text, never the text (the note is internal, the trail is read more widely).
 *
 * What of the file a reader sees is decision 0121's table (modules/visibility): the bank reads the
 * KYC data, the decisions and its own notes and rows, never screening, four-eyes proposals, the
 * broker's notes or internal reasons. The timeline and the case file are built for their reader.
 */
import { createHash } from 'node:crypto';
import {
  type CaseNote,
  EDD_CHECK_LABELS,
  FUNDS_DECLARATION_ITEM,
  formatWibDateTime,
  MSG,
  pepAnswerText,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_REASON_LABELS,
  type RequestItem,
  type ResubmissionReason,
  type TimelineEvent,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { heldCheckpoint } from '../audit';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { findHolder } from '../case-ownership';
import { isEmbeddableImage } from '../documents/documents.service';
import { approvedApprovalOf, eddOf } from '../four-eyes';
import { findRecordInScope, type KycRecord, readKycRecord } from '../kyc-record';
import { latestFundsDeclaration } from '../resubmission';
import { auditFact, type FactKind, maySee, noteKind } from '../visibility';
import {
  type AuditRow,
  auditChainHead,
  findContact,
  findFilesByKey,
  findStaffName,
  insertNote,
  listAuditRows,
  listNotes,
  listRecordingsOf,
  listResubmissions,
  type NoteRow,
} from './case-file.repository';
import { type CaseFileDocument, renderCaseFilePdf } from './case-file-pdf';
import { auditDetail, auditKind, auditTitle, durationText } from './timeline-titles';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'files' | 'log'>;

/** The documents of the case file, in the order a reviewer reads them. */
const DOCUMENTS = ['ktp', 'photo', 'photo_with_ktp', 'signature', 'partner_signature', 'npwp'] as const;
/** An image larger than this is named, not embedded (the uploads are limited well below it). */
const IMAGE_MAX_BYTES = 8_000_000;
/** Audit actions shown through their own rows instead (the note itself, with its author). */
const SHOWN_ELSEWHERE = new Set(['case.note_added']);

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function noteView(n: NoteRow): CaseNote {
  return { id: n.id, author: n.author, body: n.body, created_at: n.createdAt.toISOString() };
}

function actorOf(row: AuditRow): string {
  if (row.actorType === 'staff') return row.staffName ?? MSG.timelineActorSystem;
  // Anonymous rows on the customer's account are their own steps before a session (the SMS code).
  if (row.actorType === 'user' || row.actorType === 'anonymous') return MSG.timelineActorCustomer;
  return MSG.timelineActorSystem;
}

/**
 * A row about the declaration of source of funds (its document uploaded or viewed, the declaration
 * made): enhanced due diligence, read only where the risk rating is (docs/product/risk-rating.md).
 */
function isDeclarationRow(a: { action: string; details: unknown }): boolean {
  const kind = (a.details as { kind?: unknown } | null)?.kind;
  return a.action === 'kyc.funds_declared' || kind === FUNDS_DECLARATION_ITEM;
}

export class CaseFileService {
  constructor(private readonly deps: Deps) {}

  /** The participant in the caller's scope, submitted at least once (as the review detail). */
  private async participant(claims: AccessClaims, id: string): Promise<KycRecord> {
    const scope = scopeCondition(await staffScope(this.deps.db, claims));
    const record = await findRecordInScope(this.deps.db, id, scope);
    if (!record || record.statusNasabah === null) throw notFound();
    return record;
  }

  async addNote(claims: AccessClaims, id: string, body: string, meta: RequestMeta): Promise<CaseNote> {
    const record = await this.participant(claims, id);
    const note = await this.deps.db.transaction(async (tx) => {
      const row = await insertNote(tx, { customerId: record.id, authorId: claims.sub, body });
      await this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'case.note_added',
          targetType: 'kyc_customer',
          targetId: record.id,
          details: { note_id: row.id, body_sha256: sha256(body) },
        },
        meta,
      );
      return row;
    });
    return noteView(note);
  }

  async notes(claims: AccessClaims, id: string): Promise<CaseNote[]> {
    const record = await this.participant(claims, id);
    const notes = await listNotes(this.deps.db, record.id);
    return notes.filter((n) => maySee(claims.role, noteKind(n.authorRole))).map(noteView);
  }

  async timeline(claims: AccessClaims, id: string): Promise<TimelineEvent[]> {
    return this.eventsOf(await this.participant(claims, id), claims.role);
  }

  /**
   * Oldest first; events of the same instant keep the order they were written in. Only what
   * `role` may see (decision 0121): an event's title and its detail are judged apart.
   */
  private async eventsOf(record: KycRecord, role: number | null): Promise<TimelineEvent[]> {
    const { db } = this.deps;
    const [audits, notes, resubmissions, recordings, holder] = await Promise.all([
      listAuditRows(db, record.id, record.userId),
      listNotes(db, record.id),
      listResubmissions(db, record.id),
      listRecordingsOf(db, record.id),
      findHolder(db, record.id),
    ]);
    const events: TimelineEvent[] = [];
    const sees = (fact: FactKind) => maySee(role, fact);
    const hasResubmissionTable = resubmissions.length > 0;
    for (const a of audits) {
      if (SHOWN_ELSEWHERE.has(a.action)) continue;
      const fact = auditFact(a.action, a.staffRole);
      if (!sees(fact.kind)) continue;
      if (isDeclarationRow(a) && !sees('risk_rating')) continue;
      const kind = auditKind(a.action);
      // The request's own rows say more (each item and reason) than its audit row.
      if (kind === 'resubmission' && hasResubmissionTable) continue;
      events.push({
        id: `audit:${a.id}`,
        at: a.createdAt.toISOString(),
        kind,
        actor: actorOf(a),
        title: auditTitle(a.action, a.details, a.outcome),
        detail: sees(fact.detail) ? auditDetail(a.details) : null,
      });
    }
    for (const n of notes) {
      if (!sees(noteKind(n.authorRole))) continue;
      events.push({
        id: `note:${n.id}`,
        at: n.createdAt.toISOString(),
        kind: 'note',
        actor: n.author,
        title: MSG.tlNote,
        detail: n.body,
      });
    }
    for (const r of resubmissions) {
      // The request is what the customer was told: its items, reasons and notes.
      if (!sees('customer_reason')) break;
      // The declaration of source of funds is enhanced due diligence: where the rating is read.
      const asked = r.items.filter(
        (i) => i.decision === 'resubmit' && (i.item !== FUNDS_DECLARATION_ITEM || sees('risk_rating')),
      );
      if (asked.length === 0) continue;
      const items = asked.map((i) => {
        const label = RESUBMISSION_ITEM_LABELS[i.item as RequestItem] ?? i.item;
        const reason =
          i.reasonCode === 'other' && i.reasonText
            ? i.reasonText
            : (RESUBMISSION_REASON_LABELS[i.reasonCode as ResubmissionReason] ?? i.reasonCode ?? '');
        return reason ? `${label} (${reason})` : label;
      });
      const notesToCustomer = asked.map((i) => i.note).filter((x): x is string => Boolean(x));
      events.push({
        id: `resubmission:${r.id}`,
        at: r.requestedAt.toISOString(),
        kind: 'resubmission',
        actor: r.requestedBy,
        title: MSG.tlResubmissionRequested.replace('{items}', items.join(', ')),
        detail: notesToCustomer.length ? notesToCustomer.join(' · ') : null,
      });
      if (r.resubmittedAt) {
        events.push({
          id: `resubmitted:${r.id}`,
          at: r.resubmittedAt.toISOString(),
          kind: 'resubmission',
          actor: MSG.timelineActorCustomer,
          title: MSG.tlResubmitted,
          detail: null,
        });
      }
    }
    for (const v of recordings) {
      if (!v.finishedAt || !sees('kyc_data')) continue;
      events.push({
        id: `recording:${v.id}`,
        at: v.finishedAt.toISOString(),
        kind: 'call',
        actor: v.staffName,
        title: MSG.tlRecording.replace(
          '{duration}',
          durationText(v.durationMs) ?? MSG.caseFileDurationUnknown,
        ),
        detail: `SHA-256 ${v.sha256}`,
      });
    }
    // The file's holder, when the claim itself left no audit row of its own.
    if (holder && sees('case_handling') && !audits.some((a) => auditKind(a.action) === 'claim')) {
      events.push({
        id: `claim:${record.id}`,
        at: holder.claimedAt.toISOString(),
        kind: 'claim',
        actor: holder.name,
        title: MSG.tlClaimHeld,
        detail: null,
      });
    }
    // A stable sort: rows of one instant stay in the order they were read (the chain's order).
    return events
      .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
      .sort((x, y) => x.t - y.t || x.i - y.i)
      .map((x) => x.e);
  }

  /**
   * 'Unduh berkas': the PDF and its file name. The chain's head is read before the download's own
   * audit row, which then records the PDF's SHA-256: the file names the trail as it was, and the
   * trail names the file.
   */
  /**
   * The enhanced due diligence an approval rested on, for those who read the risk rating
   * (docs/product/risk-rating.md § Enhanced due diligence): the approved proposal's findings and
   * checks, and the customer's declaration as the proposer read it (or, before an approval, the
   * newest one made).
   */
  private async dueDiligence(customerId: string): Promise<[string, string][]> {
    const approval = await approvedApprovalOf(this.deps.db, customerId);
    const edd = approval ? eddOf(approval) : null;
    const declaration = edd?.declaration ?? (await latestFundsDeclaration(this.deps.db, customerId));
    const rows: [string, string][] = [];
    if (edd)
      rows.push([
        MSG.eddTitle,
        `${edd.checks.map((c) => EDD_CHECK_LABELS[c]).join('; ')}. ${MSG.eddNoteLabel}: ${edd.note}`,
      ]);
    if (declaration)
      rows.push([
        MSG.resubmissionItemFundsDeclaration,
        `${MSG.fundsDeclarationFundsLabel}: ${declaration.source_of_funds}. ${MSG.fundsDeclarationWealthLabel}: ${declaration.source_of_wealth}`,
      ]);
    return rows;
  }

  async caseFile(
    claims: AccessClaims,
    id: string,
    meta: RequestMeta,
  ): Promise<{ pdf: Buffer; filename: string }> {
    const { db, config } = this.deps;
    const record = await this.participant(claims, id);
    const [model, contact, events, recordings, staffName] = await Promise.all([
      readKycRecord(db, record, { flowRules: config.flowRules }),
      findContact(db, record.userId),
      this.eventsOf(record, claims.role),
      listRecordingsOf(db, record.id),
      findStaffName(db, claims.sub),
    ]);
    const p = model.personal;
    const name = model.fullname ?? p.fullname ?? '';
    const identity: [string, string][] = [
      [MSG.caseFileFullname, name],
      [MSG.caseFileNik, p.ktp_no ?? ''],
      [MSG.caseFileBirth, [p.place_of_birth, model.display.date_of_birth].filter(Boolean).join(', ')],
      [MSG.caseFileGender, p.gender_type?.name ?? ''],
      [MSG.caseFileMother, p.mothers_name ?? ''],
      [MSG.caseFileCitizenship, model.display.citizenship],
      [MSG.caseFileAddress, model.display.address_line],
      [MSG.caseFilePhone, contact.phone],
      [MSG.caseFileEmail, contact.email],
      [MSG.caseFileOccupation, model.employment.occupation_type?.name ?? ''],
      [MSG.previewPep, pepAnswerText(p) ?? ''],
      [MSG.caseFilePlatform, model.platform.name],
      [MSG.caseFileSubmittedAt, model.submitted_at ? formatWibDateTime(model.submitted_at) : ''],
    ];
    if (maySee(claims.role, 'risk_rating')) identity.push(...(await this.dueDiligence(record.id)));
    const documents = await this.documents(record.id, model.attachment, recordings);
    const chain = await auditChainHead(db);
    const checkpoint = await heldCheckpoint(this.deps);
    const generatedAt = new Date();
    const pdf = await renderCaseFilePdf({
      companyName: config.COMPANY_NAME,
      generatedAt,
      generatedBy: staffName,
      identity,
      documents,
      events,
      chain,
      checkpoint,
    });
    await db.transaction((tx) =>
      this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'case.file_downloaded',
          targetType: 'kyc_customer',
          targetId: record.id,
          details: { pdf_sha256: sha256(pdf), chain_seq: chain.seq, chain_hash: chain.hash },
        },
        meta,
      ),
    );
    return { pdf, filename: caseFileName(name, generatedAt) };
  }

  private async documents(
    customerId: string,
    attachment: Record<string, unknown>,
    recordings: { durationMs: number | null; sha256: string; finishedAt: Date | null }[],
  ): Promise<CaseFileDocument[]> {
    const keyOf = (kind: string) =>
      typeof attachment[kind] === 'string' ? (attachment[kind] as string) : '';
    const keys = [...DOCUMENTS, 'statement_video'].map(keyOf).filter(Boolean);
    const stored = new Map(
      (await findFilesByKey(this.deps.db, customerId, keys)).map((f) => [f.storageKey, f]),
    );
    const out: CaseFileDocument[] = [];
    for (const kind of DOCUMENTS) {
      const file = stored.get(keyOf(kind));
      // The optional documents appear only when the customer gave them.
      if (!file && (kind === 'partner_signature' || kind === 'npwp')) continue;
      out.push({
        label: documentLabel(kind),
        image: file ? await this.image(file.storageKey, file.size) : null,
        sha256: file?.sha256 ?? null,
      });
    }
    const video = stored.get(keyOf('statement_video'));
    out.push({
      label: MSG.resubmissionItemStatementVideo,
      image: null,
      sha256: video?.sha256 ?? null,
      line: video
        ? MSG.caseFileVideoLine
            .replace('{sha}', video.sha256)
            .replace('{duration}', MSG.caseFileDurationUnknown)
        : MSG.caseFileDocumentMissing,
    });
    for (const r of recordings) {
      out.push({
        label: MSG.tlRecording.replace(
          '{duration}',
          durationText(r.durationMs) ?? MSG.caseFileDurationUnknown,
        ),
        image: null,
        sha256: r.sha256,
        line: `SHA-256 ${r.sha256}`,
      });
    }
    return out;
  }

  /** The bytes of a stored image, when pdfkit can embed them (PNG, JPEG); null otherwise. */
  private async image(key: string, size: number): Promise<Buffer | null> {
    if (size > IMAGE_MAX_BYTES) return null;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of this.deps.files.get(key)) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      }
      const bytes = Buffer.concat(chunks);
      return isEmbeddableImage(bytes) ? bytes : null;
    } catch (err) {
      this.deps.log.warn({ err, key }, 'document unreadable, case file names it without the image');
      return null;
    }
  }
}

function documentLabel(kind: (typeof DOCUMENTS)[number]): string {
  if (kind === 'partner_signature') return MSG.caseFilePartnerSignature;
  if (kind === 'npwp') return MSG.caseFileNpwp;
  return RESUBMISSION_ITEM_LABELS[kind];
}

/** berkas-<name>-<YYYY-MM-DD>.pdf: the name in lower-case letters and digits joined by '-'. */
export function caseFileName(name: string, at: Date): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/[^a-zA-Z0-9-]/g, '')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'peserta';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
  return `berkas-${slug}-${day}.pdf`;
}
