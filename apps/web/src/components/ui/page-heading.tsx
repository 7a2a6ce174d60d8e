import { Stack, Text, Title } from '@mantine/core';

const HEADING = { order: 1, fz: { base: 24, sm: 28 }, c: 'navy.8' } as const;

/** A public screen's heading, with its line of explanation when it has one. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  if (subtitle === undefined) {
    return (
      <Title {...HEADING} mb="lg">
        {title}
      </Title>
    );
  }
  return (
    <Stack gap={4} mb="lg">
      <Title {...HEADING}>{title}</Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
