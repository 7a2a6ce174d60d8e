/**
 * The shape of a legal text: a document has sections, a section has numbered clauses, a clause has
 * paragraphs. Placeholders such as {{company_name}} are filled by fillLegalDocument.
 */
import { z } from '../zod';

export const LEGAL_DOCUMENT_IDS = [
  'profil-perusahaan',
  'ringkasan-biaya',
  'rekening-peserta',
  'ketentuan-tabungan',
  'perjanjian-amanat',
  'simulasi-transaksi',
  'pemilik-manfaat',
] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

/** One option the customer picks inside a clause (the dispute body of clause 24, the beneficial owner). */
export interface LegalChoice {
  id: string;
  label: string;
  /** True when the choice needs a detail typed by the customer (e.g. which Pengadilan Negeri). */
  needs_detail: boolean;
  detail_label?: string;
}

export interface LegalClause {
  number: number;
  title?: string;
  paragraphs: string[];
  choices?: LegalChoice[];
}

export interface LegalSection {
  title?: string;
  clauses: LegalClause[];
}

/** An acknowledgement the screen shows under the text (the profile's 'Ya' and the current date). */
export interface LegalAcknowledgement {
  statement: string;
  option: string;
  date_label: string;
  /** Filled with the current date in Indonesian (DD MMMM YYYY); null in the template. */
  date: string | null;
}

export interface LegalDocument {
  id: LegalDocumentId;
  version: string;
  title: string;
  sections: LegalSection[];
  acknowledgement?: LegalAcknowledgement;
}

/** What fills the placeholders: the company identity from configuration and the partner bank. */
export interface LegalIdentity {
  company_name: string;
  company_address: string;
  cs_phone: string;
  cs_email: string;
  /** The partner bank's name; documents without a bank placeholder ignore it. */
  bank_name?: string;
  /** The acknowledgement date, already formatted (DD MMMM YYYY). */
  date?: string;
}

const choiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  needs_detail: z.boolean(),
  detail_label: z.string().optional(),
});

export const legalDocumentSchema = z.object({
  id: z.enum(LEGAL_DOCUMENT_IDS),
  version: z.string(),
  title: z.string(),
  sections: z.array(
    z.object({
      title: z.string().optional(),
      clauses: z.array(
        z.object({
          number: z.number().int(),
          title: z.string().optional(),
          paragraphs: z.array(z.string()),
          choices: z.array(choiceSchema).optional(),
        }),
      ),
    }),
  ),
  acknowledgement: z
    .object({
      statement: z.string(),
      option: z.string(),
      date_label: z.string(),
      date: z.string().nullable(),
    })
    .optional(),
});

export const legalDocumentReplySchema = z.object({
  status_code: z.literal('00'),
  data: legalDocumentSchema,
});
