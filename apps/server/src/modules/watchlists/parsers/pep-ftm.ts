/**
 * OpenSanctions' FollowTheMoney export (entities.ftm.json, decision 0193): one JSON object a line,
 * `{ id, schema, properties: { name: [...], ... }, caption, datasets, target, ... }`, every
 * property a list of text. Person entities are the list's people; a person's positions are read
 * from its own `position` property and from the Occupancy entities (holder → post) that tie it to
 * a Position entity, as OpenSanctions' PEP crawlers write them. Other schemas (organisations,
 * addresses, family ties) are not screened. Any line that is not such an object refuses the file
 * with its line number.
 */
import { fillTemplate, type ListEntry, MSG } from '@kilau/shared';
import { JSONL_MAX_LINE_BYTES } from './limits';
import { type PepPerson, pepEntryOf } from './pep-entry';
import { RefRegistry, refuseFile, refuseRow } from './refusal';

interface FtmEntity {
  id: string;
  schema: string;
  caption: string;
  datasets: string[];
  target: boolean | null;
  properties: Record<string, unknown>;
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuseFile(MSG.watchlistNotUtf8);
  }
}

const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function entityOf(line: string, row: number): FtmEntity {
  if (Buffer.byteLength(line) > JSONL_MAX_LINE_BYTES)
    throw refuseRow(row, fillTemplate(MSG.watchlistLineTooLong, { kb: String(JSONL_MAX_LINE_BYTES / 1024) }));
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    throw refuseRow(row, fillTemplate(MSG.watchlistJsonInvalid, { detail: (err as Error).message }));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw refuseRow(row, MSG.watchlistJsonNotEntity);
  const o = value as Record<string, unknown>;
  const properties = o.properties;
  if (
    typeof o.id !== 'string' ||
    o.id.trim() === '' ||
    typeof o.schema !== 'string' ||
    properties === null ||
    typeof properties !== 'object' ||
    Array.isArray(properties)
  )
    throw refuseRow(row, MSG.watchlistJsonNotEntity);
  if (o.datasets !== undefined && !isTextList(o.datasets))
    throw refuseRow(row, fillTemplate(MSG.watchlistJsonValueInvalid, { property: 'datasets' }));
  return {
    id: o.id.trim(),
    schema: o.schema,
    caption: typeof o.caption === 'string' ? o.caption : '',
    datasets: (o.datasets as string[] | undefined) ?? [],
    target: typeof o.target === 'boolean' ? o.target : null,
    properties: properties as Record<string, unknown>,
  };
}

/** A property's values; a property that is not a list of text refuses the line. */
function values(e: FtmEntity, property: string, row: number): string[] {
  if (!Object.hasOwn(e.properties, property)) return [];
  const v = e.properties[property];
  if (!isTextList(v)) throw refuseRow(row, fillTemplate(MSG.watchlistJsonValueInvalid, { property }));
  return v;
}

export function parsePepFtm(bytes: Buffer): ListEntry[] {
  const lines = decode(bytes).split('\n');
  const registry = new RefRegistry();
  const people: { person: PepPerson; row: number }[] = [];
  const positionNames = new Map<string, string[]>();
  const occupancies: { holders: string[]; posts: string[] }[] = [];
  lines.forEach((raw, i) => {
    const row = i + 1;
    const line = raw.trim();
    if (line === '') return;
    const e = entityOf(line, row);
    const get = (property: string) => values(e, property, row);
    if (e.schema === 'Position') positionNames.set(e.id, get('name'));
    else if (e.schema === 'Occupancy') occupancies.push({ holders: get('holder'), posts: get('post') });
    // A person the export links to without listing (target false) is not on the list.
    if (e.schema !== 'Person' || e.target === false) return;
    registry.add(e.id, row);
    people.push({
      row,
      person: {
        id: e.id,
        caption: e.caption,
        names: get('name'),
        aliases: [...get('alias'), ...get('weakAlias'), ...get('previousName')],
        birthDates: get('birthDate'),
        birthPlaces: get('birthPlace'),
        countries: [...get('nationality'), ...get('citizenship'), ...get('country')],
        gender: get('gender'),
        positions: get('position'),
        topics: get('topics'),
        datasets: e.datasets,
        addresses: get('address'),
      },
    });
  });
  if (people.length === 0) throw refuseFile(MSG.watchlistPepNoPersons);
  const heldBy = new Map<string, string[]>();
  for (const o of occupancies)
    for (const holder of o.holders)
      heldBy.set(holder, [
        ...(heldBy.get(holder) ?? []),
        ...o.posts.flatMap((post) => positionNames.get(post) ?? []),
      ]);
  return people.map(({ person, row }) =>
    pepEntryOf({ ...person, positions: [...person.positions, ...(heldBy.get(person.id) ?? [])] }, row),
  );
}
