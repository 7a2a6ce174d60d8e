/**
 * The official lists: their versions, entries and uploads.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import type { ListEntry, WatchlistDiff } from '@kilau/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { screeningRuns } from '../screening/screening.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * Screening (decision 0111). One uploaded version of an official list (UN, DTTOT, proliferation):
 * the file's SHA-256 and counts against the version before; the newest version of a source is the
 * one screened against. `diff` keeps a sample of each category (WATCHLIST_DIFF_SAMPLE), the counts
 * are whole.
 */
export const watchlistVersions = pgTable(
  'watchlist_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['un', 'dttot', 'proliferation', 'pep'] }).notNull(),
    versionNo: integer('version_no').notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format', { enum: ['xml', 'xlsx', 'csv', 'jsonl'] }).notNull(),
    sha256: text('sha256').notNull(),
    entries: integer('entries').notNull(),
    individuals: integer('individuals').notNull(),
    entities: integer('entities').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    diff: jsonb('diff').$type<WatchlistDiff>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watchlist_versions_source_no_uq').on(t.source, t.versionNo)],
);

/** One entry of a list version as parsed; `digest` tells a changed entry from an unchanged one. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => watchlistVersions.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    kind: text('kind', { enum: ['individual', 'entity'] }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<ListEntry>().notNull(),
    digest: text('digest').notNull(),
  },
  (t) => [uniqueIndex('watchlist_entries_version_ref_uq').on(t.versionId, t.ref)],
);

/**
 * An upload of a list file (decision 0120): the route keeps the file in the file store under
 * `file_key` and answers at once; the 'watchlist.parse' job reads it in a worker thread and ends
 * the upload 'stored' (with its version and rescreen run) or 'refused' (with the row and reason),
 * then deletes the file. `ip` and `user_agent` are the uploader's, for the audit row the job writes.
 */
export const watchlistUploads = pgTable(
  'watchlist_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['un', 'dttot', 'proliferation', 'pep'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['parsing', 'stored', 'refused'] })
      .notNull()
      .default('parsing'),
    refusalRow: integer('refusal_row'),
    refusalReason: text('refusal_reason'),
    versionId: uuid('version_id').references(() => watchlistVersions.id),
    runId: uuid('run_id').references(() => screeningRuns.id),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('watchlist_uploads_created_idx').on(t.createdAt)],
);
