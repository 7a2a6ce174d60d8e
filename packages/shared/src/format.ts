import dayjs from 'dayjs';
// With the extension: Node's own ESM resolution (Playwright's test loader) needs it, dayjs has no exports map.
import 'dayjs/locale/id.js';
import type { Currency } from './constants';

/** docs/product/customer-area.md § States: Indonesian number format for IDR, US format for USD. */
export function formatMoney(value: number | string, currency: Currency): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  const safe = Number.isFinite(amount) ? amount : 0;
  const locale = currency === 'IDR' ? 'id-ID' : 'en-US';
  // Rupiah is shown without cents unless there are some; dollars always with two decimals.
  const hasCents = Math.round(Math.abs(safe) * 100) % 100 !== 0;
  const decimals = currency === 'USD' || hasCents ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(safe);
}

/** "22 November 2026" (docs/product/back-office.md § Limits: DD MMMM YYYY, Indonesian month names). */
export function formatDateId(value: string | Date): string {
  return dayjs(value).locale('id').format('DD MMMM YYYY');
}

/** "22 November 2026 14:05" */
export function formatDateTimeId(value: string | Date): string {
  return dayjs(value).locale('id').format('DD MMMM YYYY HH:mm');
}

/** "Minggu, 22 November 2026" */
export function formatLongDateId(value: string | Date): string {
  return dayjs(value).locale('id').format('dddd, DD MMMM YYYY');
}

/** Wall-clock parts of an instant in Western Indonesia Time (UTC+7), whatever the viewer's zone. */
function inWib(value: string | Date) {
  const ms = new Date(value).getTime() + 7 * 3600_000;
  return dayjs(new Date(ms).toISOString().slice(0, 19));
}

/** "22 November 2026 14:05 WIB" (docs/product/back-office.md § Limits: the WIB suffix variant). */
export function formatWibDateTime(value: string | Date): string {
  return `${inWib(value).locale('id').format('DD MMMM YYYY HH:mm')} WIB`;
}

/** "27 Nov 2026 10.00 WIB": a short instant for buttons and badges. */
export function formatWibShort(value: string | Date): string {
  return `${inWib(value).locale('id').format('DD MMM YYYY HH.mm')} WIB`;
}

/** "22 November 2026", the calendar day in WIB. */
export function formatWibDate(value: string | Date): string {
  return inWib(value).locale('id').format('DD MMMM YYYY');
}

/** The export file's stamp, dd-mm-yyyy-hhmm in WIB (docs/product/back-office.md § Limits). */
export function exportStamp(at: Date): string {
  return inWib(at).format('DD-MM-YYYY-HHmm');
}

/**
 * A catalogue text with its `{name}` placeholders filled; a placeholder without a value stays as
 * written. The values are inserted as they are (no `$&` patterns as String.replace would read them).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
