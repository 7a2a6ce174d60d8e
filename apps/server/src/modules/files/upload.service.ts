/**
 * Stores an uploaded attachment: the type is decided from the bytes, the size is capped while the
 * bytes stream to the FileStore, the name is chosen here, and the stored_files row and the audit
 * row are written together. A refused or failed upload leaves no file behind.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AttachmentKind,
  MSG,
  uploadInvalidMessage,
  uploadMaxBytes,
  uploadMimeTypes,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { sniffUpload, type UploadProblem, UploadRejected } from './sniff';
import { insertStoredFile } from './stored-files.repository';

export interface UploadInput {
  userId: string;
  customerId: string;
  kind: AttachmentKind;
  file: Readable;
  /** True when the multipart parser cut the file at its own limit. */
  truncated: () => boolean;
}

/** Where a customer's attachment is stored; only ever built from server-side values. */
export function storageKeyFor(customerId: string, kind: AttachmentKind, ext: string): string {
  return `kyc/${customerId}/${kind}-${randomUUID()}.${ext}`;
}

export function uploadError(kind: AttachmentKind, problem: UploadProblem): ApiError {
  if (problem === 'empty') {
    return new ApiError(422, 422, MSG.uploadFileRequired, 'Empty file', {
      error: [{ field: 'file', message: MSG.uploadFileRequired }],
    });
  }
  const message = uploadInvalidMessage(kind);
  if (problem === 'too_large') {
    return new ApiError(413, 413, message, 'File too large', { error: [{ field: 'file', message }] });
  }
  return new ApiError(422, 422, message, 'File type not accepted', { error: [{ field: 'file', message }] });
}

function isMultipartTooLarge(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export class UploadService {
  constructor(private readonly app: FastifyInstance) {}

  async store(input: UploadInput, meta: RequestMeta): Promise<string> {
    const { userId, customerId, kind } = input;
    let key: string | null = null;
    let bytes = 0;
    try {
      const { type, body, meter } = await sniffUpload(input.file, {
        accept: uploadMimeTypes(kind),
        maxBytes: uploadMaxBytes(kind),
      });
      key = storageKeyFor(customerId, kind, type.ext);
      try {
        await this.app.files.put(key, body);
      } finally {
        bytes = meter.bytes;
      }
      if (input.truncated()) throw new UploadRejected('too_large');
      const size = meter.bytes;
      const sha256 = meter.sha256();
      const storageKey = key;
      await this.app.db.transaction(async (tx) => {
        const row = await insertStoredFile(tx, {
          ownerUserId: userId,
          customerId,
          kind,
          storageKey,
          mime: type.mime,
          size,
          sha256,
        });
        await this.app.audit.record(
          tx,
          {
            actorType: 'user',
            actorId: userId,
            action: 'kyc.upload',
            targetType: 'kyc_customer',
            targetId: customerId,
            details: { kind, file_id: row.id, mime: type.mime, size, sha256 },
          },
          meta,
        );
      });
      return storageKey;
    } catch (err) {
      if (key) await this.removePartial(key);
      const problem: UploadProblem | null =
        err instanceof UploadRejected ? err.problem : isMultipartTooLarge(err) ? 'too_large' : null;
      if (!problem) throw err;
      await this.app.audit.record(
        this.app.db,
        {
          actorType: 'user',
          actorId: userId,
          action: 'kyc.upload',
          targetType: 'kyc_customer',
          targetId: customerId,
          outcome: 'failure',
          details: { kind, reason: problem, bytes_received: bytes },
        },
        meta,
      );
      throw uploadError(kind, problem);
    }
  }

  private async removePartial(key: string) {
    try {
      await this.app.files.delete(key);
    } catch (err) {
      this.app.log.error({ err, key }, 'could not delete a partial upload');
    }
  }
}
