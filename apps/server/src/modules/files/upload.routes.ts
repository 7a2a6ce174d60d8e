/**
 * POST /v2/kyc/upload/{customerId} (spec 001 §7): one attachment file for the caller's own KYC
 * record. multipart/form-data with a field `kind` and then the file in the field `file`; the reply
 * data is the stored path the attachment form carries. The type is read from the bytes and the
 * size capped while the file streams to the store (see upload.service.ts).
 */

import { type AttachmentKind, attachmentKindSchema, MSG, SC, uploadReplySchema } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../db/client';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { findOwnCustomer } from './stored-files.repository';
import { UploadService } from './upload.service';

const FIFTEEN_MINUTES = 15 * 60_000;

/** A missing record and somebody else's record answer alike, so that ids cannot be probed. */
export const customerNotFound = () =>
  new ApiError(404, 404, MSG.uploadCustomerNotFound, 'Customer not found');

const invalidField = (field: string, message: string, technical: string) =>
  new ApiError(422, 422, message, technical, { error: [{ field, message }] });

const fileRequired = () => invalidField('file', MSG.uploadFileRequired, 'No file');

/** The multipart parser's own limits (more files, parts or fields than one upload has). */
function multipartLimitError(err: unknown): ApiError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return invalidField('file', MSG.uploadFileRequired, 'Only one file and the field kind are accepted');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileRequired();
  return null;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UploadService(app);

  app.post(
    '/v2/kyc/upload/:customerId',
    {
      preHandler: app.requireCustomer,
      // A KYC record has about ten attachments; this leaves room for retakes, not for a flood.
      config: { rateLimit: perAccount('kyc-upload', 60, FIFTEEN_MINUTES) },
      schema: {
        tags: ['onboarding'],
        security: [{ bearer: [] }],
        summary: 'Upload one attachment file; data is the stored path for the attachment form',
        description:
          'multipart/form-data: the field `kind` (ktp, photo, photo_with_ktp, signature, partner_signature, ' +
          'kk, npwp, other, statement_video, selfie) first, then the field `file`. Images: jpeg or png ' +
          '(signatures png), under 400,000 bytes; statement_video: mp4 with a video track, under 200,000,000 bytes. ' +
          'The type is decided from the bytes. Too large: 413; wrong type, no file or no kind: 422.',
        consumes: ['multipart/form-data'],
        params: z.object({ customerId: z.string().max(64) }),
        response: { 200: uploadReplySchema, ...errorReplies(401, 403, 404, 413, 422, 429) },
      },
    },
    async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
      const { customerId } = req.params;
      if (!isUuid(customerId) || !(await findOwnCustomer(app.db, auth.sub, customerId))) {
        throw customerNotFound();
      }
      if (!req.isMultipart()) throw fileRequired();

      let kind: AttachmentKind | null = null;
      let stored: string | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'kind') continue;
            const parsed = attachmentKindSchema.safeParse(part.value);
            if (!parsed.success) throw invalidField('kind', MSG.uploadKindInvalid, 'Unknown kind');
            kind = parsed.data;
            continue;
          }
          if (part.fieldname !== 'file' || stored) {
            throw invalidField('file', MSG.uploadFileRequired, 'The file goes in the one field `file`');
          }
          // The kind decides the type and the cap, so it has to be known before the bytes arrive.
          if (!kind)
            throw invalidField('kind', MSG.uploadKindInvalid, 'The field kind must come before the file');
          const file = part.file;
          stored = await service.store(
            { userId: auth.sub, customerId, kind, file, truncated: () => file.truncated },
            requestMeta(req),
          );
        }
      } catch (err) {
        // The rest of the body is not read: the connection is closed rather than drained (up to
        // 200 MB), and the client still gets this reply first.
        reply.header('connection', 'close');
        throw multipartLimitError(err) ?? err;
      }
      if (!stored) throw fileRequired();
      return { status_code: SC.ok, data: stored };
    },
  );
};
