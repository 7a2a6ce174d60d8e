/**
 * The video calls' recordings.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files.schema';
import { kycAcceptances, kycCustomers } from '../onboarding/onboarding.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * A video call recorded by the officer's browser (decision 0074). The bytes arrive a chunk a second
 * and are appended to the stored file, which exists from the first moment, so a recording whose
 * tab was closed is still in the file; `next_seq` makes a retried chunk land once.
 */
export const videoRecordings = pgTable(
  'video_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    mime: text('mime').notNull(),
    nextSeq: integer('next_seq').notNull().default(0),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** 'recording' while chunks arrive; 'finished' once closed (by Leave Room or when abandoned). */
    status: text('status').notNull().default('recording'),
    durationMs: integer('duration_ms'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The participant's consent to being recorded (a `kyc_acceptances` row of document
     * 'video_call_recording', given before joining the room; UU PDP), kept with the recording.
     */
    consentAcceptanceId: uuid('consent_acceptance_id').references(() => kycAcceptances.id),
  },
  (t) => [
    index('video_recordings_customer_idx').on(t.customerId, t.startedAt),
    index('video_recordings_open_idx').on(t.status, t.lastChunkAt),
  ],
);
