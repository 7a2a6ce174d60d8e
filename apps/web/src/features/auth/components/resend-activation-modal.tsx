import { MSG } from '@kilau/shared';
import { Modal } from '@mantine/core';
import '../../../styles/overlays.css';
import { ResendActivationForm } from './resend-activation-form';

/** The login's "send the activation link again" dialog (docs/product/customer-area.md § Screens). */
export function ResendActivationModal({
  opened,
  onClose,
  defaultEmail,
}: {
  opened: boolean;
  onClose: () => void;
  defaultEmail?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.resendActivationTitle} centered>
      <ResendActivationForm defaultEmail={defaultEmail} />
    </Modal>
  );
}
