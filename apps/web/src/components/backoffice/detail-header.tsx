/**
 * The head of a back-office detail page: the name as the page's heading, its status badges and a
 * dimmed line of where it belongs, any further lines, and the actions the server allows on the right
 * (below on a narrow screen).
 */
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaffPageHeading } from './page-heading';

export function DetailHeader({
  title,
  badges,
  meta,
  children,
  actions,
}: {
  title: string;
  badges: ReactNode;
  /** The dimmed line beside the badges (platform, bank, …). */
  meta: ReactNode;
  /** Further lines under the badges. */
  children?: ReactNode;
  /** The action buttons; nothing is drawn for none. */
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <StaffPageHeading title={title} />
        <Group gap="xs">
          {badges}
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        </Group>
        {children}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
