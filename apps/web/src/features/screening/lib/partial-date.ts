/** A list's birth date as the list gives it (often only the year), in Indonesian. Pure. */
import type { PartialDate } from '@kilau/shared';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** '1975' when only the year is known, 'Maret 1975', '04 Maret 1975'. */
export function partialDateText(d: PartialDate): string {
  if (d.month === undefined) return String(d.year);
  const month = `${MONTHS[d.month - 1]} ${d.year}`;
  return d.day === undefined ? month : `${String(d.day).padStart(2, '0')} ${month}`;
}
