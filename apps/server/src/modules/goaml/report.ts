/**
 * A report to PPATK as data, before it is goAML XML (decision 0201). Kilau's own words, not
 * goAML's: build.ts maps each field to its element and each kind to its configured code
 * (codes.ts), so a draft can be kept, prefilled and reviewed without knowing the schema.
 *
 * Dates of a day are `YYYY-MM-DD` as the KYC record keeps them; moments are `Date`s, written as
 * Jakarta time (WIB). Amounts are rupiah as decimal strings ("550000000" or "550000000.00"), never
 * floating-point numbers.
 */
import type { GoamlCodes } from './codes';

/** LTKM: a suspicious transaction (goAML's STR). LTKT: a large cash transaction (goAML's CTR). */
export type ReportKind = 'ltkm' | 'ltkt';

/** Which way the cash of an LTKT went at the broker: PPATK has a report code for each. */
export type CashDirection = 'in' | 'out';

/** The broker as PPATK registered it, from configuration (`GOAML_RENTITY_ID`, `GOAML_RENTITY_BRANCH`). */
export interface ReportingEntity {
  /** The reporting entity's id in PPATK's goAML. */
  rentityId: number;
  branch?: string;
}

/** The compliance officer who files the report. */
export interface ReportingPerson {
  /** The whole name, as on the staff account. */
  fullName: string;
  occupation: string;
  email: string;
  /** A mobile number, digits (+62/0 prefixes are written as the national number). */
  phone?: string;
}

export interface Address {
  kind: keyof GoamlCodes['contact'];
  /** Street, RT/RW, village: at most 100 characters in goAML. */
  line: string;
  /** Kecamatan. */
  district?: string;
  /** Kabupaten or kota. */
  city: string;
  province?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2; the configured local country when absent. */
  country?: string;
}

/** The customer the report is about, from their KYC record. */
export interface SubjectPerson {
  /** The name as on the KTP. */
  fullName: string;
  gender: 'male' | 'female';
  /** The NIK: the KTP's number. */
  nik: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  birthPlace: string;
  /** ISO 3166-1 alpha-2 of the citizenship; the local country when absent. */
  nationality?: string;
  /** ISO 3166-1 alpha-2 of the country of residence; the local country when absent. */
  residence?: string;
  address: Address;
  occupation: string;
  employer?: string;
  phone?: string;
  email?: string;
  /** The NPWP, punctuation allowed. */
  npwp?: string;
  /** Where the customer's money comes from (the KYC's source of funds). */
  sourceOfWealth: string;
}

/** Someone who is not the broker's customer (a counterparty). */
export interface OtherPerson {
  fullName: string;
  gender?: 'male' | 'female';
  /** YYYY-MM-DD. */
  birthDate?: string;
  nationality?: string;
  /** A KTP number, when known. */
  nik?: string;
}

/** An account at another institution: a bank account the money came from or went to. */
export interface OtherAccount {
  institutionName: string;
  /** The institution's code (the bank's code); or its SWIFT/BIC. */
  institutionCode?: string;
  swift?: string;
  accountNumber: string;
  accountName?: string;
}

/** One side of a transaction and what moved on it. */
export interface TransactionSide {
  party:
    | { kind: 'subject' }
    | { kind: 'person'; person: OtherPerson }
    | { kind: 'account'; account: OtherAccount };
  funds: keyof GoamlCodes['funds'];
  /** What the funds code leaves unsaid (e.g. the grams of gold). */
  fundsComment?: string;
  /** ISO 3166-1 alpha-2; the local country when absent. */
  country?: string;
}

export interface ReportTransaction {
  /** The transaction's number at the broker, unique in the report. */
  number: string;
  internalRef?: string;
  location?: string;
  description?: string;
  at: Date;
  mode: keyof GoamlCodes['transmodes'];
  /** Rupiah, a decimal string. */
  amountIdr: string;
  from: TransactionSide;
  to: TransactionSide;
}

interface ReportBase {
  entity: ReportingEntity;
  /** Kilau's own reference of the report (the case or draft), unique per report. */
  reference: string;
  submittedAt: Date;
  reportingPerson: ReportingPerson;
  location?: Address;
  subject: SubjectPerson;
  transactions: ReportTransaction[];
}

export interface LtkmReport extends ReportBase {
  kind: 'ltkm';
  /** The narrative: why the transactions are suspicious. */
  reason: string;
  /** What the broker did about it. */
  action?: string;
  /** PPATK's indicator codes (three letters, three digits). */
  indicators?: string[];
}

export interface LtktReport extends ReportBase {
  kind: 'ltkt';
  cashDirection: CashDirection;
  reason?: string;
  action?: string;
}

export type GoamlReport = LtkmReport | LtktReport;
