/**
 * What the auth module offers other modules besides its services: a staff member's record scope
 * (which KYC records their role and bank or platform let them see), read from the row the guard read.
 * Other modules import this module through this file or its services, never its other files.
 */
export { type StaffScope, scopeCondition, staffScope } from './staff-scope';
