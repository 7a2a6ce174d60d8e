/**
 * /pengkinian-data, 'Pengkinian Data' (decision 0194; the reminders link here): while a review is
 * due, the customer's current data (handed in by app/, the profile's card) with 'Data saya masih
 * sesuai', which completes it, and 'Ajukan perubahan data', the onboarding's forms of the work,
 * finances and emergency contact sent as one request (/pengkinian-data/ubah, decision 0217), whose
 * decision completes it; a wrong identity field stays a correction on 'Data Saya', linked too.
 * While a correction or a change waits for the broker, only that is said. Never a level, nor a date
 * before the review is due.
 */
import { fillTemplate, formatWibDate, MSG } from '@kilau/shared';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmPeriodicReview, usePeriodicReview } from '../api/periodic-review';

export default function PeriodicReviewPage({ currentData }: { currentData: ReactNode }) {
  usePageTitle(MSG.periodicReviewTitle);
  const review = usePeriodicReview();
  const confirm = useConfirmPeriodicReview();
  const r = review.data;

  const onConfirm = () =>
    // The page itself says thank you (the alert below), so no toast repeats it.
    confirm.mutate(undefined, {
      onError: (err) => notifyError(errorMessage(err)),
    });

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.periodicReviewTitle}
        </Title>
        <Text size="sm" mt={4}>
          {MSG.periodicReviewIntro}
        </Text>
      </div>
      {!r ? (
        <QueryState isLoading={review.isPending} error={review.error} onRetry={() => void review.refetch()} />
      ) : !r.due ? (
        <Alert color={confirm.isSuccess ? 'teal' : 'gray'} variant="light" data-testid="periodic-review-none">
          {confirm.isSuccess ? MSG.periodicReviewConfirmed : MSG.periodicReviewNothingDue}
        </Alert>
      ) : (
        <>
          <Alert color={r.overdue ? 'red' : 'yellow'} variant="light" data-testid="periodic-review-due">
            {r.overdue
              ? MSG.periodicReviewOverdue
              : fillTemplate(MSG.periodicReviewDueBy, { date: r.due_at ? formatWibDate(r.due_at) : '' })}
          </Alert>
          <section aria-label={MSG.periodicReviewDataTitle}>{currentData}</section>
          {r.correction_open || r.update_open ? (
            <Alert color="blue" variant="light" data-testid="periodic-review-waiting">
              {MSG.periodicReviewCorrectionOpen}
            </Alert>
          ) : (
            <Stack gap="xs">
              <Group gap="sm" wrap="wrap">
                <Button color="gold" onClick={onConfirm} loading={confirm.isPending}>
                  {MSG.periodicReviewConfirm}
                </Button>
                <Button variant="default" component={Link} to={paths.periodicReviewUpdate}>
                  {MSG.periodicReviewUpdate}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {MSG.periodicReviewUpdateHint}
              </Text>
              <Text size="sm" c="dimmed">
                {MSG.periodicReviewUpdateIdentityHint}{' '}
                <Anchor component={Link} to={paths.dataRights} size="sm" underline="always">
                  {MSG.periodicReviewUpdateCorrectionLink}
                </Anchor>
              </Text>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
