/**
 * The camera of the capture modals (spec 001 §2, §9): opened while a modal is open and stopped
 * when it closes. No camera, or permission refused: the spec's alert 'Cannot get media devices'
 * and the modal closes.
 */
import { MSG } from '@kilau/shared';
import { useEffect, useRef, useState } from 'react';

export async function openCamera(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('no media devices');
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch {
    window.alert(MSG.attachCameraUnavailable);
    return null;
  }
}

export function stopStream(stream: MediaStream | null) {
  for (const t of stream?.getTracks() ?? []) t.stop();
}

/**
 * The stream of the camera while `opened` (null until it is ready), shown in the video element
 * given `videoRef`. `constraints` and `onClose` should be stable: a new one reopens the camera.
 * `beforeStop` runs as the camera closes, before its stream stops.
 */
export function useCameraStream(
  opened: boolean,
  constraints: MediaStreamConstraints,
  onClose: () => void,
  beforeStop?: () => void,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const beforeStopRef = useRef(beforeStop);
  beforeStopRef.current = beforeStop;

  useEffect(() => {
    if (!opened) return;
    let active: MediaStream | null = null;
    let cancelled = false;
    void openCamera(constraints).then((s) => {
      if (cancelled) return stopStream(s);
      if (!s) return onClose();
      active = s;
      setStream(s);
    });
    return () => {
      cancelled = true;
      beforeStopRef.current?.();
      stopStream(active);
      setStream(null);
    };
  }, [opened, constraints, onClose]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && stream) {
      video.srcObject = stream;
      void video.play().catch(() => {});
    }
  }, [stream]);

  return { videoRef, stream };
}
