/**
 * The rescreen job (decision 0111): the lists' upload and a change of Kilau's blacklist book it
 * with their run's id; the handler works the run in slices (rescreen.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RESCREEN_JOB, runRescreen } from './rescreen.service';

export default fp(
  async function rescreenJob(app: FastifyInstance) {
    app.jobs.register(RESCREEN_JOB, async ({ run_id }) => {
      await runRescreen(app, run_id);
    });
  },
  { name: 'screening-rescreen-job' },
);
