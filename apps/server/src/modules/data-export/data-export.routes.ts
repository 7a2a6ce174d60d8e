/**
 * 'Unduh data saya' (decision 0113): the customer asks for a copy of their data with their
 * password again, and downloads it through the mailed link, signed in as themselves.
 */
import { Readable } from 'node:stream';
import {
  DATA_EXPORT_FRESH_MINUTES,
  DATA_EXPORT_LINK_DAYS,
  dataExportBodySchema,
  dataExportReplySchema,
  HOUR_MS,
  SC,
} from '@kilau/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { DataExportService } from './data-export.service';

const binary = z
  .custom<Readable>((v) => v instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'The ZIP' });

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DataExportService(app);
  const tags = ['data-rights'];
  const security = [{ bearer: [] }];

  app.post(
    '/v1/user/data-export',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('data-export', 10, HOUR_MS) },
      schema: {
        tags,
        security,
        summary: "'Unduh data saya': a copy of the caller's data, built in the background (password again)",
        description:
          'Answers 202 with the queued export; the ZIP (data.json, the uploaded files, README.id.md, a ' +
          `signed manifest) is built by a job and its link mailed, valid ${DATA_EXPORT_LINK_DAYS} days. While one is being built, ` +
          `or was ready less than ${DATA_EXPORT_FRESH_MINUTES} minutes ago, answers 200 with that one and ` +
          'builds and mails nothing. A wrong password answers 401 with err_message "Wrong password" and ' +
          'does not end the session.',
        body: dataExportBodySchema,
        response: {
          200: dataExportReplySchema,
          202: dataExportReplySchema,
          ...errorReplies(401, 403, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const out = await service.request(callerId(req), req.body.password, requestMeta(req));
      return reply
        .code(out.existing ? 200 : 202)
        .send({ status_code: SC.ok, message: out.message, data: out.data });
    },
  );

  app.get(
    '/v1/user/data-export/:token',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('data-export-download', 30, HOUR_MS) },
      schema: {
        tags,
        security,
        summary: `The ZIP of a copy, by the token of the mailed link (the caller’s own, within ${DATA_EXPORT_LINK_DAYS} days; audited)`,
        description: `404 with 2063 when the token is unknown, another customer’s, or past its ${DATA_EXPORT_LINK_DAYS} days.`,
        params: z.object({ token: z.string() }),
        response: {
          200: { description: 'The ZIP', content: { 'application/zip': { schema: binary } } },
          ...errorReplies(401, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      const file = await service.download(callerId(req), req.params.token, requestMeta(req));
      return sendZip(reply, file);
    },
  );

  app.get(
    '/v1/user/data-export/:id/download',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('data-export-download', 30, HOUR_MS) },
      schema: {
        tags,
        security,
        summary: `The ZIP of a ready copy from 'Data Saya' itself, by its id (the caller’s own, within ${DATA_EXPORT_LINK_DAYS} days; audited as the link's download)`,
        description: `404 with 2063 when the copy is unknown, another customer’s, not ready or past its ${DATA_EXPORT_LINK_DAYS} days.`,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: { description: 'The ZIP', content: { 'application/zip': { schema: binary } } },
          ...errorReplies(401, 403, 404, 429),
        },
      },
    },
    async (req, reply) =>
      sendZip(reply, await service.downloadOwn(callerId(req), req.params.id, requestMeta(req))),
  );
};

/** The ZIP as an attachment the browser saves, never cached or sniffed. */
function sendZip(reply: FastifyReply, file: { stream: Readable; size: number; filename: string }) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
