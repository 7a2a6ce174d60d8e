/**
 * The camera and microphone of a video call: asked for once, kept for the whole call, stopped when
 * the screen goes away. A refusal and a missing (or busy) device are told apart, because what the
 * person must do differs: allow the site in the browser, or free or plug in the camera.
 */
import { useCallback, useEffect, useState } from 'react';

export type MediaProblem = 'blocked' | 'missing';

/** docs/product/back-office.md: video capture 640–1000 wide, 360–1080 high; the front camera on a phone. */
export const CALL_MEDIA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    facingMode: 'user',
    width: { min: 640, ideal: 640, max: 1000 },
    height: { min: 360, ideal: 480, max: 1080 },
  },
  audio: { echoCancellation: true, noiseSuppression: true },
};

export function classifyMediaError(err: unknown): MediaProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'blocked' : 'missing';
}

export function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The local stream while `enabled`; `retry` asks again (after the person changed a setting). */
export function useCallMedia(enabled: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how `retry` asks again
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let acquired: MediaStream | null = null;
    setProblem(null);
    const ask = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no media devices', 'NotFoundError');
      try {
        return await navigator.mediaDevices.getUserMedia(CALL_MEDIA_CONSTRAINTS);
      } catch (err) {
        // A camera that cannot meet the size range still makes a usable call.
        if (err instanceof DOMException && err.name === 'OverconstrainedError')
          return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: true });
        throw err;
      }
    };
    ask().then(
      (s) => {
        if (cancelled) return stopTracks(s);
        acquired = s;
        setStream(s);
      },
      (err: unknown) => {
        if (!cancelled) setProblem(classifyMediaError(err));
      },
    );
    return () => {
      cancelled = true;
      stopTracks(acquired);
      setStream(null);
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { stream, problem, retry };
}
