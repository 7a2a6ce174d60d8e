/**
 * The review actions' dialogs (docs/product/back-office.md § Screens, Rules, Messages): 'Verifikasi Peserta' (documents complete?, then
 * account number, user id and password: the number proposed by the server and the password
 * generated in the browser, decision 0137), the reject and blacklist reasons (30–500 characters), and
 * the unblacklist confirmation. Each reports success with the catalogue's text; a failure shows the
 * server's Indonesian message (409: someone else acted first) and keeps what was typed. Proposing
 * the approval and the maker's notice are four eyes', handed in by the back office
 * (lib/staff/four-eyes.ts, decision 0181).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  approveBodySchema,
  type Checklist,
  type EddCheck,
  fillTemplate,
  MSG,
  type ProposeApproveForm,
  proposeApproveFormSchema,
  REVIEW_REASON_MAX,
  TRADE_USERNAME_MAX,
} from '@kilau/shared';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal as BackofficeReasonModal } from '../../../components/backoffice/reason-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFourEyes } from '../../../lib/staff/four-eyes';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { useReviewAction } from '../api/review-actions';
import { useTradeAccountProposal } from '../api/trade-account-proposal';
import { generateTradePassword } from '../lib/trade-password';
import { ChecklistSummary } from './decisions/checklist-summary';
import { EddFields } from './edd-fields';

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

/** docs/product/back-office.md § Rules: spaces cannot be typed in the username, password or account number. */
const noSpaceKey = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === ' ') e.preventDefault();
};
/** The account number takes digits only. */
const digitsOnlyKey = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
};

/**
 * 'Verifikasi Peserta'. With `propose` (the server offers 'propose_approve': a dismissed list match
 * or a blacklisted twin, decision 0111, or a Tinggi rating) the same form takes a reason too and
 * proposes the approval to a second person instead of approving; the password travels sealed in
 * the proposal. `eddChecks` (a Tinggi participant) adds the EDD, and a senior decides.
 */
