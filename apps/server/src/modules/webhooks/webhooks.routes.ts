/**
 * The partners' webhook endpoints on '/integrasi' (decision 0114), for the super admin only.
 * Creating, changing and rotating an endpoint need a factor used within the last 15 minutes
 * (decision 0109): they decide where the partners' data goes and hand out secrets. The guards run
 * before validation.
 */
import {
  INTEGRATION_ROLES,
  integrationPartnerBodySchema,
  integrationPartnerKeyReplySchema,
  integrationsReplySchema,
  MSG,
  SC,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  webhookAttemptReplySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesReplySchema,
  webhookEndpointBodySchema,
  webhookEndpointReplySchema,
  webhookEndpointSecretReplySchema,
  webhookEndpointUpdateSchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { WebhooksService } from './webhooks.service';

const tags = ['integrations'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().uuid() });
const partnerParams = z.object({ partnerId: z.string().uuid() });

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff([...INTEGRATION_ROLES]);
  const stepUp = app.requireStepUp();
  const hooks = new WebhooksService(app);

  app.get(
    '/v1/super-admin/integrations',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The integration partners with their scope, and each partner’s webhook endpoints',
        response: { 200: integrationsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ({
      status_code: SC.ok,
      data: { partners: await hooks.partners(), scopes: await hooks.scopes() },
    }),
  );

  app.post(
    '/v1/super-admin/integrations',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary:
          'A new integration partner bound to a platform (an exchange) or a bank; the reply holds its API key, shown only now',
        description:
          '422 naming the field for a name not allowed or taken, or an unknown platform or bank (decision 0127).',
        body: integrationPartnerBodySchema,
        response: { 201: integrationPartnerKeyReplySchema, ...errorReplies(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const partner = await hooks.createPartner(staffClaims(req), req.body, requestMeta(req));
      return reply.code(201).send({
        status_code: SC.ok,
        message: MSG.integrationsPartnerCreated,
        data: { partner_id: partner.id, name: partner.name, key: partner.key },
      });
    },
  );

  app.post(
    '/v1/super-admin/integrations/:partnerId/endpoints',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary: 'A new webhook endpoint for a partner; the reply holds its signing secret, shown only now',
        description:
          '422 with status_code 2070 when the address is not HTTPS in production or points at a private network.',
        params: partnerParams,
        body: webhookEndpointBodySchema,
        response: { 201: webhookEndpointSecretReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const data = await hooks.create(staffClaims(req), req.params.partnerId, req.body, requestMeta(req));
      return reply.code(201).send({ status_code: SC.ok, message: MSG.webhookEndpointCreated, data });
    },
  );

  app.put(
    '/v1/super-admin/webhook-endpoints/:id',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary: 'Changes an endpoint’s address, event types or description, or turns it on or off',
        description: '422 with status_code 2070 for a refused address.',
        params: idParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.webhookEndpointUpdated,
      data: await hooks.update(staffClaims(req), req.params.id, req.body, requestMeta(req)),
    }),
  );

  app.post(
    '/v1/super-admin/webhook-endpoints/:id/rotate-secret',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary: `A new signing secret (shown only now); the previous one signs too for ${WEBHOOK_ROTATION_OVERLAP_HOURS} hours`,
        params: idParams,
        response: { 200: webhookEndpointSecretReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.webhookSecretRotated,
      data: await hooks.rotate(staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );

  app.post(
    '/v1/super-admin/webhook-endpoints/:id/test',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary:
          '‘Kirim uji’: a webhook.test event to this endpoint only, sent now; the reply is the attempt',
        description: '409 with status_code 2071 when the endpoint is turned off.',
        params: idParams,
        response: { 200: webhookAttemptReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.webhookTestSent,
      data: await hooks.sendTest(staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );

  app.get(
    '/v1/super-admin/webhook-endpoints/:id/deliveries',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'An endpoint’s delivery log, newest first, with every attempt’s code and time taken',
        params: idParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await hooks.deliveries(req.params.id, req.query) }),
  );

  app.post(
    '/v1/super-admin/webhook-deliveries/:id/resend',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: '‘Kirim ulang’: one more attempt of a delivery, now; the reply is the attempt',
        description: '409 with status_code 2071 when the endpoint is turned off.',
        params: idParams,
        response: { 200: webhookAttemptReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.webhookResent,
      data: await hooks.resend(staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );
};
