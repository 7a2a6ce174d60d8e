import { MSG } from '@kilau/shared';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title';

/** /konfirmasi-akun: a state the customer cannot act on; tells them whom to contact. */
export default function AccountStatusPage() {
  usePageTitle(MSG.accountStatusTitle);
  return (
    <Stack gap="xs" py="xl" ta="center">
      <Title order={1} fz="h2">
        {MSG.accountStatusTitle}
      </Title>
      <Text c="dimmed">{MSG.accountStatusText}</Text>
    </Stack>
  );
}
