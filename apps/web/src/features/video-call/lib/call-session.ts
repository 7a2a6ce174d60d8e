/**
 * One side of a video call (decision 0073): the signaling WebSocket to the hub and the
 * RTCPeerConnection to the other person. The host (the officer) always makes the offer, when it
 * learns that the guest is in the room; the guest answers. That fixed order needs none of the
 * "perfect negotiation" dance, because only one side ever offers.
 *
 * The socket reconnects by itself (a phone changing networks) with a fresh room token; the hub lets
 * the same person replace their old socket. Leaving sends `leave`, so the other side hears of it
 * at once rather than when the socket times out.
 */
import type { ClientSignal, ServerSignal, SignalPart } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';

export type CallPhase =
  /** The socket is opening. */
  | 'connecting'
  /** In the room; the other person is not (yet, or any more). */
  | 'waiting'
  /** The other person is in the room; media is being negotiated. */
  | 'negotiating'
  /** Media flows both ways. */
  | 'connected'
  /** Left, or the room was opened elsewhere by the same person. */
  | 'ended'
  /** The room could not be joined (refused, or the server is unreachable). */
  | 'failed';

export type CallProblem =
  | 'roomBusy'
  | 'openedElsewhere'
  | 'signalFailed'
  | 'peerLeft'
  | 'reconnecting'
  /** The server refused the room itself (its link expired, not open yet): `refusal` says why. */
  | 'refused'
  | null;

export interface CallSnapshot {
  phase: CallPhase;
  problem: CallProblem;
  remoteStream: MediaStream | null;
  /** The server's own words when it refused the room (problem 'refused'). */
  refusal: string | null;
}

export interface CallSessionOptions {
  part: SignalPart;
  localStream: MediaStream;
  /** A fresh room token and ICE servers for each (re)connection. */
  connect: () => Promise<{ token: string; iceServers: RTCIceServer[] }>;
  onChange: (snapshot: CallSnapshot) => void;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
}

/** Close codes of the hub (shared SIGNAL_CLOSE), repeated here so the page need not load zod. */
const CLOSE_ROOM_FULL = 4409;
const CLOSE_REPLACED = 4410;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/** A 4xx that is about the room, not the session (401 is the session's, 408 and 429 pass). */
function isRefusal(httpStatus: number): boolean {
  return httpStatus >= 400 && httpStatus < 500 && ![401, 408, 429].includes(httpStatus);
}

