import { Button, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/ui/overlays';

/** A server message in a small dialog with one button (the reset flow's error dialogs). */
export function MessageModal({
  message,
  title,
  buttonLabel,
  onClose,
}: {
  message: string | null;
  title?: string;
  buttonLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} centered withCloseButton={false}>
      <Stack gap="md">
        <Text role="alert">{message}</Text>
        <Button size="md" fullWidth onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
