import { MSG } from '@kilau/shared';
import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One document of the attachment step: a card with its title (a red star when required) above
 * its content, red-bordered while the document has an error. `outside` follows the content (a
 * capture modal).
 */
export function DocumentCard({
  testId,
  title,
  titleId,
  required,
  invalid,
  outside,
  children,
}: {
  testId: string;
  title: string;
  titleId?: string;
  required: boolean;
  invalid: boolean;
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={testId}
      style={invalid ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm" id={titleId}>
          {title}
          {required ? (
            <Text span c="red.7" aria-hidden>
              {' '}
              *
            </Text>
          ) : null}
        </Text>
        {children}
      </Stack>
      {outside}
    </Paper>
  );
}

/** How much of an upload has gone (0–1), or nothing while none runs. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <Stack gap={2} aria-live="polite">
      <Text size="xs" c="dimmed">
        {MSG.attachUploading} {Math.round(progress * 100)}%
      </Text>
      <Progress value={progress * 100} size="sm" aria-hidden />
    </Stack>
  );
}
