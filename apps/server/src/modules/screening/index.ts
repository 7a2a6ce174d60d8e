/**
 * Screening against the lists (decision 0111), as other modules use it: screen a participant (the
 * onboarding at submission and after a correction), the rules an approval must pass (review), the
 * summary, evidence and match decisions a four-eyes proposal needs (its part of four eyes,
 * proposal-effects.ts), the frozen mark, and the rescreen runs (the lists' upload and a blacklist
 * change start one).
 * Other modules import this module through this file or its services, never its other files.
 */
export { nameSearchKey, nameSearchParts } from './name-search';
export { assertMatchProposable, decideProposedMatch, screeningProposalPart } from './proposal-effects';
export { startRescreen } from './rescreen.service';
export { type MatchRow, screeningFactColumns } from './screening.repository';
export {
  assertNoOpenMatchIn,
  assertScreeningAllowsApproval,
  recordFrozenError,
  type ScreenActor,
  type ScreenTrigger,
  screenParticipant,
  screenQuietly,
} from './screening.service';
export {
  decideMatch,
  freezeRecord,
  type MatchDecision,
  overturnConfirmedMatches,
  unfreezeRecord,
} from './screening-decisions.service';
export { type ScreeningFacts, screeningFactsOf } from './screening-facts';
export { findMatch, matchesEvidence, missingLists, screeningSummary } from './screening-read.service';
export { participantMatchView } from './screening-view';
export { screenedFieldsChanged } from './subject';
