/**
 * The customer risk rating (docs/product/risk-rating.md), as other modules use it: a participant
 * is rated after each change that the model reads.
 */
export {
  activeRiskModel,
  rateParticipant,
  rateQuietly,
  ratingHistory,
} from './risk-rating.service';
