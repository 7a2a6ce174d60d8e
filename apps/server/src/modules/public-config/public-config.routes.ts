import { publicConfigReplySchema, SC } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /v2/public/config: the company identity and customer-service contacts from configuration,
 * so the screens never hard-code them (waiting screen, welcome page, legal texts).
 */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { COMPANY_NAME, COMPANY_ADDRESS, CS_PHONE, CS_EMAIL, TRADING_URL } = app.config;
  const data = {
    company_name: COMPANY_NAME,
    company_address: COMPANY_ADDRESS,
    cs_phone: CS_PHONE,
    cs_email: CS_EMAIL,
    trading_url: TRADING_URL,
  };
  app.get(
    '/v2/public/config',
    { schema: { tags: ['public'], response: { 200: publicConfigReplySchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { status_code: SC.ok, data };
    },
  );
};
