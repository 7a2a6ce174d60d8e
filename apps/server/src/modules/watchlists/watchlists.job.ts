/**
 * The parse job (decision 0120): an accepted upload's file read in the parse worker, then stored as
 * the list's next version or refused (watchlists.service.ts). In the queue's bulk lane, so that a
 * 20 MB list does not hold up e-mails and SMS.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WatchlistsService } from './watchlists.service';

export const WATCHLIST_PARSE_JOB = 'watchlist.parse';

export default fp(
  async function watchlistParseJob(app: FastifyInstance) {
    const lists = new WatchlistsService(app);
    app.jobs.register(WATCHLIST_PARSE_JOB, async ({ upload_id }) => {
      await lists.parse(upload_id);
    });
  },
  { name: 'watchlist-parse-job' },
);
