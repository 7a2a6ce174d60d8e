/**
 * The periodic review of a participant's data (decision 0194), as other modules use it: the
 * approval starts the first cycle; a decided correction request completes a due review.
 */
export { completeReviewsByRequest, runDailyReview, startReviewCycle } from './periodic-review.service';
