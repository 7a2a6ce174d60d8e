/**
 * The review actions' dialogs (spec 002 §2, §5, §8): 'Verifikasi Peserta' (documents complete?, then
 * account number, user id and password), the reject and blacklist reasons (30–500 characters), and
 * the unblacklist confirmation. Each reports success with the spec's text; a failure shows the
 * server's Indonesian message (409: someone else acted first) and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ApproveBody, approveBodySchema, MSG } from '@kilau/shared';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal as BackofficeReasonModal } from '../../../components/backoffice/reason-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/overlays';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReviewAction } from '../api/review-actions';

export interface ParticipantRef {
  id: string;
  fullname: string;
}

interface DialogProps {
  participant: ParticipantRef | null;
  onClose: () => void;
  /** After a success (the caller reloads its data). */
  onDone?: () => void;
}

/** Spec 002 §5: spaces cannot be typed in the username, password or account number. */
const noSpaceKey = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === ' ') e.preventDefault();
};
/** The account number takes digits only. */
const digitsOnlyKey = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
};

export function ApproveModal({ participant, onClose, onDone }: DialogProps) {
  const action = useReviewAction();
  const [documentsConfirmed, setDocumentsConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ApproveBody>({
    resolver: zodResolver(approveBodySchema),
    mode: 'onTouched',
    values: { nasabah_id: participant?.id ?? '', username: '', password: '', account_no: '' },
  });
  const close = () => {
    setDocumentsConfirmed(false);
    setError(null);
    form.reset();
    onClose();
  };
  async function submit(body: ApproveBody) {
    if (!participant) return;
    setError(null);
    try {
      await action.mutateAsync({ action: 'approve', id: participant.id, body });
      notifySuccess(MSG.participantAccepted);
      close();
      onDone?.();
    } catch (err) {
      const text = err instanceof ApiError ? `${err.statusCode}: ${err.messageId}` : errorMessage(err);
      // Spec 002 §8: an approval failure shows the code and the message for 3 seconds.
      notifyError(text, 3000);
      setError(errorMessage(err));
    }
  }
  const errors = form.formState.errors;
  return (
    <Modal opened={participant !== null} onClose={close} title={MSG.verifyTitle} centered>
      {!documentsConfirmed ? (
        <Stack>
          <Text size="sm">
            {participant?.fullname} — {MSG.verifyDocumentsComplete}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.actionCancel}
            </Button>
            <Button onClick={() => setDocumentsConfirmed(true)}>{MSG.actionAgree}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <Stack>
            {error && <FormAlert>{error}</FormAlert>}
            <TextInput
              label={MSG.tradeAccountNoLabel}
              inputMode="numeric"
              withAsterisk
              onKeyDown={digitsOnlyKey}
              error={errors.account_no?.message}
              {...form.register('account_no')}
            />
            <TextInput
              label={MSG.userIdLabel}
              autoComplete="off"
              withAsterisk
              onKeyDown={noSpaceKey}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label={MSG.staffPasswordLabel}
              autoComplete="new-password"
              withAsterisk
              onKeyDown={noSpaceKey}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {MSG.actionCancel}
              </Button>
              <Button type="submit" loading={action.isPending}>
                {MSG.actionAccept}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

const REASON_TEXTS = {
  reject: {
    title: MSG.actionReject,
    question: MSG.rejectConfirm,
    placeholder: MSG.rejectReasonPlaceholder,
    done: MSG.participantRejected,
  },
  blacklist: {
    title: MSG.actionBlacklist,
    question: MSG.blacklistConfirm,
    placeholder: MSG.blacklistReasonPlaceholder,
    done: MSG.blacklistDone,
  },
} as const;

export function ReasonModal({
  kind,
  participant,
  onClose,
  onDone,
}: DialogProps & { kind: 'reject' | 'blacklist' }) {
  const texts = REASON_TEXTS[kind];
  const action = useReviewAction();
  return (
    <BackofficeReasonModal
      opened={participant !== null}
      title={texts.title}
      question={texts.question}
      subject={participant?.fullname}
      label={MSG.colReason}
      placeholder={texts.placeholder}
      submitLabel={MSG.actionAgree}
      busy={action.isPending}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (description) => {
        if (!participant) return;
        await action.mutateAsync({ action: kind, id: participant.id, body: { description } });
        notifySuccess(texts.done);
      }}
    />
  );
}

/** A yes/no dialog of a review action without a form: the question, the participant, Setuju. */
function ConfirmActionModal({
  participant,
  ...props
}: Omit<Parameters<typeof ConfirmModal>[0], 'opened' | 'subject'> & { participant: ParticipantRef | null }) {
  return <ConfirmModal opened={participant !== null} subject={participant?.fullname} {...props} />;
}

export function UnblacklistModal({ participant, onClose, onDone }: DialogProps) {
  const action = useReviewAction();
  return (
    <ConfirmActionModal
      participant={participant}
      title={MSG.actionUnblacklist}
      question={MSG.unblacklistConfirm}
      busy={action.isPending}
      onClose={onClose}
      onConfirm={async () => {
        if (!participant) return;
        await action.mutateAsync({ action: 'unblacklist', id: participant.id });
        notifySuccess(MSG.unblacklistDone);
        onDone?.();
      }}
    />
  );
}

/** The partner bank's approval of its participant (status 7): on to the broker's new list. */
export function BankApproveModal({
  participant,
  bankCode,
  onClose,
  onDone,
}: DialogProps & { bankCode: string | null }) {
  const action = useReviewAction();
  return (
    <ConfirmActionModal
      participant={participant}
      title={MSG.bankApproveTitle}
      question={MSG.bankApproveQuestion}
      busy={action.isPending}
      onClose={onClose}
      onConfirm={async () => {
        if (!participant || !bankCode) return;
        await action.mutateAsync({ action: 'bankApprove', id: participant.id, bankCode });
        notifySuccess(MSG.bankApproveDone);
        onDone?.();
      }}
    />
  );
}
