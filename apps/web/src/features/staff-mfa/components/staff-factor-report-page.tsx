import { MSG } from '@kilau/shared';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { reportFactor } from '../api/login-factor';

/**
 * /staf/bukan-saya#token: the link of the mail that tells a staff member of a factor added
 * (decision 0119). Opening the page spends nothing (a mail scanner that follows links changes
 * nothing); the person presses the button, and the server ends the account's sessions and
 * factors until two super admins reset them.
 */
export default function StaffFactorReportPage() {
  usePageTitle(MSG.factorReportTitle);
  const report = useMutation({ mutationFn: reportFactor });
  // The token after '#': the browser never sends the fragment, so no log or Referer holds it.
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));

  return (
    <PublicLayout>
      <Stack gap="lg" maw={520} mx="auto" w="100%">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.factorReportTitle}
        </Title>
        {report.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {MSG.factorReportDone}
          </Alert>
        ) : !token ? (
          <Alert color="red" variant="light" role="alert">
            {MSG.factorReportInvalid}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Text size="sm">{MSG.factorReportQuestion}</Text>
              {report.error ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(report.error)}
                </Alert>
              ) : null}
              <Button
                color="red"
                size="md"
                fullWidth
                // The label wraps on a phone rather than being cut off (Mantine's button keeps one line).
                h="auto"
                py="xs"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                loading={report.isPending}
                onClick={() => report.mutate({ token })}
              >
                {MSG.factorReportButton}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicLayout>
  );
}
