import { MSG, type ResendEmailBody } from '@kilau/shared';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailField } from '../../../components/ui/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useResendActivationEmail } from '../api/resend-activation-email';

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<ResendEmailBody>(() =>
  import('../lib/resend-activation-resolver').then((m) => m.resendActivationResolver),
);

type Outcome = { ok: boolean; message: string };

function errorText(err: unknown): string {
  if (err instanceof ApiError && err.httpStatus === 404) return MSG.resendActivationNotRegistered;
  return errorMessage(err);
}

/**
 * Asks for the activation link again (docs/product/customer-area.md § Messages): 200 sent, 202 already active, 404 unknown.
 * `onSent` takes over after a 200 (the activation page toasts and goes to the login).
 */
export function ResendActivationForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent?: () => void;
}) {
  const resend = useResendActivationEmail();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState } = useForm<ResendEmailBody>({
    resolver,
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { alreadyActive } = await resend.mutateAsync(values);
      if (!alreadyActive && onSent) return onSent();
      setOutcome({
        ok: true,
        message: alreadyActive ? MSG.resendActivationAlreadyActive : MSG.resendActivationSent,
      });
    } catch (err) {
      setOutcome({ ok: false, message: errorText(err) });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        {outcome && <FormAlert ok={outcome.ok}>{outcome.message}</FormAlert>}
        <Button type="submit" fullWidth loading={resend.isPending}>
          {MSG.activationSendNewLink}
        </Button>
      </Stack>
    </form>
  );
}
