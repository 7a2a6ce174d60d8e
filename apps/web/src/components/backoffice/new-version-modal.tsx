/**
 * A new version of a policy document (the risk model's, decision 0189; the scenario set's,
 * decision 0214), in a wide dialog: the version it starts from loads, the page's form edits its
 * document, and a stored draft is reported by name and closes the dialog. A refusal stays in the
 * form, under its fields or above its buttons.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { Button, Group, Modal } from '@mantine/core';
import type { ComponentType } from 'react';
import { notifySuccess } from '../../lib/notify';
import { ListState } from './list-state';

/** What the dialog gives a document's form. */
export interface NewVersionFormProps<D> {
  /** The document the new version starts from (its name emptied). */
  base: D;
  /** Stores the draft; throws the server's refusal. */
  onSubmit: (document: D) => Promise<void>;
  onCancel: () => void;
}

export function NewVersionModal<D extends { version: string }>({
  opened,
  title,
  saved,
  base,
  form: Form,
  onCreate,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What a stored draft reports, a template with {version}. */
  saved: string;
  /** The version the new one starts from, with its document (asked for once the dialog opens). */
  base: { data?: { document: D }; error: unknown; isLoading: boolean; refetch: () => unknown };
  form: ComponentType<NewVersionFormProps<D>>;
  /** Stores the draft; throws the server's refusal. */
  onCreate: (document: D) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <ListState query={base}>
        {base.data && (
          <Form
            base={base.data.document}
            onCancel={onClose}
            onSubmit={async (document) => {
              await onCreate(document);
              notifySuccess(fillTemplate(saved, { version: document.version }));
              onClose();
            }}
          />
        )}
      </ListState>
    </Modal>
  );
}

/** The foot of a document's form in the dialog: cancel, and store the draft. */
export function NewVersionFormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {MSG.actionCancel}
      </Button>
      <Button type="submit" loading={saving}>
        {MSG.riskModelSave}
      </Button>
    </Group>
  );
}
