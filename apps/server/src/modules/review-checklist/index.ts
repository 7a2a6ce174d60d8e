/**
 * The review checklist (decision 0131), as other modules use it: every approval asks whether the
 * checklist is complete. The routes are registered in modules/index.ts.
 */
export { assertChecklistComplete } from './review-checklist.service';
