/**
 * 'Riwayat permintaan perbaikan': every request, newest first: when and by whom, whether the
 * customer has fixed it, and each item sent back with its reason and the note to the customer.
 */
import {
  formatWibDateTime,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  type ResubmissionRequestView,
} from '@kilau/shared';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';

export function ResubmissionHistoryCard({ history }: { history: readonly ResubmissionRequestView[] }) {
  if (history.length === 0) return null;
  return (
    <Card withBorder data-testid="resubmission-history">
      <Title order={2} fz={18} mb="sm">
        {MSG.resubmissionHistoryTitle}
      </Title>
      <Stack gap="md">
        {history.map((r) => (
          <Stack key={r.id} gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {formatWibDateTime(r.requested_at)} · {r.requested_by}
              </Text>
              <Badge color={r.status === 'open' ? 'orange.6' : 'teal.9'}>
                {r.status === 'open' ? MSG.resubmissionOpen : MSG.resubmissionResubmitted}
              </Badge>
              {r.resubmitted_at && (
                <Text size="xs" c="dimmed">
                  {formatWibDateTime(r.resubmitted_at)}
                </Text>
              )}
            </Group>
            <List size="sm" spacing={2}>
              {r.items
                .filter((i) => i.decision === 'resubmit')
                .map((i) => (
                  <List.Item key={i.item}>
                    <Text span size="sm" fw={600}>
                      {RESUBMISSION_ITEM_LABELS[i.item]}
                    </Text>
                    : {[i.reason_label, i.reason_text].filter(Boolean).join(' — ')}
                    {i.note && (
                      <Text size="xs" c="dimmed">
                        {MSG.resubmissionNoteLabel}: {i.note}
                      </Text>
                    )}
                  </List.Item>
                ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
