/**
 * The periodic review's reply schemas, loaded while the request runs: the dashboard's notice asks
 * for the review, and zod must not come with the dashboard's first paint (decision 0175).
 */
import { z } from 'zod';

export { periodicReviewCustomerReplySchema } from '@kilau/shared';
export const confirmReplySchema = z.object({ status_code: z.string(), message: z.string() });
