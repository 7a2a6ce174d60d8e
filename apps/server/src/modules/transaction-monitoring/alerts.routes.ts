/**
 * The compliance officer's calls (docs/product/monitoring.md § Calls, decision 0205), under
 * `/v1/compliance`, a path of no other role: the broker's reviewers, the bank's staff and the super
 * admin are refused (403), the customer and the partners have no way in (401).
 */
import {
  MONITORING_ROLES,
  monitoringAlertsQuerySchema,
  monitoringAlertsReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { scopeCondition, staffScope } from '../auth';
import { listAlerts } from './alerts-list.repository';

export const monitoringAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/compliance/monitoring/alerts',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags: ['monitoring'],
        security: [{ bearer: [] }],
        summary: '‘Pemantauan Transaksi’: the alerts, newest first, 20 a page, by scenario if asked',
        querystring: monitoringAlertsQuerySchema,
        response: { 200: monitoringAlertsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = scopeCondition(await staffScope(app.db, staffClaims(req)));
      return { status_code: SC.ok, data: await listAlerts(app.db, scope, req.query) };
    },
  );
};
