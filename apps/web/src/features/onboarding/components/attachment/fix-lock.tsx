import { MSG } from '@kilau/shared';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A part of the attachment step a reviewer did not ask to fix (decision 0112): shown as saved, its
 * buttons disabled (a disabled fieldset), with the read-only notice under it. `notice` is false when
 * the whole step is read-only and the frame already says so once.
 */
export function FixLock({
  locked,
  notice = true,
  children,
}: {
  locked: boolean;
  notice?: boolean;
  children: ReactNode;
}) {
  // Always the same elements, so a part keeps its state when the list arrives and unlocks it.
  return (
    <fieldset
      disabled={locked}
      data-readonly={locked || undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Stack gap={4}>
        {children}
        {locked && notice ? (
          <Text size="xs" c="dimmed">
            {MSG.fixReadOnly}
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}
