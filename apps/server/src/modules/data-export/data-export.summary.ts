/**
 * ringkasan.pdf, the copy's readable summary (decision 0129): what data.json holds, for a person,
 * with Indonesian labels, options and regions by name (the KYC read model), times in WIB, and
 * never an id. Built with pdfkit, as the profile's KYC PDF (A4, 7 mm margins; architecture.md §5).
 */
import {
  formatWibDateTime,
  MSG,
  pepAnswerText,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_REASON_LABELS,
  type ResubmissionItem,
  type ResubmissionReason,
  statusNasabahText,
} from '@kilau/shared';
import { openPdf } from '../../plugins/pdf';
import type { KycReadModel } from '../kyc-record';

/** What the summary tells, gathered with data.json (data-export.content.ts). */
export interface SummaryInput {
  createdAt: Date;
  account: {
    fullname: string | null;
    username: string | null;
    email: string;
    phone: string | null;
    createdAt: Date;
    emailVerifiedAt: Date | null;
    phoneVerifiedAt: Date | null;
  } | null;
  records: {
    model: KycReadModel | undefined;
    platform: string;
    bank: string | null;
    statusNasabah: number | null;
    submittedAt: Date | null;
    tradeAccountNo: string | null;
  }[];
  history: { platform: string; at: Date; action: string; status: number | null; reason: string | null }[];
  fixes: { item: string; reasonCode: string | null; reasonText: string | null; requestedAt: Date }[];
  files: { kind: string; uploadedAt: Date; available: boolean }[];
  consents: { document: string; version: string; at: Date }[];
  logins: { at: Date; action: string; outcome: string; city: string | null; country: string | null }[];
}

type Rows = [string, string][];
interface Section {
  title: string;
  rows: Rows;
}

const EVENT: Record<string, string> = {
  'onboarding.submit': MSG.dataPdfEventSubmit,
  'kyc.resubmission_requested': MSG.dataPdfEventFixRequested,
  'kyc.resubmitted': MSG.dataPdfEventResubmitted,
  'kyc.bank_approve': MSG.dataPdfEventBankApprove,
  'kyc.approve': MSG.dataPdfEventApprove,
  'kyc.reject': MSG.dataPdfEventReject,
  'kyc.blacklist': MSG.dataPdfEventBlacklist,
  'kyc.unblacklist': MSG.dataPdfEventUnblacklist,
  'video.accept': MSG.dataPdfEventVideo,
};

const FILE_KIND: Record<string, string> = {
  ktp: MSG.attachDocKtp,
  photo: MSG.attachDocPhoto,
  photo_with_ktp: MSG.attachDocPhotoWithKtp,
  signature: MSG.attachSignatureOwn,
  partner_signature: MSG.attachSignaturePartner,
  statement_video: MSG.previewVideo,
  kk: MSG.attachDocKk,
  npwp: MSG.attachDocNpwp,
  other: MSG.attachDocOther,
};

const wib = (d: Date | null | undefined) => (d ? formatWibDateTime(d) : '');
const named = (n: { name: string } | null | undefined) => n?.name ?? '';
/** The PEP question's answer as the customer gave it ('' before it was asked). */

function recordSections(r: SummaryInput['records'][number]): Section[] {
  const head: Section = {
    title: MSG.dataPdfRecord.replace('{platform}', r.platform),
    rows: [
      [MSG.dataPdfBank, r.bank ?? ''],
      [MSG.dataPdfStatus, r.statusNasabah === null ? '' : statusNasabahText(r.statusNasabah)],
      [MSG.dataPdfSubmitted, wib(r.submittedAt)],
      [MSG.dataPdfTradeAccount, r.tradeAccountNo ?? ''],
    ],
  };
  const m = r.model;
  if (!m) return [head];
  const p = m.personal;
  const e = m.employment;
  const f = m.financial;
  const k = m.emergency_contact;
  return [
    head,
    {
      title: MSG.dataPdfPersonal,
      rows: [
        [MSG.dataPdfFullname, m.fullname ?? p.fullname ?? ''],
        [MSG.dataPdfMothersName, p.mothers_name ?? ''],
        [MSG.dataPdfNik, p.ktp_no ?? ''],
        [MSG.dataPdfBirth, [p.place_of_birth, m.display.date_of_birth].filter(Boolean).join(', ')],
        [MSG.dataPdfKtpIssued, m.display.ktp_issued_date],
        [MSG.dataPdfCitizenship, m.display.citizenship],
        [MSG.dataPdfNpwp, p.npwp_no ?? ''],
        [MSG.dataPdfGender, named(p.gender_type)],
        [MSG.dataPdfReligion, named(p.religion_type)],
        [MSG.dataPdfMarriage, named(p.marriage_type)],
        [MSG.dataPdfEducation, named(p.education_type)],
        [MSG.dataPdfDependents, p.dependent_no === undefined ? '' : String(p.dependent_no)],
        // Their own answer, as the review step showed it; never what it did to their rating.
        [MSG.previewPep, pepAnswerText(p) ?? ''],
        [MSG.dataPdfAddress, m.display.address_line],
      ],
    },
    {
      title: MSG.dataPdfWork,
      rows: [
        [MSG.dataPdfOccupation, named(e.occupation_type)],
        [MSG.dataPdfIndustry, named(e.industrial_type)],
        [MSG.dataPdfPosition, named(e.position_type)],
        [MSG.dataPdfCompany, e.company_name ?? ''],
      ],
    },
    {
      title: MSG.dataPdfFinance,
      rows: [
        [MSG.dataPdfFund, named(f.fund_type)],
        [MSG.dataPdfSalary, named(f.salary_type)],
        [MSG.dataPdfMonthly, named(f.monthly_transaction_type)],
        [MSG.dataPdfPurposeFund, named(f.purpose_fund_type)],
        [MSG.dataPdfPurposeAccount, named(f.purpose_open_account_type)],
      ],
    },
    {
      title: MSG.dataPdfBankAccount,
      rows: [
        [MSG.dataPdfAccountName, m.bank_account.account_name ?? ''],
        [MSG.dataPdfAccountNo, m.bank_account.account_no ?? ''],
      ],
    },
    {
      title: MSG.dataPdfContact,
      rows: [
        [MSG.dataPdfName, k.fullname ?? ''],
        [MSG.dataPdfRelationship, k.relationship ?? ''],
        [MSG.dataPdfPhone, k.phonenumber ?? ''],
        [MSG.dataPdfContactAddress, k.address ?? ''],
      ],
    },
  ];
}

