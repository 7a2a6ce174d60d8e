import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** GET /v1/user/get/kyc/pdf: the KYC view as a server-made PDF, saved through a temporary link. */
export async function downloadKycPdf(): Promise<void> {
  const { blob, filename } = await apiDownload('/v1/user/get/kyc/pdf');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadKycPdf() {
  return useMutation({ mutationFn: downloadKycPdf });
}
