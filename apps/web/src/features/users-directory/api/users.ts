import { BACKOFFICE_PAGE_SIZE, usersDirectoryReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/file-download';

export interface UsersFilter {
  page: number;
  appNames: string[];
  keyword: string;
}

function filterParams(f: Pick<UsersFilter, 'appNames' | 'keyword'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of f.appNames) params.append('app_name', name);
  if (f.keyword) params.set('keyword', f.keyword);
  return params;
}

/** GET /v1/admin-broker/users: offset is the page number from 1 (docs/product/back-office.md § Calls; decision 0068). */
export function useUsersDirectory(f: UsersFilter) {
  const params = filterParams(f);
  params.set('offset', String(f.page));
  params.set('limit', String(BACKOFFICE_PAGE_SIZE));
  return useQuery({
    queryKey: ['users-directory', f],
    queryFn: () =>
      apiRequest('GET', `/v1/admin-broker/users?${params}`, { schema: usersDirectoryReplySchema }),
    select: (r) => r.data.body,
    placeholderData: keepPreviousData,
  });
}

const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** The server's streamed .xlsx of the whole filtered directory, saved under the server's file name. */
export async function downloadUsersExport(
  f: Pick<UsersFilter, 'appNames' | 'keyword'>,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const { blob, filename } = await apiDownload(`/v1/admin-broker/users/export?${filterParams(f)}`, {
    onProgress,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(blob, filename);
}