/** The summary's sections, in the order data.json has them. */
export function summarySections(input: SummaryInput): Section[] {
  const a = input.account;
  const none = (rows: Rows): Rows => (rows.length ? rows : [[MSG.dataPdfNone, '']]);
  return [
    {
      title: MSG.dataPdfAccount,
      rows: a
        ? [
            [MSG.dataPdfName, a.fullname ?? ''],
            [MSG.dataPdfUsername, a.username ?? ''],
            [MSG.dataPdfEmail, a.email],
            [MSG.dataPdfPhone, a.phone ?? ''],
            [MSG.dataPdfAccountCreated, wib(a.createdAt)],
            [MSG.dataPdfEmailVerified, wib(a.emailVerifiedAt)],
            [MSG.dataPdfPhoneVerified, wib(a.phoneVerifiedAt)],
          ]
        : [],
    },
    ...input.records.flatMap(recordSections),
    {
      title: MSG.dataPdfHistory,
      rows: none(
        input.history.map((h) => [
          wib(h.at),
          [EVENT[h.action] ?? h.action, h.status === null ? null : statusNasabahText(h.status), h.reason]
            .filter(Boolean)
            .concat(input.records.length > 1 ? [h.platform] : [])
            .join(' · '),
        ]),
      ),
    },
    {
      title: MSG.dataPdfFixRequests,
      rows: none(
        input.fixes.map((x) => [
          RESUBMISSION_ITEM_LABELS[x.item as ResubmissionItem] ?? x.item,
          [
            x.reasonCode === 'other'
              ? (x.reasonText ?? '')
              : (RESUBMISSION_REASON_LABELS[x.reasonCode as ResubmissionReason] ?? ''),
            wib(x.requestedAt),
          ]
            .filter(Boolean)
            .join(' · '),
        ]),
      ),
    },
    {
      title: MSG.dataPdfFiles,
      rows: none(
        input.files.map((x) => [
          FILE_KIND[x.kind] ?? MSG.attachDocOther,
          // Not the file's name in the ZIP: it carries a piece of the file's id.
          (x.available ? MSG.dataPdfFileLine : MSG.dataPdfFileMissing).replace('{time}', wib(x.uploadedAt)),
        ]),
      ),
    },
    {
      title: MSG.dataPdfConsents,
      rows: none(
        input.consents.map((c) => [
          c.document,
          MSG.dataPdfConsentLine.replace('{time}', wib(c.at)).replace('{version}', c.version),
        ]),
      ),
    },
    {
      title: MSG.dataPdfLogins,
      rows: none(
        input.logins.map((l) => [
          wib(l.at),
          [
            l.action === 'auth.logout'
              ? MSG.dataPdfLogout
              : l.outcome === 'success'
                ? MSG.dataPdfLogin
                : MSG.dataPdfLoginFailed,
            [l.city, l.country].filter(Boolean).join(', '),
          ]
            .filter(Boolean)
            .join(' · '),
        ]),
      ),
    },
  ];
}

const LABEL_WIDTH = 170;
const GAP = 12;

export async function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  const { doc, done } = await openPdf({ title: MSG.dataPdfTitle });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).text(MSG.dataPdfTitle, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(MSG.dataPdfIntro.replace('{created}', wib(input.createdAt)), { width });
  for (const section of summarySections(input)) {
    doc.moveDown(0.9);
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(12).text(section.title, left, doc.y, { width });
    doc.moveDown(0.3);
    for (const [label, value] of section.rows) {
      // A row never starts at a page's foot with its value on the next.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      doc.font('Helvetica').fontSize(9.5).fillColor('#555555').text(label, left, y, { width: LABEL_WIDTH });
      const labelBottom = doc.y;
      doc
        .fillColor('#000000')
        .text(value || '-', left + LABEL_WIDTH + GAP, y, { width: width - LABEL_WIDTH - GAP });
      doc.y = Math.max(doc.y, labelBottom) + 3;
    }
  }
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(MSG.dataPdfFooter, left, doc.y, { width });
  doc.end();
  return done;
}
