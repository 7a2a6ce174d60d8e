import { MSG, SC } from '@kilau/shared';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { ResendActivationForm } from './resend-activation-form';

/** /aktivasi/:id, the e-mailed activation link (docs/product/back-office.md § Screens "Email activation", §4). */
export default function ActivationPage() {
  usePageTitle(MSG.activationPageTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail(id);

  if (verify.isPending) {
    return (
      <PublicLayout>
        <Center py="xl">
          <Stack align="center" gap="sm" aria-live="polite">
            <Loader aria-hidden />
            <Text>{MSG.activationInProgress}</Text>
          </Stack>
        </Center>
      </PublicLayout>
    );
  }

  if (verify.data === SC.ok) return <Navigate to={paths.welcome} replace />;

  if (verify.data === String(SC.registrationExpired)) {
    return (
      <PublicLayout>
        <Stack gap="md" ta="center" align="center">
          <Title order={1} fz={24} c="navy.8">
            {MSG.activationAlreadyActive}
          </Title>
          <Button component={Link} to={paths.login} size="md" miw={200}>
            {MSG.buttonLogin}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }

  if (verify.data === String(SC.expired)) {
    return (
      <PublicLayout>
        <Stack gap="md">
          <Title order={1} fz={24} c="navy.8">
            {MSG.activationExpired}
          </Title>
          <Text size="sm" c="dimmed">
            {MSG.activationRequestNewLink}
          </Text>
          <ResendActivationForm
            onSent={() => {
              notifySuccess(MSG.activationLinkSentToast);
              void navigate(paths.login, { replace: true });
            }}
          />
        </Stack>
      </PublicLayout>
    );
  }

  // 404 (unknown link), an unexpected code, or a failure to reach the server.
  const err = verify.error;
  const message = err instanceof ApiError && err.httpStatus !== 404 ? err.messageId : MSG.activationInvalid;
  return (
    <PublicLayout>
      <Stack gap="md">
        {/* The page's one h1, as in its other states (axe: page-has-heading-one; decision 0128). */}
        <Title order={1} fz={24} c="navy.8">
          {MSG.activationPageTitle}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
        {err instanceof ApiError && (err.httpStatus === 0 || err.httpStatus >= 500) && (
          <Button variant="light" onClick={() => void verify.refetch()}>
            {MSG.buttonRetry}
          </Button>
        )}
        <Button component={Link} to={paths.login} variant="default">
          {MSG.backToLogin}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
