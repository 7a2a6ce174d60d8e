/**
 * The decision on an account: 'Verifikasi' asks for a confirmation; 'Tolak' asks for the note
 * (30–500 characters, as a review reason). A success is announced and the screen reloads 2 s later;
 * a failure shows the server's Indonesian message (409: someone else decided first) and keeps the note.
 */
import { MSG } from '@kilau/shared';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useManagingBankDecision } from '../api/managing-bank';

interface DialogProps {
  accountId: string;
  /** The participant and the account, as the dialog names them. */
  summary: string;
  opened: boolean;
  onClose: () => void;
}

/** Says the failure in a notice too (the dialog keeps it), and passes it on to the dialog. */
function notifyFailure(err: unknown): never {
  notifyError(errorMessage(err));
  throw err;
}

export function VerifyModal({ accountId, summary, opened, onClose }: DialogProps) {
  const decision = useManagingBankDecision(accountId);
  return (
    <ConfirmModal
      opened={opened}
      title={MSG.managingBankVerify}
      question={MSG.managingBankVerifyConfirm}
      subject={summary}
      confirmLabel={MSG.managingBankVerify}
      confirmColor="teal.9"
      busy={decision.isPending}
      onClose={onClose}
      onConfirm={async () => {
        await decision.mutateAsync({ status: 'VERIFIED' }).catch(notifyFailure);
        notifySuccess(MSG.managingBankVerified);
      }}
    />
  );
}

export function RejectModal({ accountId, summary, opened, onClose }: DialogProps) {
  const decision = useManagingBankDecision(accountId);
  return (
    <ReasonModal
      opened={opened}
      title={MSG.managingBankReject}
      question={MSG.managingBankRejectConfirm}
      subject={summary}
      label={MSG.managingBankNote}
      placeholder={MSG.managingBankRejectPlaceholder}
      submitLabel={MSG.managingBankReject}
      busy={decision.isPending}
      onClose={onClose}
      onSubmit={async (note) => {
        await decision.mutateAsync({ status: 'REJECTED', note }).catch(notifyFailure);
        notifySuccess(MSG.managingBankRejected);
      }}
    />
  );
}
