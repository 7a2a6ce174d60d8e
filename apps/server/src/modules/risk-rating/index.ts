/**
 * The customer risk rating (docs/product/risk-rating.md), as other modules use it: a participant
 * is rated after each change that the model reads.
 */
export { documentVersionView, versionCreator, versionDecider, versionProposer } from './document-versions';
export { overrideClock } from './override-clock';
export { dryRun, rateAlertedAgain, rateEveryone, rateUnratedSlice } from './rate-everyone';
export { endExpiredOverrides, runningOverrideOf, startOverride } from './risk-overrides.service';
export {
  activeRiskModel,
  rateIdentityTwinsQuietly,
  rateManyQuietly,
  rateParticipant,
  rateQuietly,
  ratingHistory,
} from './risk-rating.service';
