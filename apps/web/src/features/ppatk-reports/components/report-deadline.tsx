/** A report's deadline, and 'Lewat batas waktu' once the server says it is past while a draft. */
import { formatWibDateTime, MSG, type PpatkReportItem } from '@kilau/shared';
import { Badge, Group, Text } from '@mantine/core';

export function ReportDeadline({ r }: { r: Pick<PpatkReportItem, 'deadline_at' | 'overdue'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c={r.overdue ? 'red.9' : 'dimmed'}>
        {MSG.ppatkReportDeadline}: {formatWibDateTime(r.deadline_at)}
      </Text>
      {r.overdue && (
        <Badge size="sm" color="red.9" variant="filled">
          {MSG.ppatkReportOverdue}
        </Badge>
      )}
    </Group>
  );
}
