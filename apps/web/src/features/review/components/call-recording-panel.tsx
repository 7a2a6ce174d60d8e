/**
 * The verification call on the participant's detail: the recording at a size one can judge a face
 * and a KTP by (not a thumbnail), whether the participant agreed to being recorded (UU PDP), and
 * 'Terima Video' beside it when the server offers it, else the reason (decision 0082).
 */
import { fillTemplate, formatWibDateTime, type KycDetail, MSG, type VideoRecording } from '@kilau/shared';
import { Alert, Button, Card, Center, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { VideoStatusBadge } from '../../../components/ui/video-status-badge';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcceptVideo } from '../../../lib/staff/accept-video';
import { useStaffFileUrl } from '../api/staff-file';
import { formatDuration } from './document-gallery';

function caption(r: VideoRecording): string {
  const when = formatWibDateTime(r.started_at);
  return r.duration_ms === null
    ? fillTemplate(MSG.galleryCallRecordingUnfinished, { when })
    : fillTemplate(MSG.galleryCallRecordingAt, { when, duration: formatDuration(r.duration_ms) });
}

function RecordingPlayer({ recording }: { recording: VideoRecording }) {
  const file = useStaffFileUrl(recording.path);
  return (
    <Stack gap={6}>
      {file.data ? (
        // biome-ignore lint/a11y/useMediaCaption: a recorded call has no captions
        <video
          src={file.data}
          controls
          preload="metadata"
          aria-label={MSG.galleryCallRecording}
          style={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 6', background: '#000', borderRadius: 8 }}
          onLoadedMetadata={(e) => {
            // A recording closed by the sweep may lack its duration: read to the end once, then back.
            const v = e.currentTarget;
            if (v.duration !== Number.POSITIVE_INFINITY) return;
            v.addEventListener('durationchange', () => (v.currentTime = 0), { once: true });
            v.currentTime = Number.MAX_SAFE_INTEGER;
          }}
        />
      ) : (
        <Center mih={200} maw={720} bg="gray.1" style={{ borderRadius: 8 }}>
          {file.isError ? (
            <Stack gap={6} align="center">
              <Text size="sm">{errorMessage(file.error)}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void file.refetch()}>
                {MSG.buttonRetry}
              </Button>
            </Stack>
          ) : (
            <Loader size="sm" aria-label={MSG.loading} />
          )}
        </Center>
      )}
      <Text size="xs" c="dimmed">
        {caption(recording)}
      </Text>
      <Text size="sm" c={recording.consent_accepted_at ? 'teal.9' : 'red.9'} data-testid="recording-consent">
        {recording.consent_accepted_at
          ? fillTemplate(MSG.galleryCallConsent, { when: formatWibDateTime(recording.consent_accepted_at) })
          : MSG.galleryCallNoConsent}
      </Text>
    </Stack>
  );
}

export function CallRecordingPanel({ detail }: { detail: KycDetail }) {
  const accept = useAcceptVideo();
  const [confirming, setConfirming] = useState(false);
  const canAccept = detail.allowed_actions.includes('accept_video');
  const why = detail.unavailable_actions.find((u) => u.action === 'accept_video')?.reason;
  if (detail.video_recordings.length === 0 && !canAccept && !why) return null;

  async function acceptVideo() {
    try {
      const reply = await accept.mutateAsync(detail._id);
      setConfirming(false);
      notifySuccess(reply.data.message);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  }

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz={18}>
          {MSG.galleryCallRecording}
        </Title>
        <VideoStatusBadge status={detail.video_status} schedule={detail.video_schedule} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {detail.video_recordings.length === 0 ? (
              <Text size="sm" c="dimmed">
                -
              </Text>
            ) : (
              detail.video_recordings.map((r) => <RecordingPlayer key={r.id} recording={r} />)
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            {canAccept && (
              <Button color="teal.9" onClick={() => setConfirming(true)}>
                {MSG.actionAcceptVideo}
              </Button>
            )}
            {why && (
              <Alert
                color="orange"
                variant="light"
                title={MSG.videoAcceptUnavailable}
                data-testid="action-unavailable"
              >
                {why}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={MSG.actionAcceptVideo} centered>
        <Stack>
          <Text size="sm">{MSG.videoAcceptConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {MSG.actionCancel}
            </Button>
            <Button color="teal" loading={accept.isPending} onClick={() => void acceptVideo()}>
              {MSG.actionAgree}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
