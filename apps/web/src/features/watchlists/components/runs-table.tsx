/**
 * 'Penyaringan ulang': the newest rescreens with their progress (the page polls while one runs);
 * each run's new matches link to the participants it flagged (decision 0132).
 */
import { formatWibDateTime, MSG, type ScreeningRun, SOURCE_LABELS } from '@kilau/shared';
import { Card, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { runPercent, runProgressText } from '../lib/runs';
import { FlaggedLink } from './flagged-link';
import { RunStatusBadge } from './run-progress';

export function RunsTable({ runs }: { runs: ScreeningRun[] }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="watchlist-runs-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="watchlist-runs-title">
          {MSG.watchlistRunsTitle}
        </Title>
        {runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.watchlistRunsEmpty}
          </Text>
        ) : (
          <TableScrollContainer minWidth={640}>
            <Table striped withTableBorder data-testid="watchlist-runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.watchlistRunStarted}</Table.Th>
                  <Table.Th>{MSG.watchlistRunSourceCol}</Table.Th>
                  <Table.Th>{MSG.watchlistRunStatus}</Table.Th>
                  <Table.Th>{MSG.watchlistRunProgress}</Table.Th>
                  <Table.Th ta="right">{MSG.watchlistRunFlagged}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatWibDateTime(r.created_at)}</Table.Td>
                    <Table.Td>
                      {r.source
                        ? SOURCE_LABELS[r.source]
                        : r.trigger === 'list_upload'
                          ? MSG.watchlistRunTriggerUpload
                          : MSG.watchlistRunTriggerBlacklist}
                    </Table.Td>
                    <Table.Td>
                      <RunStatusBadge run={r} />
                    </Table.Td>
                    <Table.Td miw={160}>
                      <Stack gap={2}>
                        <Progress value={runPercent(r)} size="sm" aria-label={MSG.watchlistRunProgress} />
                        <Text size="xs">{runProgressText(r)}</Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right">
                      <FlaggedLink run={r} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
