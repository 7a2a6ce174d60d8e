import { MSG } from '@kilau/shared';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/ui/query-state';
import { usePublicConfig } from '../../../lib/public-config';
import { useApprovedAccount } from '../api/approved-account';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/**
 * The approved customer's first screen: the trading account the broker opened and what to do next
 * (the password through the mailed one-time link, Mulai Transaksi, where balances will appear),
 * instead of balances that are all zero until the first trade (decision 0090).
 */
export function AccountReady() {
  const account = useApprovedAccount();
  const config = usePublicConfig();
  return (
    <Paper
      component="section"
      aria-labelledby="account-ready-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      style={{ borderTop: '4px solid var(--mantine-color-teal-6)' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="account-ready-title" c="navy.8">
            {MSG.accountReadyTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {MSG.accountReadyIntro}
          </Text>
        </div>
        {account.data ? (
          <Group gap="xl" align="flex-start">
            <Fact label={MSG.accountReadyAccountNo} value={account.data.accountNo ?? '-'} />
            {account.data.username && <Fact label={MSG.accountReadyUsername} value={account.data.username} />}
            <Fact label={MSG.accountReadyPlatform} value={account.data.platform} />
          </Group>
        ) : (
          <QueryState
            isLoading={account.isPending}
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        )}
        <div>
          <Text fw={700} size="sm" mb={6}>
            {MSG.accountReadyNextTitle}
          </Text>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>{MSG.accountReadyStepPassword}</List.Item>
            <List.Item>{MSG.accountReadyStepTrade}</List.Item>
            <List.Item>{MSG.accountReadyStepBalances}</List.Item>
          </List>
        </div>
        {config.data && (
          <>
            <Button
              component="a"
              href={config.data.trading_url}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              style={{ alignSelf: 'flex-start' }}
            >
              {MSG.accountReadyStartTrading}
            </Button>
            <Text size="xs" c="dimmed">
              {MSG.accountReadyNoMail}{' '}
              <Anchor
                href={config.data.cs_whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                underline="always"
              >
                WhatsApp {config.data.cs_whatsapp}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
