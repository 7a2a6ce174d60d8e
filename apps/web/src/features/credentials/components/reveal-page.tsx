import { MSG } from '@kilau/shared';
import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRevealCredentials } from '../api/reveal';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 600}
        ff={strong ? 'monospace' : undefined}
        ta="right"
      >
        {value}
      </Text>
    </Group>
  );
}

/** Where to turn when the link no longer shows the password: customer service, from configuration. */
function ContactCs() {
  const config = usePublicConfig();
  if (!config.data) return null;
  return (
    <Text size="sm">
      {MSG.revealContactCs}:{' '}
      <Anchor href={config.data.cs_whatsapp_url} target="_blank" rel="noopener noreferrer" underline="always">
        WhatsApp {config.data.cs_whatsapp}
      </Anchor>
      {' · '}
      <Anchor href={`mailto:${config.data.cs_email}`} underline="always">
        {config.data.cs_email}
      </Anchor>
    </Text>
  );
}

/**
 * /sandi-akun/:token: the trading or demo password staff chose, shown once to the customer it
 * belongs to (decision 0090). The customer asks for it with a button, so opening the page (or a
 * reload) does not spend the link; once shown it is erased on the server.
 */
export default function RevealPage() {
  usePageTitle(MSG.revealPageTitle);
  const { token = '' } = useParams();
  const reveal = useRevealCredentials();
  const shown = reveal.data?.data;
  const gone =
    reveal.error instanceof ApiError && (reveal.error.httpStatus === 410 || reveal.error.httpStatus === 404);

  return (
    <Stack gap="lg" maw={520} mx="auto" w="100%">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {MSG.revealPageTitle}
      </Title>
      {shown ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Text fw={700}>{shown.kind === 'demo' ? MSG.revealKindDemo : MSG.revealKindTrading}</Text>
            <Row label={MSG.revealAccountNo} value={shown.account_no} />
            <Row label={MSG.revealUsername} value={shown.username} />
            <Row label={MSG.revealPassword} value={shown.password} strong />
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? MSG.revealCopied : MSG.revealCopy}
                </Button>
              )}
            </CopyButton>
            <Alert color="yellow" variant="light">
              <Text size="sm">{MSG.revealIntro}</Text>
              <Text size="sm" mt={6}>
                {MSG.revealChangeAdvice}
              </Text>
            </Alert>
            <Button component={Link} to={paths.dashboard} variant="default">
              {MSG.revealToHome}
            </Button>
          </Stack>
        </Paper>
      ) : gone ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm">
            <Text size="sm">{errorMessage(reveal.error)}</Text>
            <ContactCs />
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Text size="sm">{MSG.revealShowQuestion}</Text>
            {reveal.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(reveal.error)}
              </Alert>
            ) : null}
            <Button size="md" loading={reveal.isPending} onClick={() => reveal.mutate({ token })}>
              {MSG.revealShow}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
