/**
 * The periodic review of a customer's data (decision 0194).
 *
 * Routes:
 *   GET  /v1/user/periodic-review                         the customer's review: due or not, the date while due  periodicReviewCustomerReplySchema
 *   POST /v1/user/periodic-review/confirm                 'Data saya masih sesuai': completes the due review
 *   GET  /v1/{admin-broker|super-admin}/periodic-reviews  'Pengkinian Data': due, overdue or every scheduled review  periodicReviewsQuerySchema → periodicReviewsReplySchema
 *   GET  /v1/{admin-broker|super-admin}/kyc/{id}/periodic-review  the participant's review schedule  periodicReviewStaffReplySchema
 *
 * The customer never reads a due date before the review is due: its distance from the approval
 * would tell the risk level (docs/product/risk-rating.md § Roles).
 */
import { z } from 'zod';
import { RISK_READ_ROLES } from '../backoffice-constants';
import { MSG } from '../messages';

/** Who reads the queue and a participant's schedule: those who read the rating it follows. */
export const PERIODIC_REVIEW_ROLES = RISK_READ_ROLES;

/** The reminders go this many days before the due date; a review is 'due' from the first one. */
export const PERIODIC_REVIEW_REMINDER_DAYS = [30, 7] as const;
export const PERIODIC_REVIEWS_PAGE_SIZE = 20;
export const PERIODIC_REVIEW_STATES = ['due', 'overdue', 'all'] as const;
export type PeriodicReviewState = (typeof PERIODIC_REVIEW_STATES)[number];

export const periodicReviewCustomerSchema = z.object({
  due: z.boolean(),
  /** Only while due. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  /** A correction request made for this review waits for the broker's decision. */
  correction_open: z.boolean(),
  /** A data update (decision 0217) waits for the broker's decision. */
  update_open: z.boolean(),
});
export type PeriodicReviewCustomer = z.infer<typeof periodicReviewCustomerSchema>;
export const periodicReviewCustomerReplySchema = z.object({
  status_code: z.string(),
  data: periodicReviewCustomerSchema,
});

export const periodicReviewsQuerySchema = z.object({
  state: z.enum(PERIODIC_REVIEW_STATES, MSG.periodicReviewsStateInvalid).default('due'),
  platform: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const periodicReviewItemSchema = z.object({
  /** The KYC record (the participant's id on the back-office). */
  _id: z.string(),
  fullname: z.string().nullable(),
  email: z.string(),
  platform: z.string().nullable(),
  due_at: z.string(),
  overdue: z.boolean(),
  reminded_30_at: z.string().nullable(),
  reminded_7_at: z.string().nullable(),
});
export type PeriodicReviewItem = z.infer<typeof periodicReviewItemSchema>;
export const periodicReviewsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    reviews: z.array(periodicReviewItemSchema),
    total: z.number().int(),
    overdue: z.number().int(),
  }),
});

export const periodicReviewStaffSchema = z.object({
  due_at: z.string(),
  due: z.boolean(),
  overdue: z.boolean(),
  last_completed_at: z.string().nullable(),
  last_outcome: z.enum(['confirmed', 'correction', 'update']).nullable(),
});
export type PeriodicReviewStaff = z.infer<typeof periodicReviewStaffSchema>;
export const periodicReviewStaffReplySchema = z.object({
  status_code: z.string(),
  /** Null for a participant who is not approved. */
  data: periodicReviewStaffSchema.nullable(),
});
