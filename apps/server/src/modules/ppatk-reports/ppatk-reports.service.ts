/**
 * The compliance officer's reports to PPATK (docs/product/monitoring.md § Reports, decisions 0211,
 * 0212): the list, one report with what it will say and its approvals, the officer's part of a
 * draft, its goAML XML (the archived file once approved), its PDF for the file and the record of
 * its sending.
 * Everything inside the caller's scope (404 outside it); reading a report is a reading of the
 * participant's data, audited as the detail's is; every change and every XML made is audited
 * against the participant as a monitoring step (read by the broker's staff and the officer only).
 */
import { createHash } from 'node:crypto';
import {
  MSG,
  PPATK_REPORTS_PAGE_SIZE,
  type PpatkReportDraftBody,
  type PpatkReportItem,
  type PpatkReportReply,
  type PpatkReportsQuery,
  SC,
} from '@kilau/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { kycCustomers, ppatkReports } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { chainHead, heldCheckpoint } from '../audit';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { callerOf, proposalView, reportApprovalsOf } from '../four-eyes';
import { findReport as findReportIn, fromReports, type ReportWithNames } from './ppatk-reports.repository';
import { renderPpatkReportPdf } from './report-pdf';
import { type FilingOfficer, filingOfficer, goamlXmlOf, missingFor, reportParts } from './report-xml';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'files'>;

export const PPATK_REPORT_UPDATE = 'monitoring.report_update';
export const PPATK_REPORT_XML = 'monitoring.report_xml';
export const PPATK_REPORT_SUBMITTED = 'monitoring.report_submitted';
export const PPATK_REPORT_PDF = 'monitoring.report_pdf';

const notFound = () => new ApiError(404, 404, MSG.ppatkReportNotFound, 'Report not found');

function toItem(r: ReportWithNames, now: Date): PpatkReportItem {
  const t = r.row.transactions;
  return {
    _id: r.row.id,
    case_id: r.row.caseId,
    participant_id: r.row.kycCustomerId,
    fullname: r.fullname,
    platform: r.platform,
    kind: r.row.kind,
    cash_direction: r.row.cashDirection,
    status: r.row.status,
    reference: r.row.reference,
    deadline_at: r.row.deadlineAt.toISOString(),
    // Owed until PPATK has it: an approved report not yet sent is still late after its deadline.
    overdue: r.row.status !== 'submitted' && r.row.deadlineAt.getTime() < now.getTime(),
    created_at: r.row.createdAt.toISOString(),
    transactions: t.fund_movement_ids.length + t.trade_ids.length,
    approved_at: r.row.approvedAt?.toISOString() ?? null,
    submitted_at: r.row.submittedAt?.toISOString() ?? null,
    receipt_no: r.row.receiptNo,
  };
}

/** A page of the reports in one status, soonest deadline first. */
export async function listReports(deps: Deps, claims: AccessClaims, q: PpatkReportsQuery) {
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const where = and(scope, eq(ppatkReports.status, q.status));
  const rows = await fromReports(deps.db)
    .where(where)
    .orderBy(asc(ppatkReports.deadlineAt), asc(ppatkReports.id))
    .limit(PPATK_REPORTS_PAGE_SIZE)
    .offset((q.page - 1) * PPATK_REPORTS_PAGE_SIZE);
  const [counted] = await deps.db
    .select({ n: count() })
    .from(ppatkReports)
    .innerJoin(kycCustomers, eq(kycCustomers.id, ppatkReports.kycCustomerId))
    .where(where);
  const now = new Date();
  return { reports: rows.map((r) => toItem(r, now)), total: counted?.n ?? 0 };
}

/** The report in the caller's scope; 404 outside it. */
async function findReport(deps: Deps, claims: AccessClaims, id: string): Promise<ReportWithNames> {
  const found = await findReportIn(deps.db, scopeCondition(await staffScope(deps.db, claims)), id);
  if (!found) throw notFound();
  return found;
}

