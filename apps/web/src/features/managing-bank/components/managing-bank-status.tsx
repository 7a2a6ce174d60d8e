/** The account statuses as staff read them: an Indonesian label and a colour per status. */
import { type ManagingBankStatus, MSG } from '@kilau/shared';
import { Badge } from '@mantine/core';

export const STATUS_TEXT: Record<ManagingBankStatus, string> = {
  UNVERIFIED: MSG.managingBankStatusUnverified,
  VERIFIED: MSG.managingBankStatusVerified,
  REJECTED: MSG.managingBankStatusRejected,
};

const STATUS_COLOR: Record<ManagingBankStatus, string> = {
  UNVERIFIED: 'orange.9',
  VERIFIED: 'teal.9',
  REJECTED: 'red.9',
};

export function ManagingBankStatusBadge({ status }: { status: ManagingBankStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {STATUS_TEXT[status]}
    </Badge>
  );
}
