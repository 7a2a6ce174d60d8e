/**
 * The data-rights module's clock: due times, the overdue flag and the decisions read it, so that a
 * test can stand 73 hours later without moving the process's clock (sessions and tokens keep the
 * real one). The retention job takes its instant as an argument instead.
 */
export const dataRightsClock = { now: (): Date => new Date() };
