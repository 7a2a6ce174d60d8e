/**
 * What moves a name score after the name, as OpenSanctions' logic-v1 does it: the birth date, the
 * nationality, identity numbers, and whether the list entry is an organisation. Each qualifier that
 * applies is kept with its effect and an Indonesian note, so a reviewer reads why a score is what
 * it is. The effects are additive and the sum is kept within 0..1.
 */
import {
  fillTemplate,
  type ListEntry,
  type MatchBreakdown,
  MSG,
  type PartialDate,
  type ScreeningSubject,
} from '@kilau/shared';
import type { NameScore } from './name-score';

type Qualifier = MatchBreakdown['qualifiers'][number];

/** Full date equal. */
export const BIRTH_EXACT = 0.1;
/** Month and year equal where the list has no day. */
export const BIRTH_MONTH_YEAR = 0.07;
/** Year equal where the list has only the year ('00/00/1975'); day and month swapped. */
export const BIRTH_YEAR = 0.05;
/** A year apart: lists often give a year as "about" (two years joined by "atau"). */
export const BIRTH_YEAR_NEAR = -0.03;
/** Same year, another day or month (logic-v1's dob_day_disjoint). */
export const BIRTH_DAY_DIFFERS = -0.1;
/** Years further apart (logic-v1's dob_year_disjoint). */
export const BIRTH_YEAR_DIFFERS = -0.15;
/**
 * The list gives a full date and it is in another year (but a year off on the same day and month,
 * read as the year written wrong). A list's estimate is written as a year alone ('00/00/1975'); a
 * full date is someone's recorded date, and a name alone does not outweigh it (Budi Santoso born
 * 1961-03-12 is not the Budi Santoso born 1990-07-30): an equal name with the same nationality
 * ends below 0.70.
 */
export const BIRTH_DATE_DIFFERS = -0.35;
/**
 * Same year, another day or month, on a name the lists hold for other people too (at least
 * COMMON_NAME_OTHERS by its parts' frequencies, see listNameOthers): weighs as a full date in
 * another year. Two people sharing a common name are born in the same year often enough (a list
 * of 50,000 Indonesian officials against 100,000 investors: most of the alerts); a rare name
 * shared with a date in the same year is itself a coincidence, and keeps BIRTH_DAY_DIFFERS (lists'
 * days are sometimes wrong). Decision 0195.
 */
export const BIRTH_DAY_DIFFERS_COMMON_NAME = BIRTH_DATE_DIFFERS;
/** From this many other listed people expected to bear the name's parts, the name is common. */
export const COMMON_NAME_OTHERS = 1;
/**
 * The list's gender is not the one the participant's NIK encodes (a woman's birth day + 40): as a
 * full birth date in another year, an equal name alone ends below the threshold (decision 0197).
 * An equal gender adds nothing: half of everyone shares it.
 */
export const GENDER_DIFFERS = -0.35;
export const NATIONALITY_MATCH = 0.03;
/** Milder than logic-v1's -0.2: people on these lists often carry papers of another country. */
export const NATIONALITY_DIFFERS = -0.1;
/** The participant's NIK equals a listed document number: the score is raised to at least this. */
export const IDENTITY_EQUAL_FLOOR = 0.95;
/** The list holds an Indonesian NIK and it is another number. */
export const IDENTITY_DIFFERS = -0.2;
/** The list entry is an organisation; participants are people: only a near-exact name with more evidence alerts. */
export const ENTITY = -0.3;
/** The UN marks some aliases as of low quality (weak, widely shared names). */
export const ALIAS_LOW = -0.08;
/**
 * A date that disagrees (same year, another day; a listed year further off) weighs this much at
 * least against a name with a part left out ('Aditya Pratama', 'Aditya Pratama Hartono'): such a
 * name is the same person's only while nothing else disagrees. Against a complete name the date
 * keeps its own weight (lists' days are sometimes wrong; decision 0190).
 */
export const BIRTH_DIFFERS_PART_LEFT_OUT = -0.3;
/** The most the qualifiers can add to a name score short of an equal NIK: below the threshold by more, no alert. */
export const MAX_QUALIFIER_GAIN = BIRTH_EXACT + NATIONALITY_MATCH;
/** A one-word match needs at least this name score before a date or nationality can support it. */
export const SINGLE_TOKEN_MIN_NAME = 0.85;
/** An unsupported one-word or common-parts-only match ends this far below the alert threshold. */
export const SINGLE_TOKEN_MARGIN = 0.05;
/**
 * A name that pairs up only through a part that is another established name (Wahyudi with
 * Wahyuni, Suharto with Suhartono: decision 0190) ends here, below the default threshold (0.70)
 * by SINGLE_TOKEN_MARGIN whatever else agrees: a birth date cannot make two names one. Fixed, not
 * read from the configured threshold: a threshold set lower than this is how an operator asks to
 * see such near names too.
 */
