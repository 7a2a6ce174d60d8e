/** Pure helpers about identifiers, shared by the login form and the server. */

export type IdentifierKind = 'email' | 'phonenumber' | 'username';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product/customer-area.md § States: all digits → phone number, e-mail shaped → email, anything else → username. */
export function classifyIdentifier(raw: string): IdentifierKind {
  const value = raw.trim();
  if (/^\+?\d+$/.test(value)) return 'phonenumber';
  if (EMAIL_SHAPE.test(value)) return 'email';
  return 'username';
}

/** architecture.md §7: +62 and 62 become 0, so one person has one phone number however it was typed. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+62')) return `0${digits.slice(3)}`;
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  return digits;
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Masks a phone number for display: 0812****7890. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8)}${phone.slice(-4)}`;
}

/**
 * The KTP street line with its RT and RW as the bank reads them (docs/product/onboarding.md: letters, digits, space,
 * dot, hyphen): 'JL MAWAR NO 5' + '3' + '7' → 'JL MAWAR NO 5 RT 003 RW 007'. A record saved before
 * RT and RW had fields has them inside the street already: it reads unchanged (decision 0089).
 */
export function ktpStreetLine(street: string, rt?: string | null, rw?: string | null): string {
  const pad = (v: string) => v.padStart(3, '0');
  return [
    street.trim(),
    rt && /^\d{1,3}$/.test(rt) ? `RT ${pad(rt)}` : '',
    rw && /^\d{1,3}$/.test(rw) ? `RW ${pad(rw)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}
