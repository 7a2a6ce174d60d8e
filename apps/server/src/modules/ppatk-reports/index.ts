/** Reports to PPATK as other modules use them (decision 0211): the drafts a decided case owes. */
export { type CountedFacts, type DecidedCase, draftReportsForCase } from './drafts';
