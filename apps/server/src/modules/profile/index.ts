/**
 * What the profile module offers other modules: the date of a document in Jakarta time.
 * Other modules import this module through this file or its services, never its other files.
 */
export { jakartaDay } from './kyc-profile-pdf';
