/**
 * Per-document resubmission (decision 0112): the reviewer's 'Kirim permintaan', the history of
 * requests with their versions for every staff member who reads the detail, and the customer's
 * list of what to fix. The request changes the participant's state on the reviewer's say, so it
 * asks for the step-up as every decision does (decision 0124).
 */
import {
  customerFixListReplySchema,
  fundsDeclarationBodySchema,
  okReplySchema,
  PREFIX_ROLES,
  RESUBMISSION_ROLES,
  resubmissionBodySchema,
  resubmissionHistoryReplySchema,
  resubmissionReplySchema,
  SC,
  STAFF_PREFIXES,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { declareFunds } from './funds-declaration';
import { ResubmissionService } from './resubmission.service';

const tags = ['review'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });

export const resubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ResubmissionService(app);

  app.post(
    '/v1/admin-broker/kyc/:id/resubmission',
    {
      preValidation: [app.requireStaff(RESUBMISSION_ROLES), app.requireStepUp()],
      schema: {
        tags,
        security,
        summary:
          "'Kirim permintaan': asks the customer to fix some documents or data sections; the participant waits in 'perlu perbaikan' (8)",
        description:
          'Only for a participant waiting for a review (2, 7) and not frozen, else 409 with status_code 2052; 409 with 2050 naming the holder when another reviewer holds the file. One e-mail to the customer; nothing is sent to the bank or the exchange.',
        params: idParams,
        body: resubmissionBodySchema,
        response: { 200: resubmissionReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    (req) => service.request(staffClaims(req), req.params.id, req.body, requestMeta(req)),
  );

  for (const prefix of STAFF_PREFIXES) {
    app.get(
      `/v1/${prefix}/kyc/:id/resubmissions`,
      {
        preValidation: app.requireStaff(PREFIX_ROLES[prefix]),
        schema: {
          tags,
          security,
          summary:
            'The resubmission requests of a participant, newest first: each item with its reason, the versions of a document (file ids for GET /v1/get/file?id=) and the changed fields of a section',
          params: idParams,
          response: { 200: resubmissionHistoryReplySchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await service.history(staffClaims(req), req.params.id) }),
    );
  }

  app.get(
    '/v2/kyc/resubmission/:customerId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['onboarding'],
        security,
        summary:
          'What the customer is asked to fix: each item with its reason, the onboarding step that fixes it and whether it is fixed (null when nothing is asked); resubmitted_at when the newest request was resubmitted',
        params: z.object({ customerId: z.string().max(64) }),
        response: { 200: customerFixListReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      ...(await service.customerFixList(callerId(req), req.params.customerId)),
    }),
  );

  app.put(
    '/v2/kyc/resubmission/:customerId/funds-declaration',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['onboarding'],
        security,
        summary:
          'The declaration of source of funds and of wealth an open request asks (item funds_declaration), naming its document uploaded first as kind funds_declaration; made again until the customer resubmits',
        description:
          '409 with status_code 2053 when no open request asks it; 422 when a text is under 20 or over 1000 characters or the document is not one of the record’s declaration documents.',
        params: z.object({ customerId: z.string().max(64) }),
        body: fundsDeclarationBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    (req) => declareFunds(app, callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );
};
