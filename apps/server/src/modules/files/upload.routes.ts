/**
 * POST /v2/kyc/upload/{customerId} (docs/product/onboarding.md § Calls): one attachment file for the caller's own KYC
 * record. multipart/form-data with a field `kind` and then the file in the field `file`; the reply
 * data is the stored path the attachment form carries. The type is read from the bytes and the
 * size capped while the file streams to the store (see upload.service.ts).
 */

import { attachmentKindSchema, MSG, SC, uploadMaxBytes, uploadReplySchema } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../db/client';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { findOwnCustomer } from './stored-files.repository';
import {
  alreadySubmitted,
  DATA_REQUEST_UPLOAD_KIND,
  FUNDS_DECLARATION_UPLOAD_KIND,
  isEditable,
  rulesKind,
  type StagedUpload,
  type UploadKind,
  UploadService,
  uploadError,
} from './upload.service';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * What a browser's FormData adds around the file in a request of one `kind` and one file: the
 * boundaries and the two parts' headers (a long file name included). A Content-Length beyond the
 * kind's limit plus this cannot be one acceptable file, and is refused before anything is stored.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** A missing record and somebody else's record answer alike, so that ids cannot be probed. */
export const customerNotFound = () =>
  new ApiError(404, 404, MSG.uploadCustomerNotFound, 'Customer not found');

const invalidField = (field: string, message: string, technical: string) =>
  new ApiError(422, 422, message, technical, { error: [{ field, message }] });

const fileRequired = () => invalidField('file', MSG.uploadFileRequired, 'No file');
const oneFileOnly = (technical: string) => invalidField('file', MSG.uploadOneFileOnly, technical);

/** The multipart parser's own limits (more files, parts or fields than one upload has). */
function multipartLimitError(err: unknown): ApiError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return oneFileOnly('Only one file and the field kind are accepted');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileRequired();
  return null;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UploadService(app);

  app.post(
    '/v2/kyc/upload/:customerId',
    {
      preValidation: app.requireCustomer,
      // A KYC record has about ten attachments; this leaves room for retakes, not for a flood.
      config: { rateLimit: perAccount('kyc-upload', 60, FIFTEEN_MINUTES) },
      schema: {
        tags: ['onboarding'],
        security: [{ bearer: [] }],
        summary: 'Upload one attachment file; data is the stored path for the attachment form',
        description:
          'multipart/form-data: exactly the field `kind` (ktp, photo, photo_with_ktp, signature, partner_signature, ' +
          'kk, npwp, other, statement_video, selfie, data_request: a data correction’s document, accepted in any state ' +
          'of the record and answered with its file id, or funds_declaration: the document of the declaration of source of ' +
          'funds and wealth, accepted while an open resubmission request asks it and answered with its file id) first, then the field `file`, and nothing else. Images: jpeg or png ' +
          '(signatures png), under 400,000 bytes; statement_video: mp4 with a video track, under 200,000,000 bytes. ' +
          'The type is decided from the bytes. A new file of a kind replaces the record’s previous file of that ' +
          'kind not yet saved with the attachment form; files never saved with it are deleted after a day. ' +
          'Too large, or the record’s 300 MB of files reached: 413; wrong type, no file, no kind or more ' +
          'parts: 422; record already submitted: 409 with status_code 2004.',
        consumes: ['multipart/form-data'],
        params: z.object({ customerId: z.string().max(64) }),
        response: { 200: uploadReplySchema, ...errorReplies(401, 403, 404, 409, 413, 422, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
      const { customerId } = req.params;
      const record = isUuid(customerId) ? await findOwnCustomer(app.db, auth.sub, customerId) : undefined;
      // The rest of the body is never read on a refusal: the connection is closed rather than
      // drained (up to 200 MB), and the client still gets the reply first.
      const refuse = (err: ApiError) => {
        reply.header('connection', 'close');
        return err;
      };
      if (!record) throw refuse(customerNotFound());
      if (!req.isMultipart()) throw refuse(fileRequired());
      const declared = Number(req.headers['content-length'] ?? Number.NaN);

      let kind: UploadKind | null = null;
      let staged: StagedUpload | null = null;
      try {
        // Exactly two parts, in this order: the field `kind`, then the file in `file`. Anything
        // else is refused; a part after the file undoes the stored bytes before anything is recorded.
        for await (const part of req.parts()) {
          if (staged) throw oneFileOnly('A part after the file');
          if (part.type === 'field') {
            if (part.fieldname !== 'kind' || kind) throw oneFileOnly(`Unexpected field ${part.fieldname}`);
            const parsed = attachmentKindSchema.safeParse(part.value);
            if (part.value === DATA_REQUEST_UPLOAD_KIND) kind = DATA_REQUEST_UPLOAD_KIND;
            else if (part.value === FUNDS_DECLARATION_UPLOAD_KIND) kind = FUNDS_DECLARATION_UPLOAD_KIND;
            else if (parsed.success) kind = parsed.data;
            else throw invalidField('kind', MSG.uploadKindInvalid, 'Unknown kind');
            // Attachments only while the record is editable; a data request's document at any time.
            if (kind !== DATA_REQUEST_UPLOAD_KIND && !isEditable(record.state)) throw alreadySubmitted();
            // A declared body longer than one file of this kind can take holds more than one file
            // (or too big a one): refused before any byte is stored.
            if (declared > uploadMaxBytes(rulesKind(kind)) + MULTIPART_OVERHEAD_BYTES)
              throw uploadError(kind, 'too_large');
            if (declared - MULTIPART_OVERHEAD_BYTES > (await service.room(customerId, kind))) {
              throw uploadError(kind, 'storage_full');
            }
            continue;
          }
          if (part.fieldname !== 'file') throw oneFileOnly('The file goes in the one field `file`');
          // The kind decides the type and the cap, so it has to be known before the bytes arrive.
          if (!kind)
            throw invalidField('kind', MSG.uploadKindInvalid, 'The field kind must come before the file');
          const file = part.file;
          staged = await service.stage(
            { userId: auth.sub, customerId, kind, file, truncated: () => file.truncated },
            requestMeta(req),
          );
        }
      } catch (err) {
        if (staged) await service.discard(staged);
        reply.header('connection', 'close');
        throw multipartLimitError(err) ?? err;
      }
      if (!staged) throw fileRequired();
      const stored = await service.commit(staged, requestMeta(req));
      return { status_code: SC.ok, data: stored };
    },
  );
};
