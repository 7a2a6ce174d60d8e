/** The stored rows as the shared reply schemas shape them (dates as ISO text, staff as id + name). */
import type { ScreeningRun, WatchlistUpload, WatchlistVersion } from '@kilau/shared';
import { WatchlistRefusalError } from './parsers/refusal';
import type { findUpload, RunRow, VersionRow } from './watchlists.repository';

const staff = (id: string | null, fullname: string | null) =>
  id && fullname !== null ? { id, fullname } : null;

export function versionView(row: VersionRow): WatchlistVersion {
  return {
    id: row.id,
    source: row.source,
    version_no: row.versionNo,
    file_name: row.fileName,
    file_format: row.fileFormat,
    sha256: row.sha256,
    entries: row.entries,
    individuals: row.individuals,
    entities: row.entities,
    added: row.added,
    removed: row.removed,
    changed: row.changed,
    uploaded_by: staff(row.uploaderId, row.uploaderName),
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

export function runView(row: RunRow): ScreeningRun {
  return {
    id: row.id,
    trigger: row.trigger,
    source: row.source,
    status: row.status,
    total: row.total,
    screened: row.screened,
    flagged: row.flagged,
    started_by: staff(row.starterId, row.starterName),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

type UploadRowView = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

export function uploadView(
  row: UploadRowView,
  version: WatchlistVersion | null,
  run: ScreeningRun | null,
): WatchlistUpload {
  const refusal =
    row.status === 'refused' && row.refusalReason !== null
      ? new WatchlistRefusalError(row.refusalRow, row.refusalReason)
      : null;
  return {
    id: row.id,
    source: row.source,
    file_name: row.fileName,
    sha256: row.sha256,
    status: row.status,
    refusal: refusal ? { row: refusal.row, reason: refusal.reason, message: refusal.text } : null,
    version,
    run,
    uploaded_by: staff(row.uploaderId, row.uploaderName),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
