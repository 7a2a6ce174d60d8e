/**
 * The video call's signaling hub (decision 0073): a room holds two people, the officer (host) and
 * the participant (guest), each admitted by their room token. The hub relays offers, answers and ICE
 * candidates between them and tells each when the other comes and goes; it never sees the media.
 *
 * Every message is checked: larger than SIGNAL_MAX_BYTES, faster than SIGNAL_MAX_PER_SECOND, not
 * JSON, or not one of the shared schema's shapes closes that socket alone, never the room. A person
 * who reconnects (a reloaded page) replaces their old socket; a third person is refused.
 */
import {
  type ClientSignal,
  clientSignalSchema,
  type ServerSignal,
  SIGNAL_CLOSE,
  SIGNAL_MAX_BYTES,
  SIGNAL_MAX_PER_SECOND,
  type SignalPart,
} from '@kilau/shared';
import type { RoomClaims } from './room-token';

/** The little of a WebSocket the hub needs (the `ws` package's socket satisfies it). */
export interface SignalSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

const OPEN = 1;

interface Member {
  socket: SignalSocket;
  sub: string;
  /** Start of the current one-second window and the messages counted in it. */
  windowStart: number;
  count: number;
}

type Room = Partial<Record<SignalPart, Member>>;

export interface HubEvents {
  /** A person entered or left a room (for the audit trail). */
  onPresence?: (event: { room: string; sub: string; part: SignalPart; kind: 'join' | 'leave' }) => void;
}

export class SignalingHub {
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly events: HubEvents = {}) {}

  /** How many rooms have someone in them (for the benchmark and tests). */
  get roomCount(): number {
    return this.rooms.size;
  }

  /** Admits a socket with verified claims; false (and the socket closed) when the room has no place. */
  join(socket: SignalSocket, claims: RoomClaims): boolean {
    const room = this.rooms.get(claims.room) ?? {};
    const other: SignalPart = claims.part === 'host' ? 'guest' : 'host';
    const current = room[claims.part];
    if (current && current.sub !== claims.sub) {
      socket.close(SIGNAL_CLOSE.roomFull, 'room full');
      return false;
    }
    if (current) current.socket.close(SIGNAL_CLOSE.replaced, 'replaced by a new connection');
    room[claims.part] = { socket, sub: claims.sub, windowStart: Date.now(), count: 0 };
    this.rooms.set(claims.room, room);
    const peers = (['host', 'guest'] as const).filter((p) => room[p]);
    send(socket, { type: 'presence', you: claims.part, peers });
    if (!current) {
      const peer = room[other];
      if (peer) send(peer.socket, { type: 'peer-joined', part: claims.part });
      this.events.onPresence?.({ room: claims.room, sub: claims.sub, part: claims.part, kind: 'join' });
    }
    return true;
  }

  /** One message from a member: relayed to the other side, or the sender's socket closed. */
  message(socket: SignalSocket, claims: RoomClaims, raw: Buffer | string): void {
    const member = this.rooms.get(claims.room)?.[claims.part];
    if (!member || member.socket !== socket) return;
    const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
    if (size > SIGNAL_MAX_BYTES || !withinRate(member)) {
      this.drop(socket, claims, SIGNAL_CLOSE.badMessage, 'message too large or too fast');
      return;
    }
    let signal: ClientSignal;
    try {
      const parsed = clientSignalSchema.safeParse(JSON.parse(raw.toString()));
      if (!parsed.success) throw new Error('not a signal');
      signal = parsed.data;
    } catch {
      this.drop(socket, claims, SIGNAL_CLOSE.badMessage, 'malformed message');
      return;
    }
    if (signal.type === 'leave') {
      this.drop(socket, claims, 1000, 'left');
      return;
    }
    const other = this.rooms.get(claims.room)?.[claims.part === 'host' ? 'guest' : 'host'];
    if (other) send(other.socket, { ...signal, from: claims.part });
  }

  /** Closes a member's socket and lets the room know now, not after the closing handshake. */
  private drop(socket: SignalSocket, claims: RoomClaims, code: number, reason: string): void {
    socket.close(code, reason);
    this.closed(socket, claims);
  }

  /** A socket closed (left, dropped or was refused): the other side hears of it. Idempotent. */
  closed(socket: SignalSocket, claims: RoomClaims): void {
    const room = this.rooms.get(claims.room);
    const member = room?.[claims.part];
    if (!room || !member || member.socket !== socket) return;
    delete room[claims.part];
    const other = room[claims.part === 'host' ? 'guest' : 'host'];
    if (other) send(other.socket, { type: 'peer-left', part: claims.part });
    else this.rooms.delete(claims.room);
    this.events.onPresence?.({ room: claims.room, sub: claims.sub, part: claims.part, kind: 'leave' });
  }
}

function withinRate(member: Member): boolean {
  const now = Date.now();
  if (now - member.windowStart >= 1000) {
    member.windowStart = now;
    member.count = 0;
  }
  member.count += 1;
  return member.count <= SIGNAL_MAX_PER_SECOND;
}

function send(socket: SignalSocket, signal: ServerSignal): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(signal));
}
