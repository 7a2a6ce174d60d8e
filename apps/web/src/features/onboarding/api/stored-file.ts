/**
 * GET /v2/get/file serves a stored attachment back (docs/product/onboarding.md § Screens). Apart from
 * the upload, whose reply schema brings zod: the preview shows stored files on its first paint.
 */
import { apiDownload } from '../../../lib/api-client';

export function storedFileUrl(path: string): string {
  return `/v2/get/file?path=${encodeURIComponent(path)}`;
}

/** GET /v2/get/file?path=: the stored file (with the bearer token) as a Blob. */
export async function fetchStoredFile(path: string): Promise<Blob> {
  const { blob } = await apiDownload(storedFileUrl(path));
  return blob;
}
