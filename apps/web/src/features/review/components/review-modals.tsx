/**
 * The review actions' dialogs (spec 002 §2, §5, §8): 'Verifikasi Peserta' (documents complete?, then
 * account number, user id and password), the reject and blacklist reasons (30–500 characters), and
 * the unblacklist confirmation. Each reports success with the spec's text; a failure shows the
 * server's Indonesian message (409: someone else acted first) and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  approveBodySchema,
  MSG,
  type ProposeApproveForm,
  proposeApproveFormSchema,
  REVIEW_REASON_MAX,
} from '@kilau/shared';
import { Button, Group, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal as BackofficeReasonModal } from '../../../components/backoffice/reason-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/overlays';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePropose } from '../../../lib/staff/proposals';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
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

/**
 * 'Verifikasi Peserta'. With `propose` (the server offers 'propose_approve': a dismissed list match
 * or a high risk, decision 0111) the same form takes a reason too and proposes the approval to a
 * second person instead of approving; the password travels sealed in the proposal.
 */
export function ApproveModal({
  participant,
  onClose,
  onDone,
  propose = false,
}: DialogProps & { propose?: boolean }) {
  const action = useReviewAction();
  const proposal = usePropose(useStaffPrefix() ?? 'admin-broker');
  const [documentsConfirmed, setDocumentsConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProposeApproveForm>({
    // The plain approval's schema ignores the reason field, which it does not show.
    resolver: (propose
      ? zodResolver(proposeApproveFormSchema)
      : zodResolver(approveBodySchema)) as unknown as Resolver<ProposeApproveForm>,
    mode: 'onTouched',
    values: { nasabah_id: participant?.id ?? '', username: '', password: '', account_no: '', reason: '' },
  });
  const reasonLength = form.watch('reason')?.length ?? 0;
  const close = () => {
    setDocumentsConfirmed(false);
    setError(null);
    form.reset();
    onClose();
  };
  async function submit(values: ProposeApproveForm) {
    if (!participant) return;
    setError(null);
    try {
      if (propose) {
        await proposal.mutateAsync({
          kind: 'approve',
          customer_id: participant.id,
          reason: values.reason,
          username: values.username,
          password: values.password,
          account_no: values.account_no,
        });
        notifySuccess(MSG.proposalSubmitted);
      } else {
        const { reason: _unused, ...body } = values;
        await action.mutateAsync({ action: 'approve', id: participant.id, body });
        notifySuccess(MSG.participantAccepted);
      }
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
            {propose && <Text size="sm">{MSG.approveNeedsFourEyes}</Text>}
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
            {propose && (
              <Textarea
                label={MSG.proposalReason}
                autosize
                minRows={3}
                maxLength={REVIEW_REASON_MAX}
                withAsterisk
                description={`${reasonLength}/${REVIEW_REASON_MAX}`}
                error={errors.reason?.message}
                {...form.register('reason')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {MSG.actionCancel}
              </Button>
              <Button type="submit" loading={action.isPending || proposal.isPending}>
                {propose ? MSG.proposalProposeApprove : MSG.actionAccept}
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
    // The blacklist is a four-eyes decision (decision 0111): the call files a proposal.
    done: MSG.proposalSubmitted,
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
        // A four-eyes decision (decision 0111): the call files a proposal for a second person.
        notifySuccess(MSG.proposalSubmitted);
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
