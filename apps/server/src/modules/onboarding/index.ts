/**
 * The onboarding, as other modules see it: the builders of the data steps 2, 3 and 5, which an
 * approved customer's data update (data-rights, decision 0217) writes through.
 * Other modules import this module through this file, never its other files.
 */
export { insertAcceptances, type NewAcceptance, type RecordChanges } from './onboarding.repository';
export { type BuiltSection, buildEmergencyContact, buildEmployment, buildFinancial } from './step-sections';
