/**
 * 'Kirim permintaan': asks to confirm with the number of items sent back, then sends every
 * decision at once. On success the detail has already reloaded (status 'Perlu Perbaikan') when the
 * notice shows; on failure the dialog keeps the server's message and every choice stays as it was.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { Alert, Button } from '@mantine/core';
import { ConfirmModal } from '../../../../components/backoffice/confirm-modal';
import { notifySuccess } from '../../../../lib/notify';
import { useSendResubmission } from '../../api/resubmission';
import type { DecisionsState } from './use-decisions';

export function SendResubmissionButton({ onClick }: { onClick: () => void }) {
  return (
    <Button color="orange.6" onClick={onClick}>
      {MSG.resubmissionSend}
    </Button>
  );
}

/** Why nothing can be sent yet (nothing asked, an item twice), under the header. */
export function DecisionsProblem({ decisions }: { decisions: DecisionsState }) {
  if (!decisions.formError) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {decisions.formError}
    </Alert>
  );
}

export function ResubmissionConfirm({
  id,
  fullname,
  decisions,
  opened,
  onClose,
}: {
  id: string;
  fullname: string;
  decisions: DecisionsState;
  opened: boolean;
  onClose: () => void;
}) {
  const send = useSendResubmission(id);
  return (
    <ConfirmModal
      opened={opened}
      title={MSG.resubmissionSend}
      question={fillTemplate(MSG.resubmissionSendConfirm, { count: decisions.asked.length })}
      subject={fullname}
      confirmLabel={MSG.resubmissionSend}
      confirmColor="orange.6"
      busy={send.isPending}
      onClose={onClose}
      onConfirm={async () => {
        const checked = decisions.check();
        // Checked when the dialog opened; the choices cannot change while it is open.
        if (!checked.ok) return;
        await send.mutateAsync(checked.body);
        notifySuccess(MSG.resubmissionSent);
        decisions.reset();
      }}
    />
  );
}