/** The report as the officer opens it, with the caller's staff account it was read against. */
async function viewWithOfficer(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<{ view: PpatkReportReply['data']; officer: FilingOfficer }> {
  const found = await findReport(deps, claims, id);
  const [parts, officer, caller, approvals] = await Promise.all([
    reportParts(deps, deps.db, found.row),
    filingOfficer(deps.db, claims.sub),
    callerOf(deps.db, claims),
    reportApprovalsOf(deps.db, id),
  ]);
  if (!parts) throw notFound();
  const { model, subject, transactions } = parts;
  await recordParticipantView(deps, claims.sub, found.row.kycCustomerId, { source: 'detail' }, meta);
  const { archiveSha256, archiveBytes } = found.row;
  const view: PpatkReportReply['data'] = {
    report: toItem(found, new Date()),
    draft: { reason: found.row.reason, action: found.row.action, indicators: found.row.indicators },
    subject: {
      fullname: subject.fullName,
      nik: subject.nik,
      birth: [subject.birthPlace, model.display.date_of_birth].filter(Boolean).join(', '),
      address: model.display.address_line,
      occupation: subject.occupation,
    },
    transactions: transactions.map((t) => ({
      number: t.goaml.number,
      at: t.goaml.at.toISOString(),
      label: t.label,
      amount_idr: t.goaml.amountIdr,
    })),
    // What keeps this officer from making the draft's file; an approved report has its file.
    missing: found.row.status === 'draft' ? missingFor(deps, found.row, transactions, officer) : [],
    archive: archiveSha256 && archiveBytes !== null ? { sha256: archiveSha256, bytes: archiveBytes } : null,
    approvals: approvals.map((r) => proposalView(r, caller)),
  };
  return { view, officer };
}

export async function reportView(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<PpatkReportReply['data']> {
  return (await viewWithOfficer(deps, claims, id, meta)).view;
}

/** The status a change needs, with the 409 it answers once the report has left it. */
const NOT_IN_STATUS = {
  draft: () => new ApiError(409, SC.proposalNotPending, MSG.ppatkReportNotDraft, 'The report is not a draft'),
  approved: () =>
    new ApiError(409, SC.proposalNotPending, MSG.ppatkReportNotApproved, 'The report is not approved'),
};

/**
 * A change of the report guarded by the status it needs, so that two officers (or two tabs) cannot
 * both make it: 409 when no row changed, and its audit row in the same transaction (architecture.md
 * §3.4).
 */
async function changeReport(
  deps: Deps,
  claims: AccessClaims,
  found: ReportWithNames,
  fromStatus: keyof typeof NOT_IN_STATUS,
  set: PgUpdateSetSource<typeof ppatkReports>,
  audit: { action: string; details: Record<string, unknown> },
  meta: RequestMeta,
) {
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(ppatkReports)
      .set({ ...set, updatedAt: sql`now()`, updatedBy: claims.sub })
      .where(and(eq(ppatkReports.id, found.row.id), eq(ppatkReports.status, fromStatus)))
      .returning({ id: ppatkReports.id });
    if (changed.length === 0) throw NOT_IN_STATUS[fromStatus]();
    await deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: audit.action,
        targetType: 'kyc_customer',
        targetId: found.row.kycCustomerId,
        details: { report_id: found.row.id, kind: found.row.kind, ...audit.details },
      },
      meta,
    );
  });
}

/** The officer's part of a draft; 409 once it is no longer a draft. */
export async function updateDraft(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  body: PpatkReportDraftBody,
  meta: RequestMeta,
) {
  const found = await findReport(deps, claims, id);
  await changeReport(
    deps,
    claims,
    found,
    'draft',
    {
      ...(body.reason === undefined ? {} : { reason: body.reason }),
      ...(body.action === undefined ? {} : { action: body.action }),
      ...(body.indicators === undefined ? {} : { indicators: [...new Set(body.indicators)] }),
    },
    // Which fields changed, never their text: the narrative stays in the report.
    { action: PPATK_REPORT_UPDATE, details: { fields: Object.keys(body).sort().join(',') } },
    meta,
  );
  return reportView(deps, claims, id, meta);
}

