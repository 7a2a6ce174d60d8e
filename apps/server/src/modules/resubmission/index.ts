/**
 * Per-document resubmission (decision 0112), as other modules use it: the onboarding steps ask
 * which steps and documents a record in 'fix' may change and what is still to fix (`openFix`), and
 * write the resubmission in their transaction (`completeFix`). The routes are registered in
 * modules/index.ts. Other modules import this module through this file or its service.
 */
export { canonical, type SectionItem, STEP_OF_ITEM, sectionData } from './fix-items';
export { declarationWithTimeOf, latestFundsDeclaration } from './funds-declaration';
export { completeFix, mailResubmitted, type OpenFix, openFix } from './resubmission.service';
