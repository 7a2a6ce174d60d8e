/**
 * /integrasi, 'Integrasi' (decision 0114): for the super admin, the partners (an exchange, a bank)
 * that receive the decisions as signed events, each with its endpoints: add and change them, turn
 * them on and off, rotate their secret, send a test, read the delivery log and send again. A
 * partner itself is made by the operator's command, so an empty screen says how.
 */
import { MSG, type WebhookEndpoint } from '@kilau/shared';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useIntegrations } from '../api/integrations';
import { EndpointFormModal, type EndpointFormTarget } from './endpoint-form-modal';
import { PartnerCard } from './partner-card';
import { SecretDialog } from './secret-dialog';

export default function IntegrationsPage() {
  usePageTitle(MSG.integrationsTitle);
  const partners = useIntegrations();
  const [form, setForm] = useState<EndpointFormTarget | null>(null);
  const [secret, setSecret] = useState<{ value: string; url: string } | null>(null);
  const showSecret = (value: string, endpoint: WebhookEndpoint) => setSecret({ value, url: endpoint.url });

  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {MSG.integrationsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {MSG.integrationsIntro}
      </Text>
      <ListState query={partners}>
        {partners.data?.length === 0 ? (
          <Card withBorder padding="lg" data-testid="integrations-empty">
            <Text size="sm">{MSG.integrationsEmpty}</Text>
          </Card>
        ) : (
          partners.data?.map((p) => (
            <PartnerCard
              key={p._id}
              partner={p}
              onAdd={() => setForm({ partnerId: p._id, partnerName: p.name, endpoint: null })}
              onEdit={(endpoint) => setForm({ partnerId: p._id, partnerName: p.name, endpoint })}
              onSecret={showSecret}
            />
          ))
        )}
      </ListState>
      <EndpointFormModal
        target={form}
        onClose={() => setForm(null)}
        onCreated={(value, endpoint) => {
          setForm(null);
          showSecret(value, endpoint);
        }}
      />
      <SecretDialog
        secret={secret?.value ?? null}
        subject={secret?.url ?? ''}
        onDone={() => setSecret(null)}
      />
    </Stack>
  );
}
