/**
 * The demo trading accounts (docs/product/back-office.md § Calls, the counter's non_trading calls): the participants
 * without a live trading account, and opening one's demo account. Answered in the counter's
 * paths and OpenAPI tag, as docs/product/back-office.md § Calls names them.
 */
import {
  DEMO_ACCOUNT_ROLES,
  demoAccountBodySchema,
  demoAccountReplySchema,
  demoParticipantsQuerySchema,
  demoParticipantsReplySchema,
  MSG,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { DemoAccountService } from './demo-account.service';

const tags = ['counter'];
const security = [{ bearer: [] }];

export const demoAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = new DemoAccountService(app);

  app.get(
    '/v1/counter/get/user/non_trading',
    {
      preValidation: app.requireStaff(DEMO_ACCOUNT_ROLES),
      schema: {
        tags,
        security,
        summary: 'Participants without a live trading account and whether their demo account exists',
        querystring: demoParticipantsQuerySchema,
        response: { 200: demoParticipantsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await demo.list(staffClaims(req), req.query.platform, {
        offset: req.query.offset,
        limit: req.query.limit,
      }),
    }),
  );

  app.post(
    '/v1/counter/user/non_trading',
    {
      // Opening an account for a participant is a decision: behind the step-up (decision 0124).
      preValidation: [app.requireStaff(DEMO_ACCOUNT_ROLES), app.requireStepUp()],
      schema: {
        tags,
        security,
        summary: 'Opens a participant’s demo account; the password is mailed, kept only as a hash',
        description: '409 when the participant already has one (or another staff member opened it first).',
        body: demoAccountBodySchema,
        response: { 200: demoAccountReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const { hinDemo, activityId } = await demo.create(staffClaims(req), req.body, requestMeta(req));
      return {
        status_code: SC.ok,
        message: MSG.demoCreated,
        data: { status: 200, hin_demo: hinDemo, activity_id: activityId },
      };
    },
  );
};
