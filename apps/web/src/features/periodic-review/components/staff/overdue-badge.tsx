/** 'Terlambat': a periodic review past its due date (the queue's rows, the participant's panel). */
import { MSG } from '@kilau/shared';
import { Badge } from '@mantine/core';

export function OverdueBadge() {
  return (
    <Badge
      size="sm"
      color="red.9"
      variant="filled"
      style={{ alignSelf: 'flex-start' }}
      data-testid="periodic-review-overdue"
    >
      {MSG.periodicReviewOverdueMark}
    </Badge>
  );
}