export const OTHER_NAME_CEILING = 0.65;

const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** As lists and Indonesian forms write it: 12/03/1975, 03/1975 or 1975. */
export function showDate(d: PartialDate): string {
  if (d.month && d.day) return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
  if (d.month) return `${pad(d.month)}/${d.year}`;
  return String(d.year);
}

/** 'YYYY-MM-DD' (the record's birth date) as a partial date; null when empty or malformed. */
export function parseSubjectDate(value: string): PartialDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** The best reading of the participant's date against the list's dates (often several). */
export function birthDateQualifier(
  subject: PartialDate,
  listDates: readonly PartialDate[],
  fill: typeof fillTemplate = fillTemplate,
): Qualifier | null {
  let best: Qualifier | null = null;
  const s = showDate(subject);
  for (const d of listDates) {
    const l = showDate(d);
    let q: Qualifier;
    const yearGap = Math.abs(d.year - subject.year);
    // A full date a year off on the same day and month is read as the year written wrong.
    const yearTypo = yearGap === 1 && d.month === subject.month && d.day === subject.day;
    if (yearGap > 0 && d.month && d.day && !yearTypo) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_DATE_DIFFERS,
        note: fill(MSG.matchNoteBirthYearDiffers, { subject: s, list: l }),
      };
    } else if (yearGap > 1) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_YEAR_DIFFERS,
        note: fill(MSG.matchNoteBirthYearDiffers, { subject: s, list: l }),
      };
    } else if (yearGap === 1) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_YEAR_NEAR,
        note: fill(MSG.matchNoteBirthYearNear, { subject: s, list: l }),
      };
    } else if (!d.month) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_YEAR,
        note: fill(MSG.matchNoteBirthYear, { year: d.year }),
      };
    } else if (!d.day) {
      q =
        d.month === subject.month
          ? {
              kind: 'birth_date',
              effect: BIRTH_MONTH_YEAR,
              note: fill(MSG.matchNoteBirthMonthYear, { date: l }),
            }
          : {
              kind: 'birth_date',
              effect: BIRTH_DAY_DIFFERS,
              note: fill(MSG.matchNoteBirthDayDiffers, { subject: s, list: l }),
            };
    } else if (d.month === subject.month && d.day === subject.day) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_EXACT,
        note: fill(MSG.matchNoteBirthDateExact, { date: l }),
      };
    } else if (d.month === subject.day && d.day === subject.month) {
      q = {
        kind: 'birth_date',
        effect: BIRTH_YEAR,
        note: fill(MSG.matchNoteBirthDateSwapped, { subject: s, list: l }),
      };
    } else {
      q = {
        kind: 'birth_date',
        effect: BIRTH_DAY_DIFFERS,
        note: fill(MSG.matchNoteBirthDayDiffers, { subject: s, list: l }),
      };
    }
    if (!best || q.effect > best.effect) best = q;
  }
  return best;
}

/** The listed date of the participant's year (the one a 'same year, another day' reading was made on). */
function closestDate(own: PartialDate, listDates: readonly PartialDate[]): PartialDate {
  return listDates.find((d) => d.year === own.year) ?? (listDates[0] as PartialDate);
}

/** Indonesia as lists write it besides its code. */
const INDONESIA_WORDS: ReadonlySet<string> = new Set(['id', 'idn', 'indonesia', 'indonesian', 'wni']);
const nationalityKey = (v: string): string => {
  const k = v.trim().toLowerCase();
  return INDONESIA_WORDS.has(k) ? 'id' : k;
};

export function nationalityQualifier(
  subject: string,
  list: readonly string[],
  fill: typeof fillTemplate = fillTemplate,
): Qualifier | null {
  if (!subject.trim() || !list.length) return null;
  const s = nationalityKey(subject);
  if (list.some((n) => nationalityKey(n) === s)) {
    return {
      kind: 'nationality',
      effect: NATIONALITY_MATCH,
      note: fill(MSG.matchNoteNationalityMatch, { nationality: subject.trim() }),
    };
  }
  return {
    kind: 'nationality',
    effect: NATIONALITY_DIFFERS,
    note: fill(MSG.matchNoteNationalityDiffers, { subject: subject.trim(), list: list.join(', ') }),
  };
}

