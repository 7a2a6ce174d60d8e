import { zodResolver } from '@hookform/resolvers/zod';
import { classifyIdentifier, type LoginForm, loginFormSchema, MSG } from '@kilau/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { useBotChallenge } from '../hooks/use-bot-challenge';
import { useLoginFlow } from '../hooks/use-login-flow';
import { BotChallenge } from './bot-challenge';
import { ResendActivationModal } from './resend-activation-modal';

/** /login (spec 000 §2, §5, §8). */
export default function LoginPage() {
  const bot = useBotChallenge();
  const flow = useLoginFlow(bot);
  const [resendOpened, resendModal] = useDisclosure(false);
  const { register, handleSubmit, formState, getValues } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '' },
  });
  const typed = getValues('identifier').trim();
  const emailGuess = classifyIdentifier(typed) === 'email' ? typed : '';

  return (
    <PublicLayout>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.8">
          {MSG.loginTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {MSG.loginSubtitle}
        </Text>
      </Stack>
      <form noValidate onSubmit={handleSubmit(flow.submit)} aria-busy={flow.busy}>
        <Stack gap="md">
          {flow.error && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={6} align="flex-start">
                <Text size="sm">{flow.error.message}</Text>
                {flow.error.offerResendActivation && (
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={resendModal.open}>
                    {MSG.resendActivationLink}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <TextInput
            label={MSG.loginIdentifierLabel}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            error={formState.errors.identifier?.message}
            {...register('identifier')}
          />
          <div>
            <PasswordInput
              label={MSG.passwordLabel}
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': MSG.showPassword }}
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to={paths.resetPassword} size="sm">
                {MSG.loginForgot}
              </Anchor>
            </Group>
          </div>
          <BotChallenge controller={bot} />
          <Button type="submit" size="md" fullWidth loading={flow.busy}>
            {MSG.buttonLogin}
          </Button>
          <Text ta="center" size="sm">
            {MSG.loginNoAccount}{' '}
            <Anchor component={Link} to={paths.register} fw={600}>
              {MSG.buttonRegister}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ResendActivationModal opened={resendOpened} onClose={resendModal.close} defaultEmail={emailGuess} />
    </PublicLayout>
  );
}
