/**
 * POST /v1/user/data-requests/document: a correction's supporting document (an image or a PDF), as
 * multipart with the field `file`; the reply's data is the stored file's id the request carries as
 * `document_file_id` (the upload route's type `data_request`).
 */
import { apiRequest } from '../../../lib/api-client';

const replies = () => import('./reply-schemas');

export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,application/pdf';
/** What the upload route takes for a supporting document (the server reads the type from the bytes). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export async function uploadRequestDocument(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const reply = await apiRequest('POST', '/v1/user/data-requests/document', {
    body: form,
    schema: () => replies().then((m) => m.uploadReplySchema),
  });
  return reply.data;
}
