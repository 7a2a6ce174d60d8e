import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of 'Data Saya': a bordered card named by its heading (the page's parts look alike). */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
