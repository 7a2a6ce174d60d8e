/**
 * The public configuration's reply schema in a module of its own: usePublicConfig loads it while
 * the request runs, so the landing page paints without zod (decision 0051).
 */
export { publicConfigReplySchema } from '@kilau/shared';
