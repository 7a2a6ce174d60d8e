/**
 * The manual overrides' clock (decision 0196): the rating, the expiry job and the view read it, so
 * that a test can stand past an expiry without moving the process's clock (sessions keep the real one).
 */
export const overrideClock = { now: (): Date => new Date() };
