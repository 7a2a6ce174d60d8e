/**
 * One endpoint's 'Log pengiriman': newest first, 20 a page, filtered by status. Each delivery shows
 * its event, status, attempts, the last response code and time taken and when the next attempt is
 * due; opening a row lists its attempts, and 'Kirim ulang' sends it again now (its outcome shown
 * on the row).
 */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDelivery,
} from '@kilau/shared';
import { Badge, Button, Group, List, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { TwoLineDate } from '../../../components/ui/two-line-date';
import { errorMessage } from '../../../lib/api-client';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { type DeliveryStatus, useDeliveries } from '../api/deliveries';
import { useResend } from '../api/resend';
import {
  type Attempt,
  attemptAccepted,
  attemptOutcome,
  durationText,
  eventLabel,
  STATUS_COLOR,
  STATUS_LABEL,
} from '../lib/labels';

const FILTERS: { value: DeliveryStatus | 'all'; label: string }[] = [
  { value: 'all', label: MSG.integrationsDeliveriesStatusAll },
  { value: 'pending', label: MSG.integrationsStatusPending },
  { value: 'delivered', label: MSG.integrationsStatusDelivered },
  { value: 'failed', label: MSG.integrationsStatusFailed },
];
const COLUMNS = 8;

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const log = useDeliveries(endpointId, page, status);
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pages = Math.ceil((log.data?.total ?? 0) / WEBHOOK_DELIVERIES_PAGE_SIZE);

  return (
    <Stack gap="sm" data-testid="delivery-log">
      <SegmentedControl
        size="xs"
        value={status ?? 'all'}
        onChange={(v) => {
          setStatus(v === 'all' ? null : (v as DeliveryStatus));
          setPage(1);
        }}
        data={FILTERS}
        style={{ alignSelf: 'flex-start' }}
        aria-label={MSG.integrationsColStatus}
      />
      <ListState query={log}>
        {log.data && log.data.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.integrationsDeliveriesEmpty}
          </Text>
        ) : (
          <TableScrollContainer minWidth={760}>
            <Table striped withTableBorder fz="sm" verticalSpacing={6} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.integrationsColTime}</Table.Th>
                  <Table.Th>{MSG.integrationsColEvent}</Table.Th>
                  <Table.Th>{MSG.integrationsColStatus}</Table.Th>
                  <Table.Th ta="right">{MSG.integrationsColAttempts}</Table.Th>
                  <Table.Th ta="right">{MSG.integrationsColCode}</Table.Th>
                  <Table.Th ta="right">{MSG.integrationsColDuration}</Table.Th>
                  <Table.Th>{MSG.integrationsColNext}</Table.Th>
                  <Table.Th>{MSG.colAction}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.deliveries.map((d) => (
                  <DeliveryRow
                    key={d._id}
                    delivery={d}
                    open={open.has(d._id)}
                    onToggle={() => toggle(d._id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
        )}
      </ListState>
      {pages > 1 && (
        <Group gap="sm">
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {MSG.integrationsPagePrevious}
          </Button>
          <Text size="sm">{fillTemplate(MSG.integrationsPageOf, { page, pages })}</Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {MSG.integrationsPageNext}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryRow({
  delivery: d,
  open,
  onToggle,
}: {
  delivery: WebhookDelivery;
  open: boolean;
  onToggle: () => void;
}) {
  const resend = useResend();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  async function sendAgain() {
    setOutcome(null);
    try {
      const reply = await resend.mutateAsync(d._id);
      setOutcome({ ok: attemptAccepted(reply.data), text: attemptOutcome(reply.data) });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessage(err) });
    }
  }
  const attemptsId = `delivery-attempts-${d._id}`;
  return (
    <Fragment>
      <Table.Tr data-testid="delivery-row">
        <Table.Td>
          <TwoLineDate value={d.created_at} />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{eventLabel(d.event_type)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {d.event_type}
          </Text>
        </Table.Td>
        <Table.Td>
          <Badge
            color={STATUS_COLOR[d.status]}
            variant="light"
            miw="max-content"
            data-testid="delivery-status"
          >
            {STATUS_LABEL[d.status]}
          </Badge>
        </Table.Td>
        <Table.Td ta="right">{d.attempts}</Table.Td>
        <Table.Td ta="right" data-testid="delivery-code">
          {d.last_status_code ?? '-'}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {durationText(d.last_duration_ms)}
        </Table.Td>
        <Table.Td>{d.next_attempt_at ? <TwoLineDate value={d.next_attempt_at} /> : '-'}</Table.Td>
        <Table.Td>
          <Stack gap={4} align="flex-start">
            <Button
              size="compact-xs"
              variant="default"
              loading={resend.isPending}
              onClick={() => void sendAgain()}
            >
              {MSG.integrationsResend}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              px={4}
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={attemptsId}
            >
              {open ? MSG.integrationsHideAttempts : MSG.integrationsShowAttempts}
            </Button>
          </Stack>
        </Table.Td>
      </Table.Tr>
      {outcome && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'} role="status" data-testid="resend-outcome">
              {outcome.text}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {open && (
        <Table.Tr id={attemptsId}>
          <Table.Td colSpan={COLUMNS} bg="gray.0">
            <Attempts attempts={d.attempt_log} lastError={d.last_error} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function Attempts({ attempts, lastError }: { attempts: Attempt[]; lastError: string | null }) {
  if (attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {lastError ?? '-'}
      </Text>
    );
  return (
    <List size="sm" spacing={4} listStyleType="none" data-testid="delivery-attempts">
      {attempts.map((a) => (
        <List.Item key={`${a.attempt_no}-${a.created_at}`}>
          <Group gap={8} wrap="wrap">
            <Text size="sm" fw={600}>
              {fillTemplate(MSG.integrationsAttemptNo, { n: a.attempt_no })}
            </Text>
            <Text size="sm">{formatWibDateTime(a.created_at)}</Text>
            <Badge size="sm" variant="outline" color="gray">
              {a.trigger === 'manual' ? MSG.integrationsAttemptManual : MSG.integrationsAttemptAuto}
            </Badge>
            <Text size="sm" c={attemptAccepted(a) ? 'teal.9' : 'red.9'}>
              {attemptOutcome(a)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
