import { type ForgotBody, MSG, RESET_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailField, SubmitButton } from '../../../components/ui/form-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/forgot';
import { resetStore } from '../lib/reset-store';
import { MessageModal } from './message-modal';

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<ForgotBody>(() =>
  import('../lib/form-resolvers').then((m) => m.forgotResolver),
);

/** The codes whose server message is shown in a dialog with "Coba Lagi" (docs/product/customer-area.md § Messages), the 24-hour lock (9012) too. */
const DIALOG_CODES = [SC.forgotNotFound, SC.forgotAlreadyRequested, SC.forgotBlocked, SC.resetMaxEntry];

/** /resetpassword: asks for the registered e-mail and sends a reset code to it. */
export default function ForgotPage() {
  usePageTitle(MSG.forgotTitle);
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [dialog, setDialog] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The build renders this page (decision 0177): until React runs, its field takes no input and its
  // button sends nothing. The e-mail kept from an earlier try fills the field once mounted (the
  // form's own registration sets it), never in that markup.
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<ForgotBody>({
    resolver,
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
      const message = errorMessage(err);
      if (err instanceof ApiError && DIALOG_CODES.some((c) => err.is(c))) setDialog(message);
      else setFailure(message);
    }
  });

  return (
    <PublicLayout>
      <PageHeading title={MSG.forgotTitle} subtitle={MSG.forgotText} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert>{failure}</FormAlert>
          <EmailField error={formState.errors.email?.message} readOnly={!hydrated} {...register('email')} />
          <SubmitButton loading={request.isPending} ready={hydrated}>
            {MSG.buttonSubmit}
          </SubmitButton>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {MSG.backToLogin}
          </Anchor>
        </Stack>
      </form>
      <MessageModal message={dialog} buttonLabel={MSG.buttonRetry} onClose={() => setDialog(null)} />
    </PublicLayout>
  );
}
