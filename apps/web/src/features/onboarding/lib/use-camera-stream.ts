/**
 * The camera of the capture modals (docs/product/onboarding.md § Screens, Limits): opened while a modal is open and stopped
 * when it closes. No camera, or permission refused: the alert `MSG.attachCameraUnavailable`
 * and the modal closes.
 */
import { MSG } from '@kilau/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

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
 * `beforeStop` runs as the camera closes, before its stream stops. `showing` turns true once the
 * video element has a first frame: a still taken earlier would be empty (a slow phone takes a
 * moment between granting the camera and painting it), so the capture buttons wait for it.
 */
export function useCameraStream(
  opened: boolean,
  constraints: MediaStreamConstraints,
  onClose: () => void,
  beforeStop?: () => void,
) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // The element as state too: the dialog may mount the <video> after the camera has answered (its
  // code arrives on first opening), and the stream must be attached to it whenever it appears.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setVideo(element);
  }, []);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [showing, setShowing] = useState(false);
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
    setShowing(false);
    if (!video || !stream) return;
    const onFrame = () => setShowing(video.videoWidth > 0);
    video.addEventListener('loadeddata', onFrame);
    video.addEventListener('playing', onFrame);
    video.srcObject = stream;
    void video.play().catch(() => {});
    return () => {
      video.removeEventListener('loadeddata', onFrame);
      video.removeEventListener('playing', onFrame);
    };
  }, [video, stream]);

  return { videoRef, attachVideo, stream, showing };
}
