/**
 * The managing-bank routes (docs/product/back-office.md § Calls; decision 0071). Reading is for the super admin, the
 * broker's staff and the bank's admin, each within their scope; the decision is for the broker's
 * admin and the bank's admin. The guards run before validation, so a caller without the right to a
 * route learns nothing of its shape; an account or file outside the scope answers 404.
 */
import {
  BACKOFFICE_LIMIT_MAX,
  MANAGING_BANK_COUNT_LIMIT,
  MANAGING_BANK_READ_ROLES,
  MANAGING_BANK_VERIFY_ROLES,
  MSG,
  managingBankDetailReplySchema,
  managingBankListQuerySchema,
  managingBankListReplySchema,
  managingBankUpdateBodySchema,
  managingBankUpdateReplySchema,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  SC,
  storedFileQuerySchema,
} from '@kilau/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { isStorageKeyShape } from '../../plugins/files';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { fileReplies, sendStoredFile } from '../files';
import { ManagingBankService } from './managing-bank.service';

const tags = ['managing-bank'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const readErrors = errorReplies(400, 401, 403, 404, 422);

const fileNotFound = () => new ApiError(404, 404, MSG.fileNotFound, 'File not found');

export const managingBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ManagingBankService(app);
  const read = app.requireStaff(MANAGING_BANK_READ_ROLES);

  app.get(
    '/v1/managing-bank',
    {
      preValidation: read,
      schema: {
        tags,
        security,
        summary: 'A page of managing-bank accounts in the caller’s scope',
        description: `page is 1-based and used as given; limit is at most ${BACKOFFICE_LIMIT_MAX}, or ${MANAGING_BANK_COUNT_LIMIT} for the UNVERIFIED count (docs/product/back-office.md § Limits).`,
        querystring: managingBankListQuerySchema,
        response: { 200: managingBankListReplySchema, ...readErrors },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await service.list(staffClaims(req), req.query) }),
  );

  // Declared before /:id so that "file" is never read as an id.
  app.get(
    '/v1/managing-bank/file',
    {
      preValidation: read,
      // Files are never to be kept by a shared cache (the app marks API replies no-store already).
      onSend: async (_req: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'private, no-store');
      },
      config: { rateLimit: perAccount('managing-bank-file', 300, 60_000) },
      schema: {
        tags,
        security,
        summary:
          'One of the documents (KTP, photo with KTP, signature) of a participant with a managing-bank account in scope',
        querystring: storedFileQuerySchema,
        response: { ...fileReplies, ...errorReplies(401, 403, 404, 416, 422, 429) },
      },
    },
    async (req, reply) => {
      const auth = staffClaims(req);
      if (!isStorageKeyShape(req.query.path)) throw fileNotFound();
      const row = await service.documentFile(auth, req.query.path, requestMeta(req));
      if (!row) throw fileNotFound();
      return sendStoredFile(app, req, reply, row);
    },
  );

  app.get(
    '/v1/managing-bank/:id',
    {
      preValidation: read,
      schema: {
        tags,
        security,
        summary: 'One managing-bank account with the trade account and the participant’s documents',
        params: idParams,
        response: { 200: managingBankDetailReplySchema, ...readErrors },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await service.detail(staffClaims(req), req.params.id) }),
  );

  app.put(
    '/v1/managing-bank/:id',
    {
      // A decision: it needs a recent second factor (decision 0109).
      preValidation: [app.requireStaff(MANAGING_BANK_VERIFY_ROLES), app.requireStepUp()],
      schema: {
        tags,
        security,
        summary: `Verifies or rejects an UNVERIFIED account (a rejection carries a ${REVIEW_REASON_MIN}–${REVIEW_REASON_MAX} character note)`,
        description:
          '400 when the account is no longer UNVERIFIED; 409 when another staff member decided it first.',
        params: idParams,
        body: managingBankUpdateBodySchema,
        response: { 200: managingBankUpdateReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await service.decide(staffClaims(req), req.params.id, req.body, requestMeta(req)),
    }),
  );
};
