import { XmlDocument, XmlElement } from 'libxml2-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGoamlXml } from './build';
import { goamlCodes } from './codes';
import { exportGoamlXml, GoamlInvalidReportError } from './export';
import type { LtkmReport, LtktReport, SubjectPerson } from './report';
import { validateGoamlXml } from './validate';

/** A man born 20 May 1990 in Jakarta Selatan: the NIK's region 317401, day 20, month 05, year 90. */
const subject: SubjectPerson = {
  fullName: 'Budi Santoso',
  gender: 'male',
  nik: '3174012005900003',
  birthDate: '1990-05-20',
  birthPlace: 'Jakarta',
  address: {
    kind: 'home',
    line: 'Jl. Kebayoran Baru No. 12 RT 003/RW 005, Kramat Pela',
    district: 'Kebayoran Baru',
    city: 'Kota Jakarta Selatan',
    province: 'DKI Jakarta',
    postcode: '12130',
  },
  occupation: 'Karyawan Swasta',
  employer: 'PT Sinar Abadi',
  phone: '+62 812-3456-7890',
  email: 'budi.santoso@example.co.id',
  npwp: '09.254.294.3-407.000',
  sourceOfWealth: 'Gaji',
};

const entity = { rentityId: 1000123, branch: 'Kantor Pusat Jakarta' };
const officer = {
  fullName: 'Rina Marlina',
  occupation: 'Kepala Kepatuhan',
  email: 'kepatuhan@kilau.example.id',
  phone: '0811-2233-4455',
};

/** 14:05 WIB on 30 November 2026 (07:05 UTC). */
const at = new Date('2026-11-30T07:05:00Z');

const ltkm: LtkmReport = {
  kind: 'ltkm',
  entity,
  reference: 'LTKM-2026-0042',
  submittedAt: new Date('2026-12-02T02:30:00Z'),
  reportingPerson: officer,
  subject,
  reason:
    'Nasabah membeli emas senilai Rp 480.000.000 dalam tiga transaksi pada hari yang sama, tidak sesuai profil penghasilannya.',
  action: 'Hubungan usaha dipantau; transaksi berikutnya ditinjau petugas kepatuhan.',
  indicators: ['AAA001'],
  transactions: [
    {
      number: 'TRX-20261130-0001',
      internalRef: 'ORD-88110000001',
      location: 'Jakarta',
      description: 'Pembelian emas 200 gram',
      at,
      mode: 'goldPurchase',
      amountIdr: '480000000',
      from: {
        party: {
          kind: 'account',
          account: {
            institutionName: 'PT Bank Central Asia Tbk',
            institutionCode: '014',
            accountNumber: '5270123456',
            accountName: 'Budi Santoso',
          },
        },
        funds: 'account',
      },
      to: { party: { kind: 'subject' }, funds: 'gold', fundsComment: '200 gram emas' },
    },
  ],
};

const ltkt: LtktReport = {
  kind: 'ltkt',
  cashDirection: 'in',
  entity,
  reference: 'LTKT-2026-0007',
  submittedAt: new Date('2026-12-01T03:00:00Z'),
  reportingPerson: officer,
  subject,
  transactions: [
    {
      number: 'TRX-20261130-0002',
      at,
      mode: 'cashDeposit',
      amountIdr: '550000000.00',
      from: { party: { kind: 'subject' }, funds: 'cash' },
      to: { party: { kind: 'subject' }, funds: 'gold' },
    },
  ],
};

const opened: XmlDocument[] = [];
/** The XML read back with libxml2, as anyone checking the file would. */
function read(xml: string): XmlDocument {
  const doc = XmlDocument.fromString(xml);
  opened.push(doc);
  return doc;
}
afterEach(() => {
  for (const doc of opened.splice(0)) doc.dispose();
});

function textAt(doc: XmlDocument, xpath: string): string | undefined {
  return doc.get(xpath)?.content;
}

function childNames(node: XmlElement): string[] {
  const names: string[] = [];
  for (let c = node.firstChild; c; c = c.next) if (c instanceof XmlElement) names.push(c.name);
  return names;
}

describe('goAML export: an LTKM and an LTKT for an Indonesian customer', () => {
  it('an LTKM validates and carries the code, the NIK as the KTP, the rupiah amount and WIB times', () => {
    const xml = exportGoamlXml(ltkm);
    expect(validateGoamlXml(xml)).toEqual({ ok: true });
    const doc = read(xml);
    expect(textAt(doc, '/report/report_code')).toBe('LTKM');
    expect(textAt(doc, '/report/rentity_id')).toBe('1000123');
    expect(textAt(doc, '/report/currency_code_local')).toBe('IDR');
    // 02:30 UTC is 09:30 in Jakarta.
    expect(textAt(doc, '/report/submission_date')).toBe('2026-12-02T09:30:00');
    const tx = '/report/transaction';
    expect(textAt(doc, `${tx}/date_transaction`)).toBe('2026-11-30T14:05:00');
    expect(textAt(doc, `${tx}/amount_local`)).toBe('480000000');
    expect(textAt(doc, `${tx}/transmode_code`)).toBe('BKMDT');
    expect(textAt(doc, `${tx}/t_from/from_account/account`)).toBe('5270123456');
    const person = `${tx}/t_to_my_client/to_person`;
    expect(textAt(doc, `${person}/identification/type`)).toBe('KTP');
    expect(textAt(doc, `${person}/identification/number`)).toBe('3174012005900003');
    expect(textAt(doc, `${person}/identification/issue_country`)).toBe('ID');
    expect(textAt(doc, `${person}/birthdate`)).toBe('1990-05-20T00:00:00');
    expect(textAt(doc, `${person}/tax_number`)).toBe('092542943407000');
    expect(textAt(doc, '/report/report_indicators/indicator')).toBe('AAA001');
  });

  it('an LTKT of cash received validates as kas masuk, with the cash on the customer side', () => {
    const xml = exportGoamlXml(ltkt);
    const doc = read(xml);
    expect(textAt(doc, '/report/report_code')).toBe('LTKTM');
    expect(textAt(doc, '/report/transaction/amount_local')).toBe('550000000.00');
    expect(textAt(doc, '/report/transaction/t_from_my_client/from_funds_code')).toBe('UT');
    expect(textAt(doc, '/report/transaction/t_from_my_client/from_person/identification/number')).toBe(
      '3174012005900003',
    );
    expect(textAt(doc, '/report/transaction/t_to_my_client/to_funds_code')).toBe('MAS');
  });

  it('an LTKT of cash paid out takes the kas keluar code', () => {
    const doc = read(exportGoamlXml({ ...ltkt, cashDirection: 'out' }));
    expect(textAt(doc, '/report/report_code')).toBe('LTKTK');
  });
});

