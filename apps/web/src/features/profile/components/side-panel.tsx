import { MSG } from '@kilau/shared';
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Drawer } from '../../../components/ui/overlays';
import { usePhoneWidth } from '../../../lib/use-phone-width';

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
  const small = usePhoneWidth();
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

/** One form of a side panel: its fields, then Cancel (closes the panel) and Save (or `submitLabel`). */
export function PanelForm({
  onClose,
  onSubmit,
  saving,
  submitLabel = MSG.buttonSave,
  children,
}: {
  onClose: () => void;
  onSubmit: (e: FormEvent) => Promise<void>;
  saving: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {MSG.buttonCancel}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A side panel holding one form. */
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
      <PanelForm onClose={onClose} onSubmit={onSubmit} saving={saving}>
        {children}
      </PanelForm>
    </SidePanel>
  );
}
