/**
 * Attachment uploads (docs/product/onboarding.md § Rules, Calls): which files each attachment field takes, how big, and the
 * texts the screen shows. The server decides the type from the bytes; the screen uses the same
 * rules to refuse a file before sending it.
 */

import {
  ATTACHMENT_KINDS,
  type AttachmentKind,
  IMAGE_LIMIT_BYTES,
  IMAGE_MIME_TYPES,
  SIGNATURE_ATTACHMENT_KINDS,
  SIGNATURE_MIME_TYPES,
  VIDEO_ATTACHMENT_KINDS,
  VIDEO_LIMIT_BYTES,
  VIDEO_MIME_TYPES,
} from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';

export const attachmentKindSchema = z.enum(ATTACHMENT_KINDS, { error: MSG.uploadKindInvalid });

export function isVideoKind(kind: AttachmentKind): boolean {
  return (VIDEO_ATTACHMENT_KINDS as readonly AttachmentKind[]).includes(kind);
}

/** The MIME types (as detected from the bytes) a kind accepts. */
export function uploadMimeTypes(kind: AttachmentKind): readonly string[] {
  if (isVideoKind(kind)) return VIDEO_MIME_TYPES;
  if ((SIGNATURE_ATTACHMENT_KINDS as readonly AttachmentKind[]).includes(kind)) return SIGNATURE_MIME_TYPES;
  return IMAGE_MIME_TYPES;
}

/** The size, in bytes, a file of this kind must stay under (docs/product/onboarding.md § Limits says "under"). */
export function uploadLimitBytes(kind: AttachmentKind): number {
  return isVideoKind(kind) ? VIDEO_LIMIT_BYTES : IMAGE_LIMIT_BYTES;
}

/** The largest file, in bytes, a kind accepts: one byte under its limit. */
export function uploadMaxBytes(kind: AttachmentKind): number {
  return uploadLimitBytes(kind) - 1;
}

/** The one size rule of the screen and the server: a file must be under its kind's limit. */
export function isWithinUploadLimit(kind: AttachmentKind, bytes: number): boolean {
  return bytes <= uploadMaxBytes(kind);
}

/** The catalogue's text for a file of the wrong type or size. */
export function uploadInvalidMessage(kind: AttachmentKind): string {
  return isVideoKind(kind) ? MSG.uploadVideoInvalid : MSG.uploadImageInvalid;
}

/** The catalogue's text for a required attachment left empty on the screen. */
export function uploadRequiredMessage(kind: AttachmentKind): string {
  switch (kind) {
    case 'ktp':
      return MSG.uploadKtpRequired;
    case 'photo':
      return MSG.uploadPhotoRequired;
    case 'photo_with_ktp':
      return MSG.uploadPhotoWithKtpRequired;
    default:
      return MSG.uploadFileRequired;
  }
}

/** POST /v2/kyc/upload/{customerId}: data is the stored file path, used in the attachment form. */
export const uploadReplySchema = z.object({
  status_code: z.string(),
  data: z.string(),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** GET /v2/get/file and /v1/get/file: the stored path an upload answered. */
export const storedFileQuerySchema = z.object({
  path: z.string().min(1).max(300),
});
/**
 * The staff file route (GET /v1/get/file) names a file by its stored path, or by its id (decision
 * 0112: the versions a resubmission keeps are listed by id, the old ones no longer in the record).
 */
export const staffFileQuerySchema = z
  .object({
    path: z.string().min(1).max(300).optional(),
    id: z.string().uuid().optional(),
  })
  .refine((q) => (q.path === undefined) !== (q.id === undefined), {
    message: MSG.staffFileQueryInvalid,
    path: ['path'],
  });
