/**
 * The customer risk rating (docs/product/risk-rating.md), as other modules use it: a participant
 * is rated after each change that the model reads.
 */
export { dryRun, rateEveryone, rateUnratedSlice } from './rate-everyone';
export {
  activeRiskModel,
  rateParticipant,
  rateQuietly,
  ratingHistory,
} from './risk-rating.service';
