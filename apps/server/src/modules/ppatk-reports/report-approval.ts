/**
 * A report's approval as four eyes runs it (docs/product/monitoring.md § Reports, decision 0212):
 * one compliance officer proposes it, another approves or declines. Four eyes owns the proposal,
 * the one winner and the lapse; this module hands it the report (in the caller's scope), what the
 * approval is bound to (the report's status, the officer's part and its transactions: an edit made
 * meanwhile lapses the proposal), and the change an approval makes: the goAML file made once, filed
 * by the proposing officer, archived in the file store with its SHA-256 in the report and in the
 * audit chain.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MSG, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ppatkReports } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { scopeCondition, staffScope } from '../auth';
import {
  EvidenceChanged,
  type ProposalEffect,
  type ProposalReports,
  type ReportParticipant,
} from '../four-eyes';
import { findReport } from './ppatk-reports.repository';
import { filingOfficer, goamlXmlOf } from './report-xml';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'audit' | 'files'>;

/** The audit action of an approved report's archived file: its SHA-256 in the chain. */
export const PPATK_REPORT_ARCHIVED = 'monitoring.report_archived';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new ApiError(404, 404, MSG.ppatkReportNotFound, 'Report not found');
const notDraft = () =>
  new ApiError(409, SC.proposalNotPending, MSG.ppatkReportApprovalNotDraft, 'Only a draft is approved');

/** Where an approved report's goAML file is kept: its reference names it, once. */
export const archiveKey = (reference: string) => `ppatk-reports/${reference}.xml`;

async function reportRow(db: DbOrTx, reportId: string) {
  const [row] = await db.select().from(ppatkReports).where(eq(ppatkReports.id, reportId));
  return row;
}

/** What an approval is bound to: the report's status and everything its XML is made of but the KYC record. */
async function reportEvidence(db: DbOrTx, reportId: string): Promise<unknown> {
  const row = await reportRow(db, reportId);
  if (!row) return undefined;
  return {
    status: row.status,
    kind: row.kind,
    cash_direction: row.cashDirection,
    reference: row.reference,
    transactions: row.transactions,
    reason: row.reason,
    action: row.action,
    indicators: row.indicators,
  };
}

async function forApproval(deps: Deps, claims: Parameters<ProposalReports['forApproval']>[0], id: string) {
  const found = await findReport(deps.db, scopeCondition(await staffScope(deps.db, claims)), id);
  if (!found) throw notFound();
  return {
    reportId: found.row.id,
    id: found.row.kycCustomerId,
    statusNasabah: null,
  } satisfies ReportParticipant;
}

function approvalEffect(deps: Deps): ProposalEffect<ReportParticipant> {
  return {
    // A draft only, whose XML the proposing officer can make now: the checker approves a file
    // that exists, never one that would be refused.
    assertProposable: async (report, proposed) => {
      const row = await reportRow(deps.db, report.reportId);
      if (!row) throw notFound();
      if (row.status !== 'draft') throw notDraft();
      await goamlXmlOf(
        deps,
        deps.db,
        row,
        await filingOfficer(deps.db, proposed.proposedBy ?? ''),
        new Date(),
      );
    },
    carryOut: async (tx, report, approved) => {
      const row = await reportRow(tx, report.reportId);
      if (row?.status !== 'draft') throw new EvidenceChanged();
      const approvedAt = new Date();
      const xml = Buffer.from(
        await goamlXmlOf(deps, tx, row, await filingOfficer(tx, approved.proposedBy), approvedAt),
        'utf8',
      );
      const sha256 = createHash('sha256').update(xml).digest('hex');
      const key = archiveKey(row.reference);
      const days = deps.config.PPATK_REPORT_RETENTION_DAYS;
      // Written before the row: a transaction rolled back after it leaves a file the next approval
      // of the same report overwrites, never a row pointing at no file.
      await deps.files.put(key, Readable.from([xml]), {
        ...(days
          ? {
              retention: {
                mode: deps.config.AUDIT_CHECKPOINT_LOCK_MODE,
                until: new Date(approvedAt.getTime() + days * DAY_MS),
              },
            }
          : {}),
      });
      const [changed] = await tx
        .update(ppatkReports)
        .set({
          status: 'approved',
          approvedAt,
          archiveKey: key,
          archiveSha256: sha256,
          archiveBytes: xml.length,
          updatedAt: approvedAt,
          updatedBy: approved.checkerId,
        })
        .where(and(eq(ppatkReports.id, row.id), eq(ppatkReports.status, 'draft')))
        .returning({ id: ppatkReports.id });
      if (!changed) throw new EvidenceChanged();
      return deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: approved.checkerId,
          action: PPATK_REPORT_ARCHIVED,
          targetType: 'kyc_customer',
          targetId: report.id,
          details: {
            report_id: row.id,
            kind: row.kind,
            reference: row.reference,
            sha256,
            bytes: xml.length,
            filed_by: approved.proposedBy,
          },
        },
        approved.meta,
      );
    },
  };
}

/** The reports' part of four eyes, handed in where the app is assembled (modules/index.ts). */
export function reportProposalPart(deps: Deps): {
  reports: ProposalReports;
  effects: { approve_report: ProposalEffect<ReportParticipant> };
} {
  return {
    reports: {
      forApproval: (claims, reportId) => forApproval(deps, claims, reportId),
      evidence: reportEvidence,
    },
    effects: { approve_report: approvalEffect(deps) },
  };
}