export const digitsOf = (v: string): string => v.replace(/\D/g, '');

/** The gender a 16-digit NIK encodes (its day of birth, + 40 for a woman), or null. */
export function genderOfNik(nik: string): 'male' | 'female' | null {
  if (nik.length !== 16) return null;
  const day = Number(nik.slice(6, 8));
  if (day >= 1 && day <= 31) return 'male';
  if (day >= 41 && day <= 71) return 'female';
  return null;
}

export function genderQualifier(
  nik: string,
  listed: ListEntry['gender'],
  fill: typeof fillTemplate = fillTemplate,
): Qualifier | null {
  const own = genderOfNik(nik);
  if (!own || !listed || own === listed) return null;
  const word = (g: 'male' | 'female') => (g === 'male' ? MSG.screeningGenderMale : MSG.screeningGenderFemale);
  return {
    kind: 'gender',
    effect: GENDER_DIFFERS,
    note: fill(MSG.matchNoteGenderDiffers, { subject: word(own), list: word(listed) }),
  };
}
/** A listed document that is an Indonesian NIK: so named, or a 16-digit national identity number. */
const NIK_TYPE = /\b(nik|ktp|kartu tanda penduduk|nomor induk kependudukan)\b/i;
const NATIONAL_ID_TYPE = /national|identi/i;
function isNikDocument(doc: { type: string; number: string }): boolean {
  const digits = digitsOf(doc.number);
  return (
    digits.length === 16 && (NIK_TYPE.test(doc.type) || NATIONAL_ID_TYPE.test(doc.type) || !doc.type.trim())
  );
}

/** Equal numbers: near-certain ('equal'); a listed NIK that is another number: a different person. */
export function identityQualifier(
  nik: string,
  documents: ListEntry['documents'],
): { kind: 'equal' | 'differs'; type: string } | null {
  const own = digitsOf(nik);
  if (own.length < 8) return null;
  const equal = documents.find((d) => digitsOf(d.number) === own);
  if (equal) return { kind: 'equal', type: equal.type || 'NIK' };
  const otherNik = documents.find(isNikDocument);
  if (otherNik && own.length === 16) return { kind: 'differs', type: otherNik.type || 'NIK' };
  return null;
}

/** What the qualifiers read of the participant, parsed once per screening, not once per candidate. */
const facts = new WeakMap<ScreeningSubject, { date: PartialDate | null; nik: string }>();
function subjectFacts(subject: ScreeningSubject): { date: PartialDate | null; nik: string } {
  let f = facts.get(subject);
  if (!f) {
    f = { date: parseSubjectDate(subject.birth_date), nik: digitsOf(subject.nik) };
    facts.set(subject, f);
  }
  return f;
}

export interface QualifierInput {
  subject: ScreeningSubject;
  entry: ListEntry;
  name: NameScore;
  /** Informative parts of each name (neither initials nor Muhammad, Abdul, Siti …): see name-score.ts. */
  subjectParts: number;
  listParts: number;
  aliasQuality: 'good' | 'low' | 'unknown';
  /**
   * How many other listed people bear the list name's parts, estimated from the index's
   * frequencies (see listNameOthers in index.ts); absent when unknown (one entry scored on its
   * own): read as a rare name.
   */
  listNameOthers?: number;
  alertThreshold: number;
  /** false: the score only, notes left empty (the index's first look at a candidate). */
  describe?: boolean;
}

