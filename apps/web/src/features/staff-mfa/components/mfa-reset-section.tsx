/**
 * The super admin's 'Reset Faktor Kedua Staf' (decision 0109): for a staff member who lost every
 * factor, one super admin asks (username and reason) and another approves; the staff member then
 * enrols a new factor at their next login. The server refuses an approval by the one who asked
 * (MSG.mfaResetSameApprover), and asks both for a fresh factor (the step-up dialog).
 */
import {
  formatDateTimeId,
  type MfaReset,
  type MfaResetCreateBody,
  MSG,
  mfaResetCreateBodySchema,
  SC,
} from '@kilau/shared';
import { Button, Card, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useApproveMfaReset, useMfaResets, useRequestMfaReset } from '../api/staff-security';

function resetErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.is(SC.mfaResetSameApprover)) return MSG.mfaResetSameApprover;
  if (err instanceof ApiError && err.httpStatus === 404) return MSG.mfaResetUnknownStaff;
  return errorMessage(err);
}

const EMPTY: MfaResetCreateBody = { username: '', reason: '' };

/** `username`: the signed-in super admin, who may not approve their own request. */
export function MfaResetSection({ username }: { username: string }) {
  const resets = useMfaResets(true);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mfa-reset-title">
      <Stack gap="md">
        <Title order={2} fz={18} id="mfa-reset-title">
          {MSG.mfaResetTitle}
        </Title>
        <Text size="sm">{MSG.mfaResetIntro}</Text>
        <RequestForm />
        <Title order={3} fz={16}>
          {MSG.mfaResetPending}
        </Title>
        {!resets.data ? (
          <QueryState
            isLoading={resets.isLoading}
            error={resets.error}
            onRetry={() => void resets.refetch()}
          />
        ) : resets.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.mfaResetNone}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {resets.data.map((r) => (
              <PendingReset key={r.id} reset={r} own={r.requested_by === username} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function RequestForm() {
  const request = useRequestMfaReset();
  const [values, setValues] = useState<MfaResetCreateBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof MfaResetCreateBody, string>>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mfaResetCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof MfaResetCreateBody;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setError(null);
    try {
      await request.mutateAsync(parsed.data);
      setValues(EMPTY);
      notifySuccess(MSG.mfaResetRequested);
    } catch (err) {
      setError(resetErrorMessage(err));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={request.isPending}>
      <Stack gap="sm">
        {error && <FormAlert>{error}</FormAlert>}
        <TextInput
          label={MSG.mfaResetUsername}
          value={values.username}
          onChange={(e) => setValues({ ...values, username: e.currentTarget.value })}
          error={errors.username}
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
        />
        <Textarea
          label={MSG.mfaResetReason}
          value={values.reason}
          onChange={(e) => setValues({ ...values, reason: e.currentTarget.value })}
          error={errors.reason}
          autosize
          minRows={2}
          maxLength={500}
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {MSG.mfaResetRequest}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PendingReset({ reset, own }: { reset: MfaReset; own: boolean }) {
  const approve = useApproveMfaReset();
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    try {
      await approve.mutateAsync(reset.id);
      notifySuccess(MSG.mfaResetApproved);
    } catch (err) {
      setError(resetErrorMessage(err));
    }
  }
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={reset.staff_username}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {reset.staff_fullname} ({reset.staff_username})
          </Text>
          {/* Two super admins (decision 0109): the one who asked is shown why they cannot approve,
              not a button the server would refuse. */}
          {own ? (
            <Text size="xs" c="dimmed" data-testid="mfa-reset-own">
              {MSG.mfaResetOwnRequest}
            </Text>
          ) : (
            <Button size="xs" loading={approve.isPending} onClick={() => void run()}>
              {MSG.mfaResetApprove}
            </Button>
          )}
        </Group>
        <Text size="sm">{reset.reason}</Text>
        <Text size="xs" c="dimmed">
          {reset.requested_by} · {formatDateTimeId(reset.requested_at)}
        </Text>
        {error && <FormAlert>{error}</FormAlert>}
      </Stack>
    </Paper>
  );
}
