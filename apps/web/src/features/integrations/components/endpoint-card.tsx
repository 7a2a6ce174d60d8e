/**
 * One endpoint of a partner: its URL and description, on or off (and why, when the partner's 410
 * turned it off), the event types it receives, the failed and waiting deliveries, the end of a
 * rotation's overlap; 'Kirim uji' with the attempt's outcome beside it, 'Ubah', on/off, 'Ganti
 * rahasia' (after a confirmation) and its delivery log.
 */
import { fillTemplate, formatWibDateTime, MSG, type WebhookEndpoint } from '@kilau/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRotateSecret } from '../api/rotate-secret';
import { useSendTest } from '../api/send-test';
import { useUpdateEndpoint } from '../api/update-endpoint';
import { attemptAccepted, attemptOutcome, eventLabel } from '../lib/labels';
import { DeliveryLog } from './delivery-log';

export function EndpointCard({
  endpoint: e,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  /** A rotation's new secret, for the dialog that shows it once. */
  onSecret: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const test = useSendTest();
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const overlapping = e.previous_secret_until !== null && new Date(e.previous_secret_until) > new Date();

  async function sendTest() {
    setOutcome(null);
    try {
      const reply = await test.mutateAsync(e._id);
      setOutcome({ ok: attemptAccepted(reply.data), text: attemptOutcome(reply.data) });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessage(err) });
    }
  }
  async function toggleActive() {
    try {
      const reply = await update.mutateAsync({ id: e._id, body: { active: !e.active } });
      notifySuccess(reply.message);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  }

  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={e.url} data-testid="endpoint-card">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text
              fw={600}
              ff="monospace"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="endpoint-url"
            >
              {e.url}
            </Text>
            {e.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {e.description}
              </Text>
            )}
          </Stack>
          <Badge
            color={e.active ? 'teal' : 'gray'}
            variant="light"
            miw="max-content"
            data-testid="endpoint-state"
          >
            {e.active ? MSG.integrationsActive : MSG.integrationsInactive}
          </Badge>
        </Group>
        {!e.active && e.disabled_reason === 'gone' && (
          <Text size="sm" c="red.9" fw={600}>
            {MSG.integrationsDisabledGone}
          </Text>
        )}
        <Group gap={6} aria-label={MSG.integrationsEventTypes} role="group">
          {e.event_types.map((t) => (
            <Badge key={t} variant="outline" color="navy" tt="none" fw={500}>
              {eventLabel(t)}
            </Badge>
          ))}
        </Group>
        <Group gap={6}>
          <Badge
            color={e.failed_deliveries > 0 ? 'red' : 'gray'}
            variant="light"
            tt="none"
            data-testid="endpoint-failed"
          >
            {fillTemplate(MSG.integrationsFailedCount, { n: e.failed_deliveries })}
          </Badge>
          <Badge
            color={e.pending_deliveries > 0 ? 'gold' : 'gray'}
            variant="light"
            tt="none"
            data-testid="endpoint-pending"
          >
            {fillTemplate(MSG.integrationsPendingCount, { n: e.pending_deliveries })}
          </Badge>
        </Group>
        {overlapping && e.previous_secret_until && (
          <Text size="sm" data-testid="endpoint-overlap">
            {fillTemplate(MSG.integrationsOverlapUntil, { time: formatWibDateTime(e.previous_secret_until) })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => void sendTest()} loading={test.isPending}>
            {MSG.integrationsSendTest}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onEdit}>
            {MSG.integrationsEdit}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void toggleActive()}
            loading={update.isPending}
          >
            {e.active ? MSG.integrationsTurnOff : MSG.integrationsTurnOn}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setConfirmRotate(true)}>
            {MSG.integrationsRotate}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setLogOpen((o) => !o)}
            aria-expanded={logOpen}
          >
            {logOpen ? MSG.integrationsHideDeliveries : MSG.integrationsDeliveries}
          </Button>
        </Group>
        {outcome && (
          <Text
            size="sm"
            c={outcome.ok ? 'teal.9' : 'red.9'}
            fw={600}
            role="status"
            data-testid="test-outcome"
          >
            {outcome.text}
          </Text>
        )}
        {logOpen && <DeliveryLog endpointId={e._id} />}
      </Stack>
      <ConfirmModal
        opened={confirmRotate}
        title={MSG.integrationsRotate}
        question={MSG.integrationsRotateQuestion}
        subject={e.url}
        confirmLabel={MSG.integrationsRotate}
        busy={rotate.isPending}
        onClose={() => setConfirmRotate(false)}
        onConfirm={async () => {
          const reply = await rotate.mutateAsync(e._id);
          onSecret(reply.data.secret, reply.data.endpoint);
        }}
      />
    </Paper>
  );
}
