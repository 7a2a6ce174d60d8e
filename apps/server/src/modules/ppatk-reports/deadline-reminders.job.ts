/**
 * The reports' deadline reminders (decision 0213) as an hourly round on the job queue, so that
 * several instances share one series (the pattern of periodic-review.job.ts). Hourly, because a
 * deadline falls at the hour of the decision or of the last cash movement, not at midnight.
 */
import { HOUR_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runReportReminders } from './deadline-reminders';

export const REPORT_REMINDERS_JOB = 'ppatk.reminders';
export const REPORT_REMINDERS_EVERY_MS = HOUR_MS;

export default fp(
  async function reportReminderJobs(app: FastifyInstance) {
    app.jobs.register(REPORT_REMINDERS_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(REPORT_REMINDERS_JOB, {}, REPORT_REMINDERS_EVERY_MS);
      const sent = await runReportReminders(app);
      if (sent.dueSoon + sent.overdue > 0)
        app.log.info({ reportReminders: sent }, 'ppatk reports: reminders mailed');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(REPORT_REMINDERS_JOB, {}, 60_000);
    });
  },
  { name: 'ppatk-report-reminder-jobs' },
);
