import { Group, Text } from '@mantine/core';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text fw={800} fz={22} c={inverted ? 'white' : 'navy.8'} style={{ letterSpacing: 0.5 }}>
        Kilau
      </Text>
    </Group>
  );
}
