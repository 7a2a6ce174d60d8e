/** Indonesian number format for the legal texts: 100.000, 0,25, Rp7.500, 0,1%. */

const plain = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });

/** "1.234.567,25" */
export function idNumber(value: number): string {
  return plain.format(value);
}

/** "Rp100.000" (no space, no cents: rupiah amounts in the texts are whole). */
export function rupiah(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}Rp${idNumber(Math.abs(value))}`;
}

/** "0,25%" */
export function percent(value: number): string {
  return `${idNumber(value)}%`;
}

/** "0,01 gram"; 1000 g and more read in kilograms ("1 kg"). */
export function grams(value: number): string {
  return value >= 1000 ? `${idNumber(value / 1000)} kg` : `${idNumber(value)} gram`;
}

/** Rounds a rupiah amount to whole rupiah, half away from zero. */
export function roundRupiah(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

const UNITS = [
  'nol',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

/** Whole numbers 0 to 999 in Indonesian words, for "3 (tiga) hari kerja". */
export function terbilang(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new RangeError(`terbilang: ${n}`);
  if (n < 12) return UNITS[n] as string;
  if (n < 20) return `${UNITS[n - 10]} belas`;
  if (n < 100) {
    const rest = n % 10;
    return `${UNITS[Math.floor(n / 10)]} puluh${rest ? ` ${UNITS[rest]}` : ''}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return `${hundreds === 1 ? 'seratus' : `${UNITS[hundreds]} ratus`}${rest ? ` ${terbilang(rest)}` : ''}`;
}

/** "3 (tiga)" */
export function countWithWords(n: number): string {
  return `${idNumber(n)} (${terbilang(n)})`;
}
