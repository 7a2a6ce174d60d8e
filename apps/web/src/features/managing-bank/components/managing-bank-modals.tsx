/**
 * The decision on an account: 'Verifikasi' asks for a confirmation; 'Tolak' asks for the note
 * (30–500 characters, as a review reason). A success is announced and the screen reloads 2 s later;
 * a failure shows the server's Indonesian message (409: someone else decided first) and keeps the note.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ManagingBankRejectForm,
  MSG,
  managingBankRejectFormSchema,
  REVIEW_REASON_MAX,
} from '@kilau/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/overlays';
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

export function VerifyModal({ accountId, summary, opened, onClose }: DialogProps) {
  const decision = useManagingBankDecision(accountId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  async function verify() {
    setError(null);
    try {
      await decision.mutateAsync({ status: 'VERIFIED' });
      notifySuccess(MSG.managingBankVerified);
      close();
    } catch (err) {
      notifyError(errorMessage(err));
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={MSG.managingBankVerify} centered>
      <Stack>
        <Text size="sm">{MSG.managingBankVerifyConfirm}</Text>
        <Text size="sm" fw={600}>
          {summary}
        </Text>
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MSG.actionCancel}
          </Button>
          <Button color="teal.9" loading={decision.isPending} onClick={() => void verify()}>
            {MSG.managingBankVerify}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RejectModal({ accountId, summary, opened, onClose }: DialogProps) {
  const decision = useManagingBankDecision(accountId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ManagingBankRejectForm>({
    resolver: zodResolver(managingBankRejectFormSchema),
    mode: 'onTouched',
    defaultValues: { note: '' },
  });
  const length = form.watch('note').length;
  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  async function submit(body: ManagingBankRejectForm) {
    setError(null);
    try {
      await decision.mutateAsync({ status: 'REJECTED', note: body.note });
      notifySuccess(MSG.managingBankRejected);
      close();
    } catch (err) {
      notifyError(errorMessage(err));
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={MSG.managingBankReject} centered>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack>
          <Text size="sm">{MSG.managingBankRejectConfirm}</Text>
          <Text size="sm" fw={600}>
            {summary}
          </Text>
          {error && <FormAlert>{error}</FormAlert>}
          <Textarea
            label={MSG.managingBankNote}
            placeholder={MSG.managingBankRejectPlaceholder}
            autosize
            minRows={4}
            maxLength={REVIEW_REASON_MAX}
            withAsterisk
            description={`${length}/${REVIEW_REASON_MAX}`}
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.actionCancel}
            </Button>
            <Button type="submit" color="red" loading={decision.isPending}>
              {MSG.managingBankReject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
