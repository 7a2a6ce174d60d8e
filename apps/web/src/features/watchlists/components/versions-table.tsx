/** 'Riwayat versi': a list's versions, newest first; each can show its diff. */
import { formatWibDateTime, MSG, SOURCE_LABELS, UPLOADED_SOURCES, type UploadedSource } from '@kilau/shared';
import { Button, Card, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { ListState } from '../../../components/backoffice/list-state';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { useWatchlistVersions } from '../api/versions';

export function VersionsTable({
  source,
  onSource,
  onShowDiff,
}: {
  source: UploadedSource;
  onSource: (s: UploadedSource) => void;
  onShowDiff: (versionId: string) => void;
}) {
  const versions = useWatchlistVersions(source);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="watchlist-versions-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="watchlist-versions-title">
          {MSG.watchlistVersionsTitle}
        </Title>
        <NativeSelect
          label={MSG.watchlistUploadSource}
          value={source}
          data={UPLOADED_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))}
          onChange={(e) => onSource(e.currentTarget.value as UploadedSource)}
          maw={420}
        />
        <ListState query={versions}>
          {versions.data?.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MSG.watchlistVersionsEmpty}
            </Text>
          ) : (
            <TableScrollContainer minWidth={720}>
              <Table striped withTableBorder data-testid="watchlist-versions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{MSG.watchlistVersion}</Table.Th>
                    <Table.Th>{MSG.watchlistFileName}</Table.Th>
                    <Table.Th ta="right">{MSG.watchlistEntries}</Table.Th>
                    <Table.Th ta="right">{MSG.watchlistAdded}</Table.Th>
                    <Table.Th ta="right">{MSG.watchlistRemoved}</Table.Th>
                    <Table.Th ta="right">{MSG.watchlistChanged}</Table.Th>
                    <Table.Th>{MSG.watchlistUploadedAt}</Table.Th>
                    <Table.Th>{MSG.watchlistUploadedBy}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{MSG.colAction}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {versions.data?.map((v) => (
                    <Table.Tr key={v.id}>
                      <Table.Td>{v.version_no}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }} miw={140}>
                        {v.file_name}
                      </Table.Td>
                      <Table.Td ta="right">{v.entries.toLocaleString('id-ID')}</Table.Td>
                      <Table.Td ta="right">{v.added.toLocaleString('id-ID')}</Table.Td>
                      <Table.Td ta="right">{v.removed.toLocaleString('id-ID')}</Table.Td>
                      <Table.Td ta="right">{v.changed.toLocaleString('id-ID')}</Table.Td>
                      <Table.Td>{formatWibDateTime(v.uploaded_at)}</Table.Td>
                      <Table.Td>{v.uploaded_by?.fullname ?? '-'}</Table.Td>
                      <Table.Td>
                        <Button size="compact-sm" variant="light" onClick={() => onShowDiff(v.id)}>
                          {MSG.watchlistDiffShow}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScrollContainer>
          )}
        </ListState>
      </Stack>
    </Card>
  );
}