export function ApproveModal({
  participant,
  onClose,
  onDone,
  propose = false,
  checklist,
  eddChecks = null,
}: DialogProps & { propose?: boolean; checklist?: Checklist; eddChecks?: EddCheck[] | null }) {
  const action = useReviewAction();
  const { usePropose } = useFourEyes();
  const proposal = usePropose(useStaffPrefix() ?? 'admin-broker');
  const [documentsConfirmed, setDocumentsConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A fresh password each time the dialog opens (decision 0137); by the id, since the page draws
  // a new participant object on every render and a new password would reset what was typed.
  const participantId = participant?.id ?? null;
  const generated = useMemo(() => (participantId ? generateTradePassword() : ''), [participantId]);
  const form = useForm<ProposeApproveForm>({
    // The plain approval's schema ignores the reason field, which it does not show.
    resolver: (propose
      ? zodResolver(proposeApproveFormSchema)
      : zodResolver(approveBodySchema)) as unknown as Resolver<ProposeApproveForm>,
    mode: 'onTouched',
    values: {
      nasabah_id: participantId ?? '',
      username: '',
      password: generated,
      account_no: '',
      reason: '',
      edd: eddChecks ? { checks: [], note: '' } : undefined,
    },
  });
  const edd = propose && eddChecks ? eddChecks : null;
  const accountProposal = useProposedAccountNo(participantId, form);
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
    // Every check that applies is ticked before the senior is asked (the server refuses it too).
    if (edd && !edd.every((c) => values.edd?.checks.includes(c))) {
      form.setError('edd.checks', { message: MSG.eddChecksIncomplete });
      return;
    }
    try {
      if (propose) {
        await proposal.mutateAsync({
          kind: 'approve',
          customer_id: participant.id,
          reason: values.reason,
          username: values.username,
          password: values.password,
          account_no: values.account_no,
          ...(edd && values.edd ? { edd: values.edd } : {}),
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
      // docs/product/back-office.md § Messages: an approval failure shows the code and the message for 3 seconds.
      notifyError(text, 3000);
      setError(errorMessage(err));
      // Taken meanwhile by another approval: the next proposal replaces a number left as proposed.
      if (err instanceof ApiError && err.messageId === MSG.tradeAccountNoTaken)
        void accountProposal.refetch();
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
          {checklist && <ChecklistSummary checklist={checklist} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.actionCancel}
            </Button>
            <Button
              disabled={checklist !== undefined && !checklist.complete}
              onClick={() => setDocumentsConfirmed(true)}
            >
              {MSG.actionAgree}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <Stack>
            {propose && <Text size="sm">{edd ? MSG.approveNeedsSenior : MSG.approveNeedsFourEyes}</Text>}
            {error && <FormAlert>{error}</FormAlert>}
            {accountProposal.failure && (
              <Alert color="yellow" variant="light" role="status" p="xs">
                <Text size="sm">{accountProposal.failure}</Text>
              </Alert>
            )}
            {/* Each field's rules above it, before any error (decision 0137). */}
            <TextInput
              label={MSG.tradeAccountNoLabel}
              description={
                <Rules>
                  <span>{MSG.tradeAccountNoRule}</span>
                  {accountProposal.shown && <span>{MSG.tradeAccountNoProposed}</span>}
                </Rules>
              }
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              onKeyDown={digitsOnlyKey}
              error={errors.account_no?.message}
              {...form.register('account_no')}
            />
            <TextInput
              label={MSG.userIdLabel}
              description={fillTemplate(MSG.tradeUsernameRule, { max: TRADE_USERNAME_MAX })}
              autoComplete="off"
              withAsterisk
              onKeyDown={noSpaceKey}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <Stack gap={4}>
              <PasswordInput
                label={MSG.staffPasswordLabel}
                description={MSG.tradePasswordRule}
                autoComplete="new-password"
                withAsterisk
                onKeyDown={noSpaceKey}
                visibilityToggleButtonProps={{ 'aria-label': MSG.showPassword }}
                visibilityToggleFocusable
                error={errors.password?.message}
                inputContainer={(input) => (
                  <Group gap="xs" wrap="nowrap" align="center">
                    <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                    <Button
                      variant="default"
                      aria-label={MSG.tradePasswordRegenerateLabel}
                      onClick={() =>
                        form.setValue('password', generateTradePassword(), {
                          shouldDirty: true,
                          shouldValidate: form.formState.isSubmitted,
                        })
                      }
                    >
                      {MSG.tradePasswordRegenerate}
                    </Button>
                  </Group>
                )}
                {...form.register('password')}
              />
              <Text size="xs" c="dimmed">
                {MSG.tradePasswordDelivery}
              </Text>
            </Stack>
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
            {edd && <EddFields checks={edd} form={form} />}
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

/** A field's rules, one sentence after the other. */
function Rules({ children }: { children: ReactNode }) {
  return (
    <Group component="span" gap={4} wrap="wrap">
      {children}
    </Group>
  );
}

/**
 * The account number the server proposes (decision 0137), filled into the form while the field
 * holds nothing or the last proposal, so a number the reviewer typed is never replaced. `failure`
 * says why there is none (the number is then typed by hand); `shown` whether the field holds it.
 */
function useProposedAccountNo(id: string | null, form: UseFormReturn<ProposeApproveForm>) {
  const query = useTradeAccountProposal(id);
  const filled = useRef('');
  const proposed = query.data?.account_no;
  const current = form.watch('account_no');
  useEffect(() => {
    if (id === null) {
      filled.current = '';
      return;
    }
    if (!proposed) return;
    const value = form.getValues('account_no');
    if (value !== '' && value !== filled.current) return;
    filled.current = proposed;
    form.setValue('account_no', proposed, { shouldValidate: form.formState.isSubmitted });
  }, [id, proposed, form]);
  const err = query.error;
  return {
    refetch: query.refetch,
    shown: proposed !== undefined && current === proposed,
    failure: !err
      ? null
      : err instanceof ApiError && err.httpStatus === 409
        ? err.messageId
        : MSG.tradeAccountProposalUnavailable,
  };
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
      // The blacklist waits for a second person (decision 0133): the dialog says so before it is sent.
      notice={kind === 'blacklist' ? MSG.fourEyesMakerNotice : undefined}
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
  const { FourEyesNotice } = useFourEyes();
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
    >
      <FourEyesNotice />
    </ConfirmActionModal>
  );
}

/** The partner bank's approval of its participant (status 7): on to the broker's new list. */
export function BankApproveModal({
  participant,
  bankCode,
  onClose,
  onDone,
  checklist,
}: DialogProps & { bankCode: string | null; checklist?: Checklist }) {
  const action = useReviewAction();
  return (
    <ConfirmActionModal
      participant={participant}
      title={MSG.bankApproveTitle}
      question={MSG.bankApproveQuestion}
      confirmDisabled={checklist !== undefined && !checklist.complete}
      busy={action.isPending}
      onClose={onClose}
      onConfirm={async () => {
        if (!participant || !bankCode) return;
        await action.mutateAsync({ action: 'bankApprove', id: participant.id, bankCode });
        notifySuccess(MSG.bankApproveDone);
        onDone?.();
      }}
    >
      {checklist && <ChecklistSummary checklist={checklist} />}
    </ConfirmActionModal>
  );
}
