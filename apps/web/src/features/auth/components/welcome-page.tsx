import { MSG } from '@kilau/shared';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';

/** The approval e-mail's marker (apps/server review.service.ts builds the link). */
const APPROVED = 'disetujui';

function Tick() {
  return (
    <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
      <svg viewBox="0 0 24 24" width={34} height={34} fill="currentColor" aria-hidden="true">
        <path d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
      </svg>
    </ThemeIcon>
  );
}

function ApprovedWelcome() {
  const config = usePublicConfig();
  return (
    <PublicLayout>
      <Stack align="center" ta="center" gap="md" py="sm">
        <Tick />
        <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8">
          {MSG.welcomeApprovedTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {MSG.welcomeApprovedText}
        </Text>
        {config.data && (
          <Button
            component="a"
            href={config.data.trading_url}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            fullWidth
            mt="sm"
          >
            {MSG.welcomeStartTrading}
          </Button>
        )}
        <Button component={Link} to={paths.login} size="md" fullWidth variant="default">
          {MSG.buttonLogin}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

/**
 * /welcome: the account-verified page (docs/product/customer-area.md § Screens) reached from a successful activation: the
 * congratulation, what comes next (the identity verification, before any trading) and Masuk.
 * The approval e-mail links to /welcome?akun=disetujui, the account-approved page of docs/product/back-office.md § Screens:
 * the same page with Start Transaction, a link to the trading site from configuration.
 */
export default function WelcomePage() {
  usePageTitle(MSG.welcomePageTitle);
  // Read on the first render: the build renders the page for this query too (decision 0183).
  const [query] = useSearchParams();
  if (query.get('akun') === APPROVED) return <ApprovedWelcome />;
  return (
    <PublicLayout>
      <Stack align="center" ta="center" gap="md" py="sm">
        <Tick />
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
