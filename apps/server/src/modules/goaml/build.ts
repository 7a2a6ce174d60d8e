/**
 * A report (report.ts) as goAML XML, in the element order of schema/goaml-subset.xsd (decision
 * 0201). The XML is made by fast-xml-parser's builder, which escapes every text, from an ordered
 * tree: each element is a one-key object in an array, so the order written is the order here.
 *
 * The builder formats and maps; it does not judge. A value in a wrong shape (a birth date not
 * YYYY-MM-DD, an empty name) is written as given, and validate.ts refuses it with the schema's
 * words: one place decides what PPATK would accept.
 */
import { normalizePhone } from '@kilau/shared';
import { XMLBuilder } from 'fast-xml-parser';
import { type GoamlCodes, goamlCodes } from './codes';
import type {
  Address,
  GoamlReport,
  OtherAccount,
  OtherPerson,
  ReportingPerson,
  ReportTransaction,
  SubjectPerson,
  TransactionSide,
} from './report';

/** An element of the ordered tree fast-xml-parser builds from (`preserveOrder`). */
type Node = { [name: string]: Node[] | string } | { '#text': string };

function el(name: string, children: (Node | null)[]): Node {
  return { [name]: children.filter((c): c is Node => c !== null) };
}

/** An element holding text; absent (null) when there is no value to write. */
function text(name: string, value: string | number | undefined): Node | null {
  if (value === undefined) return null;
  return { [name]: [{ '#text': String(value) }] };
}

/** Jakarta's offset: Indonesia keeps no daylight-saving time, so WIB is always UTC+7. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as goAML's sql_date: Jakarta wall-clock time, no offset written (2026-11-30T14:05:00). */
export function sqlDateTime(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19);
}

