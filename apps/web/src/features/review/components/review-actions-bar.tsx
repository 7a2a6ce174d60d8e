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
          size={compact ? 'compact-xs' : 'sm'}
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

/**
 * Why the review buttons the caller's role could use are not offered now, in the server's words,
 * each reason once (a file waiting for the customer's fix refuses Terima and Tolak for the same
 * reason, said once: decision 0134). `compact`: one line, cut with the whole text on hover (a list row).
 */
export function UnavailableReasons({
  item,
  compact = false,
  small = false,
}: {
  item: Pick<KycListItem, 'unavailable_actions'>;
  compact?: boolean;
  /** Whole, in small type (a card, the detail's action bar). */
  small?: boolean;
}) {
  const reasons = [
    ...new Set(item.unavailable_actions.filter((u) => HANDLED.has(u.action)).map((u) => u.reason)),
  ];
  if (reasons.length === 0) return null;
  if (compact)
    return (
      <Text size="xs" c="dimmed" truncate="end" maw={ROW_ACTIONS_WIDTH} title={reasons.join(' · ')}>
        {reasons.map((reason, i) => (
          <span key={reason} data-testid="action-unavailable">
            {i > 0 && ' · '}
            {reason}
          </span>
        ))}
      </Text>
    );
  return (
    <Stack gap={2}>
      {reasons.map((reason) => (
        <Text key={reason} size={small ? 'xs' : 'sm'} c="dimmed" data-testid="action-unavailable">
          {reason}
        </Text>
      ))}
    </Stack>
  );
}

/** The widest a list row's reasons are: as wide as Detail and two decisions side by side. */
export const ROW_ACTIONS_WIDTH = 160;

/** About how wide a small button is: its label in 12 px type and its padding. */
const buttonWidth = (label: string) => Math.ceil(label.length * 7.2) + 14;

/**
 * How wide a list's actions column must be for its rows (px): Detail, a closed account's badge
 * and the review buttons side by side on the widest row, at least as wide as a short reason.
 */
export function rowActionsWidth(items: readonly Pick<KycListItem, 'allowed_actions' | 'account_closed'>[]) {
  const widths = items.map((item) => {
    const labels = BUTTONS.filter((b) => item.allowed_actions.includes(b.action)).map((b) => b.label);
    const badge = item.account_closed ? buttonWidth(MSG.statusClosed) + 4 : 0;
    return [MSG.actionDetail, ...labels].reduce((sum, l) => sum + buttonWidth(l) + 4, badge);
  });
  return Math.max(70, ...widths) + 10;
}

/**
 * A list row's actions in two lines at most (decision 0134): Detail and the review buttons side
 * by side, then why one is missing.
 */
export function ReviewRowActions({
  item,
  detailLink,
  before,
  onAction,
}: {
  item: KycListItem;
  detailLink: ReactNode;
  /** Shown first on the buttons' line (a closed account's badge). */
  before?: ReactNode;
  onAction: (kind: ReviewDialogKind) => void;
}) {
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        {before}
        {detailLink}
        <ReviewActionButtons item={item} compact onAction={onAction} />
      </Group>
      <UnavailableReasons item={item} compact />
    </Stack>
  );
}
