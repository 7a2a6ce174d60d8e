/**
 * A person of an OpenSanctions PEP list as a list entry (decision 0193), whichever export it came
 * from (pep-ftm.ts, pep-csv.ts): the FollowTheMoney values as the export writes them, lists of
 * text, read into the entry every list shares, with the positions held kept beside it.
 */
import { fillTemplate, type ListEntry, MSG, type PartialDate } from '@kilau/shared';
import { partialDate } from './dates';
import { collapseSpaces } from './names';
import { refuseRow } from './refusal';

/** The person's values as FollowTheMoney names them; each a list, possibly empty. */
export interface PepPerson {
  id: string;
  /** The export's caption: the name it shows the person by. */
  caption: string;
  names: readonly string[];
  aliases: readonly string[];
  birthDates: readonly string[];
  birthPlaces: readonly string[];
  /** Nationality, citizenship and country: ISO 3166-1 alpha-2 in lower case ('id'). */
  countries: readonly string[];
  gender: readonly string[];
  positions: readonly string[];
  topics: readonly string[];
  datasets: readonly string[];
  addresses: readonly string[];
}

const GENDER_WORDS: Readonly<Record<string, string>> = {
  male: MSG.screeningGenderMale,
  female: MSG.screeningGenderFemale,
};
/** The topics a reviewer reads in words; others (sanction, crime …) keep OpenSanctions' code. */
const TOPIC_WORDS: Readonly<Record<string, string>> = {
  'role.pep': MSG.screeningTopicPep,
  'role.rca': MSG.screeningTopicRca,
};

/** FollowTheMoney's dates: '1961', '1961-06', '1961-06-21', sometimes with a time. */
export function ftmDate(value: string, row: number): PartialDate {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T[\d:.+Z-]*)?$/.exec(value.trim());
  const date = m && partialDate(Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0));
  if (!date) throw refuseRow(row, fillTemplate(MSG.watchlistDateInvalid, { value }));
  return date;
}

/** A country code as the matcher compares nationalities ('id' → 'ID'); other words lower-cased. */
const countryCode = (code: string) => (/^[a-z]{2}$/i.test(code) ? code.toUpperCase() : code.toLowerCase());

const distinct = (values: readonly string[]) => [
  ...new Set(values.map(collapseSpaces).filter((v) => v !== '')),
];

/** The entry of one person; `row` is the line the file shows it on, for a refusal. */
export function pepEntryOf(p: PepPerson, row: number): ListEntry {
  const names = distinct([p.caption, ...p.names]);
  const [name, ...otherNames] = names;
  if (!name) throw refuseRow(row, MSG.watchlistNameMissing);
  const aliases = distinct([...otherNames, ...p.aliases]).filter((a) => a !== name);
  const birthDates: PartialDate[] = [];
  for (const value of distinct(p.birthDates)) {
    const date = ftmDate(value, row);
    if (!birthDates.some((d) => d.year === date.year && d.month === date.month && d.day === date.day))
      birthDates.push(date);
  }
  const details: Record<string, string> = {};
  const gender = distinct(p.gender).map((g) => GENDER_WORDS[g.toLowerCase()] ?? g);
  if (gender.length > 0) details.gender = gender.join(', ');
  if (p.topics.length > 0) details.topics = distinct(p.topics.map((t) => TOPIC_WORDS[t] ?? t)).join(', ');
  if (p.datasets.length > 0) details.datasets = distinct(p.datasets).join(', ');
  return {
    source: 'pep',
    ref: p.id,
    kind: 'individual',
    name,
    aliases: aliases.map((a) => ({ name: a, quality: 'unknown' as const })),
    birth_dates: birthDates,
    birth_places: distinct(p.birthPlaces),
    nationalities: [...new Set(distinct(p.countries).map(countryCode))],
    documents: [],
    addresses: distinct(p.addresses),
    details,
    positions: distinct(p.positions).sort((a, b) => a.localeCompare(b, 'id')),
    // One gender, as FollowTheMoney words it, is a screening qualifier (matching/qualifiers.ts).
    ...(genderOf(p.gender) ? { gender: genderOf(p.gender) } : {}),
  };
}

/** The list's gender when it gives exactly one of male and female; otherwise none. */
function genderOf(values: readonly string[]): 'male' | 'female' | undefined {
  const known = [...new Set(values.map((g) => g.trim().toLowerCase()))];
  return known.length === 1 && (known[0] === 'male' || known[0] === 'female') ? known[0] : undefined;
}
