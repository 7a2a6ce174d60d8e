/** POST /v2/credentials/reveal: the customer's one-time view of a staff-chosen password (ours; decision 0090). */
import { CREDENTIAL_REVEAL_TTL_HOURS, MSG, revealBodySchema, revealReplySchema, SC } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { CredentialRevealService } from './credential-reveal.service';

export const credentialRevealRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CredentialRevealService(app);
  app.post(
    '/v2/credentials/reveal',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perIp(30, 60_000) },
      schema: {
        tags: ['credentials'],
        security: [{ bearer: [] }],
        summary: 'Shows a password chosen by staff once; the token comes from the e-mailed link',
        description: `200 the credentials (erased from then on); 410 "${MSG.revealAlreadyShown}" on a second opening; 410 (498) "${MSG.revealExpired}" after ${CREDENTIAL_REVEAL_TTL_HOURS} hours; 404 for a link of another customer.`,
        body: revealBodySchema,
        response: { 200: revealReplySchema, ...errorReplies(401, 404, 410, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await service.reveal(callerId(req), req.body.token, requestMeta(req)),
    }),
  );
};
