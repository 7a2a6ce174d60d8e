/**
 * The code values a goAML report to PPATK carries, as configuration (decision 0201).
 *
 * goAML's structure is UNODC's; its lookups are each FIU's own. The defaults below are PPATK's
 * values (the lookups of its goAML schema, mirrored in schema/goaml-subset.xsd), and each says which
 * of Kilau's notions it stands for. `GOAML_CODES` (README "Configuration") may replace any of them
 * without a release, for instance when PPATK renames a code or prefers another transaction mode
 * for gold; a value PPATK's schema does not list is then refused by the export's validation.
 */
import { z } from 'zod';

export const DEFAULT_GOAML_CODES = {
  /** submission_code: E, sent electronically (M is a manual submission). */
  submissionCode: 'E',
  /** currency_code_local: the rupiah. */
  localCurrency: 'IDR',
  /** Where a party, a KTP and an address are from unless the record says otherwise. */
  localCountry: 'ID',
  /** report_code of each kind of report. */
  reportCodes: {
    /** LTKM, laporan transaksi keuangan mencurigakan: goAML's STR. */
    ltkm: 'LTKM',
    /** LTKT kas masuk: cash the broker received; goAML's CTR, one code per direction at PPATK. */
    ltktCashIn: 'LTKTM',
    /** LTKT kas keluar: cash the broker paid out. */
    ltktCashOut: 'LTKTK',
  },
  /** transmode_code of each kind of transaction. */
  transmodes: {
    /** The customer buys gold (pembelian komoditi). */
    goldPurchase: 'BKMDT',
    /** The customer sells gold back (penjualan komoditi). */
    goldSale: 'JKMDT',
    /** Penyetoran tunai. */
    cashDeposit: 'SETOR',
    /** Penarikan tunai. */
    cashWithdrawal: 'TARIK',
    /** Transfer masuk, dalam negeri. */
    transferIn: 'TMDN',
    /** Transfer keluar, dalam negeri. */
    transferOut: 'TKDN',
  },
  /** from_funds_code / to_funds_code: what changes hands on each side. */
  funds: {
    /** Uang tunai. */
    cash: 'UT',
    /** Rekening: money on an account. */
    account: 'REK',
    /** Emas: the gold itself. */
    gold: 'MAS',
    /** Uang elektronik. */
    electronicMoney: 'UE',
    /** Lainnya. */
    other: 'OTH',
  },
  /** identification/type. */
  identification: {
    /** The KTP, whose number is the NIK. */
    ktp: 'KTP',
    passport: 'PAS',
  },
  /** gender. */
  gender: { male: 'M', female: 'F', unknown: '-' },
  /** address_type and tph_contact_type. */
  contact: { home: 'R', office: 'K', domicile: 'D' },
  /** tph_communication_type. */
  communication: { mobile: 'MOB', landline: 'PSTN' },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The codes in force: the defaults with whatever configuration replaced. */
export type GoamlCodes = Widen<typeof DEFAULT_GOAML_CODES>;

const code = z.string().trim().min(1).max(10);

/** A group of codes: only the keys the defaults name, each optional. */
function group<T extends Record<string, string>>(defaults: T) {
  return z
    .object(Object.fromEntries(Object.keys(defaults).map((k) => [k, code.optional()])))
    .strict()
    .optional();
}

const D = DEFAULT_GOAML_CODES;

/** What `GOAML_CODES` may hold: any part of the codes, nothing else (a typo is refused). */
export const goamlCodesOverrideSchema = z
  .object({
    submissionCode: code.optional(),
    localCurrency: code.optional(),
    localCountry: code.optional(),
    reportCodes: group(D.reportCodes),
    transmodes: group(D.transmodes),
    funds: group(D.funds),
    identification: group(D.identification),
    gender: group(D.gender),
    contact: group(D.contact),
    communication: group(D.communication),
  })
  .strict();

export type GoamlCodesOverride = z.infer<typeof goamlCodesOverrideSchema>;

/** The defaults, each replaced where the override names it. */
export function goamlCodes(override: GoamlCodesOverride = {}): GoamlCodes {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(DEFAULT_GOAML_CODES)) {
    const given = (override as Record<string, unknown>)[key];
    merged[key] =
      typeof value === 'string'
        ? (given ?? value)
        : { ...value, ...Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v !== undefined)) };
  }
  return merged as GoamlCodes;
}
