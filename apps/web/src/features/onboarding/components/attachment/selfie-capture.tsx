/**
 * Taking a document's photo with the camera (docs/product/onboarding.md § Screens, Limits), in a modal. The recent photo and
 * the photo with the ID card: the front camera, mirrored like a mirror, a still 465 px wide
 * (`SELFIE_CANVAS_WIDTH`). The ID card itself: the back camera, not mirrored (the card's text must read the
 * right way), a still at the camera's resolution up to 1600 px so the card stays legible; either
 * still is compressed under the cap like a chosen file. No camera, or permission refused: the
 * alert `MSG.attachCameraUnavailable` ('Cannot get media devices').
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type Ref, useEffect, useState } from 'react';
import { Modal } from '../../../../components/ui/overlays';
import { canvasToJpeg, fitWithin, JPEG_QUALITY } from '../../lib/compress-image';
import { useCameraStream } from '../../lib/use-camera-stream';

export type CameraFacing = 'user' | 'environment';

export const SELFIE_CANVAS_WIDTH = 465;
/** The back camera's still is compressed again before upload: keep detail for that pass. */
const DOCUMENT_STILL_QUALITY = 0.9;
const CONSTRAINTS: Record<CameraFacing, MediaStreamConstraints> = {
  user: { video: { facingMode: 'user' }, audio: false },
  // An ideal (not exact) back camera: a laptop with only a front camera still opens it.
  environment: {
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    audio: false,
  },
};

/** The size of the still taken from a video frame of this size. */
export function stillSize(facing: CameraFacing, video: { width: number; height: number }) {
  if (facing === 'environment') return fitWithin(video);
  return {
    width: SELFIE_CANVAS_WIDTH,
    height: Math.round((video.height / video.width) * SELFIE_CANVAS_WIDTH),
  };
}

/**
 * The face frame over the front camera (decision 0125): an oval the face should fill, the rest
 * dimmed, so a selfie comes out centred and close enough to compare with the KTP. A guide only:
 * the still is the whole frame, as before.
 */
function FaceFrame() {
  return (
    <svg
      data-testid="face-frame"
      aria-hidden="true"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <defs>
        <mask id="face-frame-hole">
          <rect width="100" height="100" fill="white" />
          <ellipse cx="50" cy="46" rx="24" ry="36" fill="black" />
        </mask>
      </defs>
      <rect width="100" height="100" fill="rgba(0,0,0,0.45)" mask="url(#face-frame-hole)" />
      <ellipse
        cx="50"
        cy="46"
        rx="24"
        ry="36"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeDasharray="6 4"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The camera's live picture, mirrored for the front camera; with the face frame when asked. */
export function CameraPreview({
  videoRef,
  mirrored = true,
  faceFrame = false,
}: {
  videoRef: Ref<HTMLVideoElement>;
  mirrored?: boolean;
  faceFrame?: boolean;
}) {
  return (
    <div style={{ position: 'relative', lineHeight: 0 }}>
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        style={{
          width: '100%',
          borderRadius: 8,
          background: '#000',
          transform: mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {faceFrame ? <FaceFrame /> : null}
    </div>
  );
}

export function SelfieCapture({
  opened,
  onClose,
  onCaptured,
  facing = 'user',
}: {
  opened: boolean;
  onClose: () => void;
  onCaptured: (file: File) => void;
  facing?: CameraFacing;
}) {
  const { videoRef, attachVideo, showing } = useCameraStream(opened, CONSTRAINTS[facing], onClose);
  const [still, setStill] = useState<{ url: string; blob: Blob } | null>(null);

  useEffect(() => () => (still ? URL.revokeObjectURL(still.url) : undefined), [still]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const canvas = document.createElement('canvas');
    const size = stillSize(facing, { width: video.videoWidth, height: video.videoHeight });
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToJpeg(canvas, facing === 'user' ? JPEG_QUALITY : DOCUMENT_STILL_QUALITY);
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
          <>
            <CameraPreview
              videoRef={attachVideo}
              mirrored={facing === 'user'}
              faceFrame={facing === 'user'}
            />
            <Text size="sm" c="dimmed">
              {facing === 'environment' ? MSG.attachKtpCameraHint : MSG.attachSelfieFrameHint}
            </Text>
          </>
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
