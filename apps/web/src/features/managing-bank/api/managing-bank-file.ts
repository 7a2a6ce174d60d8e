import { useFileUrl } from '../../../lib/use-file-url';

/**
 * A participant's document read through GET /v1/managing-bank/file?path= with the staff token
 * (docs/product/back-office.md § Screens: images fetched as blobs), as an object URL released when the screen stops showing it.
 */
export function useManagingBankFileUrl(path: string | null) {
  return useFileUrl(
    'managing-bank-file',
    path === null ? null : `/v1/managing-bank/file?path=${encodeURIComponent(path)}`,
  );
}