/** The final score and the qualifiers that moved it, in the order they were applied. */
export function applyQualifiers(input: QualifierInput): { score: number; qualifiers: Qualifier[] } {
  const { subject, entry, name } = input;
  const qualifiers: Qualifier[] = [];
  let score = name.score;
  const add = (q: Qualifier) => {
    qualifiers.push({ ...q, effect: round3(q.effect) });
    score += q.effect;
  };
  const describe = input.describe !== false;
  const fill: typeof fillTemplate = (template, values) => (describe ? fillTemplate(template, values) : '');
  if (input.aliasQuality === 'low')
    add({ kind: 'alias_quality', effect: ALIAS_LOW, note: MSG.matchNoteAliasLow });
  if (entry.kind === 'entity') add({ kind: 'entity', effect: ENTITY, note: MSG.matchNoteEntity });

  const ownDate = subjectFacts(subject).date;
  const read =
    ownDate && entry.birth_dates.length ? birthDateQualifier(ownDate, entry.birth_dates, fill) : null;
  const others = input.listNameOthers ?? 0;
  const common =
    read?.effect === BIRTH_DAY_DIFFERS && others >= COMMON_NAME_OTHERS && ownDate
      ? {
          ...read,
          effect: BIRTH_DAY_DIFFERS_COMMON_NAME,
          note: fill(MSG.matchNoteBirthDayDiffersCommonName, {
            subject: showDate(ownDate),
            list: showDate(closestDate(ownDate, entry.birth_dates)),
            others: Math.round(others),
          }),
        }
      : read;
  const date =
    common && common.effect < 0 && name.partLeftOut
      ? { ...common, effect: Math.min(common.effect, BIRTH_DIFFERS_PART_LEFT_OUT) }
      : common;
  if (date) add(date);
  const nationality = nationalityQualifier(subject.nationality, entry.nationalities, fill);
  if (nationality) add(nationality);
  const gender = genderQualifier(subjectFacts(subject).nik, entry.gender, fill);
  if (gender) add(gender);
  const identity = identityQualifier(subjectFacts(subject).nik, entry.documents);
  if (identity?.kind === 'differs') {
    add({
      kind: 'identity_number',
      effect: IDENTITY_DIFFERS,
      note: fill(MSG.matchNoteIdentityDiffers, { type: identity.type }),
    });
  }

  // A one-word name (either side; 'Abdul Malik' and 'Muhammad Yusuf' count as one word: one part
  // tells them apart) alerts only with support: a matching birth date, or for two one-word names
  // the same nationality when no listed date contradicts it. A match resting on initials and
  // common parts alone ('Abdul', 'Siti Nur') never alerts: thousands share them.
  const oneWord = Math.min(input.subjectParts, input.listParts) <= 1;
  const weak = name.informativeMatched === 0;
  const cap = input.alertThreshold - SINGLE_TOKEN_MARGIN;
  if (weak) {
    add({ kind: 'single_token', effect: Math.min(0, cap - score), note: MSG.matchNoteWeakName });
  } else if (oneWord) {
    // A listed NIK that is another number outweighs a matching year.
    const dateSupports = (date?.effect ?? 0) > 0 && identity?.kind !== 'differs';
    const nationalitySupports =
      input.subjectParts === 1 &&
      input.listParts === 1 &&
      (nationality?.effect ?? 0) > 0 &&
      (date?.effect ?? 0) >= 0;
    // One word that is only like the other ('Suni', 'Subani') is no name match to support.
    const nameHolds = name.score >= SINGLE_TOKEN_MIN_NAME;
    if (nameHolds && (dateSupports || nationalitySupports)) {
      add({ kind: 'single_token', effect: 0, note: MSG.matchNoteSingleTokenSupported });
    } else {
      add({ kind: 'single_token', effect: Math.min(0, cap - score), note: MSG.matchNoteSingleToken });
    }
  }
  // Two names of several distinctive parts that share only one of them ('Muhammad Yusuf Hakim',
  // 'Muhammad Yusuf Rahman') are two people, whatever else agrees; the index's blocking reads it
  // the same way and never scores them. So are two names that each keep a distinctive part the
  // other lacks ('Eko Gunawan Saputra', 'Eko Gunadi Saputra'): they disagree on that part.
  const partial =
    !oneWord &&
    !weak &&
    (name.informativeMatched < Math.min(2, input.subjectParts, input.listParts) || name.bothUnmatched);
  if (partial) {
    add({
      kind: 'single_token',
      effect: Math.min(0, cap - score),
      note: MSG.matchNoteOnePartShared,
    });
  }
  // A part paired with another established name (Wahyudi/Wahyuni): see OTHER_NAME_CEILING.
  if (name.otherNames > 0 && score > OTHER_NAME_CEILING) {
    add({ kind: 'single_token', effect: OTHER_NAME_CEILING - score, note: MSG.matchNoteOnePartShared });
  }
  if (identity?.kind === 'equal') {
    add({
      kind: 'identity_number',
      effect: Math.max(0, IDENTITY_EQUAL_FLOOR - score),
      note: fill(MSG.matchNoteIdentityEqual, { type: identity.type }),
    });
  }
  return { score: round3(Math.min(1, Math.max(0, score))), qualifiers };
}
