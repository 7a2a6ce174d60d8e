/**
 * The dashboard's warning about the lists (decision 0132), in amber: each of the UN list and the
 * DTTOT that has no version, or whose current version is older than the server's configured age,
 * with since when; then what to do: the super admin opens Daftar Pantauan to upload, whoever may
 * not upload is told to ask the super admin. Nothing while both are current. The server decides
 * which list is missing or old; a failed read is said, with a retry.
 */
import {
  fillTemplate,
  formatWibDate,
  MSG,
  SOURCE_LABELS,
  type StaffPrefix,
  type WatchlistStatus,
} from '@kilau/shared';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/staff-paths';
import { useWatchlistStatus } from '../api/status';

type ListLine = WatchlistStatus['lists'][number];

function lineText(l: ListLine, maxAgeDays: number): string {
  const list = SOURCE_LABELS[l.source];
  if (l.state === 'missing' || l.uploaded_at === null)
    return fillTemplate(MSG.watchlistStatusMissing, { list });
  return fillTemplate(MSG.watchlistStatusStale, {
    list,
    version: l.version_no ?? '',
    date: formatWibDate(l.uploaded_at),
    days: l.age_days ?? '',
    max: maxAgeDays,
  });
}

export function ListStatusAlert({ prefix }: { prefix: StaffPrefix }) {
  const status = useWatchlistStatus(prefix);
  if (status.error) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="watchlist-status-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{MSG.watchlistStatusFailed}</Text>
          <Button size="xs" variant="light" color="orange" onClick={() => void status.refetch()}>
            {MSG.buttonRetry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = status.data;
  const warned = data?.lists.filter((l) => l.state !== 'current') ?? [];
  if (!data || warned.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={MSG.watchlistStatusTitle}
      data-testid="watchlist-status-alert"
      component="section"
      aria-label={MSG.watchlistStatusTitle}
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {warned.map((l) => (
            <List.Item key={l.source}>{lineText(l, data.max_age_days)}</List.Item>
          ))}
        </List>
        {data.may_upload ? (
          <Anchor component={Link} to={paths.watchlists} size="sm" fw={600} w="fit-content">
            {MSG.watchlistStatusUpload}
          </Anchor>
        ) : (
          <Text size="sm">{MSG.watchlistStatusAskSuperAdmin}</Text>
        )}
      </Stack>
    </Alert>
  );
}
