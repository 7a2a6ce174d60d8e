/**
 * The printable forms of the onboarding flow (docs/product/back-office.md § Screens "Printable forms", architecture.md §5 "PDF
 * downloads"): real PDFs with text, A4 with 7 mm margins, in Indonesian.
 *   amanah   – the mandate agreement (Perjanjian Pemberian Amanat) with the customer's data and signature;
 *   simulasi – the statement of having done simulation trading, with the demo account number;
 *   formCimb – the power of attorney to CIMB Niaga for its corporate channel.
 * Pure functions: data and an optional signature image in, a PDF Buffer out.
 */
import {
  computeSimulation,
  countWithWords,
  DISPUTE_BODY_CHOICES,
  DISPUTE_CLAUSE_NUMBER,
  type DisputeChoice,
  fillLegalDocument,
  formatGramsId,
  formatPercentId,
  formatRupiahId,
  LEGAL_DOCUMENTS,
  type LegalClause,
  type LegalIdentity,
  MSG,
  PDF_MARGIN_PT,
  POA_REVOCATION_BANK_WORKING_DAYS,
  TAX_PERCENT_OF_GRAMS,
} from '@kilau/shared';
import { openPdf, type PdfDoc } from '../../plugins/pdf';

export const PRINT_FORMS = ['amanah', 'simulasi', 'formCimb'] as const;
export type PrintFormName = (typeof PRINT_FORMS)[number];

export function isPrintForm(name: string): name is PrintFormName {
  return (PRINT_FORMS as readonly string[]).includes(name);
}

/** The customer as printed; an empty value prints as '-'. */
export interface PrintCustomer {
  fullname: string;
  ktp_no: string;
  place_of_birth: string;
  date_of_birth: string;
  address: string;
  phone: string;
  email: string;
  occupation: string;
  company_name: string;
  position: string;
  office_phone: string;
  demo_account: string;
}

export interface PrintCompany {
  name: string;
  address: string;
  cs_phone: string;
  cs_email: string;
}

export interface PrintFormInput {
  company: PrintCompany;
  customer: PrintCustomer;
  /** PNG or JPEG bytes of the customer's signature; without it the signature line stays blank. */
  signature?: Buffer | null;
  /** Where and when the form is signed, already formatted ("Jakarta Selatan", "22 November 2026"). */
  place: string;
  date: string;
}

export interface AmanahPdfInput extends PrintFormInput {
  /** The customer's clause-24 choice, ticked on the form when known. */
  dispute?: DisputeChoice | null;
}

export interface CimbPdfInput extends PrintFormInput {
  /** The company's id on the bank's corporate channel (a fixed value). */
  companyId: string;
  /** The company's official who signs for the company, and the official's position. */
  officialName?: string;
  officialPosition?: string;
}

/** Room kept under the text for the page footer, inside the 7 mm margin box. */
const FOOTER_ROOM = 16;
const LABEL_WIDTH = 150;
const GAP = 10;
const BODY_SIZE = 9.5;
const GREY = '#555555';

const dash = (v: string | undefined | null) => v?.trim() || '-';

function identity(company: PrintCompany): LegalIdentity {
  return {
    company_name: company.name,
    company_address: company.address,
    cs_phone: company.cs_phone,
    cs_email: company.cs_email,
  };
}

type Doc = PdfDoc;

/** A form's document: room at the foot of each page for the footer drawn over every page at the end. */
function open(title: string, company: PrintCompany): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  return openPdf({
    title,
    author: company.name,
    margins: {
      top: PDF_MARGIN_PT,
      left: PDF_MARGIN_PT,
      right: PDF_MARGIN_PT,
      bottom: PDF_MARGIN_PT + FOOTER_ROOM,
    },
    bufferPages: true,
  });
}

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function rule(doc: Doc) {
  doc
    .moveTo(left(doc), doc.y)
    .lineTo(left(doc) + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

function header(doc: Doc, company: PrintCompany, title: string, subtitle?: string) {
  const width = contentWidth(doc);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000000')
    .text(company.name, left(doc), doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`${company.address} · ${MSG.printPhoneShort} ${company.cs_phone} · ${company.cs_email}`, { width });
  doc.moveDown(0.5);
  rule(doc);
  doc.moveDown(0.8);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(title, { width, align: 'center' });
  if (subtitle) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(subtitle, { width, align: 'center' });
  }
  doc.fillColor('#000000');
  doc.moveDown(0.8);
}

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 40);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor('#000000')
    .text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, options: { indent?: number; bold?: boolean } = {}) {
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor('#000000')
    .text(text, left(doc) + indent, doc.y, { width: contentWidth(doc) - indent, align: 'justify' });
  doc.moveDown(0.25);
}

