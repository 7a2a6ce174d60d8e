/**
 * The review buttons of one participant, the same in the lists and the detail: the server says
 * which actions the caller may take now (allowed_actions) and why an action their role could take
 * is refused now (unavailable_actions, decision 0083), so both screens offer exactly the same
 * buttons and say why one is missing (an open list match: MSG.approveBlockedScreening). The download menu and the video's acceptance have their own
 * places on the detail.
 */
import { type KycListItem, MSG, type ReviewActionName } from '@kilau/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ReviewDialogKind =
  | 'bankApprove'
  | 'approve'
  | 'proposeApprove'
  | 'reject'
  | 'blacklist'
  | 'unblacklist';

const BUTTONS: {
  action: ReviewActionName;
  kind: ReviewDialogKind;
  label: string;
  color?: string;
  variant?: 'light';
}[] = [
  { action: 'bank_approve', kind: 'bankApprove', label: MSG.bankApproveAction, color: 'teal.9' },
  { action: 'reject', kind: 'reject', label: MSG.actionReject, color: 'red', variant: 'light' },
  { action: 'approve', kind: 'approve', label: MSG.actionAccept, color: 'teal.9' },
  // The same 'Terima', when approving this participant needs a second person (decision 0111): it
  // opens the same form, which then proposes the approval.
  { action: 'propose_approve', kind: 'proposeApprove', label: MSG.actionAccept, color: 'teal.9' },
  { action: 'blacklist', kind: 'blacklist', label: MSG.actionBlacklist, color: 'red', variant: 'light' },
  { action: 'unblacklist', kind: 'unblacklist', label: MSG.actionUnblacklist, variant: 'light' },
];
const HANDLED = new Set<ReviewActionName>(BUTTONS.map((b) => b.action));

export function ReviewActionButtons({
  item,
  compact = false,
  onAction,
}: {
  item: Pick<KycListItem, 'allowed_actions'>;
  compact?: boolean;
  onAction: (kind: ReviewDialogKind) => void;
}) {
  return (
    <>
      {BUTTONS.filter((b) => item.allowed_actions.includes(b.action)).map((b) => (
        <Button
          key={b.action}
          size={compact ? 'compact-sm' : 'sm'}
          color={b.color}
          variant={b.variant ?? 'filled'}
          onClick={() => onAction(b.kind)}
        >
          {b.label}
        </Button>
      ))}
    </>
  );
}

/** Why the review buttons the caller's role could use are not offered now, in the server's words. */
export function UnavailableReasons({
  item,
  compact = false,
}: {
  item: Pick<KycListItem, 'unavailable_actions'>;
  compact?: boolean;
}) {
  const reasons = item.unavailable_actions.filter((u) => HANDLED.has(u.action));
  if (reasons.length === 0) return null;
  return (
    <Stack gap={2} maw={compact ? 200 : undefined}>
      {reasons.map((u) => (
        <Text key={u.action} size={compact ? 'xs' : 'sm'} c="dimmed" data-testid="action-unavailable">
          {u.reason}
        </Text>
      ))}
    </Stack>
  );
}

/** A list row's actions: Detail, the review buttons, and why one is missing. */
export function ReviewRowActions({
  item,
  detailLink,
  onAction,
}: {
  item: KycListItem;
  detailLink: ReactNode;
  onAction: (kind: ReviewDialogKind) => void;
}) {
  return (
    <Stack gap={4} maw={200}>
      <Group gap={6} wrap="wrap">
        {detailLink}
        <ReviewActionButtons item={item} compact onAction={onAction} />
      </Group>
      <UnavailableReasons item={item} compact />
    </Stack>
  );
}
