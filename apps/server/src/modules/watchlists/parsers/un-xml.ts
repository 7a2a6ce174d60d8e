/**
 * The UN Security Council consolidated list, in its official XML format:
 * CONSOLIDATED_LIST/INDIVIDUALS/INDIVIDUAL and CONSOLIDATED_LIST/ENTITIES/ENTITY. Names are the
 * FIRST_NAME … FOURTH_NAME parts in order (an entity's whole name is its FIRST_NAME); aliases keep
 * the UN's quality ('Good' and 'a.k.a.' good, 'Low' low); an alias element may hold several names
 * separated by "; ". Elements that repeat are read as arrays whether the file has one or many.
 * A refusal names the XML line of the INDIVIDUAL or ENTITY element at fault.
 */
import { fillTemplate, type ListEntry, MSG, type PartialDate } from '@kilau/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { partialDate } from './dates';
import { collapseSpaces } from './names';
import { nationalityCodes } from './nationality';
import { RefRegistry, refuseFile, refuseRow } from './refusal';

const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'VALUE',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_PLACE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
]);

/** Years of a BETWEEN range kept as birth years; a wider range says little about the person. */
const MAX_RANGE_YEARS = 20;

type Node = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? collapseSpaces(String(value)) : '';
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((v): v is Node => typeof v === 'object' && v !== null) : [];
const values = (value: unknown): string[] => {
  if (typeof value !== 'object' || value === null) return [];
  return ((value as Node).VALUE as unknown[] | undefined)?.map(text).filter((v) => v !== '') ?? [];
};
const joined = (node: Node, keys: readonly string[], sep: string) =>
  keys
    .map((k) => text(node[k]))
    .filter((v) => v !== '')
    .join(sep);

/** The line (1-based) of each opening tag `<name>` or `<name …>`, in document order. */
function tagLines(xml: string, name: string): number[] {
  const lines: number[] = [];
  const re = new RegExp(`<${name}[\\s>]`, 'g');
  let line = 1;
  let at = 0;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    for (let i = at; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    at = m.index;
    lines.push(line);
  }
  return lines;
}

const QUALITY: Readonly<Record<string, 'good' | 'low' | 'unknown'>> = {
  good: 'good',
  'a.k.a.': 'good',
  'f.k.a.': 'good',
  low: 'low',
};

function aliases(list: Node[]): ListEntry['aliases'] {
  const out: ListEntry['aliases'] = [];
  for (const a of list) {
    const quality = QUALITY[text(a.QUALITY).toLowerCase()] ?? 'unknown';
    for (const name of text(a.ALIAS_NAME).split(/;\s*/)) {
      const n = collapseSpaces(name);
      if (n !== '' && !out.some((x) => x.name === n)) out.push({ name: n, quality });
    }
  }
  return out;
}

function birthDates(list: Node[], line: number): PartialDate[] {
  const out: PartialDate[] = [];
  const bad = (value: string) => refuseRow(line, fillTemplate(MSG.watchlistDateInvalid, { value }));
  for (const d of list) {
    const date = text(d.DATE);
    const year = text(d.YEAR);
    const from = text(d.FROM_YEAR);
    const to = text(d.TO_YEAR);
    if (date !== '') {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
      const parsed = m ? partialDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
      if (!parsed) throw bad(date);
      out.push(parsed);
    } else if (year !== '') {
      const parsed = /^\d{4}$/.test(year) ? partialDate(Number(year), 0, 0) : null;
      if (!parsed) throw bad(year);
      out.push(parsed);
    } else if (from !== '' || to !== '') {
      const a = Number(from || to);
      const b = Number(to || from);
      if (!/^\d{4}$/.test(from || to) || !/^\d{4}$/.test(to || from) || b < a) throw bad(`${from}-${to}`);
      if (b - a <= MAX_RANGE_YEARS) {
        for (let y = a; y <= b; y++) {
          const parsed = partialDate(y, 0, 0);
          if (!parsed) throw bad(`${from}-${to}`);
          out.push(parsed);
        }
      }
    }
  }
  return out;
}

