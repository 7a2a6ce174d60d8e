/**
 * The officer's browser records the call for the participant's file (decision 0074: there is no media server):
 * both faces side by side on a canvas and both voices mixed, through MediaRecorder at about 1 Mbps
 * in 1 s chunks (docs/product/back-office.md). Each chunk is uploaded as soon as it exists, in order, retried until it
 * lands, so a closed tab loses at most the last second or two.
 */
import {
  VIDEO_RECORDING_BITS_PER_SECOND,
  VIDEO_RECORDING_TIMESLICE_MS,
  type VideoRecordingMime,
} from '@kilau/shared';

export type RecorderState = 'idle' | 'recording' | 'retrying' | 'saving' | 'saved' | 'failed' | 'unsupported';

export interface RecordingUploader {
  start(mime: VideoRecordingMime): Promise<{ recording_id: string; next_seq: number }>;
  chunk(recordingId: string, seq: number, bytes: Blob): Promise<unknown>;
  finish(recordingId: string, durationMs: number, keepalive?: boolean): Promise<unknown>;
  /** Whether a failed chunk is worth sending again. */
  retryable(err: unknown): boolean;
}

// Two 480×360 halves (docs/product/back-office.md's capture range is 640–1000 wide, 360–1080 high): at 1 Mbps a
// larger picture only costs the officer's processor more to encode, not the file any detail.
const WIDTH = 960;
const HEIGHT = 360;
const FRAME_RATE = 15;
/** Retries of one chunk wait 1, 2, 4, 8 s, then every 10 s for as long as the page lives. */
const RETRY_MAX_MS = 10_000;

/** What this browser can record, WebM first (every Chromium and Firefox), else MP4 (Safari). */
export function pickRecordingType(
  isSupported: (type: string) => boolean = (t) =>
    typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t),
): { type: string; mime: VideoRecordingMime } | null {
  const candidates: [string, VideoRecordingMime][] = [
    ['video/webm;codecs=vp8,opus', 'video/webm'],
    ['video/webm', 'video/webm'],
    ['video/mp4;codecs=avc1,mp4a.40.2', 'video/mp4'],
    ['video/mp4', 'video/mp4'],
  ];
  const found = candidates.find(([t]) => isSupported(t));
  return found ? { type: found[0], mime: found[1] } : null;
}

/**
 * Sends chunks one after the other, in order, each until it lands. A failure worth retrying (the
 * network, the server busy or down) is retried; a refusal (the recording closed, not a video) stops
 * the queue and is reported, since sending the same bytes again cannot succeed.
 */
export class ChunkQueue {
  private queue: Blob[] = [];
  private seq = 0;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (seq: number, bytes: Blob) => Promise<unknown>,
    private readonly onRetrying: (retrying: boolean) => void,
    private readonly sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    private readonly retryable: (err: unknown) => boolean = () => true,
    private readonly onRefused: (err: unknown) => void = () => {},
  ) {}

  push(bytes: Blob): void {
    if (bytes.size === 0 || this.stopped) return;
    this.queue.push(bytes);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when everything pushed so far has landed. */
  async flushed(): Promise<void> {
    while (this.running) await this.running;
  }

  /** The page is going away: nothing more is sent. */
  stop(): void {
    this.stopped = true;
  }

  private async drain(): Promise<void> {
    for (let bytes = this.queue.shift(); bytes; bytes = this.queue.shift()) {
      for (let attempt = 0; !this.stopped; attempt += 1) {
        try {
          await this.send(this.seq, bytes);
          if (attempt > 0) this.onRetrying(false);
          break;
        } catch (err) {
          if (!this.retryable(err)) {
            this.stopped = true;
            this.queue = [];
            this.onRefused(err);
            return;
          }
          this.onRetrying(true);
          await this.sleep(Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt));
        }
      }
      this.seq += 1;
    }
  }
}

/** The canvas and the audio graph that mix the two sides into one recordable stream. */
class CallMixer {
  readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly destination = this.audio.createMediaStreamDestination();
  private readonly sources = new Map<MediaStream, MediaStreamAudioSourceNode>();
  private readonly local = document.createElement('video');
  private readonly remote = document.createElement('video');
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(localStream: MediaStream) {
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    for (const v of [this.local, this.remote]) {
      v.muted = true;
      v.playsInline = true;
    }
    this.setVideo(this.local, localStream);
    this.addAudio(localStream);
  }

  stream(): MediaStream {
    const video = this.canvas.captureStream(FRAME_RATE).getVideoTracks();
    return new MediaStream([...video, ...this.destination.stream.getAudioTracks()]);
  }

  setRemote(stream: MediaStream | null): void {
    this.setVideo(this.remote, stream);
    if (stream) this.addAudio(stream);
  }

