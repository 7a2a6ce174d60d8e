/**
 * The video call's signaling messages (decision 0073), over the WebSocket `/v1/video/signal`: what a
 * browser may send (an offer, an answer, an ICE candidate, leave) and what the hub sends back
 * (presence, a peer joining or leaving, and the other side's messages with its part). The hub
 * validates every message against these; anything else closes the socket.
 */
import { z } from '../zod';

/** The largest message a socket may send: an SDP with many candidates stays well below it. */
export const SIGNAL_MAX_BYTES = 64 * 1024;
/** Messages a socket may send a second (ICE gathering sends bursts of a few dozen). */
export const SIGNAL_MAX_PER_SECOND = 50;

export const SIGNAL_PARTS = ['host', 'guest'] as const;
export type SignalPart = (typeof SIGNAL_PARTS)[number];

const sdp = z.string().min(1).max(SIGNAL_MAX_BYTES);
export const clientSignalSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('offer'), sdp }),
  z.strictObject({ type: z.literal('answer'), sdp }),
  z.strictObject({
    type: z.literal('candidate'),
    candidate: z.strictObject({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  z.strictObject({ type: z.literal('leave') }),
]);
export type ClientSignal = z.infer<typeof clientSignalSchema>;

/** What the hub sends: presence on joining, the peer's arrival and departure, relayed messages. */
export type ServerSignal =
  | { type: 'presence'; you: SignalPart; peers: SignalPart[] }
  | { type: 'peer-joined'; part: SignalPart }
  | { type: 'peer-left'; part: SignalPart }
  | (ClientSignal & { from: SignalPart });

/** Close codes the hub uses (4000–4999 are the application's). */
export const SIGNAL_CLOSE = {
  badToken: 4401,
  roomFull: 4409,
  replaced: 4410,
  badMessage: 1008,
} as const;
