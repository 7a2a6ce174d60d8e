/**
 * JoinRoom (docs/product/back-office.md § Screens): the officer's side of the call in a modal. The room token decides what
 * shows: 200 the call (both videos and Leave Room), 400 'Link sudah kedaluarsah' with Create Room,
 * 403 'Mohon tunggu sampai tanggal yang sudah dijadwalkan'. Beside the live video stand the
 * participant's KTP and selfie, to compare the face (call-participant.tsx). The officer's browser
 * records the call and uploads it as it goes (call-recorder.ts). Leave Room, closing the modal and
 * unloading the page all leave the room, so the participant is told at once. After Leave Room,
 * Terima Video is offered only when the server would accept it (decisions 0082, 0083), else the
 * reason is shown.
 */
import { fillTemplate, type KycListItem, MSG } from '@kilau/shared';
import { Alert, Badge, Button, Center, Grid, Group, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcceptVideo } from '../../../lib/staff/accept-video';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import {
  fetchHostToken,
  type RoomToken,
  recordingApi,
  useCallParticipant,
  useReloadCalls,
} from '../api/video-call';
import { CallRecorder, type RecorderState } from '../lib/call-recorder';
import { useCallMedia } from '../lib/use-call-media';
import { useCallSession } from '../lib/use-call-session';
import { AfterCallActions, IdentityDocuments } from './call-participant';
import { CallView, MediaProblemAlert } from './call-view';

export function JoinRoomModal({
  participant,
  onClose,
  onCreateRoom,
}: {
  participant: KycListItem | null;
  onClose: () => void;
  /** The link expired: schedule a new room for the same participant. */
  onCreateRoom: (participant: KycListItem) => void;
}) {
  const phone = usePhoneWidth();
  return (
    <Modal
      opened={participant !== null}
      onClose={onClose}
      title={participant ? fillTemplate(MSG.videoRoomTitle, { name: participant.fullname }) : ''}
      // Wide enough for the call and, beside it, the participant's KTP and selfie.
      size={1040}
      fullScreen={phone}
      centered
    >
      {participant && (
        <JoinRoom
          participant={participant}
          onClose={onClose}
          onCreateRoom={() => {
            onClose();
            onCreateRoom(participant);
          }}
        />
      )}
    </Modal>
  );
}

