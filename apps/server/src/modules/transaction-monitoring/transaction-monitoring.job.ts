/**
 * The monitoring's jobs (decision 0203): `monitoring.evaluate` raises the alerts of the
 * participants it names (enqueued after an ingest is committed, and by the nightly round), and
 * `monitoring.nightly`, every 24 hours, evaluates every participant with activity in the
 * look-back again, so that the patterns whose time passes without new facts are seen too, and
 * rates again the participants whose rating counts alerts, some of which may have aged out.
 */

import { HOUR_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateAlertedAgain } from '../risk-rating';
import { activeParticipants } from './alerts.repository';
import { raiseAlerts } from './alerts.service';
import { lookBackMs } from './look-back';
import { activeScenarioSet, carryOutDryRun, DRY_RUN_JOB, ROUND_NOW_JOB } from './scenario-sets.service';

export const EVALUATE_JOB = 'monitoring.evaluate';
export const NIGHTLY_JOB = 'monitoring.nightly';
export const NIGHTLY_EVERY_MS = 24 * HOUR_MS;
/** Participants per evaluation job: each job a few seconds, retried alone if it fails. */
export const EVALUATE_SLICE = 200;

type Enqueuer = Pick<FastifyInstance, 'jobs' | 'log'>;

/**
 * Books the evaluation of `kycCustomerIds` after an ingest, in slices. Called after the batch's
 * transaction is committed; a failure is logged and never fails the partner's call: the nightly
 * round evaluates the same participants again.
 */
export async function enqueueEvaluation(app: Enqueuer, kycCustomerIds: readonly string[]): Promise<void> {
  const ids = [...new Set(kycCustomerIds)];
  try {
    for (let i = 0; i < ids.length; i += EVALUATE_SLICE) {
      await app.jobs.enqueue(EVALUATE_JOB, { kyc_customer_ids: ids.slice(i, i + EVALUATE_SLICE) });
    }
  } catch (err) {
    app.log.error({ err, participants: ids.length }, 'monitoring: evaluation not enqueued');
  }
}

/** Hands every participant with activity in the look-back to `each`, a slice at a time; answers how many. */
async function forEachActiveSlice(
  db: FastifyInstance['db'],
  now: Date,
  each: (ids: string[]) => Promise<unknown>,
): Promise<number> {
  const since = new Date(now.getTime() - lookBackMs(await activeScenarioSet(db)));
  const ids = await activeParticipants(db, since);
  for (let i = 0; i < ids.length; i += EVALUATE_SLICE) await each(ids.slice(i, i + EVALUATE_SLICE));
  return ids.length;
}

/** The nightly round: every participant with activity in the look-back, a job per slice. */
export function enqueueNightly(app: Pick<FastifyInstance, 'db' | 'jobs'>, now: Date): Promise<number> {
  return forEachActiveSlice(app.db, now, (ids) => app.jobs.enqueue(EVALUATE_JOB, { kyc_customer_ids: ids }));
}

/**
 * The same round at once, in the caller's time: the demo's first start evaluates its seeded trades
 * before the server is ready, so the alerts, and the ratings that weigh them (decision 0204), are
 * there from the first page and never change under a reader a minute later. Answers the alerts raised.
 */
export async function evaluateActiveNow(
  app: Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'log'>,
  now: Date,
): Promise<number> {
  let raised = 0;
  await forEachActiveSlice(app.db, now, async (ids) => {
    raised += await raiseAlerts(app, ids, now);
  });
  return raised;
}

export default fp(
  async function transactionMonitoringJobs(app: FastifyInstance) {
    app.jobs.register(EVALUATE_JOB, async ({ kyc_customer_ids }) => {
      const raised = await raiseAlerts(app, kyc_customer_ids, new Date());
      if (raised > 0) app.log.info({ raised }, 'monitoring: alerts raised');
    });
    app.jobs.register(NIGHTLY_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(NIGHTLY_JOB, {}, NIGHTLY_EVERY_MS);
      const participants = await enqueueNightly(app, new Date());
      app.log.info({ participants }, 'monitoring: nightly round enqueued');
      // The alerts that aged out of the risk model's window since yesterday lower their ratings.
      const rated = await rateAlertedAgain(app.db);
      if (rated > 0) app.log.info({ rated }, 'monitoring: ratings weighing alerts rated again');
    });
    // A new scenario set was activated (decision 0214): the same round, without the next one booked.
    app.jobs.register(ROUND_NOW_JOB, async () => {
      const participants = await enqueueNightly(app, new Date());
      app.log.info({ participants }, 'monitoring: round under the new scenario set enqueued');
    });
    // A scenario set's dry run an officer asked for (decision 0216).
    app.jobs.register(DRY_RUN_JOB, ({ run_id }) => carryOutDryRun(app, run_id));
    app.addHook('onReady', async () => {
      // The first round soon after start-up: a server that restarts daily still runs it.
      await app.jobs.scheduleOnce(NIGHTLY_JOB, {}, 60_000);
    });
  },
  { name: 'transaction-monitoring-jobs' },
);
