/** Pure helpers about identifiers, shared by the login form and the server. */

export type IdentifierKind = 'email' | 'phonenumber' | 'username';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 000 §4: all digits → phone number, e-mail shaped → email, anything else → username. */
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
