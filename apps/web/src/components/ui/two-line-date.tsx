/**
 * "24 November 2026" over "19:21 WIB": a date and time in WIB on two lines, so that a table's
 * date column stays narrow (the back-office lists fit beside the navigation at 1280 px).
 */
import { formatWibDateTime } from '@kilau/shared';
import { Text } from '@mantine/core';

export function TwoLineDate({ value }: { value: string }) {
  const text = formatWibDateTime(value);
  const split = /^(.*\d{4}) (\d{2}:\d{2} WIB)$/.exec(text);
  if (!split) return text;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {split[1]}
      <br />
      {split[2]}
    </Text>
  );
}