/** A day (YYYY-MM-DD) as sql_date at midnight; anything else as given, for validation to refuse. */
export function sqlDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00` : day;
}

/**
 * The whole name goes into last_name, goAML's one required name part: an Indonesian name has no
 * family name to split off, and the name PPATK matches is the one on the KTP as written.
 */
function nameParts(fullName: string): Node[] {
  return [text('last_name', fullName.trim()) as Node];
}

function phoneNodes(phone: string | undefined, contact: 'home' | 'office', codes: GoamlCodes): Node {
  if (!phone) return el('phones', []);
  // 0812… → prefix 62, number 812…: the number as dialled from abroad, split as goAML asks.
  const national = normalizePhone(phone).replace(/\D/g, '').replace(/^0/, '');
  return el('phones', [
    el('phone', [
      text('tph_contact_type', codes.contact[contact]),
      text('tph_communication_type', codes.communication.mobile),
      text('tph_country_prefix', '62'),
      text('tph_number', national),
    ]),
  ]);
}

function addressNode(name: string, a: Address, codes: GoamlCodes): Node {
  return el(name, [
    text('address_type', codes.contact[a.kind]),
    text('address', a.line),
    text('town', a.district),
    text('city', a.city),
    text('zip', a.postcode),
    text('country_code', a.country ?? codes.localCountry),
    text('state', a.province),
  ]);
}

function genderCode(gender: 'male' | 'female' | undefined, codes: GoamlCodes): string {
  return gender ? codes.gender[gender] : codes.gender.unknown;
}

/** The NIK as the KTP's identification: a KTP is issued by Indonesia only. */
function ktpIdentification(nik: string, codes: GoamlCodes): Node {
  return el('identification', [
    text('type', codes.identification.ktp),
    text('number', nik),
    text('issue_country', codes.localCountry),
  ]);
}

/**
 * PPATK's tax_number takes the NPWP of fifteen digits; a sixteen-digit NPWP (the NIK, since 2024)
 * does not fit it, so only tax_reg_number (Y: has an NPWP) says there is one.
 */
function taxNodes(npwp: string | undefined): (Node | null)[] {
  const digits = npwp?.replace(/\D/g, '') ?? '';
  return [
    text('tax_number', digits.length === 15 ? digits : undefined),
    text('tax_reg_number', digits ? 'Y' : 'T'),
  ];
}

/** t_person_my_client: the customer the report is about. */
function subjectPerson(name: string, p: SubjectPerson, codes: GoamlCodes): Node {
  return el(name, [
    text('gender', genderCode(p.gender, codes)),
    ...nameParts(p.fullName),
    text('birthdate', sqlDate(p.birthDate)),
    text('birth_place', p.birthPlace),
    text('nationality1', p.nationality ?? codes.localCountry),
    text('residence', p.residence ?? codes.localCountry),
    phoneNodes(p.phone, 'home', codes),
    el('addresses', [addressNode('address', p.address, codes)]),
    text('email', p.email),
    text('occupation', p.occupation),
    text('employer_name', p.employer),
    ktpIdentification(p.nik, codes),
    ...taxNodes(p.npwp),
    text('source_of_wealth', p.sourceOfWealth),
  ]);
}

/** t_person: a counterparty who is not the broker's customer. */
function otherPerson(name: string, p: OtherPerson, codes: GoamlCodes): Node {
  return el(name, [
    text('gender', p.gender ? codes.gender[p.gender] : undefined),
    ...nameParts(p.fullName),
    text('birthdate', p.birthDate === undefined ? undefined : sqlDate(p.birthDate)),
    text('nationality1', p.nationality),
    p.nik ? ktpIdentification(p.nik, codes) : null,
  ]);
}

/** t_account: an account at another institution. */
function otherAccount(name: string, a: OtherAccount): Node {
  return el(name, [
    text('institution_name', a.institutionName),
    // goAML wants one of the two; the code when both are known.
    a.institutionCode !== undefined ? text('institution_code', a.institutionCode) : text('swift', a.swift),
    text('account', a.accountNumber),
    text('account_name', a.accountName),
  ]);
}

/**
 * One side: t_from_my_client / t_to_my_client when it is the customer, t_from / t_to otherwise;
 * goAML names each element after its side (from_person, to_account, …).
 */
function side(dir: 'from' | 'to', s: TransactionSide, subject: SubjectPerson, codes: GoamlCodes): Node {
  const party = s.party;
  const mine = party.kind === 'subject';
  const partyNode =
    party.kind === 'subject'
      ? subjectPerson(`${dir}_person`, subject, codes)
      : party.kind === 'person'
        ? otherPerson(`${dir}_person`, party.person, codes)
        : otherAccount(`${dir}_account`, party.account);
  return el(mine ? `t_${dir}_my_client` : `t_${dir}`, [
    text(`${dir}_funds_code`, codes.funds[s.funds]),
    text(`${dir}_funds_comment`, s.fundsComment),
    partyNode,
    text(`${dir}_country`, s.country ?? codes.localCountry),
  ]);
}

function transaction(t: ReportTransaction, subject: SubjectPerson, codes: GoamlCodes): Node {
  return el('transaction', [
    text('transactionnumber', t.number),
    text('internal_ref_number', t.internalRef),
    text('transaction_location', t.location),
    text('transaction_description', t.description),
    text('date_transaction', sqlDateTime(t.at)),
    text('transmode_code', codes.transmodes[t.mode]),
    text('amount_local', t.amountIdr),
    side('from', t.from, subject, codes),
    side('to', t.to, subject, codes),
  ]);
}

function reportingPerson(p: ReportingPerson, codes: GoamlCodes): Node {
  return el('reporting_person', [
    ...nameParts(p.fullName),
    p.phone ? phoneNodes(p.phone, 'office', codes) : null,
    text('email', p.email),
    text('occupation', p.occupation),
  ]);
}

function reportCode(r: GoamlReport, codes: GoamlCodes): string {
  if (r.kind === 'ltkm') return codes.reportCodes.ltkm;
  return r.cashDirection === 'in' ? codes.reportCodes.ltktCashIn : codes.reportCodes.ltktCashOut;
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  // One element a line: a validation error's line number then points at the element.
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** The report as a goAML XML document (UTF-8), not yet validated: export.ts does both. */
export function buildGoamlXml(report: GoamlReport, codes: GoamlCodes = goamlCodes()): string {
  const indicators = report.kind === 'ltkm' && report.indicators?.length ? report.indicators : null;
  const root = el('report', [
    text('rentity_id', report.entity.rentityId),
    text('rentity_branch', report.entity.branch),
    text('submission_code', codes.submissionCode),
    text('report_code', reportCode(report, codes)),
    text('entity_reference', report.reference),
    text('submission_date', sqlDateTime(report.submittedAt)),
    text('currency_code_local', codes.localCurrency),
    reportingPerson(report.reportingPerson, codes),
    report.location ? addressNode('location', report.location, codes) : null,
    text('reason', report.reason),
    text('action', report.action),
    ...report.transactions.map((t) => transaction(t, report.subject, codes)),
    indicators
      ? el(
          'report_indicators',
          indicators.map((code) => text('indicator', code) as Node),
        )
      : null,
  ]);
  const declaration = { '?xml': [{ '#text': '' }], ':@': { '@_version': '1.0', '@_encoding': 'UTF-8' } };
  return builder.build([declaration, root]) as string;
}
