/**
 * POST /v2/kyc/upload/{customerId} (docs/product/onboarding.md § Calls, decision 0012): one file as multipart with the
 * field `kind` first, then `file`; the reply's data is the stored path the attachment form carries.
 * XMLHttpRequest rather than fetch: fetch cannot report upload progress, and a 200 MB video on a
 * phone connection needs a progress bar.
 */
import { type AttachmentKind, MSG, uploadInvalidMessage, uploadReplySchema } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export interface UploadOptions {
  /** 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The stored path of the uploaded file. Throws ApiError (413/422 carry the catalogue's texts). */
export function uploadAttachment(
  customerId: string,
  kind: AttachmentKind,
  file: Blob,
  options: UploadOptions = {},
): Promise<string> {
  const form = new FormData();
  // The server decides the accepted type and cap from `kind`, so it has to come first.
  form.append('kind', kind);
  form.append('file', file, file instanceof File ? file.name : `${kind}`);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/v2/kyc/upload/${encodeURIComponent(customerId)}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MSG.networkError));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        json = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadReplySchema.safeParse(json);
        if (parsed.success) resolve(parsed.data.data);
        else reject(new ApiError(xhr.status, 'contract', MSG.serverError));
        return;
      }
      const fallback =
        xhr.status === 413 || xhr.status === 422 ? uploadInvalidMessage(kind) : MSG.serverError;
      const message = (typeof json.err_message_id === 'string' && json.err_message_id) || fallback;
      reject(
        new ApiError(xhr.status, (json.status_code as string | number) ?? xhr.status, message, [], json),
      );
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
