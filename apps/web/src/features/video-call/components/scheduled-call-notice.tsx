/**
 * On the waiting screen: the verification call the officer scheduled, with its time in WIB and the
 * way into the room (the same link the e-mail and SMS carry). Nothing while no call is scheduled
 * or once its room has closed.
 */
import { fillTemplate, formatWibDateTime, MSG } from '@kilau/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOwnScheduledCall } from '../api/video-call';

export default function ScheduledCallNotice() {
  const call = useOwnScheduledCall();
  const room = call.data;
  if (!room || Date.now() > new Date(room.valid_until).getTime()) return null;
  return (
    <Alert color="blue" variant="light" w="100%" ta="left" data-testid="scheduled-call">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {fillTemplate(MSG.videoWaitingScheduled, { when: formatWibDateTime(room.video_schedule) })}
        </Text>
        <Button component={Link} to={paths.videoRoom(room.video_link)} w="fit-content">
          {MSG.videoOpenRoom}
        </Button>
      </Stack>
    </Alert>
  );
}
