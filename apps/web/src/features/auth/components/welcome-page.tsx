import { MSG } from '@kilau/shared';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';

/** /welcome: the account-verified page (spec 000 §2) reached from a successful activation. */
export default function WelcomePage() {
  // The trading site comes from the server's configuration (TRADING_URL).
  const { data: config } = usePublicConfig();
  return (
    <PublicLayout>
      <Stack align="center" ta="center" gap="md" py="sm">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <svg viewBox="0 0 24 24" width={34} height={34} fill="currentColor" aria-hidden="true">
            <path d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
          </svg>
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8">
          {MSG.accountVerifiedTitle}
        </Title>
        <Text fw={600}>{MSG.welcomeTitle}</Text>
        <Text c="dimmed" size="sm">
          {MSG.welcomeText}
        </Text>
        <Stack gap="sm" w="100%" mt="sm">
          <Button
            component="a"
            href={config?.trading_url}
            rel="noopener"
            size="md"
            fullWidth
            disabled={!config}
          >
            {MSG.welcomeStartTransaction}
          </Button>
          <Button component={Link} to={paths.login} size="md" variant="default" fullWidth>
            {MSG.buttonLogin}
          </Button>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}
