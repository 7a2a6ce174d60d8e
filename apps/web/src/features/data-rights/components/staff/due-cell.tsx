/** A request's due time with its countdown, or 'Terlambat' in words (and by how long) once past it. */
import { formatWibDateTime } from '@kilau/shared';
import { Badge, Stack, Text } from '@mantine/core';
import { remaining } from '../../lib/remaining';

export function DueCell({
  dueAt,
  open,
  now,
}: {
  dueAt: string;
  /** A decided request has no countdown. */
  open: boolean;
  now: number;
}) {
  const left = remaining(dueAt, now);
  return (
    <Stack gap={2}>
      <Text size="sm">{formatWibDateTime(dueAt)}</Text>
      {open &&
        (left.overdue ? (
          <Badge size="sm" color="red.9" variant="filled" style={{ alignSelf: 'flex-start' }}>
            {left.text}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {left.text}
          </Text>
        ))}
    </Stack>
  );
}
