/**
 * Stores an uploaded attachment in two steps. `stage` streams the bytes to the FileStore under a
 * name chosen here, deciding the type from the bytes, capping the size (the kind's limit, and the
 * room left under the record's storage limit) and, for the statement video, checking that it holds
 * a video track. `commit` runs once the whole request was read and found to be one `kind` and one
 * file: in one transaction it records the file, names it in the record's attachment section (so a
 * reload or a phone that drops the tab loses nothing; decision 0088), deletes the file of the same
 * kind it replaces, and writes the audit row. A record holds one file per kind. A refused or failed
 * upload leaves no file and no row behind (docs/decisions/0025).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AttachmentKind,
  isEditableState,
  isVideoKind,
  MSG,
  ONBOARDING_SC,
  RECORD_STORAGE_LIMIT_BYTES,
  SC,
  uploadInvalidMessage,
  uploadMaxBytes,
  uploadMimeTypes,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { isCustomerState } from '../kyc-record';
import { Mp4VideoCheck } from './mp4-video-check';
import { sniffUpload, type UploadProblem, UploadRejected } from './sniff';
import {
  attachToRecord,
  deleteStoredFiles,
  findFilesOfKind,
  insertStoredFile,
  kindReopened,
  lockCustomer,
  storedBytes,
} from './stored-files.repository';

/**
 * A correction's supporting document (decision 0113) is uploaded through the same route as kind
 * `data_request`: checked like the 'other' attachment (an image), kept with the record but never
 * named in its attachment section, accepted in any state of the record, and answered with its
 * file id (what a data request names) instead of a path.
 */
export const DATA_REQUEST_UPLOAD_KIND = 'data_request';
/**
 * The document of the customer's declaration of source of funds and wealth (docs/product/
 * risk-rating.md § Enhanced due diligence): checked like the 'other' attachment, taken only while
 * the record's open request asks the declaration, never named in the attachment section, and
 * answered with its file id, which the declaration names.
 */
export const FUNDS_DECLARATION_UPLOAD_KIND = 'funds_declaration';
export type UploadKind =
  | AttachmentKind
  | typeof DATA_REQUEST_UPLOAD_KIND
  | typeof FUNDS_DECLARATION_UPLOAD_KIND;
/** The attachment kind whose type and size rules an upload kind follows. */
export const rulesKind = (kind: UploadKind): AttachmentKind =>
  kind === DATA_REQUEST_UPLOAD_KIND || kind === FUNDS_DECLARATION_UPLOAD_KIND ? 'other' : kind;
/** Kinds kept beside the record rather than in its attachment section: answered with their file id. */
const answersFileId = (kind: UploadKind) =>
  kind === DATA_REQUEST_UPLOAD_KIND || kind === FUNDS_DECLARATION_UPLOAD_KIND;

export interface UploadInput {
  userId: string;
  customerId: string;
  kind: UploadKind;
  file: Readable;
  /** True when the multipart parser cut the file at its own limit. */
  truncated: () => boolean;
}

/** Bytes stored but not yet recorded: committed or discarded by the caller. */
export interface StagedUpload {
  userId: string;
  customerId: string;
  kind: UploadKind;
  storageKey: string;
  mime: string;
  size: number;
  sha256: string;
}

/** Where a customer's attachment is stored; only ever built from server-side values. */
export function storageKeyFor(customerId: string, kind: UploadKind, ext: string): string {
  return `kyc/${customerId}/${kind}-${randomUUID()}.${ext}`;
}

export const alreadySubmitted = () =>
  new ApiError(409, ONBOARDING_SC.alreadySubmitted, MSG.stepAlreadySubmitted, 'Record already submitted');

export function isEditable(state: string): boolean {
  return isCustomerState(state) && isEditableState(state);
}

export function uploadError(kind: UploadKind, problem: UploadProblem): ApiError {
  if (problem === 'empty') {
    return new ApiError(422, 422, MSG.uploadFileRequired, 'Empty file', {
      error: [{ field: 'file', message: MSG.uploadFileRequired }],
    });
  }
  if (problem === 'storage_full') {
    const message = MSG.uploadStorageFull;
    return new ApiError(413, 413, message, 'Storage limit of the record reached', {
      error: [{ field: 'file', message }],
    });
  }
  const message = uploadInvalidMessage(rulesKind(kind));
  if (problem === 'too_large') {
    return new ApiError(413, 413, message, 'File too large', { error: [{ field: 'file', message }] });
  }
  return new ApiError(422, 422, message, 'File type not accepted', { error: [{ field: 'file', message }] });
}

