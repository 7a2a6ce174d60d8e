/**
 * 'Unduh berkas' (decision 0112): the whole case file as one A4 PDF of real text (architecture.md
 * §5 "PDF downloads"): the identity data by field name, each document (images embedded, the video
 * as its SHA-256 and duration), the decision history, and the audit chain's head at that moment.
 * Pure: data and image bytes in, a PDF Buffer out. Fonts as the other PDFs: pdfkit's Helvetica.
 */
import { formatWibDateTime, MSG, type TimelineEvent } from '@kilau/shared';
import { openPdf } from '../../plugins/pdf';
import { PDF_GREY, pdfLayout } from '../../plugins/pdf-layout';

export interface CaseFileDocument {
  label: string;
  /** PNG or JPEG bytes to embed; null for a video, a missing file or another format. */
  image: Buffer | null;
  sha256: string | null;
  /** A line instead of an image (the statement video, a recorded call). */
  line?: string;
}

export interface CaseFilePdfInput {
  companyName: string;
  generatedAt: Date;
  generatedBy: string;
  identity: [string, string][];
  documents: CaseFileDocument[];
  events: TimelineEvent[];
  chain: { seq: number; hash: string };
  checkpoint: { seq: number; hash: string; at: string } | null;
}

const IMAGE_BOX: [number, number] = [260, 170];

export async function renderCaseFilePdf(input: CaseFilePdfInput): Promise<Buffer> {
  const { doc, done } = await openPdf({ title: MSG.caseFileTitle, author: input.companyName });
  const { left, width, bottom, row, heading, head, auditChain, footer } = pdfLayout(doc);

  head({ ...input, title: MSG.caseFileTitle });

  heading(MSG.caseFileIdentity);
  for (const [label, value] of input.identity) row(label, value);

  heading(MSG.caseFileDocuments);
  for (const d of input.documents) {
    if (doc.y > bottom() - (d.image ? IMAGE_BOX[1] + 40 : 40)) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(d.label, left, doc.y, { width });
    if (d.image) {
      const top = doc.y + 3;
      try {
        doc.image(d.image, left, top, { fit: IMAGE_BOX });
        doc.y = top + IMAGE_BOX[1] + 3;
      } catch {
        doc.y = top;
        doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY).text(MSG.caseFileDocumentNotImage, left, doc.y);
      }
    }
    const lines = [
      d.line ?? (d.sha256 ? null : MSG.caseFileDocumentMissing),
      d.sha256 && !d.line ? `SHA-256 ${d.sha256}` : null,
    ];
    for (const l of lines.filter((x): x is string => Boolean(x)))
      doc.font('Helvetica').fontSize(8.5).fillColor(PDF_GREY).text(l, left, doc.y, { width });
    doc.moveDown(0.5);
  }

  heading(MSG.caseFileDecisions);
  for (const e of input.events) {
    const who = `${formatWibDateTime(e.at)} · ${e.actor}`;
    row(who, e.detail ? `${e.title}\n${e.detail}` : e.title);
  }

  auditChain(input.chain, input.checkpoint, MSG.caseFileAuditSeq);
  footer(MSG.caseFileFooter);
  doc.end();
  return done;
}