function JoinRoom({
  participant,
  onClose,
  onCreateRoom,
}: {
  participant: KycListItem;
  onClose: () => void;
  onCreateRoom: () => void;
}) {
  const grant = useQuery({
    queryKey: ['video-host-token', participant._id],
    queryFn: () => fetchHostToken(participant._id),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (grant.isLoading)
    return (
      <Center mih={200}>
        <Loader aria-label={MSG.loading} />
      </Center>
    );
  if (grant.error) {
    const status = grant.error instanceof ApiError ? grant.error.httpStatus : 0;
    return (
      <Stack>
        <Alert color={status === 403 ? 'blue' : 'red'} role="alert">
          {errorMessage(grant.error)}
        </Alert>
        {status === 400 && <Button onClick={onCreateRoom}>{MSG.actionCreateRoom}</Button>}
        {status !== 400 && status !== 403 && (
          <Button variant="default" onClick={() => void grant.refetch()}>
            {MSG.videoTryAgain}
          </Button>
        )}
      </Stack>
    );
  }
  if (!grant.data) return null;
  return <OfficerCall participant={participant} firstGrant={grant.data} onClose={onClose} />;
}

const RECORDING_TEXT: Partial<Record<RecorderState, string>> = {
  recording: MSG.videoRecording,
  retrying: MSG.videoRecordingRetrying,
  saving: MSG.videoRecordingSaving,
  saved: MSG.videoRecordingSaved,
  unsupported: MSG.videoRecordingUnsupported,
};

function OfficerCall({
  participant,
  firstGrant,
  onClose,
}: {
  participant: KycListItem;
  firstGrant: RoomToken;
  onClose: () => void;
}) {
  const media = useCallMedia(true);
  const unused = useRef<RoomToken | null>(firstGrant);
  const [recording, setRecording] = useState<{ state: RecorderState; detail?: string }>({ state: 'idle' });
  const recorder = useRef<CallRecorder | null>(null);
  recorder.current ??= new CallRecorder(
    {
      start: (mime) => recordingApi.start(participant._id, mime),
      chunk: recordingApi.chunk,
      finish: recordingApi.finish,
      retryable: recordingApi.retryable,
    },
    (state, detail) => setRecording({ state, detail }),
  );
  const call = useCallSession({
    part: 'host',
    localStream: media.stream,
    connect: async () => {
      // The token fetched to decide the outcome opens the first connection; reconnections ask anew.
      const grant = unused.current ?? (await fetchHostToken(participant._id));
      unused.current = null;
      return { token: grant.token, iceServers: grant.ice_servers };
    },
    onUnload: () => recorder.current?.abandon(),
  });
  const [left, setLeft] = useState(false);
  /** Left, the recording closed and the participant read again: Terima Video may be decided. */
  const [settled, setSettled] = useState(false);
  const person = useCallParticipant(participant._id);
  const reloadCalls = useReloadCalls();
  const accept = useAcceptVideo();

  // The recording starts when the two first see each other and runs until Leave Room.
  useEffect(() => {
    const r = recorder.current;
    if (!r || left || !media.stream) return;
    if (call.phase === 'connected' && !r.active && recording.state === 'idle')
      void r.start(media.stream, call.remoteStream);
    else r.setRemote(call.remoteStream);
  }, [call.phase, call.remoteStream, media.stream, left, recording.state]);

  // Closing the modal without Leave Room still ends the call and keeps the recording.
  useEffect(
    () => () => {
      void recorder.current?.stop();
    },
    [],
  );

  const leaveRoom = () => {
    setLeft(true);
    call.leave();
    // Whether the video may be accepted is the server's to say once the recording is closed: the
    // detail (and the list behind) are read again, then Terima Video or its reason shows.
    void (async () => {
      await recorder.current?.stop();
      await reloadCalls();
      setSettled(true);
    })();
  };

  async function acceptVideo() {
    try {
      const reply = await accept.mutateAsync(participant._id);
      notifySuccess(reply.data.message);
      onClose();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  }

  if (media.problem) return <MediaProblemAlert problem={media.problem} onRetry={media.retry} />;

  const recordingText =
    recording.state === 'failed'
      ? fillTemplate(MSG.videoRecordingFailed, { reason: recording.detail ?? '' })
      : RECORDING_TEXT[recording.state];

  const view = (
    <CallView
      part="host"
      localStream={media.stream}
      remoteStream={left ? null : call.remoteStream}
      phase={left ? 'ended' : call.phase}
      problem={left ? null : call.problem}
      refusal={left ? null : call.refusal}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        {recordingText ? (
          <Badge
            color={recording.state === 'recording' ? 'red' : recording.state === 'saved' ? 'teal' : 'gray'}
            variant={recording.state === 'recording' ? 'filled' : 'light'}
            data-testid="recording-state"
            styles={{ label: { textTransform: 'none' } }}
          >
            {recordingText}
          </Badge>
        ) : (
          <span />
        )}
        {left ? (
          <AfterCallActions
            person={person.data}
            checking={!settled || person.isFetching}
            failure={person.error}
            accepting={accept.isPending}
            onRetry={() => void person.refetch()}
            onAccept={() => void acceptVideo()}
            onClose={onClose}
          />
        ) : (
          <Button color="red" onClick={leaveRoom}>
            {MSG.actionLeaveRoom}
          </Button>
        )}
      </Group>
    </CallView>
  );
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>{view}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <IdentityDocuments
          person={person.data}
          failure={person.error}
          onRetry={() => void person.refetch()}
        />
      </Grid.Col>
    </Grid>
  );
}
