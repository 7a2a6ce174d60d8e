/**
 * The profile's KYC view as a real PDF (architecture.md §5 "PDF downloads": text, not a screenshot):
 * A4 with 7 mm margins (docs/product/customer-area.md § Limits), Indonesian labels from the message catalogue.
 */
import { formatLongDateId, MSG } from '@kilau/shared';
import { openPdf } from '../../plugins/pdf';
import type { KycView } from './profile.service';

export interface KycProfilePdfInput {
  companyName: string;
  companyAddress: string;
  printedAt: Date;
  view: KycView;
}

/** The calendar day in Jakarta (WIB), whatever the server's time zone, as YYYY-MM-DD. */
export function jakartaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const LABEL_WIDTH = 150;
const GAP = 12;

export async function renderKycProfilePdf(input: KycProfilePdfInput): Promise<Buffer> {
  const { doc, done } = await openPdf({ title: MSG.kycPdfTitle, author: input.companyName });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(13).text(input.companyName, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(input.companyAddress, { width });
  doc.moveDown(1.2);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(18).text(MSG.kycPdfTitle, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${MSG.kycPdfPrintedAt}: ${formatLongDateId(jakartaDay(input.printedAt))}`, { width });
  doc.moveDown(0.6);
  rule(doc, left, width);

  const section = (title: string, rows: [string, string][]) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).text(title, left, doc.y, { width });
    doc.moveDown(0.4);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(label, left, y, { width: LABEL_WIDTH });
      const labelBottom = doc.y;
      doc
        .fillColor('#000000')
        .text(value || '-', left + LABEL_WIDTH + GAP, y, { width: width - LABEL_WIDTH - GAP });
      doc.y = Math.max(doc.y, labelBottom) + 4;
    }
  };

  const p = input.view.personal_data;
  section(MSG.kycPdfPersonalSection, [
    [MSG.profileKycFullName, p.full_name],
    [MSG.profileKycAddress, p.address],
    [MSG.profileKycIdentityOwner, p.identity_owner],
    [MSG.profileKycPhone, p.phone_number],
  ]);
  section(MSG.kycPdfWorkSection, [[MSG.profileKycJob, input.view.work.job]]);

  doc.moveDown(1.5);
  rule(doc, left, width);
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(MSG.kycPdfFooter, left, doc.y, { width });

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number) {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}
