import { MSG } from '@kilau/shared';
import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { Drawer } from '../../../components/ui/overlays';

/** The profile's edit panel: from the right, the full width of a phone. */
export function SidePanel({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const small = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={small ? '100%' : 'md'}
      title={title}
      closeButtonProps={{ 'aria-label': MSG.buttonClose }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}

/** A side panel holding one form: its fields, then Cancel (closes it) and Save. */
export function SidePanelForm({
  title,
  opened,
  onClose,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => Promise<void>;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <SidePanel title={title} opened={opened} onClose={onClose}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {MSG.buttonCancel}
            </Button>
            <Button type="submit" loading={saving}>
              {MSG.buttonSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
}
