import { MSG } from '@kilau/shared';
import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile } from '../api/profile';
import { ContactPanel } from './contact-panel';
import { KycCard } from './kyc-card';
import { PasswordPanel } from './password-panel';

type Panel = 'email' | 'phone' | 'password' | null;

/** /profil-saya: photo, email, phone and password (each edited in its own side panel), then KYC. */
export default function ProfilePage() {
  usePageTitle(MSG.profileTitle);
  const profile = useProfile();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);

  const rows = profile.data
    ? ([
        { key: 'email', label: MSG.profileEmail, value: profile.data.email, action: MSG.profileChangeEmail },
        {
          key: 'phone',
          label: MSG.profilePhone,
          value: profile.data.phone_number,
          action: MSG.profileChangePhone,
        },
        {
          key: 'password',
          label: MSG.profilePassword,
          value: MSG.profilePasswordMasked,
          action: MSG.profileChangePassword,
        },
      ] as const)
    : [];

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.profileTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {MSG.profileSubtitle}
        </Text>
      </div>

      <Paper
        component="section"
        aria-labelledby="account-title"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        shadow="xs"
      >
        <Title order={2} fz="h4" id="account-title" mb="md">
          {MSG.profileAccountTitle}
        </Title>
        {profile.isPending ? (
          <Stack aria-busy="true" aria-label={MSG.loading}>
            <Group>
              <Skeleton circle h={64} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={16} w="40%" />
                <Skeleton h={12} w="25%" />
              </Stack>
            </Group>
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : profile.error ? (
          <QueryState isLoading={false} error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <Stack gap="md">
            <Group gap="md" wrap="nowrap">
              <Avatar
                src={profile.data.photo}
                alt={MSG.profilePhotoAlt}
                name={profile.data.fullname}
                color="navy"
                size={64}
                radius="xl"
              />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {profile.data.fullname}
                </Text>
                <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  @{profile.data.username}
                </Text>
              </div>
            </Group>
            <Stack gap={0}>
              {rows.map((row, i) => (
                <Group
                  key={row.key}
                  justify="space-between"
                  wrap="nowrap"
                  py="sm"
                  gap="sm"
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                >
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" fw={600}>
                      {row.label}
                    </Text>
                    <Text style={{ overflowWrap: 'anywhere' }}>{row.value}</Text>
                  </div>
                  <Button variant="light" size="xs" aria-label={row.action} onClick={() => setPanel(row.key)}>
                    {MSG.profileChange}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
      </Paper>

      <KycCard />

      <Paper
        component="section"
        aria-labelledby="data-rights-title"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        shadow="xs"
      >
        <Group justify="space-between" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Title order={2} fz="h4" id="data-rights-title">
              {MSG.profileDataRightsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {MSG.profileDataRightsText}
            </Text>
          </div>
          <Button component={Link} to={paths.dataRights} variant="light">
            {MSG.profileDataRightsLink}
          </Button>
        </Group>
      </Paper>

      <ContactPanel
        field="email"
        opened={panel === 'email'}
        onClose={close}
        current={profile.data?.email ?? ''}
      />
      <ContactPanel
        field="phone_number"
        opened={panel === 'phone'}
        onClose={close}
        current={profile.data?.phone_number ?? ''}
      />
      <PasswordPanel opened={panel === 'password'} onClose={close} />
    </Stack>
  );
}
