/**
 * What a participant is screened with, and Kilau's own blacklist as list entries (decision 0111).
 * Pure: the record's stored personal section in, the matcher's shapes out.
 */
import { createHash } from 'node:crypto';
import type { ListEntry, PartialDate, ScreeningSubject, StoredPersonal } from '@kilau/shared';

/**
 * The subject from the record's personal section. The record keeps only 'wni' or 'wna': a WNI is
 * 'ID'; a foreigner's country is not asked by the onboarding, so the nationality stays unknown ('')
 * and cannot move a score either way.
 */
export function subjectOf(personal: StoredPersonal, fullname?: string | null): ScreeningSubject {
  return {
    name: (fullname || personal.fullname || '').trim(),
    birth_date: personal.date_of_birth ?? '',
    birth_place: (personal.place_of_birth ?? '').trim(),
    nationality: personal.citizenship === 'wni' ? 'ID' : '',
    nik: personal.ktp_no ?? '',
  };
}

/** The fields a correction must touch for a rescreen to matter (name, birth date, NIK). */
export function screenedFieldsChanged(before: StoredPersonal, after: StoredPersonal): boolean {
  return (
    (before.fullname ?? '') !== (after.fullname ?? '') ||
    (before.date_of_birth ?? '') !== (after.date_of_birth ?? '') ||
    (before.ktp_no ?? '') !== (after.ktp_no ?? '')
  );
}

function partialDate(iso: string | undefined): PartialDate[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m) return [];
  return [{ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }];
}

export interface BlacklistedRecord {
  id: string;
  fullname: string | null;
  personal: StoredPersonal;
}

/** A blacklisted participant as an entry of the 'kilau' source: its ref is the record's id. */
export function kilauEntryOf(r: BlacklistedRecord): ListEntry {
  const s = subjectOf(r.personal, r.fullname);
  return {
    source: 'kilau',
    ref: r.id,
    kind: 'individual',
    name: s.name,
    aliases: [],
    birth_dates: partialDate(s.birth_date),
    birth_places: s.birth_place ? [s.birth_place] : [],
    nationalities: s.nationality ? [s.nationality] : [],
    documents: s.nik ? [{ type: 'NIK', number: s.nik }] : [],
    addresses: [],
    details: {},
  };
}

/** Key order fixed, so the same data always gives the same digest. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A match's evidence: the list entry and the participant's screened data. A decided match stays
 * decided while this is unchanged and opens again when either side changed (decision 0111).
 */
export function evidenceDigest(entry: ListEntry, subject: ScreeningSubject): string {
  return createHash('sha256').update(canonical({ entry, subject })).digest('hex');
}
