/**
 * The users directory (docs/product/back-office.md § Screens /users) and the export table (/cek-data): a search box (500 ms
 * after the last key), a platform filter as a checkbox list, Reset Filter while a filter or keyword
 * is set, and the server's .xlsx of the whole filtered result with its progress. The page, the app
 * names and the keyword live in the URL, so a reload or a shared link shows the same view.
 */
import {
  BACKOFFICE_PAGE_SIZE,
  type DirectoryUser,
  formatDateId,
  MSG,
  ROLES,
  USERS_SEARCH_DEBOUNCE_MS,
  userStatusText,
} from '@kilau/shared';
import { Button, Checkbox, Group, Popover, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useStaffPlatforms } from '../../../lib/staff/staff-platforms';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadUsersExport, useUsersDirectory } from '../api/users';

const dash = (v: string | null | undefined) => (v ? v : '-');
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`;

export function UsersDirectoryPage({ variant }: { variant: 'directory' | 'export-table' }) {
  const title = variant === 'directory' ? MSG.usersTitle : MSG.usersExportTitle;
  usePageTitle(title);
  const { role } = useSession();
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const appNames = params.getAll('app_name');
  const keyword = params.get('q') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [downloaded, setDownloaded] = useState<number | null>(null);

  // The filter offers the caller's scope (super admin: every platform).
  const platforms = useStaffPlatforms(role === ROLES.superAdmin ? 'super-admin' : 'admin-broker');
  const list = useUsersDirectory({ page, appNames, keyword });

  const update = (changes: { page?: number | null; appNames?: string[]; q?: string | null }) =>
    setParam({
      ...('page' in changes ? { page: changes.page && changes.page > 1 ? String(changes.page) : null } : {}),
      ...(changes.appNames ? { app_name: changes.appNames } : {}),
      ...('q' in changes ? { q: changes.q } : {}),
    });
  const search = useDebouncedCallback(
    (value: string) => update({ q: value.trim() || null, page: null }),
    USERS_SEARCH_DEBOUNCE_MS,
  );
  // A pasted link or the Reset button changes the keyword from outside the box.
  useEffect(() => setTyped(keyword), [keyword]);

  const filtered = appNames.length > 0 || keyword !== '';
  const platformLabel =
    appNames.length === 0
      ? MSG.usersPlatformAll
      : MSG.usersPlatformChosen.replace('{n}', String(appNames.length));

  async function download() {
    setDownloaded(0);
    try {
      await downloadUsersExport({ appNames, keyword }, setDownloaded);
      notifySuccess(MSG.usersDownloadDone);
    } catch (err) {
      notifyError(err instanceof ApiError && err.httpStatus > 0 ? err.messageId : MSG.usersDownloadFailed);
    } finally {
      setDownloaded(null);
    }
  }

  const columns: DataTableColumn<DirectoryUser>[] = [
    { accessor: 'no', title: 'No', width: 56, render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1 },
    { accessor: 'fullname', title: MSG.colUsersFullname, render: (r) => dash(r.fullname) },
    { accessor: 'platform_name', title: MSG.colUsersPlatform, render: (r) => dash(r.platform_name) },
    { accessor: 'phonenumber', title: MSG.colUsersPhone },
    { accessor: 'email', title: MSG.colUsersEmail },
    { accessor: 'status', title: MSG.colUsersStatus, render: (r) => userStatusText(r.status) },
  ];
  const total = list.data?.count ?? 0;

  return (
    <Stack gap="md">
      <div>
        <StaffPageHeading title={title} />
        {variant === 'export-table' && <Text c="dimmed">{formatDateId(new Date())}</Text>}
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={MSG.usersSearchLabel}
          placeholder={MSG.usersSearchPlaceholder}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            search(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 400 }}
          type="search"
        />
        <Popover position="bottom-start" shadow="md" withinPortal>
          <Popover.Target>
            <Button variant="default" aria-label={`${MSG.usersPlatformFilter}: ${platformLabel}`}>
              {MSG.usersPlatformFilter}: {platformLabel}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Checkbox.Group
              label={MSG.usersPlatformFilter}
              value={appNames}
              onChange={(names) => update({ appNames: names, page: null })}
            >
              <Stack gap={8} mt="xs">
                {(platforms.data ?? []).map((p) => (
                  <Checkbox key={p._id} value={p.app_name} label={p.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Popover.Dropdown>
        </Popover>
        {filtered && (
          <Button variant="subtle" onClick={() => update({ appNames: [], q: null, page: null })}>
            {MSG.usersResetFilter}
          </Button>
        )}
        <Button onClick={() => void download()} loading={downloaded !== null} disabled={total === 0}>
          {MSG.usersDownload}
        </Button>
        {variant === 'directory' && (
          <Button variant="subtle" component={Link} to={`${paths.usersExportTable}?${params}`}>
            {MSG.usersExportTableLink}
          </Button>
        )}
      </Group>
      {downloaded !== null && (
        <Stack gap={4} role="status">
          <Progress value={100} striped animated aria-label={MSG.usersDownload} />
          <Text size="sm">{MSG.usersDownloading.replace('{size}', megabytes(downloaded))}</Text>
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {MSG.usersTotal.replace('{n}', new Intl.NumberFormat('id-ID').format(total))}
      </Text>
      <ListState query={list} tableLoads>
        <PagedTable<DirectoryUser>
          idAccessor={(r) => `${r._id}:${r.nasabah_id ?? ''}`}
          records={list.data?.users ?? []}
          columns={columns}
          fetching={list.isFetching}
          total={total}
          page={page}
          onPageChange={(p) => update({ page: p })}
        />
      </ListState>
    </Stack>
  );
}

export default function UsersPage() {
  return <UsersDirectoryPage variant="directory" />;
}

export function ExportTablePage() {
  return <UsersDirectoryPage variant="export-table" />;
}
