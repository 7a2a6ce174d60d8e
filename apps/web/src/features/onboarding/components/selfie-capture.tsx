/**
 * Taking the recent photo or the photo with the ID card with the camera (spec 001 §2, §9): the
 * front camera in a modal, a still drawn on a canvas 465 px wide and encoded as JPEG at 0.5.
 * No camera, or permission refused: the spec's alert 'Cannot get media devices'.
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Stack } from '@mantine/core';
import { type Ref, useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/overlays';
import { canvasToJpeg } from '../lib/compress-image';
import { useCameraStream } from '../lib/use-camera-stream';

export const SELFIE_CANVAS_WIDTH = 465;
const SELFIE_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'user' }, audio: false };

/** The camera's live picture, mirrored. */
export function CameraPreview({ videoRef }: { videoRef: Ref<HTMLVideoElement> }) {
  return (
    <video
      ref={videoRef}
      muted
      playsInline
      autoPlay
      style={{ width: '100%', borderRadius: 8, background: '#000', transform: 'scaleX(-1)' }}
    />
  );
}

export function SelfieCapture({
  opened,
  onClose,
  onCaptured,
}: {
  opened: boolean;
  onClose: () => void;
  onCaptured: (file: File) => void;
}) {
  const { videoRef, showing } = useCameraStream(opened, SELFIE_CONSTRAINTS, onClose);
  const [still, setStill] = useState<{ url: string; blob: Blob } | null>(null);

  useEffect(() => () => (still ? URL.revokeObjectURL(still.url) : undefined), [still]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = SELFIE_CANVAS_WIDTH;
    canvas.height = Math.round((video.videoHeight / video.videoWidth) * SELFIE_CANVAS_WIDTH);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToJpeg(canvas);
    setStill({ url: URL.createObjectURL(blob), blob });
  };

  const close = () => {
    setStill(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={MSG.attachSelfieTitle} centered size="lg">
      <Stack>
        {still ? (
          <img src={still.url} alt={MSG.attachSelfieTitle} style={{ width: '100%', borderRadius: 8 }} />
        ) : (
          <CameraPreview videoRef={videoRef} />
        )}
        <Group justify="flex-end">
          {still ? (
            <>
              <Button variant="default" onClick={() => setStill(null)}>
                {MSG.attachRetake}
              </Button>
              <Button
                onClick={() => {
                  onCaptured(new File([still.blob], 'foto-kamera.jpg', { type: 'image/jpeg' }));
                  close();
                }}
              >
                {MSG.attachUsePhoto}
              </Button>
            </>
          ) : (
            <Button onClick={() => void capture()} disabled={!showing}>
              {MSG.attachCapture}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