describe('goAML export refuses what the schema refuses', () => {
  it('a report without a transaction fails with a readable error, and export gives no XML', () => {
    const empty: LtktReport = { ...ltkt, transactions: [] };
    const result = validateGoamlXml(buildGoamlXml(empty));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.message).toMatch(/Missing child element.*transaction/s);
    expect(() => exportGoamlXml(empty)).toThrow(GoamlInvalidReportError);
  });

  it('a birth date not written YYYY-MM-DD fails on the line of the birth date', () => {
    const report: LtkmReport = { ...ltkm, subject: { ...subject, birthDate: '20-05-1990' } };
    const xml = buildGoamlXml(report);
    const result = validateGoamlXml(xml);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lineOfBirthdate = xml.split('\n').findIndex((l) => l.includes('<birthdate>')) + 1;
    expect(result.errors).toEqual([
      { line: lineOfBirthdate, message: expect.stringMatching(/'birthdate'.*'20-05-1990'/) },
    ]);
    let thrown: unknown;
    try {
      exportGoamlXml(report);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(GoamlInvalidReportError);
    expect((thrown as GoamlInvalidReportError).message).toContain(`line ${lineOfBirthdate}:`);
  });

  it('an empty occupation of the customer is refused: goAML requires one of its client', () => {
    const report: LtkmReport = { ...ltkm, subject: { ...subject, occupation: '' } };
    expect(() => exportGoamlXml(report)).toThrow(/occupation/);
  });

  it('a configured code PPATK does not list is refused, not sent', () => {
    const codes = goamlCodes({ reportCodes: { ltkm: 'STR' } });
    expect(() => exportGoamlXml(ltkm, codes)).toThrow(/report_code.*STR/s);
  });

  it('a configured code PPATK lists is used', () => {
    const codes = goamlCodes({ transmodes: { goldPurchase: 'PBBRG' } });
    const doc = read(exportGoamlXml(ltkm, codes));
    expect(textAt(doc, '/report/transaction/transmode_code')).toBe('PBBRG');
    expect(textAt(doc, '/report/report_code')).toBe('LTKM');
  });
});

describe('goAML export writes text safely', () => {
  it('&, <, > and quotes in a name and the narrative are escaped, validate and read back unchanged', () => {
    const name = `Siti "Ani" O'Hara & <Putri>`;
    const reason = 'Setoran tunai < Rp 500 juta & dipecah "berulang" untuk menghindari LTKT.';
    const report: LtkmReport = { ...ltkm, reason, subject: { ...subject, fullName: name } };
    const xml = exportGoamlXml(report);
    expect(xml).toContain('Siti &quot;Ani&quot; O&apos;Hara &amp; &lt;Putri&gt;');
    expect(xml).toContain('Setoran tunai &lt; Rp 500 juta &amp; dipecah');
    expect(xml).not.toContain('<Putri>');
    const doc = read(xml);
    expect(textAt(doc, '/report/reason')).toBe(reason);
    expect(textAt(doc, '/report/transaction/t_to_my_client/to_person/last_name')).toBe(name);
  });
});

describe('goAML export keeps the schema order', () => {
  it('the report, its transaction and the customer read back in the order of the schema', () => {
    const doc = read(exportGoamlXml(ltkm));
    expect(childNames(doc.root)).toEqual([
      'rentity_id',
      'rentity_branch',
      'submission_code',
      'report_code',
      'entity_reference',
      'submission_date',
      'currency_code_local',
      'reporting_person',
      'reason',
      'action',
      'transaction',
      'report_indicators',
    ]);
    const tx = doc.get('/report/transaction') as XmlElement;
    expect(childNames(tx)).toEqual([
      'transactionnumber',
      'internal_ref_number',
      'transaction_location',
      'transaction_description',
      'date_transaction',
      'transmode_code',
      'amount_local',
      't_from',
      't_to_my_client',
    ]);
    const person = doc.get('/report/transaction/t_to_my_client/to_person') as XmlElement;
    expect(childNames(person)).toEqual([
      'gender',
      'last_name',
      'birthdate',
      'birth_place',
      'nationality1',
      'residence',
      'phones',
      'addresses',
      'email',
      'occupation',
      'employer_name',
      'identification',
      'tax_number',
      'tax_reg_number',
      'source_of_wealth',
    ]);
    const address = doc.get('/report/transaction/t_to_my_client/to_person/addresses/address') as XmlElement;
    expect(childNames(address)).toEqual([
      'address_type',
      'address',
      'town',
      'city',
      'zip',
      'country_code',
      'state',
    ]);
  });
});
