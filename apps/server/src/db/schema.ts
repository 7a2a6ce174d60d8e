/**
 * The database schema (drizzle, PostgreSQL dialect): the one index of every table. Each table is
 * written in the module that owns it (`modules/<module>/<module>.schema.ts`; the job queue's and the
 * outbox's beside their plugins), and drizzle-kit's `schema` and the client's `drizzle(…, { schema })`
 * read them all from here (decision 0171). Runs unchanged on PGlite and PostgreSQL 15+; money is
 * numeric(20,2) and grams numeric(20,4), never floating point.
 */
export * from '../modules/audit/audit.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/case-file/case-file.schema';
export * from '../modules/credential-reveal/credential-reveal.schema';
export * from '../modules/data-export/data-export.schema';
export * from '../modules/data-rights/data-rights.schema';
export * from '../modules/demo-account/demo-account.schema';
export * from '../modules/files/files.schema';
export * from '../modules/four-eyes/four-eyes.schema';
export * from '../modules/integration/integration.schema';
export * from '../modules/managing-bank/managing-bank.schema';
export * from '../modules/master-data/master-data.schema';
export * from '../modules/onboarding/onboarding.schema';
export * from '../modules/otp/otp.schema';
export * from '../modules/periodic-review/periodic-review.schema';
export * from '../modules/platform/platform.schema';
export * from '../modules/ppatk-reports/ppatk-reports.schema';
export * from '../modules/profile/profile.schema';
export * from '../modules/registration/registration.schema';
export * from '../modules/resubmission/resubmission.schema';
export * from '../modules/review-checklist/review-checklist.schema';
export * from '../modules/risk-rating/risk-rating.schema';
export * from '../modules/screening/screening.schema';
export * from '../modules/staff-auth/staff-auth.schema';
export * from '../modules/staff-mfa/staff-mfa.schema';
export * from '../modules/transaction-monitoring/transaction-monitoring.schema';
export * from '../modules/users/users.schema';
export * from '../modules/video-call/video-call.schema';
export * from '../modules/watchlists/watchlists.schema';
export * from '../modules/webhooks/webhooks.schema';
export * from '../plugins/jobs.schema';
export * from '../plugins/outbox.schema';