function rows(doc: Doc, items: [string, string][]) {
  const width = contentWidth(doc);
  for (const [label, value] of items) {
    ensureRoom(doc, 14);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(BODY_SIZE)
      .fillColor(GREY)
      .text(label, left(doc), y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .fillColor('#000000')
      .text(`: ${dash(value)}`, left(doc) + LABEL_WIDTH + GAP, y, { width: width - LABEL_WIDTH - GAP });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
  doc.x = left(doc);
}

/** "1." in the margin column, the text beside it with a hanging indent. */
function numbered(doc: Doc, n: number, text: string) {
  const indent = 14;
  ensureRoom(doc, 24);
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor('#000000')
    .text(`${n}.`, left(doc), y, { width: indent });
  doc.text(text, left(doc) + indent, y, { width: contentWidth(doc) - indent, align: 'justify' });
  doc.moveDown(0.25);
  doc.x = left(doc);
}

/** A square box, crossed when ticked, followed by its label. */
function checkbox(doc: Doc, label: string, ticked: boolean) {
  ensureRoom(doc, 16);
  const x = left(doc) + 14;
  const y = doc.y + 1;
  const size = 8;
  doc.lineWidth(0.7).strokeColor('#000000').rect(x, y, size, size).stroke();
  if (ticked) {
    doc
      .moveTo(x + 1.5, y + 1.5)
      .lineTo(x + size - 1.5, y + size - 1.5)
      .moveTo(x + size - 1.5, y + 1.5)
      .lineTo(x + 1.5, y + size - 1.5)
      .lineWidth(1.2)
      .stroke();
  }
  doc
    .font(ticked ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor('#000000')
    .text(label, x + size + 6, doc.y, { width: contentWidth(doc) - (x + size + 6 - left(doc)) });
  doc.moveDown(0.3);
  doc.x = left(doc);
}

function clause(doc: Doc, c: LegalClause) {
  heading(doc, `${MSG.printClause} ${c.number}${c.title ? ` – ${c.title}` : ''}`);
  for (const p of c.paragraphs) {
    const item = /^([a-z]\.|\(\d+\))\s/.test(p);
    paragraph(doc, p, { indent: item ? 12 : 0 });
  }
}

interface SignatureParty {
  role: string;
  name: string;
  position?: string;
  image?: Buffer | null;
}

const SIGNATURE_HEIGHT = 62;

const SIGNATURE_BLOCK_HEIGHT = 150;

/** The closing words, then place and date and two signature columns, all kept on one page. */
function signatures(
  doc: Doc,
  closing: string | null,
  place: string,
  date: string,
  parties: [SignatureParty, SignatureParty],
) {
  const closingHeight = closing
    ? doc
        .font('Helvetica')
        .fontSize(BODY_SIZE)
        .heightOfString(closing, { width: contentWidth(doc), align: 'justify' })
    : 0;
  ensureRoom(doc, closingHeight + SIGNATURE_BLOCK_HEIGHT);
  if (closing) {
    doc.moveDown(0.4);
    paragraph(doc, closing);
  }
  doc.moveDown(1);
  const width = contentWidth(doc);
  const column = (width - 20) / 2;
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor('#000000')
    .text(`${dash(place)}, ${dash(date)}`, left(doc), doc.y, { width });
  doc.moveDown(0.6);
  const top = doc.y;
  let bottom = top;
  parties.forEach((party, i) => {
    const x = left(doc) + i * (column + 20);
    doc
      .font('Helvetica-Bold')
      .fontSize(BODY_SIZE)
      .text(party.role, x, top, { width: column, align: 'center' });
    const imageTop = doc.y + 4;
    if (party.image) {
      try {
        doc.image(party.image, x + (column - 160) / 2, imageTop, {
          fit: [160, SIGNATURE_HEIGHT],
          align: 'center',
          valign: 'center',
        });
      } catch {
        // An unreadable image leaves the line blank for a handwritten signature.
      }
    }
    const lineY = imageTop + SIGNATURE_HEIGHT + 4;
    doc
      .moveTo(x + 30, lineY)
      .lineTo(x + column - 30, lineY)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    // A name or position not on record is left as a dotted blank to be written by hand.
    const blank = '( ........................................ )';
    doc
      .font('Helvetica')
      .fontSize(BODY_SIZE)
      .text(party.name.trim() || blank, x, lineY + 4, { width: column, align: 'center' });
    if (party.position !== undefined) {
      doc.fillColor(GREY).text(party.position.trim() || blank, x, doc.y, { width: column, align: 'center' });
      doc.fillColor('#000000');
    }
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left(doc);
  doc.y = bottom;
}

/** "Halaman 1 dari 3" and the document's reference on every page, inside the margin box. */
function footer(doc: Doc, reference: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PDF_MARGIN_PT - 9;
    const width = contentWidth(doc);
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
    doc.text(reference, left(doc), y, { width, lineBreak: false });
    const pageText = MSG.printPageOf.replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
    doc.text(pageText, left(doc), y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function customerRows(c: PrintCustomer, extra: [string, string][] = []): [string, string][] {
  return [
    [MSG.printFullname, c.fullname],
    [MSG.printBirth, [c.place_of_birth, c.date_of_birth].filter((v) => v.trim()).join(', ')],
    [MSG.printKtp, c.ktp_no],
    [MSG.printAddress, c.address],
    [MSG.printPhone, c.phone],
    [MSG.printOccupation, c.occupation],
    ...extra,
  ];
}

/** amanah.pdf: the mandate agreement, every clause, clause 24 with the customer's choice ticked. */
export async function renderAmanahPdf(input: AmanahPdfInput): Promise<Buffer> {
  const template = LEGAL_DOCUMENTS['perjanjian-amanat'];
  const agreement = fillLegalDocument(template, identity(input.company));
  const { doc, done } = await open(agreement.title, input.company);
  header(doc, input.company, agreement.title, `${MSG.printVersion} ${agreement.version}`);

  paragraph(doc, MSG.printUndersigned);
  rows(doc, customerRows(input.customer));
  doc.moveDown(0.3);
  paragraph(doc, MSG.printAmanahParties.replace('{company}', input.company.name));

  for (const section of agreement.sections) {
    for (const c of section.clauses) {
      clause(doc, c);
      if (c.number === DISPUTE_CLAUSE_NUMBER) {
        doc.moveDown(0.2);
        paragraph(doc, MSG.printDisputeChoice, { bold: true });
        for (const choice of DISPUTE_BODY_CHOICES) {
          const ticked = input.dispute?.dispute_body === choice.id;
          const detail = choice.needs_detail
            ? ` ${ticked && input.dispute?.dispute_detail ? input.dispute.dispute_detail : '....................................'}`
            : '';
          checkbox(doc, `${choice.label}${detail}`, ticked);
        }
      }
    }
  }

  signatures(doc, MSG.printAmanahClosing, input.place, input.date, [
    { role: MSG.printCustomerRole, name: input.customer.fullname, image: input.signature },
    { role: MSG.printBrokerRole, name: input.company.name },
  ]);
  footer(doc, `${agreement.title} · ${MSG.printVersion} ${agreement.version}`);
  doc.end();
  return done;
}

/** simulasi.pdf: the customer states that they did simulation trading and understood the example. */
export async function renderSimulasiPdf(input: PrintFormInput): Promise<Buffer> {
  const simulation = fillLegalDocument(LEGAL_DOCUMENTS['simulasi-transaksi'], identity(input.company));
  const { doc, done } = await open(MSG.printSimulasiTitle, input.company);
  header(doc, input.company, MSG.printSimulasiTitle, `${MSG.printVersion} ${simulation.version}`);

  paragraph(doc, MSG.printUndersigned);
  rows(doc, customerRows(input.customer, [[MSG.printDemoAccount, input.customer.demo_account]]));
  doc.moveDown(0.3);
  paragraph(doc, MSG.printSimulasiStatement.replace('{company}', input.company.name));

  // The worked example: its assumptions, the buy and sell side by side, and the result, all from
  // the same computation as the simulation text of GET /v2/legal/simulasi-transaksi.
  heading(doc, simulation.title);
  const [assumptions, , , result] = simulation.sections.flatMap((x) => x.clauses);
  for (const p of assumptions?.paragraphs ?? []) paragraph(doc, p);
  doc.moveDown(0.3);
  simulationTable(doc, computeSimulation());
  doc.moveDown(0.6);
  for (const p of result?.paragraphs ?? []) paragraph(doc, p);

  signatures(doc, MSG.printSimulasiClosing, input.place, input.date, [
    { role: MSG.printStatementRole, name: input.customer.fullname, image: input.signature },
    { role: MSG.printBrokerRole, name: input.company.name },
  ]);
  footer(doc, `${MSG.printSimulasiTitle} · ${MSG.printVersion} ${simulation.version}`);
  doc.end();
  return done;
}

/** The worked buy and sell as a table: one row per line, buy and sell side by side. */
function simulationTable(doc: Doc, s: ReturnType<typeof computeSimulation>) {
  const width = contentWidth(doc);
  const x0 = left(doc);
  const labelW = width * 0.46;
  const colW = (width - labelW) / 2;
  const rowsData: [string, string, string][] = [
    [MSG.printSimGrams, formatGramsId(s.buy.grams), formatGramsId(s.sell.grams)],
    [MSG.printSimPrice, formatRupiahId(s.buy.price_per_gram), formatRupiahId(s.sell.price_per_gram)],
    [MSG.printSimValue, formatRupiahId(s.buy.value), formatRupiahId(s.sell.value)],
    [
      `${MSG.printSimFee} (${formatPercentId(s.buy.fee_percent)} / ${formatPercentId(s.sell.fee_percent)})`,
      formatRupiahId(s.buy.fee),
      formatRupiahId(s.sell.fee),
    ],
    [
      `${MSG.printSimTax} (${formatPercentId(TAX_PERCENT_OF_GRAMS)} × ${formatGramsId(s.buy.grams)})`,
      formatRupiahId(s.buy.tax),
      formatRupiahId(s.sell.tax),
    ],
    [MSG.printSimTotal, formatRupiahId(s.buy.total), formatRupiahId(s.sell.total)],
  ];
  const rowH = 16;
  ensureRoom(doc, rowH * (rowsData.length + 2));
  let y = doc.y;
  const cell = (text: string, x: number, w: number, bold: boolean, align: 'left' | 'right') => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(BODY_SIZE)
      .fillColor('#000000')
      .text(text, x + 5, y + 4, { width: w - 10, align, lineBreak: false });
  };
  doc.rect(x0, y, width, rowH).fillColor('#eeeeee').fill();
  cell(MSG.printSimItem, x0, labelW, true, 'left');
  cell(MSG.printSimBuy, x0 + labelW, colW, true, 'right');
  cell(MSG.printSimSell, x0 + labelW + colW, colW, true, 'right');
  y += rowH;
  rowsData.forEach(([label, buy, sell], i) => {
    const last = i === rowsData.length - 1;
    cell(label, x0, labelW, last, 'left');
    cell(buy, x0 + labelW, colW, last, 'right');
    cell(sell, x0 + labelW + colW, colW, last, 'right');
    y += rowH;
  });
  doc
    .lineWidth(0.5)
    .strokeColor('#999999')
    .rect(x0, doc.y, width, y - doc.y)
    .stroke();
  doc
    .moveTo(x0 + labelW, doc.y)
    .lineTo(x0 + labelW, y)
    .moveTo(x0 + labelW + colW, doc.y)
    .lineTo(x0 + labelW + colW, y)
    .stroke();
  doc.y = y + 4;
  doc.x = x0;
}

/** formCimb.pdf: the customer's power of attorney to CIMB Niaga for the company's corporate channel. */
export async function renderFormCimbPdf(input: CimbPdfInput): Promise<Buffer> {
  const { doc, done } = await open(MSG.printCimbTitle, input.company);
  header(doc, input.company, MSG.printCimbTitle, MSG.printCimbSubtitle);

  heading(doc, MSG.printCimbGrantor);
  rows(
    doc,
    customerRows(input.customer, [
      [MSG.printCustomerPosition, input.customer.position],
      [MSG.printOfficePhone, input.customer.office_phone],
    ]),
  );

  heading(doc, MSG.printCimbCompany);
  rows(doc, [
    [MSG.printCompanyName, input.company.name],
    [MSG.printCompanyId, input.companyId],
    [MSG.printOfficialName, input.officialName ?? ''],
    [MSG.printOfficialPosition, input.officialPosition ?? ''],
  ]);

  heading(doc, MSG.printCimbPowerHeading);
  const paragraphs = [
    MSG.printCimbPower1.replace(/\{company\}/g, input.company.name),
    MSG.printCimbPower2.replace(/\{company\}/g, input.company.name),
    MSG.printCimbPower3.replace('{days}', countWithWords(POA_REVOCATION_BANK_WORKING_DAYS)),
    MSG.printCimbPower4,
  ];
  paragraphs.forEach((p, i) => {
    numbered(doc, i + 1, p);
  });

  signatures(doc, null, input.place, input.date, [
    { role: MSG.printCimbGrantorRole, name: input.customer.fullname, image: input.signature },
    {
      role: MSG.printCimbCompanyRole.replace('{company}', input.company.name),
      name: input.officialName ?? '',
      position: input.officialPosition ?? '',
    },
  ]);
  footer(doc, `${MSG.printCimbTitle} · ${MSG.printCompanyId} ${input.companyId}`);
  doc.end();
  return done;
}