const ADDRESS_PARTS = ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY', 'NOTE'] as const;
const PLACE_PARTS = ['CITY', 'STATE_PROVINCE', 'COUNTRY'] as const;

function common(node: Node, line: number, registry: RefRegistry, kind: ListEntry['kind'], name: string) {
  const ref = text(node.REFERENCE_NUMBER);
  if (ref === '') throw refuseRow(line, MSG.watchlistRefMissing);
  if (name === '') throw refuseRow(line, MSG.watchlistNameMissing);
  registry.add(ref, line);
  const details: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value !== '') details[key] = value;
  };
  put('data_id', text(node.DATAID));
  put('un_list_type', text(node.UN_LIST_TYPE));
  put('listed_on', text(node.LISTED_ON));
  put('comments', text(node.COMMENTS1));
  put('name_original_script', text(node.NAME_ORIGINAL_SCRIPT));
  return { ref, kind, name, details };
}

function individual(node: Node, line: number, registry: RefRegistry): ListEntry {
  const name = joined(node, ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'], ' ');
  const base = common(node, line, registry, 'individual', name);
  const original = text(node.NAME_ORIGINAL_SCRIPT);
  const aka = aliases(nodes(node.INDIVIDUAL_ALIAS));
  if (original !== '' && !aka.some((a) => a.name === original)) aka.push({ name: original, quality: 'good' });
  return {
    source: 'un',
    ...base,
    aliases: aka,
    birth_dates: birthDates(nodes(node.INDIVIDUAL_DATE_OF_BIRTH), line),
    birth_places: nodes(node.INDIVIDUAL_PLACE_OF_BIRTH)
      .map((p) => joined(p, PLACE_PARTS, ', '))
      .filter((p) => p !== ''),
    nationalities: [...new Set(values(node.NATIONALITY).flatMap(nationalityCodes))],
    documents: nodes(node.INDIVIDUAL_DOCUMENT)
      .map((d) => ({ type: text(d.TYPE_OF_DOCUMENT), number: text(d.NUMBER) }))
      .filter((d) => d.number !== ''),
    addresses: nodes(node.INDIVIDUAL_ADDRESS)
      .map((a) => joined(a, ADDRESS_PARTS, ', '))
      .filter((a) => a !== ''),
  };
}

function entity(node: Node, line: number, registry: RefRegistry): ListEntry {
  const base = common(node, line, registry, 'entity', text(node.FIRST_NAME));
  return {
    source: 'un',
    ...base,
    aliases: aliases(nodes(node.ENTITY_ALIAS)),
    birth_dates: [],
    birth_places: [],
    nationalities: [],
    documents: [],
    addresses: nodes(node.ENTITY_ADDRESS)
      .map((a) => joined(a, ADDRESS_PARTS, ', '))
      .filter((a) => a !== ''),
  };
}

/** `xml` has passed guardXml (xml-guard.ts): no DOCTYPE, no entity but XML's five, shallow. */
export function parseUnXml(xml: string): ListEntry[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw refuseRow(valid.err.line, fillTemplate(MSG.watchlistXmlInvalid, { detail: valid.err.msg }));
  }
  const doc = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    // Only XML's five entities can reach here (xml-guard.ts refuses any declaration or other name).
    processEntities: true,
    isArray: (name) => REPEATED.has(name),
  }).parse(xml) as Node;
  const root = doc.CONSOLIDATED_LIST;
  if (typeof root !== 'object' || root === null) throw refuseFile(MSG.watchlistXmlNotUn);
  const list = root as Node;
  const people = nodes((list.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
  const bodies = nodes((list.ENTITIES as Node | undefined)?.ENTITY);
  const peopleLines = tagLines(xml, 'INDIVIDUAL');
  const bodyLines = tagLines(xml, 'ENTITY');
  const registry = new RefRegistry();
  const entries = [
    ...people.map((n, i) => individual(n, peopleLines[i] ?? 1, registry)),
    ...bodies.map((n, i) => entity(n, bodyLines[i] ?? 1, registry)),
  ];
  if (entries.length === 0) throw refuseFile(MSG.watchlistNoEntries);
  return entries;
}
