/**
 * 'Data Saya' and 'Permintaan data' (decision 0113): the customer's view of their data rights and
 * their requests; the back-office's list, detail and decision under each prefix whose roles
 * DATA_REQUEST_ROLES names. A decision needs a second factor within the step-up window (0109).
 */
import {
  DATA_REQUEST_DUE_HOURS,
  DATA_REQUEST_ROLES,
  dataRequestBodySchema,
  dataRequestDecisionBodySchema,
  dataRequestDetailReplySchema,
  dataRequestReplySchema,
  dataRequestsQuerySchema,
  dataRequestsReplySchema,
  dataRightsReplySchema,
  HOUR_MS,
  MSG,
  PREFIX_ROLES,
  SC,
  STAFF_PREFIXES,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { DataRightsService } from './data-rights.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
/** A customer makes a few requests in a day; this leaves room for mistakes, not for a flood. */
export const DATA_REQUESTS_PER_HOUR = 10;

export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DataRightsService(app);

  app.get(
    '/v1/user/data-rights',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['data-rights'],
        security,
        summary: '‘Data Saya’: the customer’s exports, data requests and the account’s restriction',
        response: { 200: dataRightsReplySchema, ...errorReplies(401) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await service.rights(callerId(req)) }),
  );

  app.post(
    '/v1/user/data-requests',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('data-request', DATA_REQUESTS_PER_HOUR, HOUR_MS) },
      schema: {
        tags: ['data-rights'],
        security,
        summary: `A correction, restriction, deletion or data update request, due in ${DATA_REQUEST_DUE_HOURS} hours (a restriction or deletion with the password)`,
        description:
          '409 with status_code 2061 while a request of the same kind is open; 422 for a wrong password, a correction without a KYC record, or a document that is not the caller’s data_request upload.',
        body: dataRequestBodySchema,
        response: { 201: dataRequestReplySchema, ...errorReplies(400, 401, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      const data = await service.create(callerId(req), req.body, requestMeta(req));
      return reply.code(201).send({ status_code: SC.ok, message: MSG.dataRequestCreated, data });
    },
  );

  const stepUp = app.requireStepUp();
  for (const prefix of STAFF_PREFIXES) {
    const roles = PREFIX_ROLES[prefix].filter((r) => (DATA_REQUEST_ROLES as readonly number[]).includes(r));
    if (roles.length === 0) continue;
    const guard = app.requireStaff(roles);
    const base = `/v1/${prefix}/data-requests`;

    app.get(
      base,
      {
        preValidation: guard,
        schema: {
          tags: ['data-rights'],
          security,
          summary: '‘Permintaan data’: the requests in the caller’s scope, open ones first by due time',
          querystring: dataRequestsQuerySchema,
          response: { 200: dataRequestsReplySchema, ...errorReplies(400, 401, 403, 422) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await service.list(staffClaims(req), req.query) }),
    );

    app.get(
      `${base}/:id`,
      {
        preValidation: guard,
        schema: {
          tags: ['data-rights'],
          security,
          summary:
            'One data request; a correction with the record’s current value, an update with its fields before and after (audited)',
          params: idParams,
          response: { 200: dataRequestDetailReplySchema, ...errorReplies(401, 403, 404, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await service.detail(staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );

    app.post(
      `${base}/:id/decision`,
      {
        preValidation: [guard, stepUp],
        schema: {
          tags: ['data-rights'],
          security,
          summary:
            'Decides a data request: done (the correction or the update written, or the account closed) or declined with the reason; the customer is mailed',
          description:
            '409 with status_code 2062 when it was already decided; 2075 when an update’s sections changed in the record since it was sent.',
          params: idParams,
          body: dataRequestDecisionBodySchema,
          response: { 200: dataRequestDetailReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await service.decide(staffClaims(req), req.params.id, req.body, requestMeta(req)),
      }),
    );
  }
};