  /**
   * Draws on a timer rather than requestAnimationFrame: an officer who switches tabs during the
   * call must not freeze the recording (background timers still run, once a second at worst).
   */
  startDrawing(): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const draw = () => {
      ctx.fillStyle = '#111';
      ctx.fillRect(0, 0, WIDTH, HEIGHT);
      drawFitted(ctx, this.remote, 0);
      drawFitted(ctx, this.local, WIDTH / 2);
      ctx.fillStyle = '#fff';
      ctx.font = '16px sans-serif';
      ctx.fillText(new Date().toISOString(), 12, HEIGHT - 12);
    };
    draw();
    this.timer = setInterval(draw, 1000 / FRAME_RATE);
  }

  close(): void {
    clearInterval(this.timer);
    for (const source of this.sources.values()) source.disconnect();
    void this.audio.close().catch(() => {});
    this.local.srcObject = null;
    this.remote.srcObject = null;
  }

  private setVideo(el: HTMLVideoElement, stream: MediaStream | null) {
    el.srcObject = stream;
    if (stream) void el.play().catch(() => {});
  }

  private addAudio(stream: MediaStream) {
    if (this.sources.has(stream) || stream.getAudioTracks().length === 0) return;
    const source = this.audio.createMediaStreamSource(stream);
    source.connect(this.destination);
    this.sources.set(stream, source);
  }
}

function drawFitted(ctx: CanvasRenderingContext2D, video: HTMLVideoElement, x: number) {
  const w = WIDTH / 2;
  if (!video.srcObject || video.videoWidth === 0) return;
  const scale = Math.min(w / video.videoWidth, HEIGHT / video.videoHeight);
  const dw = video.videoWidth * scale;
  const dh = video.videoHeight * scale;
  ctx.drawImage(video, x + (w - dw) / 2, (HEIGHT - dh) / 2, dw, dh);
}

export class CallRecorder {
  private mixer: CallMixer | null = null;
  private recorder: MediaRecorder | null = null;
  private queue: ChunkQueue | null = null;
  private recordingId: string | null = null;
  private startedAt = 0;
  private finishing: Promise<void> | null = null;

  constructor(
    private readonly uploader: RecordingUploader,
    private readonly onState: (state: RecorderState, detail?: string) => void,
  ) {}

  get active(): boolean {
    return this.recorder !== null;
  }

  async start(localStream: MediaStream, remoteStream: MediaStream | null): Promise<void> {
    if (this.recorder) return;
    const type = pickRecordingType();
    if (!type) {
      this.onState('unsupported');
      return;
    }
    try {
      const { recording_id } = await this.uploader.start(type.mime);
      this.recordingId = recording_id;
    } catch (err) {
      this.onState('failed', err instanceof Error ? err.message : String(err));
      return;
    }
    const id = this.recordingId;
    this.mixer = new CallMixer(localStream);
    this.mixer.setRemote(remoteStream);
    this.mixer.startDrawing();
    this.queue = new ChunkQueue(
      (seq, bytes) => this.uploader.chunk(id, seq, bytes),
      (retrying) => this.onState(retrying ? 'retrying' : 'recording'),
      undefined,
      this.uploader.retryable,
      (err) => this.onState('failed', err instanceof Error ? err.message : String(err)),
    );
    const recorder = new MediaRecorder(this.mixer.stream(), {
      mimeType: type.type,
      bitsPerSecond: VIDEO_RECORDING_BITS_PER_SECOND,
    });
    const queue = this.queue;
    recorder.ondataavailable = (e) => queue.push(e.data);
    this.recorder = recorder;
    this.startedAt = performance.now();
    recorder.start(VIDEO_RECORDING_TIMESLICE_MS);
    this.onState('recording');
  }

  setRemote(stream: MediaStream | null): void {
    this.mixer?.setRemote(stream);
  }

  /** Leave Room: the last chunk, every chunk landed, then the recording closed with its duration. */
  stop(): Promise<void> {
    this.finishing ??= this.finish();
    return this.finishing;
  }

  /** The page is unloading: no time to wait for uploads; close what has landed with its duration. */
  abandon(): void {
    if (!this.recorder || !this.recordingId) return;
    this.queue?.stop();
    void this.uploader.finish(this.recordingId, performance.now() - this.startedAt, true).catch(() => {});
    this.release();
  }

  private async finish(): Promise<void> {
    const recorder = this.recorder;
    const id = this.recordingId;
    if (!recorder || !id) return;
    this.onState('saving');
    const durationMs = performance.now() - this.startedAt;
    await new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
      if (recorder.state === 'inactive') resolve();
      else recorder.stop();
    });
    await this.queue?.flushed();
    this.release();
    try {
      await this.uploader.finish(id, durationMs);
      this.onState('saved');
    } catch (err) {
      this.onState('failed', err instanceof Error ? err.message : String(err));
    }
  }

  private release(): void {
    this.mixer?.close();
    this.mixer = null;
    this.recorder = null;
  }
}
