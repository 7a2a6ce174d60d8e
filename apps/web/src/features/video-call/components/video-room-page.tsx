/**
 * /video-call/{id} (docs/product/back-office.md § Screens): the participant's side of the verification call, opened from the
 * link in the e-mail or SMS (after logging in, the login returns here). The room's answer decides
 * what shows: 200 a camera and microphone check, then the call; 400 'Link sudah kedaluarsah';
 * 403 'Mohon tunggu sampai tanggal yang sudah dijadwalkan'. Made for a phone held upright.
 * The call is recorded: the participant is told so before joining and during the call, and joins
 * only after agreeing; the agreement is stored by the server, which refuses a join without it
 * (UU PDP; decision 0082).
 */
import { fillTemplate, formatWibDateTime, MSG } from '@kilau/shared';
import { Alert, Box, Button, Card, Center, Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchGuestToken, useOwnRoom, useRecordingConsent } from '../api/video-call';
import { useCallMedia } from '../lib/use-call-media';
import { useCallSession } from '../lib/use-call-session';
import { CallView, MediaProblemAlert, StreamVideo } from './call-view';

export default function VideoRoomPage() {
  usePageTitle(MSG.videoRoomPageTitle);
  const { id = '' } = useParams();
  const room = useOwnRoom(id);
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Title order={1} fz={22}>
        {MSG.videoRoomPageTitle}
      </Title>
      {room.isLoading ? (
        <Center mih={200}>
          <Loader aria-label={MSG.loading} />
        </Center>
      ) : room.error ? (
        <RoomRefused error={room.error} onRetry={() => void room.refetch()} />
      ) : room.data ? (
        <>
          <Text size="sm" c="dimmed">
            {fillTemplate(MSG.videoScheduledAt, { when: formatWibDateTime(room.data.video_schedule) })}
          </Text>
          <GuestRoom link={id} consented={room.data.consent_accepted_at !== null} />
        </>
      ) : null}
    </Stack>
  );
}

function RoomRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.httpStatus : 0;
  const known = status === 400 || status === 403 || status === 404;
  return (
    <Stack>
      <Alert color={status === 403 ? 'blue' : 'red'} role="alert">
        {errorMessage(error)}
      </Alert>
      {known ? (
        <Button component={Link} to={paths.registerWaiting} variant="default" w="fit-content">
          {MSG.videoBackHome}
        </Button>
      ) : (
        <Button onClick={onRetry} w="fit-content">
          {MSG.videoTryAgain}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The camera check first (the person sees themself and allows the camera) with the notice that the
 * call is recorded and the agreement to it, then the call.
 */
function GuestRoom({ link, consented }: { link: string; consented: boolean }) {
  const media = useCallMedia(true);
  const [joined, setJoined] = useState(false);
  const [agreed, setAgreed] = useState(consented);
  const [tried, setTried] = useState(false);
  const consent = useRecordingConsent(link);
  async function join() {
    setTried(true);
    if (!agreed) return;
    try {
      if (!consented) await consent.mutateAsync();
      setJoined(true);
    } catch {
      // The reason is shown below (consent.error), with the button to try again.
    }
  }
  if (media.problem) return <MediaProblemAlert problem={media.problem} onRetry={media.retry} />;
  if (!joined)
    return (
      <Card withBorder padding="md">
        <Stack>
          <Title order={2} fz={18}>
            {MSG.videoCheckTitle}
          </Title>
          <Text size="sm">{MSG.videoCheckHint}</Text>
          <Box
            mx="auto"
            w="100%"
            maw={360}
            style={{ aspectRatio: '3 / 4', borderRadius: 8, overflow: 'hidden' }}
            bg="dark.7"
          >
            <StreamVideo stream={media.stream} muted label={MSG.videoYou} testId="check-video" mirrored />
          </Box>
          <Alert color="red" variant="light" title={MSG.videoConsentTitle} data-testid="recording-notice">
            <Stack gap="sm">
              <Text size="sm">{MSG.videoConsentText}</Text>
              <Checkbox
                label={MSG.videoConsentCheckbox}
                checked={agreed}
                disabled={consented}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                error={tried && !agreed ? MSG.videoConsentNeeded : undefined}
              />
            </Stack>
          </Alert>
          {consent.error && (
            <Alert color="red" role="alert">
              {errorMessage(consent.error)}
            </Alert>
          )}
          <Button size="md" disabled={!media.stream} loading={consent.isPending} onClick={() => void join()}>
            {MSG.videoJoin}
          </Button>
        </Stack>
      </Card>
    );
  return <GuestCall link={link} localStream={media.stream} />;
}

function GuestCall({ link, localStream }: { link: string; localStream: MediaStream | null }) {
  const call = useCallSession({
    part: 'guest',
    localStream,
    connect: async () => {
      const grant = await fetchGuestToken(link);
      return { token: grant.token, iceServers: grant.ice_servers };
    },
  });
  return (
    <CallView
      part="guest"
      localStream={localStream}
      remoteStream={call.remoteStream}
      phase={call.phase}
      problem={call.problem}
      refusal={call.refusal}
    >
      <Text size="sm" c="red.9" fw={600} data-testid="recording-notice">
        <span aria-hidden>● </span>
        <span>{MSG.videoRecordedNotice}</span>
      </Text>
      {call.phase === 'ended' || call.phase === 'failed' ? (
        <Button component={Link} to={paths.registerWaiting} variant="default">
          {MSG.videoBackHome}
        </Button>
      ) : (
        <Button color="red" size="md" onClick={call.leave}>
          {MSG.actionLeaveRoom}
        </Button>
      )}
    </CallView>
  );
}
