/**
 * What the registration module offers other modules: login resumes a registration left at
 * the phone check.
 * Other modules import this module through this file or its services, never its other files.
 */
export { findLivePending } from './registration.repository';
