/**
 * 'Dasbor Kepatuhan' (docs/product/monitoring.md § Calls), under `/v1/compliance` like the alerts
 * and cases: the broker's reviewers, the bank's staff and the super admin are refused (403), the
 * customer and the partners have no way in (401). Counts only, changing nothing: no step-up
 * (decision 0124 puts decisions and files behind it, not readings of figures).
 */
import {
  MONITORING_DASHBOARD_DAYS_MAX,
  MONITORING_DASHBOARD_DAYS_MIN,
  MONITORING_ROLES,
  monitoringDashboardQuerySchema,
  monitoringDashboardReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { dashboardClock, monitoringDashboard } from './dashboard.service';

export const monitoringDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/compliance/dashboard',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags: ['monitoring'],
        security: [{ bearer: [] }],
        summary: `‘Dasbor Kepatuhan’: alerts per Jakarta day by scenario over the last ${MONITORING_DASHBOARD_DAYS_MIN}–${MONITORING_DASHBOARD_DAYS_MAX} days, open cases by age, reports to PPATK by status and deadline`,
        querystring: monitoringDashboardQuerySchema,
        response: { 200: monitoringDashboardReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await monitoringDashboard(app.db, staffClaims(req), req.query.days, dashboardClock.now(), {
        holidays: app.config.REVIEW_HOLIDAYS,
      }),
    }),
  );
};
