/**
 * The dashboard's notice while the customer's periodic review is due (decision 0194): the date
 * and the way to /pengkinian-data. Nothing otherwise, nor while the answer is on its way.
 */
import { fillTemplate, formatWibDate, MSG } from '@kilau/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePeriodicReview } from '../api/periodic-review';

export function PeriodicReviewNotice() {
  const review = usePeriodicReview();
  const r = review.data;
  if (!r?.due) return null;
  return (
    <Alert
      color={r.overdue ? 'red' : 'yellow'}
      variant="light"
      title={MSG.periodicReviewNoticeTitle}
      data-testid="periodic-review-notice"
      mb="md"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {r.overdue
            ? MSG.periodicReviewOverdue
            : fillTemplate(MSG.periodicReviewNoticeBody, { date: r.due_at ? formatWibDate(r.due_at) : '' })}
        </Text>
        <Button size="xs" color="gold" component={Link} to={paths.periodicReview}>
          {MSG.periodicReviewNoticeAction}
        </Button>
      </Group>
    </Alert>
  );
}
