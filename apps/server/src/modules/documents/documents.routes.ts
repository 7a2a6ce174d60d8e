/**
 * GET /v2/kyc/print/{name}/{customerId}: the printable forms amanah, simulasi and formCimb
 * (docs/product/back-office.md § Screens "Printable forms") as A4 PDFs. Customer-only; the record must be the caller's,
 * any other id answers 404 as an unknown one does.
 */

import { MSG, ROLES } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { sendPdf } from '../../plugins/pdf';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { DocumentsService } from './documents.service';
import { isPrintForm, PRINT_FORMS } from './forms-pdf';
import { legalRoutes } from './legal.routes';

const pdfBody = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'PDF document' });

/** The printable forms and, registered with them, the public legal texts they are built from. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(legalRoutes);
  const service = new DocumentsService(app);
  const notFound = () => new ApiError(404, 404, MSG.printFormNotFound, 'No such form or customer');

  app.get(
    '/v2/kyc/print/:name/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perIp(30, 60_000) },
      schema: {
        tags: ['kyc'],
        security: [{ bearer: [] }],
        summary: 'A printable onboarding form of the caller’s own KYC record as an A4 PDF',
        description: `Forms: ${PRINT_FORMS.join(', ')}. Another customer's record answers 404.`,
        params: z.object({ name: z.string().max(32), customerId: z.string().max(64) }),
        response: {
          200: {
            description: 'amanah.pdf, simulasi.pdf or formCimb.pdf, sent as an attachment',
            content: { 'application/pdf': { schema: pdfBody } },
          },
          ...errorReplies(401, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      const sub = callerId(req);
      const { name, customerId } = req.params;
      if (!isPrintForm(name)) throw notFound();
      const pdf = await service.printOwn(sub, name, customerId, requestMeta(req));
      if (!pdf) throw notFound();
      return sendPdf(reply, `${name}.pdf`, pdf);
    },
  );

  // docs/product/back-office.md § Screens: the detail's download menu (participant statement, trading simulation) for
  // registered participants (status 4), not for the bank's role. Broker and super admin only.
  for (const prefix of ['admin-broker', 'super-admin'] as const) {
    const roles = prefix === 'super-admin' ? [ROLES.superAdmin] : [ROLES.brokerAdmin, ROLES.brokerViewer];
    app.get(
      `/v1/${prefix}/kyc/print/:name/:id`,
      {
        preValidation: app.requireStaff(roles),
        config: { rateLimit: perIp(60, 60_000) },
        schema: {
          tags: ['review'],
          security: [{ bearer: [] }],
          summary: 'A printable form of a registered participant (status 4) in the caller’s scope',
          description: `Forms: ${PRINT_FORMS.join(', ')}.`,
          params: z.object({ name: z.string().max(32), id: z.string().max(64) }),
          response: {
            200: {
              description: 'The form as an attachment',
              content: { 'application/pdf': { schema: pdfBody } },
            },
            ...errorReplies(401, 403, 404, 429),
          },
        },
      },
      async (req, reply) => {
        const claims = staffClaims(req);
        const { name, id } = req.params;
        if (!isPrintForm(name)) throw notFound();
        const pdf = await service.printForStaff(claims, name, id, requestMeta(req));
        if (!pdf) throw notFound();
        return sendPdf(reply, `${name}.pdf`, pdf);
      },
    );
  }
};
