import { MSG } from '@kilau/shared';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * /konfirmasi-email/:token, the link mailed to a new e-mail address (docs/decisions/0035). It may
 * be opened on another device, signed out: the link itself is the proof.
 */
export default function ConfirmEmailPage() {
  usePageTitle(MSG.profileEmailConfirmTitle);
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange(token);
  const { token: signedIn, role } = useSession();
  const next =
    signedIn && role === null
      ? { to: paths.profile, label: MSG.profileGoToProfile }
      : { to: paths.login, label: MSG.buttonLogin };

  if (confirm.isPending) {
    return (
      <PublicLayout>
        <Center py="xl">
          <Stack align="center" gap="sm" aria-live="polite">
            <Loader aria-hidden />
            <Text>{MSG.profileEmailConfirming}</Text>
          </Stack>
        </Center>
      </PublicLayout>
    );
  }

  const err = confirm.error;
  const unreachable = err instanceof ApiError && (err.httpStatus === 0 || err.httpStatus >= 500);
  return (
    <PublicLayout>
      <Stack gap="md">
        <Title order={1} fz={24} c="navy.8">
          {MSG.profileEmailConfirmTitle}
        </Title>
        {confirm.data ? (
          <Text role="status">{MSG.profileEmailConfirmed}</Text>
        ) : (
          <Alert color="red" variant="light" role="alert">
            {err instanceof ApiError && err.httpStatus !== 404 ? err.messageId : MSG.profileEmailLinkInvalid}
          </Alert>
        )}
        {unreachable ? (
          <Button variant="light" onClick={() => void confirm.refetch()}>
            {MSG.buttonRetry}
          </Button>
        ) : (
          <Button component={Link} to={next.to} size="md">
            {next.label}
          </Button>
        )}
      </Stack>
    </PublicLayout>
  );
}
