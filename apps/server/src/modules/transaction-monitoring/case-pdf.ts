/**
 * 'Unduh PDF kasus' (docs/product/monitoring.md § A case): a monitoring case as one A4 PDF of real
 * text for the compliance record, laid out as the case file is (plugins/pdf-layout.ts): who made
 * it and when, that it is not to be shown to the customer, the exchange or the bank (no tipping
 * off, UU 8/2010 art. 12), the case, its alerts with what each counted as the alerts list shows it,
 * the officers' notes, its four-eyes decisions, and the audit chain's head at that moment.
 * Pure: the case as the officer reads it in, a PDF Buffer out. Fonts as the other PDFs: pdfkit's
 * Helvetica.
 */
import {
  type CaseNote,
  fillTemplate,
  formatMoney,
  formatWibDateTime,
  formatWibShort,
  MONITORING_SCENARIO_LABELS,
  MONITORING_SEVERITY_LABELS,
  type MonitoringAlertItem,
  type MonitoringCaseItem,
  type MonitoringCaseStatus,
  MSG,
  type Proposal,
  type ProposalStatus,
} from '@kilau/shared';
import { openPdf } from '../../plugins/pdf';
import { pdfLayout } from '../../plugins/pdf-layout';

export interface MonitoringCasePdfInput {
  companyName: string;
  generatedAt: Date;
  generatedBy: string;
  case: MonitoringCaseItem;
  /** Oldest first, as the case shows them. */
  alerts: MonitoringAlertItem[];
  /** Newest first. */
  notes: CaseNote[];
  /** Newest first: the pending one and those approved, declined or lapsed. */
  decisions: Proposal[];
  chain: { seq: number; hash: string };
  checkpoint: { seq: number; hash: string; at: string } | null;
}

const STATUS_TEXT: Readonly<Record<MonitoringCaseStatus, string>> = {
  open: MSG.monitoringCaseStatusOpen,
  closed: MSG.monitoringCaseStatusClosed,
  escalated: MSG.monitoringCaseStatusEscalated,
};
const PROPOSAL_STATUS_TEXT: Readonly<Record<ProposalStatus, string>> = {
  pending: MSG.proposalStatusPending,
  approved: MSG.proposalStatusApproved,
  declined: MSG.proposalStatusDeclined,
  lapsed: MSG.proposalStatusLapsed,
};
const DECISION_TEXT: Readonly<Record<string, string>> = {
  close_case: MSG.caseDecisionClose,
  escalate_case: MSG.caseDecisionEscalate,
};

const RED = '#9b1c1c';
const rupiah = (n: number) => formatMoney(n, 'IDR');

/** What the scenario counted, as the alerts list says it: how many, their rupiah, the threshold. */
export function countedText(a: MonitoringAlertItem): string {
  const amounts = [
    a.sum_idr !== null ? fillTemplate(MSG.monitoringAlertSum, { sum: rupiah(a.sum_idr) }) : null,
    a.threshold_idr !== null
      ? fillTemplate(MSG.monitoringAlertThreshold, { threshold: rupiah(a.threshold_idr) })
      : null,
  ].filter((x): x is string => x !== null);
  return [fillTemplate(MSG.monitoringAlertCount, { count: a.count }), ...amounts].join(', ');
}

/** From the first to the last transaction counted; null where none was. */
export function windowText(a: MonitoringAlertItem): string | null {
  if (!a.window_from || !a.window_to) return null;
  return fillTemplate(MSG.monitoringAlertWindow, {
    from: formatWibShort(a.window_from),
    to: formatWibShort(a.window_to),
  });
}

export async function renderMonitoringCasePdf(input: MonitoringCasePdfInput): Promise<Buffer> {
  const { doc, done } = await openPdf({ title: MSG.monitoringCasePdfTitle, author: input.companyName });
  const { width, row, heading, itemTitle, none, head, auditChain, footer } = pdfLayout(doc);
  const c = input.case;

  head({ ...input, title: MSG.monitoringCasePdfTitle });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(RED).text(MSG.monitoringCasePdfTippingOff, { width });

  heading(MSG.monitoringCasePdfCase);
  row(MSG.monitoringAlertParticipant, c.fullname ?? '');
  row(MSG.caseFilePlatform, c.platform ?? '');
  row(MSG.caseFileStatus, STATUS_TEXT[c.status]);
  row(MSG.monitoringAlertSeverity, MONITORING_SEVERITY_LABELS[c.severity]);
  row(MSG.monitoringAlertLtkt, c.ltkt_candidate ? MSG.monitoringCasePdfYes : MSG.monitoringCasePdfNo);
  row(MSG.monitoringCaseOpenedAt, formatWibDateTime(c.opened_at));
  row(
    MSG.monitoringCaseDue,
    [formatWibDateTime(c.due_at), c.overdue ? MSG.monitoringCaseOverdue : null].filter(Boolean).join(' · '),
  );
  row(MSG.monitoringCaseDecidedAt, c.decided_at ? formatWibDateTime(c.decided_at) : '');

  heading(MSG.monitoringCaseAlertsTitle);
  if (input.alerts.length === 0) none(MSG.monitoringCasePdfNoAlerts);
  for (const a of input.alerts) {
    itemTitle(MONITORING_SCENARIO_LABELS[a.kind]);
    row(
      MSG.monitoringAlertSeverity,
      [MONITORING_SEVERITY_LABELS[a.severity], a.ltkt_candidate ? MSG.monitoringAlertLtkt : null]
        .filter(Boolean)
        .join(' · '),
    );
    row(MSG.monitoringAlertRaisedAt, formatWibDateTime(a.raised_at));
    row(MSG.monitoringCasePdfCounted, [countedText(a), windowText(a)].filter(Boolean).join('\n'));
    doc.moveDown(0.4);
  }

  heading(MSG.caseNotesTitle);
  if (input.notes.length === 0) none(MSG.caseNotesEmpty);
  for (const n of input.notes) row(`${formatWibDateTime(n.created_at)}\n${n.author}`, n.body);

  heading(MSG.caseDecisionHistory);
  if (input.decisions.length === 0) none(MSG.monitoringCasePdfNoDecisions);
  for (const d of input.decisions) {
    itemTitle(`${DECISION_TEXT[d.kind] ?? d.kind} · ${PROPOSAL_STATUS_TEXT[d.status]}`);
    row(MSG.proposalProposedBy, `${d.proposed_by?.fullname ?? '-'} · ${formatWibDateTime(d.proposed_at)}`);
    row(MSG.proposalReason, d.reason);
    if (d.decided_by)
      row(
        MSG.proposalDecidedBy,
        [d.decided_by.fullname, d.decided_at ? formatWibDateTime(d.decided_at) : null]
          .filter(Boolean)
          .join(' · '),
      );
    if (d.decision_reason) row(MSG.monitoringCasePdfDecisionReason, d.decision_reason);
    doc.moveDown(0.4);
  }

  auditChain(input.chain, input.checkpoint, MSG.caseFileAuditSeq);
  footer(MSG.monitoringCasePdfTippingOff, MSG.caseFileFooter);
  doc.end();
  return done;
}
