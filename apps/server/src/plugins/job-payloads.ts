/**
 * The payload of every job type, one schema each. Enqueueing is typed from this map (a wrong
 * payload does not compile) and the queue parses a claimed job's payload with it, so a row that
 * does not match fails that job with a clear error instead of reaching its handler (decision 0099).
 */
import { z } from 'zod';
import type { JobLane } from './jobs';
import type { EmailMessage } from './mail';

const none = z.object({});
/**
 * A row's id as PostgreSQL's uuid type holds it: any 8-4-4-4-12 hex form, as `isUuid` (db/client.ts)
 * checks a path's. `z.string().uuid()` wants an RFC version and variant, so one id made outside
 * Kilau (a restored row, a partner's import) would fail a whole job of 200 participants.
 */
const rowId = z.guid();

export const jobPayloads = {
  'mail.send': z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }) satisfies z.ZodType<EmailMessage>,
  'sms.send': z.object({ to: z.string(), text: z.string() }),
  // The periodic sweeps (modules/*/…job.ts) carry nothing: each round reads what is due.
  'files.sweep-pending': none,
  'credentials.sweep-expired': none,
  'video.close-abandoned-recordings': none,
  'audit.checkpoint': none,
  // The daily erasure of what is past its retention (decision 0113).
  'data.retention': none,
  // Rescreen every active participant against the lists (decision 0111): the run row holds the progress.
  'screening.rescreen': z.object({ run_id: rowId }),
  // Read an uploaded list file in the parse worker and store it or refuse it (decision 0120).
  'watchlist.parse': z.object({ upload_id: rowId }),
  // One attempt of a partner event's delivery (decision 0114): each retry is a new job row.
  'webhook.deliver': z.object({ delivery_id: rowId }),
  // A customer's copy of their data (decision 0113): the row holds the rest; the daily sweep nothing.
  'data.export': z.object({ export_id: rowId }),
  'data.export-sweep': none,
  // The name search keys of records from before the key (decision 0134), a slice a round.
  'search.name-keys': none,
  // The participants submitted before the risk rating, rated once (docs/product/risk-rating.md), a slice a round.
  'risk.rate-unrated': none,
  // Every participant rated again under a newly active model (decision 0189), from after `after`.
  'risk.rate-all': z.object({ after: rowId.nullable() }),
  // The periodic review's daily round, and the cycles of participants approved before it (decision 0194).
  'review.periodic': none,
  'review.start-cycles': none,
  // The manual overrides of a risk level past their expiry, ended and rated again (decision 0196).
  'risk.overrides-expire': none,
  // Transaction monitoring (decision 0203): the alerts of the named participants, after an ingest
  // or from the nightly round, which carries nothing (it reads who had activity).
  'monitoring.evaluate': z.object({ kyc_customer_ids: z.array(rowId).min(1).max(1000) }),
  'monitoring.nightly': none,
  // The nightly round at once, after a new scenario set's activation (decision 0214).
  'monitoring.round-now': none,
  // A scenario set's dry run asked by an officer (decision 0216): the row holds the rest.
  'monitoring.dry-run': z.object({ run_id: rowId }),
  // The reports to PPATK: the hourly round of their deadline reminders (decision 0213).
  'ppatk.reminders': none,
};

export type JobPayloads = typeof jobPayloads;

/**
 * Work that must not wait behind the rest, nor hold it up, runs in lanes of its own (each lane's
 * workers claim only its types; everything else is the main lane, one worker). Messages: a
 * customer's OTP e-mail or SMS never waits behind a daily round of the main lane (decision 0206);
 * one worker, so a customer's messages arrive in the order they were written. Partner events: a
 * partner answering slowly takes up to the 10 s timeout per attempt, and several endpoints are
 * served side by side (decision 0114). Bulk: a rescreen slice (up to a minute), the building of
 * a customer's data copy (seconds for hundreds of MB) and the reading of an uploaded list (seconds
 * for 20 MB, decision 0120) would otherwise delay OTP e-mails and SMS.
 */
export const jobLanes: readonly JobLane[] = [
  { name: 'messages', types: ['mail.send', 'sms.send'], concurrency: 1 },
  { name: 'partner-events', types: ['webhook.deliver'], concurrency: 4 },
  {
    name: 'bulk',
    types: [
      'screening.rescreen',
      'data.export',
      'watchlist.parse',
      'search.name-keys',
      'risk.rate-unrated',
      'risk.rate-all',
      'review.start-cycles',
      'monitoring.evaluate',
      'monitoring.nightly',
      'monitoring.round-now',
      'monitoring.dry-run',
    ],
    concurrency: 1,
  },
] satisfies readonly (JobLane & { types: readonly (keyof typeof jobPayloads)[] })[];
