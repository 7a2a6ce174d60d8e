/** The account statuses as staff read them: an Indonesian label and a colour per status. */
import { type ManagingBankStatus, MSG } from '@kilau/shared';
import { Badge } from '@mantine/core';

export const STATUS_TEXT: Record<ManagingBankStatus, string> = {
  UNVERIFIED: MSG.managingBankStatusUnverified,
  VERIFIED: MSG.managingBankStatusVerified,
  REJECTED: MSG.managingBankStatusRejected,
};

const STATUS_COLOR: Record<ManagingBankStatus, string> = {
  UNVERIFIED: 'orange',
  VERIFIED: 'teal.9',
  REJECTED: 'red.9',
};
/** Mantine's darkest orange on its light tint is 3.9:1; this brown-orange reads at 6.8:1 (WCAG AA). */
const TEXT_COLOR: Partial<Record<ManagingBankStatus, string>> = { UNVERIFIED: '#9a3412' };

export function ManagingBankStatusBadge({ status }: { status: ManagingBankStatus }) {
  return (
    // Sentence case and never cut short: the label is the point of the column.
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      tt="none"
      c={TEXT_COLOR[status]}
      style={{ minWidth: 'max-content' }}
    >
      {STATUS_TEXT[status]}
    </Badge>
  );
}
