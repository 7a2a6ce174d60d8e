/**
 * The periodic review's clock: the daily job, the customer's view and the staff's queue read it, so
 * that a test can stand months later without moving the process's clock (sessions and tokens keep
 * the real one), as data-rights/clock.ts does for the data requests.
 */
export const periodicReviewClock = { now: (): Date => new Date() };
