/**
 * 'Pengkinian Data' on the participant's detail (decision 0194): the next due date with
 * 'Terlambat' once past it, and the last completed review (confirmed by the customer, or through a
 * correction request or a data update, decision 0217). Nothing for a participant who is not approved. For PERIODIC_REVIEW_ROLES.
 */
import {
  fillTemplate,
  formatWibDate,
  formatWibDateTime,
  MSG,
  type PeriodicReviewStaff,
  type StaffPrefix,
} from '@kilau/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../../components/ui/query-state';
import { useParticipantReviewSchedule } from '../../api/staff-periodic-reviews';
import { OverdueBadge } from './overdue-badge';

/** How the last review was completed, as the panel says it. */
const HOW: Record<NonNullable<PeriodicReviewStaff['last_outcome']>, string> = {
  confirmed: MSG.periodicReviewHowConfirmed,
  correction: MSG.periodicReviewHowCorrection,
  update: MSG.periodicReviewHowUpdate,
};

export function ReviewSchedulePanel({
  prefix,
  participantId,
}: {
  prefix: StaffPrefix;
  participantId: string;
}) {
  const schedule = useParticipantReviewSchedule(prefix, participantId);
  if (schedule.data === null) return null;
  const titleId = `periodic-review-title-${participantId}`;
  const s = schedule.data;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="periodic-review-panel"
    >
      <Stack gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {MSG.periodicReviewPanelTitle}
        </Title>
        {!s ? (
          <QueryState
            isLoading={schedule.isPending}
            error={schedule.error}
            onRetry={() => void schedule.refetch()}
          />
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm">
                {fillTemplate(MSG.periodicReviewPanelDue, { date: formatWibDate(s.due_at) })}
              </Text>
              {s.overdue && <OverdueBadge />}
            </Group>
            <Text size="sm" c="dimmed">
              {s.last_completed_at
                ? fillTemplate(MSG.periodicReviewPanelLast, {
                    date: formatWibDateTime(s.last_completed_at),
                    how: HOW[s.last_outcome ?? 'confirmed'],
                  })
                : MSG.periodicReviewPanelNever}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
