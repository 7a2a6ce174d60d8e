import { MSG } from '@kilau/shared';
import { Stack, Text, Title } from '@mantine/core';

/** A destination whose screen belongs to a later piece of work: says so instead of a blank page. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Stack gap="xs" py="xl" ta="center">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{MSG.comingSoon}</Text>
    </Stack>
  );
}
