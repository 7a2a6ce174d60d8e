/**
 * A correction's supporting document goes through the attachment upload route as kind
 * `data_request` (accepted in any state of the KYC record; the same rules as the 'other'
 * attachment: a JPEG or PNG under 400,000 bytes, the type read from the bytes). The route is the
 * record's, so the record's id is read first (GET /v2/kyc/customer/platform); the reply's data is
 * the stored file's id the request carries as `document_file_id`. A customer without a KYC record
 * has nothing to correct (the request then answers 422 with the server's words).
 */
import { IMAGE_LIMIT_BYTES, IMAGE_MIME_TYPES, MSG } from '@kilau/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

const replies = () => import('./reply-schemas');

export const DOCUMENT_ACCEPT = IMAGE_MIME_TYPES.join(',');
/** Under the limit, as the server counts it. */
export const isAcceptableDocument = (file: File) =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) && file.size < IMAGE_LIMIT_BYTES;

async function recordId(): Promise<string> {
  const list = await apiRequest('GET', '/v2/kyc/customer/platform', {
    schema: () => replies().then((m) => m.customerPlatformsReplySchema),
  });
  const id = list.data[0]?._id;
  if (!id) throw new ApiError(422, 422, MSG.dataCorrectionNoRecord);
  return id;
}

export async function uploadRequestDocument(file: File): Promise<string> {
  const customerId = await recordId();
  const form = new FormData();
  // The server decides the accepted type and cap from `kind`, so it has to come first.
  form.append('kind', 'data_request');
  form.append('file', file, file.name);
  const reply = await apiRequest('POST', `/v2/kyc/upload/${encodeURIComponent(customerId)}`, {
    body: form,
    schema: () => replies().then((m) => m.uploadReplySchema),
  });
  return reply.data;
}
