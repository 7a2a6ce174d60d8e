import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotBody, forgotBodySchema, MSG, RESET_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot';
import { resetStore } from '../lib/reset-store';
import { MessageModal } from './message-modal';

/** The codes whose server message is shown in a dialog with "Coba Lagi" (spec 000 §8). */
const DIALOG_CODES = [SC.forgotNotFound, SC.forgotAlreadyRequested, SC.forgotBlocked];

/** /resetpassword: asks for the registered e-mail and sends a reset code to it. */
export default function ForgotPage() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [dialog, setDialog] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotBody>({
    resolver: zodResolver(forgotBodySchema),
    mode: 'onTouched',
    defaultValues: { email: resetStore.get()?.email ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    if (request.isPending) return;
    setFailure(null);
    try {
      const reply = await request.mutateAsync(values);
      resetStore.start(values.email, reply.resend_in || RESET_OTP_RESEND_SECONDS);
      void navigate(paths.resetOtp);
    } catch (err) {
      const message = err instanceof ApiError ? err.messageId : MSG.technicalProblem;
      if (err instanceof ApiError && DIALOG_CODES.some((c) => err.is(c))) setDialog(message);
      else setFailure(message);
    }
  });

  return (
    <PublicLayout>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.8">
          {MSG.forgotTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {MSG.forgotText}
        </Text>
      </Stack>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={MSG.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            {MSG.buttonSubmit}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {MSG.backToLogin}
          </Anchor>
        </Stack>
      </form>
      <MessageModal message={dialog} buttonLabel={MSG.buttonRetry} onClose={() => setDialog(null)} />
    </PublicLayout>
  );
}
