/**
 * The customer's periodic review (decision 0194): whether it is due (its date only while it is),
 * and 'Data saya masih sesuai'. After a confirmation the review is read again, so the dashboard's
 * notice and the page's buttons go.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The customer's review; app reads it again after a data update is sent (decision 0217). */
export const periodicReviewKey = ['periodic-review'] as const;
const KEY = periodicReviewKey;
const replySchemas = () => import('./reply-schemas');

/** GET /v1/user/periodic-review */
export function usePeriodicReview() {
  return useQuery({
    queryKey: KEY,
    queryFn: () =>
      apiRequest('GET', '/v1/user/periodic-review', {
        schema: () => replySchemas().then((m) => m.periodicReviewCustomerReplySchema),
      }),
    select: (r) => r.data,
  });
}

/** POST /v1/user/periodic-review/confirm: 409/2074 when nothing is due. */
export function useConfirmPeriodicReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/v1/user/periodic-review/confirm', {
        schema: () => replySchemas().then((m) => m.confirmReplySchema),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
