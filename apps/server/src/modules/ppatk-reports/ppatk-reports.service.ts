/**
 * The compliance officer's reports to PPATK (docs/product/monitoring.md § Reports, decision 0211):
 * the list, one report with what it will say, the officer's part of a draft, and its goAML XML.
 * Everything inside the caller's scope (404 outside it); reading a report is a reading of the
 * participant's data, audited as the detail's is; every change and every XML made is audited
 * against the participant as a monitoring step (read by the broker's staff and the officer only).
 */
import {
  MSG,
  PPATK_REPORTS_PAGE_SIZE,
  type PpatkReportDraftBody,
  type PpatkReportItem,
  type PpatkReportReply,
  type PpatkReportsQuery,
  SC,
} from '@kilau/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycCustomers, platforms, ppatkReports, staffUsers, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { recordParticipantView } from '../audit/personal-reads.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { exportGoamlXml, GoamlInvalidReportError } from '../goaml';
import { findRecordInScope, readKycRecord } from '../kyc-record';
import { goamlReportOf, missingForXml, reportTransactions, subjectOf } from './report-build';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config'>;
type ReportRow = typeof ppatkReports.$inferSelect;

export const PPATK_REPORT_UPDATE = 'monitoring.report_update';
export const PPATK_REPORT_XML = 'monitoring.report_xml';

const notFound = () => new ApiError(404, 404, MSG.ppatkReportNotFound, 'Report not found');

const itemColumns = {
  row: ppatkReports,
  fullname: kycCustomers.fullname,
  platform: platforms.name,
};

function fromReports(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(ppatkReports)
    .innerJoin(kycCustomers, eq(kycCustomers.id, ppatkReports.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, ppatkReports.platformId));
}

function toItem(
  r: { row: ReportRow; fullname: string | null; platform: string | null },
  now: Date,
): PpatkReportItem {
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
    overdue: r.row.status === 'draft' && r.row.deadlineAt.getTime() < now.getTime(),
    created_at: r.row.createdAt.toISOString(),
    transactions: t.fund_movement_ids.length + t.trade_ids.length,
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

async function findReport(deps: Deps, scope: SQL, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await fromReports(deps.db).where(and(scope, eq(ppatkReports.id, id)));
  return row;
}

/** The report, its subject and transactions as the XML will carry them, and what is still missing. */
async function assemble(deps: Deps, claims: AccessClaims, id: string) {
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const found = await findReport(deps, scope, id);
  if (!found) throw notFound();
  const record = await findRecordInScope(deps.db, found.row.kycCustomerId, scope);
  if (!record) throw notFound();
  const [model, transactions, [user]] = await Promise.all([
    readKycRecord(deps.db, record, { flowRules: deps.config.flowRules }),
    reportTransactions(deps, deps.db, found.row),
    deps.db
      .select({ email: users.email, phone: users.phonenumber })
      .from(users)
      .innerJoin(kycCustomers, eq(kycCustomers.userId, users.id))
      .where(eq(kycCustomers.id, found.row.kycCustomerId)),
  ]);
  const subject = subjectOf(model, user ?? { email: '', phone: '' });
  return { found, model, subject, transactions, missing: missingForXml(deps, found.row, transactions) };
}

export async function reportView(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<PpatkReportReply['data']> {
  const { found, model, subject, transactions, missing } = await assemble(deps, claims, id);
  await recordParticipantView(deps, claims.sub, found.row.kycCustomerId, { source: 'detail' }, meta);
  return {
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
    missing,
  };
}

/** The officer's part of a draft; 409 once it is no longer a draft. */
export async function updateDraft(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  body: PpatkReportDraftBody,
  meta: RequestMeta,
) {
  const scope = scopeCondition(await staffScope(deps.db, claims));
  const found = await findReport(deps, scope, id);
  if (!found) throw notFound();
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(ppatkReports)
      .set({
        ...(body.reason === undefined ? {} : { reason: body.reason }),
        ...(body.action === undefined ? {} : { action: body.action }),
        ...(body.indicators === undefined ? {} : { indicators: [...new Set(body.indicators)] }),
        updatedAt: sql`now()`,
        updatedBy: claims.sub,
      })
      .where(and(eq(ppatkReports.id, id), eq(ppatkReports.status, 'draft')))
      .returning({ id: ppatkReports.id });
    if (changed.length === 0)
      throw new ApiError(409, SC.proposalNotPending, MSG.ppatkReportNotDraft, 'The report is not a draft');
    await deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: PPATK_REPORT_UPDATE,
        targetType: 'kyc_customer',
        targetId: found.row.kycCustomerId,
        // Which fields changed, never their text: the narrative stays in the report.
        details: { report_id: id, kind: found.row.kind, fields: Object.keys(body).sort().join(',') },
      },
      meta,
    );
  });
  return reportView(deps, claims, id, meta);
}

/**
 * The report's goAML XML, valid against the schema kept in the repository; 422 naming what is
 * missing, or each line the schema refuses, and never a file PPATK would reject.
 */
export async function reportXml(
  deps: Deps,
  claims: AccessClaims,
  id: string,
  meta: RequestMeta,
): Promise<{ xml: string; reference: string }> {
  const { found, subject, transactions, missing } = await assemble(deps, claims, id);
  if (missing.length) throw new ApiError(422, 422, missing.join(' '), 'The report is incomplete');
  const [officer] = await deps.db
    .select({ fullname: staffUsers.fullname, email: staffUsers.email, username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, claims.sub));
  const report = goamlReportOf(deps, found.row, {
    subject,
    transactions,
    now: new Date(),
    officer: {
      fullName: officer?.fullname ?? '',
      occupation: 'Petugas Kepatuhan APU-PPT',
      email: officer?.email ?? `${officer?.username ?? 'kepatuhan'}@kilau.test`,
    },
  });
  let xml: string;
  try {
    xml = exportGoamlXml(report, deps.config.goamlCodes);
  } catch (err) {
    if (!(err instanceof GoamlInvalidReportError)) throw err;
    const problems = err.errors.map((e) => `baris ${e.line}: ${e.message}`).join('; ');
    throw new ApiError(
      422,
      422,
      MSG.ppatkReportInvalid.replace('{problems}', problems),
      'Refused by the goAML schema',
    );
  }
  await deps.audit.record(
    deps.db,
    {
      actorType: 'staff',
      actorId: claims.sub,
      action: PPATK_REPORT_XML,
      targetType: 'kyc_customer',
      targetId: found.row.kycCustomerId,
      details: { report_id: id, kind: found.row.kind, reference: found.row.reference },
    },
    meta,
  );
  return { xml, reference: found.row.reference };
}
