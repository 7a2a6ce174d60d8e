import { MSG } from '@kilau/shared';
import { Badge } from '@mantine/core';

/** Marks what the customer changed since the reviewer's last decision. */
export function ChangedBadge() {
  return (
    <Badge color="orange.6" data-testid="changed-since-review">
      {MSG.resubmissionChangedSince}
    </Badge>
  );
}