/** The archived file of an approved report, checked against its SHA-256 before it is handed out. */
async function archivedXml(deps: Deps, row: ReportWithNames['row']): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of deps.files.get(row.archiveKey ?? '')) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (createHash('sha256').update(bytes).digest('hex') !== row.archiveSha256)
    throw new ApiError(
      500,
      500,
      MSG.ppatkReportArchiveMismatch,
      'The archived file does not match its digest',
    );
  // UTF-8 as it was written: the same bytes go out.
  return bytes.toString('utf8');
}

/**
 * The report's goAML XML: a draft's made now, filed by the caller, valid against the schema kept
 * in the repository (422 naming what is missing or refused); an approved report's is the file
 * archived at its approval, byte for byte.
 */
export async function reportXml(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<{ xml: string; reference: string }> {
  const found = await findReport(deps, claims, id);
  const archived = found.row.archiveKey !== null;
  const xml = archived
    ? await archivedXml(deps, found.row)
    : await goamlXmlOf(deps, deps.db, found.row, await filingOfficer(deps.db, claims.sub), new Date());
  await deps.audit.record(
    deps.db,
    {
      actorType: 'staff',
      actorId: claims.sub,
      action: PPATK_REPORT_XML,
      targetType: 'kyc_customer',
      targetId: found.row.kycCustomerId,
      details: {
        report_id: id,
        kind: found.row.kind,
        reference: found.row.reference,
        ...(archived ? { sha256: found.row.archiveSha256 ?? '' } : {}),
      },
    },
    meta,
  );
  return { xml, reference: found.row.reference };
}

/** PPATK's receipt number of an approved report: it is sent. 409 unless it is approved and unsent. */
export async function recordSubmission(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  receiptNo: string,
  meta: RequestMeta,
) {
  const found = await findReport(deps, claims, id);
  await changeReport(
    deps,
    claims,
    found,
    'approved',
    { status: 'submitted', receiptNo, submittedAt: sql`now()`, submittedBy: claims.sub },
    {
      action: PPATK_REPORT_SUBMITTED,
      details: {
        reference: found.row.reference,
        receipt_no: receiptNo,
        sha256: found.row.archiveSha256 ?? '',
      },
    },
    meta,
  );
  return reportView(deps, claims, id, meta);
}

/** 'Unduh PDF laporan': the file's name, from the report's reference (no personal data in it). */
export const reportPdfName = (reference: string) => `laporan-ppatk-${reference}.pdf`;

/**
 * 'Unduh PDF laporan': the report as the officer opens it (so the reading is audited as the
 * opening is, and a report outside the scope answers 404), as one PDF for the file. As the case
 * PDF, the chain's head is read before the download's own audit row, which then records the PDF's
 * SHA-256 and that head: the file names the trail as it was, and the trail names the file.
 */
export async function reportPdf(
  deps: Deps & Pick<FastifyInstance, 'log'>,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<{ pdf: Buffer; filename: string }> {
  const { view: report, officer } = await viewWithOfficer(deps, claims, id, meta);
  const [chain, checkpoint] = await Promise.all([chainHead(deps.db), heldCheckpoint(deps)]);
  const pdf = await renderPpatkReportPdf({
    companyName: deps.config.COMPANY_NAME,
    generatedAt: new Date(),
    generatedBy: officer.fullName || '-',
    report,
    chain,
    checkpoint,
  });
  await deps.audit.record(
    deps.db,
    {
      actorType: 'staff',
      actorId: claims.sub,
      action: PPATK_REPORT_PDF,
      targetType: 'kyc_customer',
      targetId: report.report.participant_id,
      details: {
        report_id: id,
        kind: report.report.kind,
        reference: report.report.reference,
        pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
        chain_seq: chain.seq,
        chain_hash: chain.hash,
      },
    },
    meta,
  );
  return { pdf, filename: reportPdfName(report.report.reference) };
}
