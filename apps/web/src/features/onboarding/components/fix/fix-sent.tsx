/**
 * The end of a resubmission (decision 0112): 'Perbaikan terkirim' and what happens next, shown on
 * /register-perbaikan once the server took the fixes, before the customer moves on to the waiting
 * screen (which then says the record is being reviewed again). An e-mail says the same.
 */
import { fillTemplate, formatWibDateTime, KYC_REVIEW_USUAL_WORKING_DAYS, MSG } from '@kilau/shared';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { DoneMark } from '../shared/done-mark';

export function FixSent({ at }: { at: Date }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list the customer was reading is gone: a screen reader starts again at the new title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'lg', sm: 'xl' }}
      maw={560}
      mx="auto"
      mt="lg"
      w="100%"
    >
      <Stack gap="md" align="center" ta="center" data-testid="fix-sent">
        <DoneMark />
        <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8" ref={heading} tabIndex={-1}>
          {MSG.fixSentTitle}
        </Title>
        <Text c="dimmed">{MSG.fixSentText}</Text>
        <Text size="sm" c="dimmed">
          {formatWibDateTime(at)}
        </Text>
        <Stack gap={6} w="100%" ta="left" component="section" aria-labelledby="fix-sent-next-title">
          <Text fw={700} size="sm" id="fix-sent-next-title">
            {MSG.waitingNextTitle}
          </Text>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>
              {fillTemplate(MSG.fixSentNextReview, { days: KYC_REVIEW_USUAL_WORKING_DAYS })}
            </List.Item>
            <List.Item>{MSG.fixSentNextMail}</List.Item>
          </List>
        </Stack>
        <Button component={Link} to={paths.registerWaiting} size="md" fullWidth>
          {MSG.fixSentButton}
        </Button>
      </Stack>
    </Paper>
  );
}
