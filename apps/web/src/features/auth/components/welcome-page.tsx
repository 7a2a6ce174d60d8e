import { MSG } from '@kilau/shared';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /welcome: the account-verified page (spec 000 §2) reached from a successful activation: the
 * congratulation, what comes next (the identity verification, before any trading) and Masuk.
 */
export default function WelcomePage() {
  usePageTitle(MSG.welcomePageTitle);
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
        <Button component={Link} to={paths.login} size="md" fullWidth mt="sm">
          {MSG.buttonLogin}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
