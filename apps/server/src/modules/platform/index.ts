/**
 * What the platform module offers other modules: the check of a promoter (referral) code.
 * Other modules import this module through this file or its services, never its other files.
 */
export { findActiveReferralCode } from './platform.repository';
