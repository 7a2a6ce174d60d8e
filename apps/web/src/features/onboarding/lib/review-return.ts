/**
 * The review page's 'Ubah' links open a step with this marker, and the step's save returns to the
 * review instead of walking the following steps again. A query parameter, so a reload of the step
 * keeps it.
 */
const PARAM = 'dari';
const REVIEW = 'review';

export function fromReview(route: string): string {
  return `${route}?${PARAM}=${REVIEW}`;
}

export function isFromReview(search: string): boolean {
  return new URLSearchParams(search).get(PARAM) === REVIEW;
}
