/**
 * The progress of the rescreen an upload started: screened of total, new matches (a link to those
 * participants, decision 0132), status; polled until it ends.
 */
import { MSG, type ScreeningRun } from '@kilau/shared';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useScreeningRun } from '../api/run';
import { RUN_STATUS_COLOR, RUN_STATUS_LABEL, runPercent, runProgressText } from '../lib/runs';
import { FlaggedLink } from './flagged-link';

export function RunStatusBadge({ run }: { run: Pick<ScreeningRun, 'status'> }) {
  return (
    <Badge color={RUN_STATUS_COLOR[run.status]} variant="light" miw="max-content" data-testid="run-status">
      {RUN_STATUS_LABEL[run.status]}
    </Badge>
  );
}

export function RunProgress({ id }: { id: string }) {
  const run = useScreeningRun(id);
  if (!run.data) return null;
  const r = run.data;
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="upload-run">
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>
          {MSG.watchlistRunsTitle}
        </Text>
        <RunStatusBadge run={r} />
      </Group>
      <Progress
        value={runPercent(r)}
        aria-label={MSG.watchlistRunProgress}
        animated={r.status === 'running'}
      />
      <Text size="sm">
        {MSG.watchlistRunProgress}: {runProgressText(r)} · {MSG.watchlistRunFlagged}: <FlaggedLink run={r} />
      </Text>
      {r.error && (
        <Text size="sm" c="red.9">
          {r.error}
        </Text>
      )}
    </Stack>
  );
}
