/** The diff's lists as the page shows them: the first names, then 'dan N lainnya'. Pure. */
import { fillTemplate, type ListEntry, MSG } from '@kilau/shared';

/** Rows shown before 'dan N lainnya'. */
export const DIFF_SHOWN = 20;

/**
 * The rows to show and how many more there are: `total` is the whole count (the version's added,
 * removed or changed), which may exceed the sample the server keeps.
 */
export function diffRows<T>(
  sample: readonly T[],
  total: number,
  shown = DIFF_SHOWN,
): { rows: T[]; more: string | null } {
  const rows = sample.slice(0, shown);
  const rest = Math.max(0, total - rows.length);
  return {
    rows,
    more: rest > 0 ? fillTemplate(MSG.watchlistDiffMore, { count: rest.toLocaleString('id-ID') }) : null,
  };
}

const FIELD_LABELS: Readonly<Record<keyof ListEntry, string>> = {
  source: MSG.watchlistUploadSource,
  ref: 'Ref',
  kind: MSG.watchlistFieldKind,
  name: MSG.watchlistFieldName,
  aliases: MSG.watchlistFieldAliases,
  birth_dates: MSG.watchlistFieldBirthDates,
  birth_places: MSG.watchlistFieldBirthPlaces,
  nationalities: MSG.watchlistFieldNationalities,
  documents: MSG.watchlistFieldDocuments,
  addresses: MSG.watchlistFieldAddresses,
  details: MSG.watchlistFieldDetails,
  positions: MSG.watchlistFieldPositions,
  gender: MSG.screeningQualifierGender,
};

/** 'Alamat, Tanggal lahir' for ['addresses', 'birth_dates']; an unknown field keeps its name. */
export function fieldLabels(fields: readonly string[]): string {
  return fields.map((f) => FIELD_LABELS[f as keyof ListEntry] ?? f).join(', ');
}

/** The first 12 hex digits: enough to tell versions apart on screen; the whole one is copied. */
export const shortSha = (sha: string) => (sha.length > 12 ? `${sha.slice(0, 12)}…` : sha);