function isMultipartTooLarge(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'files' | 'log'>;

export class UploadService {
  constructor(private readonly deps: Deps) {}

  /**
   * Bytes a new file of `kind` may take: the record's storage limit less what it stores, not
   * counting the file of that kind (the new one replaces it).
   */
  async room(customerId: string, kind: UploadKind): Promise<number> {
    const [used, pending] = await Promise.all([
      storedBytes(this.deps.db, customerId),
      findFilesOfKind(this.deps.db, customerId, kind),
    ]);
    const replaced = kind === DATA_REQUEST_UPLOAD_KIND ? 0 : pending.reduce((n, f) => n + f.size, 0);
    return RECORD_STORAGE_LIMIT_BYTES - (used - replaced);
  }

  /** Streams the file to the store; on a refusal audits it, leaves nothing, and throws ApiError. */
  async stage(input: UploadInput, meta: RequestMeta): Promise<StagedUpload> {
    const { userId, customerId, kind } = input;
    const room = await this.room(customerId, kind);
    const maxBytes = Math.min(uploadMaxBytes(rulesKind(kind)), room);
    let key: string | null = null;
    let bytes = 0;
    try {
      if (room <= 0) throw new UploadRejected('storage_full');
      const { type, body, meter } = await sniffUpload(input.file, {
        accept: uploadMimeTypes(rulesKind(kind)),
        maxBytes,
        check: (t) => (isVideoKind(rulesKind(kind)) && t.mime === 'video/mp4' ? new Mp4VideoCheck() : null),
      });
      key = storageKeyFor(customerId, kind, type.ext);
      try {
        await this.deps.files.put(key, body);
      } finally {
        bytes = meter.bytes;
      }
      if (input.truncated()) throw new UploadRejected('too_large');
      return {
        userId,
        customerId,
        kind,
        storageKey: key,
        mime: type.mime,
        size: meter.bytes,
        sha256: meter.sha256(),
      };
    } catch (err) {
      if (key) await this.removeQuietly(key);
      let problem: UploadProblem | null =
        err instanceof UploadRejected ? err.problem : isMultipartTooLarge(err) ? 'too_large' : null;
      if (!problem) throw err;
      // Over the room left but not over the kind's own limit: the record is full, not the file too big.
      if (problem === 'too_large' && maxBytes < uploadMaxBytes(rulesKind(kind))) problem = 'storage_full';
      await this.auditFailure(input, problem, bytes, meta);
      throw uploadError(kind, problem);
    }
  }

  /**
   * Records a staged file: under a lock of the record, refuses it once the record is submitted
   * (2004) or when it would pass the storage limit, replaces the file of the same kind, names the
   * new one in the attachment section, and writes the row and the audit row together. Answers the
   * stored path.
   */
  async commit(staged: StagedUpload, meta: RequestMeta): Promise<string> {
    const { userId, customerId, kind, storageKey, mime, size, sha256 } = staged;
    let replaced: { id: string; storageKey: string; sha256: string }[] = [];
    let fileId: string | null = null;
    try {
      await this.deps.db.transaction(async (tx) => {
        const record = await lockCustomer(tx, customerId);
        const forRequest = kind === DATA_REQUEST_UPLOAD_KIND;
        if (!record || (!forRequest && !isEditable(record.state))) throw alreadySubmitted();
        // A record being fixed takes only the documents the reviewer asked again (decision 0112).
        // The declaration's document, only while a request asks the declaration.
        const mustBeAsked = record.state === 'fix' || kind === FUNDS_DECLARATION_UPLOAD_KIND;
        if (
          !forRequest &&
          mustBeAsked &&
          !(record.state === 'fix' && (await kindReopened(tx, customerId, kind)))
        )
          throw new ApiError(409, SC.stepNotReopened, MSG.stepNotReopened, 'Document not asked again');
        // A request's document replaces nothing: earlier ones belong to earlier requests.
        const pending = forRequest ? [] : await findFilesOfKind(tx, customerId, kind);
        const used = (await storedBytes(tx, customerId)) - pending.reduce((n, f) => n + f.size, 0);
        if (used + size > RECORD_STORAGE_LIMIT_BYTES) throw uploadError(kind, 'storage_full');
        await deleteStoredFiles(
          tx,
          pending.map((f) => f.id),
        );
        const row = await insertStoredFile(tx, {
          ownerUserId: userId,
          customerId,
          kind,
          storageKey,
          mime,
          size,
          sha256,
        });
        if (answersFileId(kind)) fileId = row.id;
        else await attachToRecord(tx, customerId, kind, storageKey);
        await this.deps.audit.record(
          tx,
          {
            actorType: 'user',
            actorId: userId,
            action: 'kyc.upload',
            targetType: 'kyc_customer',
            targetId: customerId,
            details: {
              kind,
              file_id: row.id,
              mime,
              size,
              sha256,
              // The replaced file's bytes go; its fingerprint stays in the trail.
              ...(pending.length
                ? {
                    replaced_file_ids: pending.map((f) => f.id),
                    replaced_sha256: pending.map((f) => f.sha256),
                  }
                : {}),
            },
          },
          meta,
        );
        replaced = pending;
      });
    } catch (err) {
      await this.discard(staged);
      throw err;
    }
    for (const old of replaced) await this.removeQuietly(old.storageKey);
    return fileId ?? storageKey;
  }

  /** Deletes staged bytes that will not be recorded (the request held more than one file). */
  async discard(staged: StagedUpload) {
    await this.removeQuietly(staged.storageKey);
  }

  private async auditFailure(input: UploadInput, problem: UploadProblem, bytes: number, meta: RequestMeta) {
    await this.deps.audit.record(
      this.deps.db,
      {
        actorType: 'user',
        actorId: input.userId,
        action: 'kyc.upload',
        targetType: 'kyc_customer',
        targetId: input.customerId,
        outcome: 'failure',
        details: { kind: input.kind, reason: problem, bytes_received: bytes },
      },
      meta,
    );
  }

  private async removeQuietly(key: string) {
    try {
      await this.deps.files.delete(key);
    } catch (err) {
      this.deps.log.error({ err, key }, 'could not delete a stored file');
    }
  }
}
