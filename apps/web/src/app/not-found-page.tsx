import { MSG } from '@kilau/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle(MSG.notFoundTitle);
  return (
    <PublicLayout>
      <Stack align="center" gap="sm" ta="center">
        <Text fz={56} fw={800} c="gold.8" lh={1}>
          404
        </Text>
        <Title order={1} fz="h2">
          {MSG.notFoundTitle}
        </Title>
        <Text c="dimmed">{MSG.notFoundText}</Text>
        <Button component={Link} to={paths.landing} mt="sm">
          {MSG.backToHome}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
