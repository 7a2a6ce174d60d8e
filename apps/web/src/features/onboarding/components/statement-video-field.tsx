/**
 * The statement video (spec 001 §2, §5): recorded in the browser with MediaRecorder (video/mp4,
 * 1 Mbps, 1 s chunks) or an mp4 picked from the phone, uploaded first, then played back.
 */
import { MSG } from '@kilau/shared';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/overlays';
import { errorMessage } from '../../../lib/api-client';
import { uploadAttachment } from '../api/upload';
import { VIDEO_INVALID_STATE } from '../lib/attachment-docs';
import { useCameraStream } from '../lib/use-camera-stream';
import {
  RECORDER_BITS_PER_SECOND,
  RECORDER_MIME_TYPE,
  RECORDER_TIMESLICE_MS,
  VIDEO_CONSTRAINTS,
  videoProblem,
} from '../lib/video-rules';
import { CameraPreview } from './selfie-capture';
import { StoredVideo } from './stored-file';
import { DocumentCard, UploadProgress } from './upload-card';

export interface StatementVideoFieldProps {
  customerId: string;
  path: string | null;
  /** The message and its state (10 missing, 11 bad), or null. */
  error: { state: number; message: string } | null;
  onUploaded: (path: string) => void;
  onError: (error: { state: number; message: string } | null) => void;
}

function VideoRecorder({
  opened,
  onClose,
  onRecorded,
}: {
  opened: boolean;
  onClose: () => void;
  onRecorded: (file: File) => void;
}) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);

  const { videoRef, stream, showing } = useCameraStream(opened, VIDEO_CONSTRAINTS, onClose, () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    recorder.current = null;
    setRecording(false);
  });

  useEffect(() => {
    if (!recording) return;
    setSeconds(0);
    const t = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(t);
  }, [recording]);

  const start = () => {
    if (!stream) return;
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(stream, {
        mimeType: RECORDER_MIME_TYPE,
        videoBitsPerSecond: RECORDER_BITS_PER_SECOND,
      });
    } catch {
      window.alert(MSG.attachCameraUnavailable);
      return;
    }
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      const blob = new Blob(chunks, { type: RECORDER_MIME_TYPE });
      onRecorded(new File([blob], 'video-pernyataan.mp4', { type: RECORDER_MIME_TYPE }));
      onClose();
    };
    rec.start(RECORDER_TIMESLICE_MS);
    recorder.current = rec;
    setRecording(true);
  };

  const stop = () => {
    recorder.current?.stop();
    setRecording(false);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.attachVideoTitle} centered size="lg">
      <Stack>
        <CameraPreview videoRef={videoRef} />
        <Group justify="space-between">
          <Text size="sm" c={recording ? 'red.8' : 'dimmed'} aria-live="polite">
            {recording ? `${MSG.attachVideoRecording} ${seconds}s` : ''}
          </Text>
          {recording ? (
            <Button color="red" onClick={stop}>
              {MSG.attachVideoStop}
            </Button>
          ) : (
            <Button onClick={start} disabled={!showing}>
              {MSG.attachVideoRecord}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function StatementVideoField({
  customerId,
  path,
  error,
  onUploaded,
  onError,
}: StatementVideoFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [recorderOpen, { open, close }] = useDisclosure(false);

  const take = async (file: File | null) => {
    if (!file) return;
    const problem = videoProblem(file);
    if (problem) return onError({ state: VIDEO_INVALID_STATE, message: problem });
    onError(null);
    setProgress(0);
    try {
      onUploaded(await uploadAttachment(customerId, 'statement_video', file, { onProgress: setProgress }));
    } catch (err) {
      onError({ state: VIDEO_INVALID_STATE, message: errorMessage(err) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <DocumentCard
      testId="doc-statement_video"
      title={MSG.attachVideoTitle}
      required
      invalid={Boolean(error)}
      outside={<VideoRecorder opened={recorderOpen} onClose={close} onRecorded={(f) => void take(f)} />}
    >
      <Text size="xs" c="dimmed">
        {MSG.attachVideoHint}
      </Text>
      {path ? <StoredVideo path={path} label={MSG.attachVideoTitle} /> : null}
      <UploadProgress progress={progress} />
      <Group gap="xs" grow>
        <Button variant="light" size="sm" onClick={open} disabled={progress !== null}>
          {MSG.attachVideoRecord}
        </Button>
        <FileButton onChange={(f) => void take(f)} accept="video/mp4">
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={progress !== null}>
              {MSG.attachVideoUpload}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text size="xs" c="red.8" role="alert" data-error-state={error.state}>
          {error.message}
        </Text>
      ) : null}
    </DocumentCard>
  );
}
