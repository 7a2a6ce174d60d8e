/**
 * The customer's requests: kind, what was asked, the state, and while open the due time with its
 * countdown ('Dijawab paling lambat …, sisa …'); once decided, our answer.
 */
import { type DataRequest, formatWibDateTime, MSG } from '@kilau/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { correctionFieldLabel, KIND_TEXT, REQUEST_STATUS_COLOR, REQUEST_STATUS_TEXT } from '../lib/labels';
import { fill, remaining, useNow } from '../lib/remaining';
import { SectionCard } from './section-card';

export function RequestsList({ requests }: { requests: DataRequest[] }) {
  const now = useNow();
  return (
    <SectionCard id="requests-title" title={MSG.dataRequestsTitle}>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.dataRequestsEmpty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.map((r, i) => (
            <Stack
              key={r._id}
              component="li"
              gap={4}
              py="sm"
              data-testid="data-request"
              style={i === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600}>{KIND_TEXT[r.kind]}</Text>
                <Badge variant="light" color={REQUEST_STATUS_COLOR[r.status]} style={{ flexShrink: 0 }}>
                  {REQUEST_STATUS_TEXT[r.status]}
                </Badge>
              </Group>
              {r.kind === 'correction' && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {correctionFieldLabel(r.field)}: {r.requested_value}
                </Text>
              )}
              {r.note && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {r.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {fill(MSG.dataRequestMadeAt, { time: formatWibDateTime(r.created_at) })}
              </Text>
              {r.status === 'open' ? (
                <DueLine dueAt={r.due_at} now={now} />
              ) : (
                r.outcome_note && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={600}>
                      {MSG.dataRequestOutcome}:
                    </Text>{' '}
                    {r.outcome_note}
                  </Text>
                )
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function DueLine({ dueAt, now }: { dueAt: string; now: number }) {
  const left = remaining(dueAt, now);
  return (
    <Text size="sm" c={left.overdue ? 'red.9' : undefined}>
      {fill(MSG.dataRequestDueBy, { time: formatWibDateTime(dueAt) })} ({left.text})
    </Text>
  );
}
