import { useFileUrl } from '../../../lib/use-file-url';

/**
 * A stored KYC file read through GET /v1/get/file?path= with the staff token (docs/product/back-office.md § Calls: binary
 * images as blobs), as an object URL that is released when the screen no longer shows it.
 */
export function useStaffFileUrl(path: string | null) {
  return useFileUrl('staff-file', path === null ? null : `/v1/get/file?path=${encodeURIComponent(path)}`);
}
