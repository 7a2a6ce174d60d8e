/**
 * What the staff-auth module offers other modules besides its services: ending an account's failed
 * logins and back-off hold, which the second factor does once it succeeds (decision 0109).
 */
export { clearStaffFailures } from './staff-auth.repository';
