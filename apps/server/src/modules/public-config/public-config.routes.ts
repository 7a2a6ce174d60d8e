import { publicConfigReplySchema, SC } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notModifiedReply } from '../../plugins/http-cache';

/**
 * GET /v2/public/config: the company identity (name, licence number, address) and customer-service
 * contacts (phone, e-mail, WhatsApp) from configuration, so the screens never hard-code them
 * (landing page, customer footer, waiting screen, welcome page, legal texts). The same for everyone
 * and changed only by a restart: a public cache may keep it a few minutes (docs/decisions/0030).
 */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  const data = {
    company_name: c.COMPANY_NAME,
    company_address: c.COMPANY_ADDRESS,
    company_license_no: c.COMPANY_LICENSE_NO,
    cs_phone: c.CS_PHONE,
    cs_email: c.CS_EMAIL,
    cs_whatsapp: c.CS_WHATSAPP,
    cs_whatsapp_url: c.csWhatsappUrl,
    trading_url: c.TRADING_URL,
    posgold_url: c.POSGOLD_URL ?? null,
  };
  app.get(
    '/v2/public/config',
    {
      config: { publicCache: { maxAgeSeconds: 300 } },
      schema: { tags: ['public'], response: { 200: publicConfigReplySchema, 304: notModifiedReply } },
    },
    async () => ({ status_code: SC.ok, data }),
  );
};
