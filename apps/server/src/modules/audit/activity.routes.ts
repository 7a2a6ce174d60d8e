/**
 * The audit trail for the super admin (docs/product/back-office.md § Calls): the list of every audited staff action
 * (filterable by kind and operator), the operators to filter by, one row, and the chain check.
 * Read-only: no route changes or deletes an audit row, and the database refuses it anyway.
 */
import {
  type Activity,
  activityDetailReplySchema,
  activityListReplySchema,
  activityOperatorsReplySchema,
  activityQuerySchema,
  auditVerifyReplySchema,
  MSG,
  ROLES,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { type ActivityRow, findActivity, listActivity, listOperators } from './activity.repository';
import { verifyAuditChain } from './audit-chain';
import { checkpointSummary, verifyAgainstCheckpoint } from './audit-checkpoint';

const tags = ['audit'];
const security = [{ bearer: [] }];

function participantStatus(details: Record<string, unknown>): number | null {
  const s = details.status_nasabah;
  return typeof s === 'number' ? s : null;
}

function toActivity(r: ActivityRow): Activity {
  const d = r.details ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    _id: r.id,
    fullname: r.participantName ?? text(d.fullname) ?? '-',
    status: participantStatus(d),
    action: r.action,
    outcome: r.outcome,
    created_at: r.participantCreatedAt?.toISOString() ?? null,
    updated_at: r.createdAt.toISOString(),
    operator_id: r.operatorId && r.operatorName ? { _id: r.operatorId, fullname: r.operatorName } : null,
    app_name: r.participantApp ?? text(d.app_name),
    description: text(d.description),
    info: JSON.stringify({ city: r.city ?? '', userIP: r.ip ?? '' }),
    factor: text(d.factor),
    participant_id: r.participantId ?? null,
  };
}

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff([ROLES.superAdmin]);

  app.get(
    '/v1/super-admin/activity',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Every audited staff action, newest first; action= one kind, operator= one staff id',
        querystring: activityQuerySchema,
        response: { 200: activityListReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const { rows, total } = await listActivity(app.db, req.query, req.query);
      return { status_code: SC.ok, data: { activity: rows.map(toActivity), total } };
    },
  );

  app.get(
    '/v1/super-admin/activity/operators',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The staff accounts the audit trail can be filtered by',
        response: { 200: activityOperatorsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ({ status_code: SC.ok, data: { operators: await listOperators(app.db) } }),
  );

  app.get(
    '/v1/super-admin/activity/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'One audit row of the trail',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: activityDetailReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await findActivity(app.db, req.params.id);
      if (!row) throw new ApiError(404, 404, MSG.activityNotYours, 'Activity not found');
      return { status_code: SC.ok, data: { activity: toActivity(row) } };
    },
  );

  app.get(
    '/v1/super-admin/audit/verify',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary:
          'Walks the audit trail’s hash chain and says where it broke, then holds the trail against the newest signed checkpoint (as npm run audit:verify does)',
        response: { 200: auditVerifyReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ({
      status_code: SC.ok,
      data: {
        ...(await verifyAuditChain(app.db)),
        checkpoint: checkpointSummary(
          await verifyAgainstCheckpoint(app.db, app.files, app.config.auditCheckpointPublicKey, {
            everyMinutes: app.config.AUDIT_CHECKPOINT_EVERY_MINUTES,
          }),
        ),
      },
    }),
  );
};
