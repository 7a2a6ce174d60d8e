/** One partner (an exchange or a bank): who it is, its API key's prefix and last use, and its endpoints. */
import { formatWibDateTime, type IntegrationPartner, MSG, type WebhookEndpoint } from '@kilau/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { EndpointCard } from './endpoint-card';

export function PartnerCard({
  partner: p,
  onAdd,
  onEdit,
  onSecret,
}: {
  partner: IntegrationPartner;
  onAdd: () => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onSecret: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const titleId = `partner-${p._id}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid="partner-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="lg" id={titleId}>
                {p.name}
              </Title>
              {p.kind && (
                <Badge variant="light" color={p.kind === 'bank' ? 'navy' : 'gold'}>
                  {p.kind === 'bank' ? MSG.integrationsKindBank : MSG.integrationsKindExchange}
                </Badge>
              )}
              {!p.active && (
                <Badge variant="light" color="gray">
                  {MSG.integrationsPartnerInactive}
                </Badge>
              )}
            </Group>
            {p.scope_label && <Text size="sm">{p.scope_label}</Text>}
            <Text size="sm" c="dimmed">
              {MSG.integrationsKeyPrefix}:{' '}
              <Text span ff="monospace" c="dark" size="sm">
                {p.key_prefix}…
              </Text>
              {' · '}
              {MSG.integrationsLastUsed}:{' '}
              {p.last_used_at ? formatWibDateTime(p.last_used_at) : MSG.integrationsNeverUsed}
            </Text>
          </Stack>
          <Button size="sm" onClick={onAdd}>
            {MSG.integrationsAddEndpoint}
          </Button>
        </Group>
        {p.endpoints.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.integrationsNoEndpoints}
          </Text>
        ) : (
          p.endpoints.map((e) => (
            <EndpointCard key={e._id} endpoint={e} onEdit={() => onEdit(e)} onSecret={onSecret} />
          ))
        )}
      </Stack>
    </Card>
  );
}
