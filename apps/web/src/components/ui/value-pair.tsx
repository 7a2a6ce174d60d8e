/**
 * Two values sharing one table column, the second below the first and dimmed ('Platform / Bank',
 * 'No. KTP / NPWP'): the back-office lists fit beside the navigation at 1280 px this way, without
 * the pinned actions column covering a column.
 */
import { Stack, Text } from '@mantine/core';

export function ValuePair({ first, second }: { first: string; second: string }) {
  return (
    <Stack gap={0}>
      <Text inherit>{first}</Text>
      <Text inherit c="dimmed">
        {second}
      </Text>
    </Stack>
  );
}
