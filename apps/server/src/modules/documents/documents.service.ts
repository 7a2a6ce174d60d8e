/**
 * The data behind the printable forms: the caller's own KYC record (personal, identity address,
 * employment jsonb: whatever keys are present), the newest signature from the file store, and
 * the clause-24 choice. A record that is not the caller's is reported as absent (404).
 */

import { DISPUTE_BODY_IDS, type DisputeChoice, formatDateId, LEGAL_DOCUMENTS } from '@kilau/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/client';
import { kycAcceptances, kycCustomers, storedFiles, users } from '../../db/schema';
import { jakartaDay } from '../profile/kyc-profile-pdf';
import {
  type PrintCompany,
  type PrintCustomer,
  type PrintFormName,
  renderAmanahPdf,
  renderFormCimbPdf,
  renderSimulasiPdf,
} from './forms-pdf';

/** A signature larger than this is not embedded (the pads export a few kB). */
const SIGNATURE_MAX_BYTES = 2_000_000;

type Json = Record<string, unknown>;

/** A stored value as text: strings and numbers as they are, master-data entries by their name. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value && typeof value === 'object') {
    const o = value as Json;
    for (const key of ['name', 'label', 'value']) {
      if (typeof o[key] === 'string') return (o[key] as string).trim();
    }
  }
  return '';
}

/** The first non-empty value among keys. */
function pick(source: Json, ...keys: string[]): string {
  for (const k of keys) {
    const v = text(source[k]);
    if (v) return v;
  }
  return '';
}

/** A stored date (YYYY-MM-DD or ISO) as "05 Juni 1990"; anything else as it is. */
function dateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDateId(value.slice(0, 10)) : value;
}

/** Street, then whatever region parts were entered, then the postcode. */
function addressLine(a: Json): string {
  const parts = [
    pick(a, 'address'),
    pick(a, 'village_type', 'village'),
    pick(a, 'district_type', 'district'),
    pick(a, 'regency_type', 'regency', 'city'),
    pick(a, 'province_type', 'province'),
  ].filter(Boolean);
  const postcode = pick(a, 'postcode');
  return [parts.join(', '), postcode].filter(Boolean).join(' ');
}

/** PNG or JPEG by their first bytes: the only images pdfkit embeds. */
function isEmbeddableImage(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

export interface PrintData {
  customer: PrintCustomer;
  signature: Buffer | null;
  dispute: DisputeChoice | null;
  place: string;
}

export class DocumentsService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  company(): PrintCompany {
    const c = this.app.config;
    return { name: c.COMPANY_NAME, address: c.COMPANY_ADDRESS, cs_phone: c.CS_PHONE, cs_email: c.CS_EMAIL };
  }

  /** The caller's record by id, or null when it is absent or someone else's. */
  async printData(userId: string, customerId: string): Promise<PrintData | null> {
    if (!isUuid(customerId)) return null;
    const [row] = await this.db
      .select({ kyc: kycCustomers, userPhone: users.phonenumber, userEmail: users.email })
      .from(kycCustomers)
      .innerJoin(users, eq(users.id, kycCustomers.userId))
      .where(and(eq(kycCustomers.id, customerId), eq(kycCustomers.userId, userId)))
      .limit(1);
    if (!row) return null;
    const k = row.kyc;
    const p = k.personal ?? {};
    const a = k.identityAddress ?? {};
    const e = k.employment ?? {};
    const customer: PrintCustomer = {
      fullname: pick(p, 'fullname', 'full_name') || text(k.fullname),
      ktp_no: pick(p, 'ktp_no', 'nik'),
      place_of_birth: pick(p, 'place_of_birth'),
      date_of_birth: dateText(pick(p, 'date_of_birth', 'birthday')),
      address: addressLine(a),
      phone: pick(p, 'phonenumber', 'phone_number') || text(row.userPhone),
      email: pick(p, 'email') || text(row.userEmail),
      occupation: pick(e, 'occupation_type', 'occupation'),
      company_name: pick(e, 'company_name'),
      position: pick(e, 'position_type', 'position'),
      office_phone: pick(e, 'office_phone', 'office_number', 'company_phone'),
      demo_account: pick(p, 'hin_demo') || pick(k.bankAccount ?? {}, 'hin_demo'),
    };
    return {
      customer,
      signature: await this.signature(customerId),
      dispute: await this.dispute(customerId, k.attachment ?? {}),
      place: pick(a, 'regency_type', 'regency', 'city'),
    };
  }

  /** The newest signature of the customer, if its bytes can be read and embedded. */
  private async signature(customerId: string): Promise<Buffer | null> {
    const [file] = await this.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(and(eq(storedFiles.customerId, customerId), eq(storedFiles.kind, 'signature')))
      .orderBy(desc(storedFiles.createdAt))
      .limit(1);
    if (!file) return null;
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of this.app.files.get(file.key)) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += b.length;
        if (size > SIGNATURE_MAX_BYTES) return null;
        chunks.push(b);
      }
      const bytes = Buffer.concat(chunks);
      return isEmbeddableImage(bytes) ? bytes : null;
    } catch (err) {
      this.app.log.warn({ err, customerId }, 'signature unreadable, form printed without it');
      return null;
    }
  }

  /** Clause 24: from the attachment form, else from the newest acceptance of the agreement. */
  private async dispute(customerId: string, attachment: Json): Promise<DisputeChoice | null> {
    const fromJson = (o: Json): DisputeChoice | null => {
      const body = text(o.dispute_body);
      if (!(DISPUTE_BODY_IDS as readonly string[]).includes(body)) return null;
      const detail = text(o.dispute_detail);
      return {
        dispute_body: body as DisputeChoice['dispute_body'],
        ...(detail ? { dispute_detail: detail } : {}),
      };
    };
    const own = fromJson(attachment);
    if (own) return own;
    const [accepted] = await this.db
      .select({ details: kycAcceptances.details })
      .from(kycAcceptances)
      .where(
        and(
          eq(kycAcceptances.customerId, customerId),
          eq(kycAcceptances.document, LEGAL_DOCUMENTS['perjanjian-amanat'].id),
        ),
      )
      .orderBy(desc(kycAcceptances.acceptedAt))
      .limit(1);
    return accepted ? fromJson(accepted.details ?? {}) : null;
  }

  /** The form as a PDF, signed today (Jakarta's calendar day). */
  async render(name: PrintFormName, data: PrintData, now: Date = new Date()): Promise<Buffer> {
    const base = {
      company: this.company(),
      customer: data.customer,
      signature: data.signature,
      place: data.place,
      date: formatDateId(jakartaDay(now)),
    };
    switch (name) {
      case 'amanah':
        return renderAmanahPdf({ ...base, dispute: data.dispute });
      case 'simulasi':
        return renderSimulasiPdf(base);
      case 'formCimb':
        return renderFormCimbPdf({ ...base, companyId: this.app.config.CIMB_COMPANY_ID });
    }
  }
}
