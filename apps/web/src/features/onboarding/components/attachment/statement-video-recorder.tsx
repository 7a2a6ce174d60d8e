/**
 * The statement video's recorder: the camera in a dialog, recorded with MediaRecorder (video/mp4,
 * 1 Mbps, 1 s chunks), shown on "Rekam".
 */
import { MSG, STATEMENT_VIDEO_MIN_SECONDS } from '@kilau/shared';
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
import { StatementScript } from './statement-script';

export interface VideoRecorderProps {
  opened: boolean;
  onClose: () => void;
  /** The recorded file and how many seconds it ran, measured here (an mp4 may not say). */
  onRecorded: (file: File, seconds: number) => void;
  statement: string;
}

export function VideoRecorder({ opened, onClose, onRecorded, statement }: VideoRecorderProps) {
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);

  const { attachVideo, stream, showing } = useCameraStream(opened, VIDEO_CONSTRAINTS, onClose, () => {
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
      const seconds = (Date.now() - startedAt.current) / 1000;
      onRecorded(new File([blob], 'video-pernyataan.mp4', { type: RECORDER_MIME_TYPE }), seconds);
      onClose();
    };
    startedAt.current = Date.now();
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
        {/* Read while recording, so the camera and the sentence are on screen together. */}
        <StatementScript statement={statement} />
        <CameraPreview videoRef={attachVideo} />
        <Group justify="space-between">
          <Text size="sm" c={recording ? 'red.8' : 'dimmed'} aria-live="polite">
            {recording ? `${MSG.attachVideoRecording} ${seconds}s` : ''}
          </Text>
          {recording ? (
            // Not before the shortest statement is on tape (decision 0125).
            <Button color="red" onClick={stop} disabled={seconds < STATEMENT_VIDEO_MIN_SECONDS}>
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
