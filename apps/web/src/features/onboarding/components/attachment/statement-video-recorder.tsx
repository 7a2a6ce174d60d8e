/**
 * The statement video's recorder: the camera in a dialog, recorded with MediaRecorder (video/mp4,
 * 1 Mbps, 1 s chunks). Loaded when the page is idle, shown on "Rekam" (decision 0051).
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../../components/ui/overlays';
import { useCameraStream } from '../../lib/use-camera-stream';
import {
  RECORDER_BITS_PER_SECOND,
  RECORDER_MIME_TYPE,
  RECORDER_TIMESLICE_MS,
  VIDEO_CONSTRAINTS,
} from '../../lib/video-rules';
import { CameraPreview } from './selfie-capture';

export interface VideoRecorderProps {
  opened: boolean;
  onClose: () => void;
  onRecorded: (file: File) => void;
}

export default function VideoRecorder({ opened, onClose, onRecorded }: VideoRecorderProps) {
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
