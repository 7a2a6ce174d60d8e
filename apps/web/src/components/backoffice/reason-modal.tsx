/**
 * A staff decision that needs a reason (a participant rejected or blacklisted, a managing-bank
 * account rejected): the question, whom it is about, and the reason (30–500 characters) with its
 * count. A failure shows the server's Indonesian message (409: someone else decided first) and keeps
 * what was typed; a success closes the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, REVIEW_REASON_MAX, type ReasonBody, reasonBodySchema } from '@kilau/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { FormAlert } from '../ui/form-alert';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  question: string;
  /** Whom or what the decision is about, in bold under the question. */
  subject: string | undefined;
  label: string;
  placeholder: string;
  /** What the decision does beyond the obvious, shown above the reason (a confirmed list match). */
  warning?: ReactNode;
  /** A plain note above the reason: a four-eyes proposal says it takes effect only once approved. */
  notice?: ReactNode;
  submitLabel: string;
  /** The submit button's colour; red (a refusal) unless given. */
  submitColor?: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the decision; throws on failure (the dialog then stays open with the message). */
  onSubmit: (reason: string) => Promise<void>;
  /** After a success, once the dialog has closed. */
  onDone?: () => void;
}

export function ReasonModal(props: ReasonModalProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReasonBody>({
    resolver: zodResolver(reasonBodySchema),
    mode: 'onTouched',
    defaultValues: { description: '' },
  });
  const length = form.watch('description').length;
  const close = () => {
    setError(null);
    form.reset();
    props.onClose();
  };
  async function submit(body: ReasonBody) {
    setError(null);
    try {
      await props.onSubmit(body.description);
      close();
      props.onDone?.();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack>
          <Text size="sm">{props.question}</Text>
          <Text size="sm" fw={600}>
            {props.subject}
          </Text>
          {props.warning && (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">{props.warning}</Text>
            </Alert>
          )}
          {props.notice && (
            <Alert color="navy" variant="light" p="xs" data-testid="four-eyes-notice">
              <Text size="sm">{props.notice}</Text>
            </Alert>
          )}
          {error && <FormAlert>{error}</FormAlert>}
          <Textarea
            label={props.label}
            placeholder={props.placeholder}
            autosize
            minRows={4}
            maxLength={REVIEW_REASON_MAX}
            withAsterisk
            description={`${length}/${REVIEW_REASON_MAX}`}
            error={form.formState.errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.actionCancel}
            </Button>
            <Button type="submit" color={props.submitColor ?? 'red'} loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
