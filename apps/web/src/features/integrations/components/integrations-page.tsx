/**
 * /integrasi, 'Integrasi' (decision 0114): for the super admin, the partners (an exchange, a bank)
 * that receive the decisions as signed events, each with its endpoints: add and change them, turn
 * them on and off, rotate their secret, send a test, read the delivery log and send again.
 * 'Tambah mitra' makes a partner as the operator's command does, its API key shown once (decision
 * 0127).
 */
import { MSG, type WebhookEndpoint } from '@kilau/shared';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useIntegrations } from '../api/integrations';
import { EndpointFormModal, type EndpointFormTarget } from './endpoint-form-modal';
import { PartnerCard } from './partner-card';
import { PartnerFormModal } from './partner-form-modal';
import { KEY_TEXTS, SecretDialog } from './secret-dialog';

export default function IntegrationsPage() {
  usePageTitle(MSG.integrationsTitle);
  const partners = useIntegrations();
  const [form, setForm] = useState<EndpointFormTarget | null>(null);
  const [secret, setSecret] = useState<{ value: string; url: string } | null>(null);
  const showSecret = (value: string, endpoint: WebhookEndpoint) => setSecret({ value, url: endpoint.url });
  const [addingPartner, setAddingPartner] = useState(false);
  const [partnerKey, setPartnerKey] = useState<{ value: string; name: string } | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <StaffPageHeading title={MSG.integrationsTitle} />
        <Button onClick={() => setAddingPartner(true)}>{MSG.integrationsAddPartner}</Button>
      </Group>
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
      <PartnerFormModal
        opened={addingPartner}
        onClose={() => setAddingPartner(false)}
        onCreated={(value, name) => {
          setAddingPartner(false);
          setPartnerKey({ value, name });
        }}
      />
      <SecretDialog
        secret={partnerKey?.value ?? null}
        subject={partnerKey?.name ?? ''}
        texts={KEY_TEXTS}
        onDone={() => setPartnerKey(null)}
      />
      <SecretDialog
        secret={secret?.value ?? null}
        subject={secret?.url ?? ''}
        onDone={() => setSecret(null)}
      />
    </Stack>
  );
}
