/**
 * 'Linimasa peserta' (decision 0112): everything that happened to a participant, oldest first, in
 * a drawer over the detail: each event with its time, who did it ('Nasabah', 'Sistem' or the staff
 * member's name), its Indonesian title and, where there is one, its detail (a note, a reason).
 */
import { formatWibDateTime, MSG, type StaffPrefix, type TimelineKind } from '@kilau/shared';
import { Box, Drawer, Group, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../components/ui/query-state';
import { useTimeline } from '../api/case-file';

const KIND_COLOR: Readonly<Record<TimelineKind, string>> = {
  audit: 'gray',
  note: 'yellow',
  resubmission: 'orange',
  document: 'blue',
  call: 'grape',
  screening: 'red',
  claim: 'teal',
};

export function TimelineList({ prefix, participantId }: { prefix: StaffPrefix; participantId: string }) {
  const events = useTimeline(prefix, participantId, true);
  if (!events.data)
    return (
      <QueryState isLoading={events.isLoading} error={events.error} onRetry={() => void events.refetch()} />
    );
  if (events.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {MSG.timelineEmpty}
      </Text>
    );
  // A list of our own, not Mantine's Timeline: its sheet is not among the back-office's styles.
  return (
    <Stack
      component="ol"
      gap="sm"
      aria-label={MSG.timelineTitle}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {events.data.map((e) => (
        <Box
          key={e.id}
          component="li"
          pl="sm"
          style={{ borderLeft: `3px solid var(--mantine-color-${KIND_COLOR[e.kind]}-6)` }}
        >
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {e.title}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {formatWibDateTime(e.at)}
            </Text>
            <Text size="xs" fw={600}>
              {e.actor}
            </Text>
          </Group>
          {e.detail && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.detail}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function TimelineDrawer({
  prefix,
  participantId,
  opened,
  onClose,
}: {
  prefix: StaffPrefix;
  participantId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={MSG.timelineTitle} position="right" size="lg">
      {opened && <TimelineList prefix={prefix} participantId={participantId} />}
    </Drawer>
  );
}
