/**
 * A staff decision without a form (unblacklist, the bank's approval, a managing-bank account
 * verified): the question, whom it is about, and the button that decides. A failure shows the
 * server's Indonesian message in the dialog; a success closes it.
 */
import { MSG } from '@kilau/shared';
import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { FormAlert } from '../ui/form-alert';

export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  question: string;
  subject: string | undefined;
  confirmLabel?: string;
  confirmColor?: ButtonProps['color'];
  /** What the decision rests on, shown under whom it is about (the review checklist, decision 0131). */
  children?: ReactNode;
  /** The decision cannot be taken yet (an item of the checklist still open): the button waits. */
  confirmDisabled?: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the decision; throws on failure (the dialog then stays open with the message). */
  onConfirm: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  async function confirm() {
    setError(null);
    try {
      await props.onConfirm();
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.question}</Text>
        <Text size="sm" fw={600}>
          {props.subject}
        </Text>
        {props.children}
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MSG.actionCancel}
          </Button>
          <Button
            color={props.confirmColor}
            disabled={props.confirmDisabled}
            onClick={() => void confirm()}
            loading={props.busy}
          >
            {props.confirmLabel ?? MSG.actionAgree}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
