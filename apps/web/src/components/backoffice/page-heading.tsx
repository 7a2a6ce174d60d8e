import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A back-office screen's heading, its one h1, with its line of explanation under
 * it when it has one. Both sit in the page's own stack: the heading adds no box of its own.
 */
export function StaffPageHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Title order={1} fz={24}>
        {title}
      </Title>
      {intro === undefined ? null : (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </>
  );
}
