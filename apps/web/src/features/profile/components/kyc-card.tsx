import { MSG } from '@kilau/shared';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useDownloadKycPdf } from '../api/kyc-pdf';
import { useKycView } from '../api/kyc-view';

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

/** The KYC view of the profile (docs/product/customer-area.md § Records and fields) with its PDF export. */
export function KycCard() {
  const kyc = useKycView();
  const download = useDownloadKycPdf();

  const onDownload = () =>
    download.mutate(undefined, {
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.httpStatus !== 0 ? MSG.profileDownloadFailed : MSG.networkError,
        ),
    });

  let body: ReactNode;
  if (kyc.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={MSG.loading}>
        {[0, 1, 2, 3].map((k) => (
          <Stack key={k} gap={6}>
            <Skeleton h={10} w="30%" />
            <Skeleton h={16} w="70%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  } else if (kyc.error) {
    body = <QueryState isLoading={false} error={kyc.error} onRetry={() => void kyc.refetch()} />;
  } else if (kyc.data === null) {
    body = <Text c="dimmed">{MSG.profileKycEmpty}</Text>;
  } else {
    const { personal_data: p, work } = kyc.data;
    body = (
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
        <Field label={MSG.profileKycFullName} value={p.full_name} />
        <Field label={MSG.profileKycIdentityOwner} value={p.identity_owner} />
        <Field label={MSG.profileKycPhone} value={p.phone_number} />
        <Field label={MSG.profileKycJob} value={work.job} />
        <Field label={MSG.profileKycAddress} value={p.address} wide />
      </SimpleGrid>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="kyc-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="h4" id="kyc-title">
          {MSG.profileKycTitle}
        </Title>
        {kyc.data ? (
          <Button variant="light" onClick={onDownload} loading={download.isPending}>
            {MSG.profileDownloadPdf}
          </Button>
        ) : null}
      </Group>
      {body}
    </Paper>
  );
}
