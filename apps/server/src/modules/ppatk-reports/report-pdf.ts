/**
 * 'Unduh PDF laporan' (docs/product/monitoring.md § Reports): a report to PPATK as one A4 PDF of
 * real text for the compliance record, laid out as the monitoring case's PDF is
 * (plugins/pdf-layout.ts): who made it and when, that it is not to be shown to the customer, the
 * exchange or the bank (no tipping off, UU 8/2010 art. 12), the report with its deadline and, once
 * approved, the archived goAML file's SHA-256 (decision 0212), who it is about and the
 * transactions as the XML carries them, the officer's part, its four-eyes approvals, and the audit
 * chain's head at that moment. Pure: the report as the officer reads it in (the report call's
 * reply), a PDF Buffer out.
 */
import {
  fillTemplate,
  formatMoney,
  formatWibDateTime,
  MSG,
  type PpatkReportReply,
  type PpatkReportStatus,
  type ProposalStatus,
  ppatkReportKindText,
} from '@kilau/shared';
import { openPdf } from '../../plugins/pdf';
import { pdfLayout } from '../../plugins/pdf-layout';

export interface PpatkReportPdfInput {
  companyName: string;
  generatedAt: Date;
  generatedBy: string;
  /** The report as `GET /v1/compliance/reports/{id}` answers it; its approvals newest first. */
  report: PpatkReportReply['data'];
  chain: { seq: number; hash: string };
  checkpoint: { seq: number; hash: string; at: string } | null;
}

const STATUS_TEXT: Readonly<Record<PpatkReportStatus, string>> = {
  draft: MSG.ppatkReportStatusDraft,
  approved: MSG.ppatkReportStatusApproved,
  submitted: MSG.ppatkReportStatusSubmitted,
};
const PROPOSAL_STATUS_TEXT: Readonly<Record<ProposalStatus, string>> = {
  pending: MSG.proposalStatusPending,
  approved: MSG.proposalStatusApproved,
  declined: MSG.proposalStatusDeclined,
  lapsed: MSG.proposalStatusLapsed,
};

const RED = '#9b1c1c';

const when = (iso: string | null) => (iso ? formatWibDateTime(iso) : '');

export async function renderPpatkReportPdf(input: PpatkReportPdfInput): Promise<Buffer> {
  const { doc, done } = await openPdf({ title: MSG.ppatkReportPdfTitle, author: input.companyName });
  const { width, row, heading, itemTitle, none, head, auditChain, footer } = pdfLayout(doc);
  const { report: r, draft, subject, transactions, archive, approvals } = input.report;

  head({ ...input, title: MSG.ppatkReportPdfTitle });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(RED).text(MSG.monitoringCasePdfTippingOff, { width });

  heading(MSG.ppatkReportPdfReport);
  row(MSG.ppatkReportPdfKind, ppatkReportKindText(r));
  row(MSG.ppatkReportPdfReference, r.reference);
  row(MSG.caseFilePlatform, r.platform ?? '');
  row(MSG.caseFileStatus, STATUS_TEXT[r.status]);
  row(
    MSG.ppatkReportDeadline,
    [formatWibDateTime(r.deadline_at), r.overdue ? MSG.ppatkReportOverdue : null].filter(Boolean).join(' · '),
  );
  row(MSG.ppatkReportPdfDraftedAt, formatWibDateTime(r.created_at));
  row(MSG.ppatkReportPdfApprovedAt, when(r.approved_at));
  // What was approved, byte for byte: the SHA-256 the audit chain holds (decision 0212).
  if (archive) {
    row(MSG.ppatkReportArchiveHash, archive.sha256);
    row(MSG.ppatkReportPdfArchiveSize, fillTemplate(MSG.ppatkReportArchiveBytes, { bytes: archive.bytes }));
  }
  if (r.submitted_at || r.receipt_no) {
    row(MSG.ppatkReportPdfSubmittedAt, when(r.submitted_at));
    row(MSG.ppatkReportReceiptLabel, r.receipt_no ?? '');
  }

  heading(MSG.ppatkReportSubjectTitle);
  row(MSG.caseFileFullname, subject.fullname);
  row(MSG.caseFileNik, subject.nik);
  row(MSG.caseFileBirth, subject.birth);
  row(MSG.caseFileAddress, subject.address);
  row(MSG.caseFileOccupation, subject.occupation);

  heading(MSG.ppatkReportTransactionsTitle);
  if (transactions.length === 0) none(MSG.ppatkReportPdfNoTransactions);
  for (const t of transactions)
    row(t.label, [formatMoney(t.amount_idr, 'IDR'), t.number, formatWibDateTime(t.at)].join(' · '));

  heading(MSG.ppatkReportPdfOfficerTitle);
  row(r.kind === 'ltkm' ? MSG.ppatkReportReasonLabel : MSG.ppatkReportPdfLtktReason, draft.reason);
  row(MSG.ppatkReportActionLabel, draft.action);
  if (r.kind === 'ltkm') row(MSG.ppatkReportPdfIndicators, draft.indicators.join(', '));

  heading(MSG.ppatkReportApprovalTitle);
  if (approvals.length === 0) none(MSG.ppatkReportPdfNoApprovals);
  for (const a of approvals) {
    itemTitle(`${MSG.ppatkReportPdfApproval} · ${PROPOSAL_STATUS_TEXT[a.status]}`);
    row(MSG.proposalProposedBy, `${a.proposed_by?.fullname ?? '-'} · ${formatWibDateTime(a.proposed_at)}`);
    row(MSG.proposalReason, a.reason);
    if (a.decided_by)
      row(
        MSG.proposalDecidedBy,
        [a.decided_by.fullname, a.decided_at ? formatWibDateTime(a.decided_at) : null]
          .filter(Boolean)
          .join(' · '),
      );
    if (a.decision_reason) row(MSG.monitoringCasePdfDecisionReason, a.decision_reason);
    doc.moveDown(0.4);
  }

  auditChain(input.chain, input.checkpoint, MSG.caseFileAuditSeq);
  footer(MSG.monitoringCasePdfTippingOff, MSG.caseFileFooter);
  doc.end();
  return done;
}
