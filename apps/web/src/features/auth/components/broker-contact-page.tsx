import { MSG } from '@kilau/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

/** /konfirmasi-pialang: the broker will contact the customer; leaving ends the session. */
export default function BrokerContactPage() {
  usePageTitle(MSG.accountStatusTitle);
  const navigate = useNavigate();
  const backToHome = () => {
    session.clear();
    void navigate(paths.login, { replace: true });
  };
  return (
    <PublicLayout>
      <Stack align="center" ta="center" gap="md" py="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8">
          {MSG.accountStatusTitle}
        </Title>
        <Text>{MSG.brokerWillContact}</Text>
        <Button size="md" fullWidth onClick={backToHome}>
          {MSG.backToHome}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
