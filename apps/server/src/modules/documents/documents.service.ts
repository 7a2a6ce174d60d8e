/**
 * The data behind the printable forms: the caller's own KYC record as the read model gives it
 * (names for every master-data id and region code, dates in Indonesian), the newest signature from
 * the file store, and the clause-24 choice. A record that is not the caller's (or, for staff,
 * outside their scope) is reported as absent (404).
 */

import {
  DISPUTE_BODY_IDS,
  type DisputeChoice,
  formatDateId,
  LEGAL_DOCUMENTS,
  STATUS_NASABAH,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import {
  findOwnRecord,
  findRecordInScope,
  type KycReadModel,
  type KycRecord,
  readKycRecord,
} from '../kyc-record';
import { jakartaDay } from '../profile';
import { findContact, findNewestAcceptanceDetails, findNewestSignatureKey } from './documents.repository';
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

/** PNG or JPEG by their first bytes: the only images pdfkit embeds (the case file's PDF asks too). */
export function isEmbeddableImage(bytes: Buffer): boolean {
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

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'files' | 'log'>;

export class DocumentsService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  company(): PrintCompany {
    const c = this.deps.config;
    return { name: c.COMPANY_NAME, address: c.COMPANY_ADDRESS, cs_phone: c.CS_PHONE, cs_email: c.CS_EMAIL };
  }

  /** The caller's record by id, or null when it is absent or someone else's. */
  async printData(userId: string, customerId: string): Promise<PrintData | null> {
    const record = await findOwnRecord(this.db, userId, customerId);
    return record ? this.dataOf(record) : null;
  }

  /** A registered participant's record for staff, under their scope (auth/staff-scope.ts). */
  async printDataForStaff(claims: AccessClaims, customerId: string): Promise<PrintData | null> {
    const scope = scopeCondition(await staffScope(this.db, claims));
    const record = await findRecordInScope(this.db, customerId, scope);
    if (!record || record.statusNasabah !== STATUS_NASABAH.accepted) return null;
    return this.dataOf(record);
  }

  private async dataOf(record: KycRecord): Promise<PrintData> {
    const customerId = record.id;
    const [kyc, user] = await Promise.all([
      readKycRecord(this.db, record, { flowRules: this.deps.config.flowRules }),
      findContact(this.db, record.userId),
    ]);
    return {
      customer: printCustomer(kyc, user),
      signature: await this.signature(customerId),
      dispute: await this.dispute(customerId, kyc.attachment),
      place: kyc.display.regency,
    };
  }

  /** The newest signature of the customer, if its bytes can be read and embedded. */
  private async signature(customerId: string): Promise<Buffer | null> {
    const key = await findNewestSignatureKey(this.db, customerId);
    if (!key) return null;
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of this.deps.files.get(key)) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += b.length;
        if (size > SIGNATURE_MAX_BYTES) return null;
        chunks.push(b);
      }
      const bytes = Buffer.concat(chunks);
      return isEmbeddableImage(bytes) ? bytes : null;
    } catch (err) {
      this.deps.log.warn({ err, customerId }, 'signature unreadable, form printed without it');
      return null;
    }
  }

  /** Clause 24: from the attachment form, else from the newest acceptance of the agreement. */
  private async dispute(
    customerId: string,
    attachment: { dispute_body?: unknown; dispute_detail?: unknown },
  ): Promise<DisputeChoice | null> {
    const fromJson = (o: { dispute_body?: unknown; dispute_detail?: unknown }): DisputeChoice | null => {
      const body = typeof o.dispute_body === 'string' ? o.dispute_body : '';
      if (!(DISPUTE_BODY_IDS as readonly string[]).includes(body)) return null;
      const detail = typeof o.dispute_detail === 'string' ? o.dispute_detail.trim() : '';
      return {
        dispute_body: body as DisputeChoice['dispute_body'],
        ...(detail ? { dispute_detail: detail } : {}),
      };
    };
    const own = fromJson(attachment);
    if (own) return own;
    const accepted = await findNewestAcceptanceDetails(
      this.db,
      customerId,
      LEGAL_DOCUMENTS['perjanjian-amanat'].id,
    );
    return accepted ? fromJson(accepted) : null;
  }

  /** The caller's own form as a PDF, the print audited; null when the record is absent or not theirs. */
  async printOwn(
    userId: string,
    name: PrintFormName,
    customerId: string,
    meta: RequestMeta,
  ): Promise<Buffer | null> {
    const data = await this.printData(userId, customerId);
    if (!data) return null;
    const pdf = await this.render(name, data);
    await this.audited('user', userId, name, customerId, meta);
    return pdf;
  }

  /** A registered participant's form for staff, the print audited; null outside their scope. */
  async printForStaff(
    claims: AccessClaims,
    name: PrintFormName,
    customerId: string,
    meta: RequestMeta,
  ): Promise<Buffer | null> {
    const data = await this.printDataForStaff(claims, customerId);
    if (!data) return null;
    const pdf = await this.render(name, data);
    await this.audited('staff', claims.sub, name, customerId, meta);
    return pdf;
  }

  private audited(
    actorType: 'user' | 'staff',
    actorId: string,
    form: PrintFormName,
    customerId: string,
    meta: RequestMeta,
  ): Promise<string> {
    return this.deps.audit.record(
      this.db,
      {
        actorType,
        actorId,
        action: 'kyc.print',
        targetType: 'kyc_customer',
        targetId: customerId,
        details: { form },
      },
      meta,
    );
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
        return renderFormCimbPdf({ ...base, companyId: this.deps.config.CIMB_COMPANY_ID });
    }
  }
}

/** The customer as the forms print them: every code as its name, every date in Indonesian. */
export function printCustomer(kyc: KycReadModel, contact: { phone: string; email: string }): PrintCustomer {
  const p = kyc.personal;
  const e = kyc.employment;
  return {
    fullname: kyc.fullname || p.fullname || '',
    ktp_no: p.ktp_no ?? '',
    place_of_birth: p.place_of_birth ?? '',
    date_of_birth: kyc.display.date_of_birth,
    address: kyc.display.address_line,
    phone: contact.phone,
    email: contact.email,
    occupation: e.occupation_type?.name ?? '',
    company_name: e.company_name ?? '',
    position: e.position_type?.name ?? '',
    // The KYC steps do not ask for an office phone (docs/product/onboarding.md): the forms print '-'.
    office_phone: '',
    // The demo trading account is opened by the broker in the back-office (/nsb-eksternal).
    demo_account: kyc.hin_demo ?? '',
  };
}
