import { classifyIdentifier, MSG } from '@kilau/shared';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, PromptLink, SubmitButton } from '../../../components/ui/form-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBotChallenge } from '../hooks/use-bot-challenge';
import { useLoginFlow } from '../hooks/use-login-flow';
import { preloadLoginSchemas, useLoginForm } from '../hooks/use-login-form';
import { BotChallenge } from './bot-challenge';

// The dialog (and Mantine's modal machinery) loads only for the few who need the link again.
const ResendActivationModal = lazy(() =>
  import('./resend-activation-modal').then((m) => ({ default: m.ResendActivationModal })),
);

/** /login (docs/product/customer-area.md § Screens, Rules, Messages). */
export default function LoginPage() {
  usePageTitle(MSG.buttonLogin);
  const bot = useBotChallenge();
  const flow = useLoginFlow(bot);
  const navigate = useNavigate();
  const [resendOpened, resendModal] = useDisclosure(false);
  // Stays mounted after the first opening so that closing plays the modal's exit transition.
  const [resendWanted, setResendWanted] = useState(false);
  if (resendOpened && !resendWanted) setResendWanted(true);
  const form = useLoginForm(flow.submit);
  // The schema arrives after the first paint (decision 0051): the page is usable at once and the
  // first check (on leaving a field) finds it loaded.
  useEffect(preloadLoginSchemas, []);
  const typed = form.values.identifier.trim();
  const emailGuess = classifyIdentifier(typed) === 'email' ? typed : '';
  // The build renders this page (decision 0110): until React runs, its fields take no input and
  // its button sends nothing, so the browser cannot send the form on its own.
  const hydrated = useHydrated();

  return (
    <PublicLayout>
      <PageHeading title={MSG.loginTitle} subtitle={MSG.loginSubtitle} />
      <form noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={flow.busy}>
        <Stack gap="md">
          {flow.error && (
            <FormAlert>
              <Stack gap={6} align="flex-start">
                <Text size="sm">{flow.error.message}</Text>
                {flow.error.resumeRegistration && (
                  <Button
                    size="sm"
                    onClick={() =>
                      void navigate(paths.register, { state: { resume: flow.error?.resumeRegistration } })
                    }
                  >
                    {MSG.loginContinueRegistration}
                  </Button>
                )}
                {flow.error.offerResendActivation && (
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={resendModal.open}>
                    {MSG.resendActivationLink}
                  </Anchor>
                )}
              </Stack>
            </FormAlert>
          )}
          <TextInput
            label={MSG.loginIdentifierLabel}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            readOnly={!hydrated}
            {...form.field('identifier')}
          />
          <div>
            <PasswordField
              label={MSG.passwordLabel}
              autoComplete="current-password"
              readOnly={!hydrated}
              {...form.field('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to={paths.resetPassword} size="sm">
                {MSG.loginForgot}
              </Anchor>
            </Group>
          </div>
          <BotChallenge controller={bot} />
          <SubmitButton loading={flow.busy} ready={hydrated}>
            {MSG.buttonLogin}
          </SubmitButton>
          <PromptLink prompt={MSG.loginNoAccount} to={paths.register} label={MSG.buttonRegister} />
        </Stack>
      </form>
      {resendWanted && (
        <Suspense fallback={null}>
          <ResendActivationModal
            opened={resendOpened}
            onClose={resendModal.close}
            defaultEmail={emailGuess}
          />
        </Suspense>
      )}
    </PublicLayout>
  );
}
