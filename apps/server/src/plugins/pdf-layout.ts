/**
 * The page layout of the staff's record PDFs (the participant's case file, the monitoring case):
 * one way of printing a label beside its value, a heading, an item's title, the document's head,
 * the audit chain's head and the footer, so that the two read alike and change together. Each
 * helper keeps what follows it off a page's last lines rather than leave a heading or a title alone
 * at the bottom.
 */
import { formatWibDateTime, MSG } from '@kilau/shared';
import type { PdfDoc } from './pdf';

export const PDF_GREY = '#555555';
const BLACK = '#000000';
const LABEL_WIDTH = 150;
const GAP = 12;

export interface PdfLayout {
  /** The left margin and the text width between the margins. */
  left: number;
  width: number;
  /** Where the page's text ends (the bottom margin's top). */
  bottom(): number;
  /** A grey label with its value beside it ('-' when empty). */
  row(label: string, value: string): void;
  heading(title: string): void;
  /** The bold first line of an item (an alert, a note, a decision), kept with what follows. */
  itemTitle(title: string): void;
  /** The grey line that stands for a section without items. */
  none(text: string): void;
  /** The company, the title and who made the document when. */
  head(opening: { companyName: string; title: string; generatedAt: Date; generatedBy: string }): void;
  /**
   * The audit chain's head at that moment and the last checkpoint. `seqWord` precedes the
   * checkpoint's sequence number.
   */
  auditChain(
    chain: { seq: number; hash: string },
    checkpoint: { seq: number; hash: string; at: string } | null,
    seqWord: string,
  ): void;
  /** Small grey lines after the last section. */
  footer(...lines: string[]): void;
}

export function pdfLayout(doc: PdfDoc): PdfLayout {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const row = (label: string, value: string) => {
    if (doc.y > bottom() - 30) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fontSize(9.5).fillColor(PDF_GREY).text(label, left, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .fillColor(BLACK)
      .text(value || '-', left + LABEL_WIDTH + GAP, y, { width: width - LABEL_WIDTH - GAP });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };
  const heading = (title: string) => {
    if (doc.y > bottom() - 60) doc.addPage();
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BLACK).text(title, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  return {
    left,
    width,
    bottom,
    row,
    heading,
    itemTitle(title) {
      if (doc.y > bottom() - 70) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(10).fillColor(BLACK).text(title, left, doc.y, { width });
      doc.y += 2;
    },
    none(text) {
      doc.font('Helvetica').fontSize(9.5).fillColor(PDF_GREY).text(text, left, doc.y, { width });
    },
    head({ companyName, title, generatedAt, generatedBy }) {
      doc.font('Helvetica-Bold').fontSize(12).text(companyName, { width });
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(17).text(title, { width });
      doc.font('Helvetica').fontSize(9.5).fillColor(PDF_GREY);
      doc.text(`${MSG.caseFileGeneratedAt}: ${formatWibDateTime(generatedAt)}`, { width });
      doc.text(`${MSG.caseFileGeneratedBy}: ${generatedBy}`, { width });
    },
    auditChain(chain, checkpoint, seqWord) {
      heading(MSG.caseFileAuditHash);
      row(MSG.caseFileAuditSeq, String(chain.seq));
      row('SHA-256', chain.hash);
      if (checkpoint) {
        row(MSG.caseFileCheckpoint, `${formatWibDateTime(checkpoint.at)} · ${seqWord} ${checkpoint.seq}`);
        row('SHA-256', checkpoint.hash);
      } else row(MSG.caseFileCheckpoint, MSG.caseFileCheckpointNone);
    },
    footer(...lines) {
      doc.moveDown(1);
      doc.font('Helvetica').fontSize(8).fillColor(PDF_GREY);
      for (const line of lines) doc.text(line, left, doc.y, { width });
    },
  };
}
