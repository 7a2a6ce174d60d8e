/**
 * What a step's frame shows while a fix is asked (decision 0112): above the form,
 * what the reviewer asked on this step (each item, its reason and note) or the read-only notice;
 * the labels of the back and save buttons.
 */
import { MSG } from '@kilau/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { reasonOf, type StepAccess } from '../../lib/fix-mode';
import type { FixMode } from '../../lib/use-fix-mode';

export function FixNotice({ access, items }: { access: StepAccess; items: FixMode['items'] }) {
  if (access === 'read-only') {
    return (
      <Alert color="gray" variant="light" role="status">
        {MSG.fixReadOnly}
      </Alert>
    );
  }
  if (access !== 'fix') return null;
  return (
    <Alert color="gold" variant="light" title={MSG.fixAskedHere}>
      <Stack gap={6}>
        {items.map((i) => (
          <Text size="sm" key={i.item}>
            <Text span fw={700}>
              {i.label}
            </Text>
            {`: ${reasonOf(i)}`}
            {i.note ? ` · ${MSG.fixReviewerNote}: ${i.note}` : ''}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** 'Daftar perbaikan' (back to the list) and 'Simpan perbaikan' (a save that returns to it). */
export function FixLabel({ name }: { name: 'back' | 'save' }) {
  return <>{name === 'back' ? MSG.fixBackShort : MSG.fixSave}</>;
}
