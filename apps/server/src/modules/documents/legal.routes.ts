/**
 * GET /v2/legal/{documentId}: a legal text of the onboarding flow (docs/product/onboarding.md § Overview) with the company
 * identity from configuration filled in. Public: the terms must be readable before signing.
 */
import {
  apiErrorSchema,
  bankName,
  fillLegalDocument,
  formatDateId,
  getLegalDocument,
  LEGAL_DOCUMENT_IDS,
  legalDocumentReplySchema,
  MSG,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { jakartaDay } from '../profile';

/** The bank whose terms are shown when none is named: 037, the bank tile of the bank selection. */
export const LEGAL_DEFAULT_BANK_CODE = '037';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { COMPANY_NAME, COMPANY_ADDRESS, CS_PHONE, CS_EMAIL } = app.config;

  app.get(
    '/v2/legal/:documentId',
    {
      config: { rateLimit: perIp(120, 60_000) },
      schema: {
        tags: ['legal'],
        summary:
          'A legal text (profile, fees, bank terms, savings terms, mandate agreement, simulation, beneficial owner)',
        description: `Document ids: ${LEGAL_DOCUMENT_IDS.join(', ')}. The optional bank_code names the partner bank in the bank's terms (default ${LEGAL_DEFAULT_BANK_CODE}).`,
        params: z.object({ documentId: z.string().max(64) }),
        querystring: z.object({
          bank_code: z
            .string()
            .regex(/^\d{3}$/)
            .optional(),
        }),
        response: {
          200: legalDocumentReplySchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const template = getLegalDocument(req.params.documentId);
      if (!template) throw new ApiError(404, 404, MSG.legalDocumentNotFound, 'Unknown legal document');
      const data = fillLegalDocument(template, {
        company_name: COMPANY_NAME,
        company_address: COMPANY_ADDRESS,
        cs_phone: CS_PHONE,
        cs_email: CS_EMAIL,
        bank_name: bankName(req.query.bank_code ?? LEGAL_DEFAULT_BANK_CODE),
        date: formatDateId(jakartaDay(new Date())),
      });
      // The profile's acknowledgement carries today's date, so a cache may keep it a few minutes only.
      reply.header('cache-control', 'public, max-age=300');
      return { status_code: SC.ok, data };
    },
  );
};
