/**
 * The super admin's view of deliveries that failed every attempt (decision 0081): the job queue's
 * dead-letter rows, and running one again.
 */
import { z } from 'zod';

export const FAILED_JOBS_PAGE_SIZE = 10;

export const failedJobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const failedJobSchema = z.object({
  _id: z.string(),
  /** mail.send, sms.send, or a periodic job's type. */
  type: z.string(),
  /** The e-mail address or phone number a delivery was for; null for other jobs. */
  recipient: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ jobs: z.array(failedJobSchema), total: z.number().int() }),
});

export const failedJobRetryReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
});
