/**
 * In the approval dialogs (decision 0131): what was checked and by whom, item by item, and what is
 * still not accepted. The server refuses an approval until every item is accepted; the dialog says
 * so before the reviewer types anything.
 */
import {
  type Checklist,
  fillTemplate,
  formatWibDateTime,
  MSG,
  RESUBMISSION_ITEM_LABELS,
} from '@kilau/shared';
import { Alert, List, Stack, Text } from '@mantine/core';

export function ChecklistSummary({ checklist }: { checklist: Checklist }) {
  const missing = checklist.items.filter((i) => i.state !== 'accepted');
  return (
    <Stack gap={6} data-testid="checklist-summary">
      <Text size="sm" fw={600}>
        {MSG.checklistApproveTitle}
      </Text>
      <List size="sm" spacing={2}>
        {checklist.items
          .filter((i) => i.state === 'accepted')
          .map((i) => (
            <List.Item key={i.item}>
              {RESUBMISSION_ITEM_LABELS[i.item]}:{' '}
              {fillTemplate(MSG.checklistAcceptedBy, {
                name: i.accepted_by_name ?? '-',
                at: i.accepted_at ? formatWibDateTime(i.accepted_at) : '-',
              })}
            </List.Item>
          ))}
      </List>
      {missing.length > 0 && (
        <Alert color="orange" variant="light" p="xs" role="alert">
          <Text size="sm" c="dark.8">
            {fillTemplate(MSG.checklistApproveMissing, {
              items: missing.map((i) => RESUBMISSION_ITEM_LABELS[i.item]).join(', '),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