export function signalUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/v1/video/signal?token=${encodeURIComponent(token)}`;
}

export class CallSession {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private iceServers: RTCIceServer[] = [];
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private remoteStream: MediaStream | null = null;
  private refusal: string | null = null;
  private phase: CallPhase = 'connecting';
  private problem: CallProblem = null;
  private left = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly other: SignalPart;

  constructor(private readonly options: CallSessionOptions) {
    this.other = options.part === 'host' ? 'guest' : 'host';
  }

  snapshot(): CallSnapshot {
    return {
      phase: this.phase,
      problem: this.problem,
      remoteStream: this.remoteStream,
      refusal: this.refusal,
    };
  }

  async start(): Promise<void> {
    this.left = false;
    await this.open();
  }

  /** Leave Room, a closed modal or an unloaded page: the other side hears `peer-left` now. */
  leave(): void {
    if (this.left) return;
    this.left = true;
    clearTimeout(this.retryTimer);
    this.send({ type: 'leave' });
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.closePeer();
    this.set('ended', null);
  }

  private set(phase: CallPhase, problem: CallProblem = this.problem) {
    this.phase = phase;
    this.problem = problem;
    this.options.onChange(this.snapshot());
  }

  private async open(): Promise<void> {
    let token: string;
    try {
      const grant = await this.options.connect();
      token = grant.token;
      this.iceServers = grant.iceServers;
    } catch (err) {
      // A refusal of the room itself (the link expired or was rescheduled, the room is not open
      // yet) will not change by asking again: say so at once, in the server's words. Only a
      // network failure or a server in trouble is worth the retries.
      if (err instanceof ApiError && isRefusal(err.httpStatus)) {
        this.closePeer();
        this.refusal = err.messageId;
        this.set('failed', 'refused');
        return;
      }
      this.retryOrFail();
      return;
    }
    if (this.left) return;
    const url = signalUrl(token);
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let signal: ServerSignal;
      try {
        signal = JSON.parse(String(event.data)) as ServerSignal;
      } catch {
        return;
      }
      void this.handle(signal);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.left) return;
      this.socket = null;
      if (event.code === CLOSE_ROOM_FULL) {
        this.closePeer();
        this.set('failed', 'roomBusy');
      } else if (event.code === CLOSE_REPLACED) {
        this.left = true;
        this.closePeer();
        this.set('ended', 'openedElsewhere');
      } else {
        // A dropped socket, or a token that expired meanwhile (4401): a fresh token, a new socket.
        this.retryOrFail();
      }
    };
  }

  /** A dropped socket: a new token and socket after a short pause, a few times, then give up. */
  private retryOrFail(): void {
    if (this.left) return;
    const delay = RECONNECT_DELAYS_MS[this.attempts];
    if (delay === undefined) {
      this.closePeer();
      this.set('failed', 'signalFailed');
      return;
    }
    this.attempts += 1;
    this.set(this.phase === 'connected' ? 'connected' : 'connecting', 'reconnecting');
    this.retryTimer = setTimeout(() => void this.open(), delay);
  }

  private async handle(signal: ServerSignal): Promise<void> {
    switch (signal.type) {
      case 'presence': {
        const otherHere = signal.peers.includes(this.other);
        if (!otherHere) this.set('waiting', this.problem === 'reconnecting' ? null : this.problem);
        else if (this.options.part === 'host') await this.offer();
        else this.set(this.pc ? this.phase : 'negotiating', null);
        return;
      }
      case 'peer-joined':
        if (signal.part !== this.other) return;
        if (this.options.part === 'host') await this.offer();
        else this.set('negotiating', null);
        return;
      case 'peer-left':
        if (signal.part !== this.other) return;
        this.closePeer();
        this.set('waiting', 'peerLeft');
        return;
      case 'offer':
        if (this.options.part !== 'guest') return;
        await this.answer(signal.sdp);
        return;
      case 'answer':
        if (this.options.part !== 'host' || !this.pc) return;
        await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.flushCandidates();
        return;
      case 'candidate':
        if (this.pc?.remoteDescription) await this.pc.addIceCandidate(signal.candidate).catch(() => {});
        else this.pendingCandidates.push(signal.candidate);
        return;
      default:
        return;
    }
  }

  /** A fresh peer connection for each meeting of the two: old state never leaks into a new call. */
  private newPeer(): RTCPeerConnection {
    this.closePeer();
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    for (const track of this.options.localStream.getTracks()) pc.addTrack(track, this.options.localStream);
    pc.onicecandidate = (e) => {
      if (e.candidate) this.send({ type: 'candidate', candidate: candidateInit(e.candidate) });
    };
    pc.ontrack = (e) => {
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      if (this.remoteStream !== stream) {
        this.remoteStream = stream;
        this.options.onChange(this.snapshot());
      }
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.set('connected', null);
      // The host restarts ICE when the path breaks (a phone moving from Wi-Fi to mobile data).
      if (pc.connectionState === 'failed' && this.options.part === 'host') void this.offer(true);
    };
    return pc;
  }

  private async offer(iceRestart = false): Promise<void> {
    const pc = iceRestart && this.pc ? this.pc : this.newPeer();
    this.set('negotiating', null);
    const offer = await pc.createOffer({ iceRestart });
    await pc.setLocalDescription(offer);
    this.send({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async answer(sdp: string): Promise<void> {
    const pc = this.newPeer();
    this.set('negotiating', null);
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await this.flushCandidates();
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    this.send({ type: 'answer', sdp: answer.sdp ?? '' });
  }

  private async flushCandidates(): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const c of pending) await this.pc?.addIceCandidate(c).catch(() => {});
  }

  private closePeer(): void {
    this.pendingCandidates = [];
    if (this.pc) {
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.onconnectionstatechange = null;
      this.pc.close();
      this.pc = null;
    }
    if (this.remoteStream) {
      this.remoteStream = null;
      this.options.onChange(this.snapshot());
    }
  }

  private send(signal: ClientSignal): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(signal));
  }
}

/** The fields the hub's schema accepts (a browser's candidate object carries more). */
function candidateInit(c: RTCIceCandidate): RTCIceCandidateInit & { candidate: string } {
  return {
    candidate: c.candidate,
    sdpMid: c.sdpMid,
    sdpMLineIndex: c.sdpMLineIndex,
    usernameFragment: c.usernameFragment,
  };
}
