/**
 * Stored files, served only through these authorized routes (architecture.md §6): GET /v2/get/file for a
 * customer's own attachments and GET /v1/get/file for staff (docs/product/back-office.md § Calls "Files"). The path is
 * looked up in stored_files, never joined to the file system; the reply carries the MIME type
 * detected at upload, nosniff, an inline disposition with a server-made name, and honours a
 * single HTTP Range so that a <video> element can seek.
 */

import path from 'node:path';
import { Readable } from 'node:stream';
import { MSG, staffFileQuerySchema, storedFileQuerySchema } from '@kilau/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { FileNotFound, isStorageKeyShape } from '../../plugins/files';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { FileAccessService } from './file-access.service';
import { findCustomerFile, type StoredFileRow } from './stored-files.repository';

const fileNotFound = () => new ApiError(404, 404, MSG.fileNotFound, 'File not found');

const binary = z
  .custom<Readable>((v) => v instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'The stored file' });
export const fileReplies = {
  200: { description: 'The whole file, with its stored MIME type', content: { '*/*': { schema: binary } } },
  206: { description: 'The requested byte range (Range: bytes=…)', content: { '*/*': { schema: binary } } },
};

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of RFC 9110 §14.1.2, clamped to the file; null when the header is absent,
 * malformed or asks several ranges (the whole file is sent then, as the RFC allows), and
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!m) return null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file the caller was found allowed to read: its stored MIME type, nosniff, an inline
 * disposition with the server's own name, and a single byte range when asked.
 */
export async function sendStoredFile(
  app: Pick<FastifyInstance, 'files'>,
  req: FastifyRequest,
  reply: FastifyReply,
  row: StoredFileRow,
) {
  let size: number;
  try {
    size = await app.files.size(row.storageKey);
  } catch (err) {
    if (!(err instanceof FileNotFound)) throw err;
    req.log.error({ err, fileId: row.id }, 'stored file row without its file');
    throw fileNotFound();
  }
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new ApiError(416, 416, MSG.fileNotFound, 'Range not satisfiable');
  }
  reply
    .header('content-type', row.mime)
    // The name is the server's own (kind-uuid.ext): nothing in it needs quoting.
    .header('content-disposition', `inline; filename="${path.posix.basename(row.storageKey)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (!range) {
    reply.header('content-length', size);
    return reply.send(app.files.get(row.storageKey));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(app.files.get(row.storageKey, range));
}

export const fileAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = new FileAccessService(app);
  // The app marks every API reply no-store; files are also never to be kept by a shared cache.
  const privateNoStore = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  };

  app.get(
    '/v2/get/file',
    {
      preValidation: app.requireCustomer,
      onSend: privateNoStore,
      config: { rateLimit: perAccount('file-get', 300, 60_000) },
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        summary: 'A stored file of one of the caller’s own KYC records, by its stored path',
        querystring: storedFileQuerySchema,
        response: { ...fileReplies, ...errorReplies(401, 403, 404, 416, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
      // A path no upload could have made (a NUL byte, a traversal) names no file.
      if (!isStorageKeyShape(req.query.path)) throw fileNotFound();
      const row = await findCustomerFile(app.db, req.query.path, auth.sub);
      if (!row) throw fileNotFound();
      return sendStoredFile(app, req, reply, row);
    },
  );

  app.get(
    '/v1/get/file',
    {
      // Each role reads only the files its work needs (staff-file-scope.ts); a file outside the
      // caller's scope answers the same 404 as a missing one. Each viewing is audited, whatever the
      // Range (decision 0104).
      preValidation: app.requireStaff(),
      onSend: privateNoStore,
      config: { rateLimit: perAccount('staff-file-get', 600, 60_000) },
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        summary:
          'A stored file, by its stored path or its id (staff, scoped by role: a bank admin its bank’s customers, ' +
          'the video-call officer the photos, KTP and video of submitted records, the trade desk none)',
        description:
          'path or id, one of them. By id a staff member reads the earlier versions of a document that a resubmission kept (GET …/kyc/{id}/resubmissions lists them).',
        querystring: staffFileQuerySchema,
        response: { ...fileReplies, ...errorReplies(401, 403, 404, 416, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
      const { path: key, id } = req.query;
      const file =
        id !== undefined ? { id } : key !== undefined && isStorageKeyShape(key) ? { storageKey: key } : null;
      if (!file) throw fileNotFound();
      const row = await access.staffFile(auth, file, requestMeta(req));
      if (!row) throw fileNotFound();
      return sendStoredFile(app, req, reply, row);
    },
  );
};
