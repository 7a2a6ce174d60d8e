/** A case's due time, and 'Lewat tenggat' once the server says it is past while open. */
import { formatWibDateTime, type MonitoringCaseItem, MSG } from '@kilau/shared';
import { Badge, Group, Text } from '@mantine/core';

export function CaseDue({ c }: { c: Pick<MonitoringCaseItem, 'due_at' | 'overdue'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c={c.overdue ? 'red.9' : 'dimmed'}>
        {MSG.monitoringCaseDue}: {formatWibDateTime(c.due_at)}
      </Text>
      {c.overdue && (
        <Badge size="sm" color="red.9" variant="filled">
          {MSG.monitoringCaseOverdue}
        </Badge>
      )}
    </Group>
  );
}
