/**
 * Whether the lists every participant must be screened against are there and recent enough
 * (decision 0132): each of REQUIRED_SOURCES (the UN list and the DTTOT, decision 0131) is
 * 'missing' without a version, 'stale' when its current version was uploaded more than
 * SCREENING_LIST_MAX_AGE_DAYS ago, else 'current'. Pure: the versions and the clock in.
 */
import { DAY_MS, REQUIRED_SOURCES, type UploadedSource, type WatchlistStatus } from '@kilau/shared';

export interface CurrentVersion {
  versionNo: number;
  uploadedAt: Date;
}

export function listStates(
  current: Partial<Record<UploadedSource, CurrentVersion>>,
  opts: { maxAgeDays: number; now: Date },
): WatchlistStatus['lists'] {
  return REQUIRED_SOURCES.map((source) => {
    const version = current[source];
    if (!version)
      return { source, state: 'missing', version_no: null, uploaded_at: null, age_days: null } as const;
    // An upload a little ahead of this instance's clock is as old as none.
    const ageMs = Math.max(0, opts.now.getTime() - version.uploadedAt.getTime());
    return {
      source,
      state: ageMs > opts.maxAgeDays * DAY_MS ? 'stale' : 'current',
      version_no: version.versionNo,
      uploaded_at: version.uploadedAt.toISOString(),
      age_days: Math.floor(ageMs / DAY_MS),
    } as const;
  });
}
