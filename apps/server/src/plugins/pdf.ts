/**
 * The server's PDFs (architecture.md §5 "PDF downloads": real text, A4, 7 mm margins; decision
 * 0011) all start here: the profile's KYC view, the printed forms, the case file and the data
 * export's summary. pdfkit loads on the first PDF asked for: it is large, and an idle server needs
 * none of it (decision 0098). `sendPdf` is how a route hands one out.
 */
import { PDF_MARGIN_PT } from '@kilau/shared';
import type { FastifyReply } from 'fastify';

export type PdfDoc = PDFKit.PDFDocument;

export interface PdfOpening {
  /** The document's title in its properties. */
  title: string;
  /** Its author in its properties (the company), when there is one. */
  author?: string;
  /** The page margins; 7 mm (`PDF_MARGIN_PT`) on every side when not given. */
  margins?: { top: number; left: number; right: number; bottom: number };
  /** Keep every page open until the end, for a pass over them all (the forms' page footers). */
  bufferPages?: boolean;
}

/**
 * A new A4 document and the bytes it becomes: write on `doc`, call `doc.end()`, then await `done`
 * (it rejects when pdfkit fails).
 */
export async function openPdf(opening: PdfOpening): Promise<{ doc: PdfDoc; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    ...(opening.margins === undefined ? { margin: PDF_MARGIN_PT } : { margins: opening.margins }),
    ...(opening.bufferPages === undefined ? {} : { bufferPages: opening.bufferPages }),
    info: {
      Title: opening.title,
      ...(opening.author === undefined ? {} : { Author: opening.author }),
      Creator: 'Kilau',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * A PDF as a download the browser saves as `filename`: kept by no cache, as each holds a person's
 * data, and never sniffed as another type.
 */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
