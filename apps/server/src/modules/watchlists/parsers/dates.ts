/**
 * Birth dates as the lists write them. PPATK: 'dd/mm/yyyy', with 00 for an unknown day or month
 * ('00/00/1975' is the year only), several dates joined by "atau", sometimes words ('12 Mei 1975',
 * 'sekitar tahun 1975'). The UN: ISO dates, years, ranges of years. A date that cannot be read
 * refuses the file rather than being dropped: a missing birth date changes the screening.
 */
import type { PartialDate } from '@kilau/shared';

const MONTHS: Readonly<Record<string, number>> = {
  januari: 1,
  jan: 1,
  january: 1,
  februari: 2,
  feb: 2,
  pebruari: 2,
  february: 2,
  maret: 3,
  mar: 3,
  march: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  jun: 6,
  june: 6,
  juli: 7,
  jul: 7,
  july: 7,
  agustus: 8,
  agu: 8,
  agt: 8,
  aug: 8,
  august: 8,
  september: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  okt: 10,
  oct: 10,
  october: 10,
  november: 11,
  nov: 11,
  nopember: 11,
  desember: 12,
  des: 12,
  dec: 12,
  december: 12,
};

/** Cells that say there is no date. */
const NO_DATE = new Set([
  '',
  '-',
  '--',
  'tidak diketahui',
  'tidak ada',
  'n/a',
  'na',
  'unknown',
  '00/00/0000',
]);

const MIN_YEAR = 1800;
const MAX_YEAR = 2100;

/** A year, month and day that exist (0 for an unknown day or month); null otherwise. */
export function partialDate(year: number, month: number, day: number): PartialDate | null {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return null;
  if (month < 0 || month > 12 || day < 0 || day > 31) return null;
  if (month === 0) return day === 0 ? { year } : null;
  if (day === 0) return { year, month };
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return { year, month, day };
}

/** A spreadsheet's date cell (exceljs gives a Date at UTC midnight). */
export function fromCellDate(date: Date): PartialDate | null {
  if (Number.isNaN(date.getTime())) return null;
  return partialDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function parseOne(text: string): PartialDate | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  // dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return partialDate(Number(m[3]), Number(m[2]), Number(m[1]));
  // yyyy-mm-dd (a spreadsheet exported with ISO dates)
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return partialDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // mm/yyyy
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return partialDate(Number(m[2]), Number(m[1]), 0);
  // 12 Mei 1975, Mei 1975
  m = /^(?:(\d{1,2}) )?([a-z]+)\.? (\d{4})$/.exec(t);
  if (m?.[2] && MONTHS[m[2]] !== undefined) {
    return partialDate(Number(m[3]), MONTHS[m[2]] ?? 0, m[1] ? Number(m[1]) : 0);
  }
  // 1975, 'tahun 1975', 'sekitar tahun 1975', 'kurang lebih 1975': the year only
  m = /^(?:(?:sekitar|kira-kira|kurang lebih|circa|ca\.?|approximately|tahun|thn\.?) )*(\d{4})$/.exec(t);
  if (m) return partialDate(Number(m[1]), 0, 0);
  return null;
}

/**
 * A PPATK birth-date cell → its dates (none for an empty or 'unknown' cell); null when a part
 * cannot be read.
 */
export function parseListDates(cell: string): PartialDate[] | null {
  const text = cell.trim();
  if (NO_DATE.has(text.toLowerCase())) return [];
  const dates: PartialDate[] = [];
  for (const part of text.split(/\s*(?:\batau\b|\bor\b|;)\s*/i)) {
    if (part.trim() === '') continue;
    const date = parseOne(part);
    if (!date) return null;
    if (!dates.some((d) => sameDate(d, date))) dates.push(date);
  }
  return dates;
}

export function sameDate(a: PartialDate, b: PartialDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
