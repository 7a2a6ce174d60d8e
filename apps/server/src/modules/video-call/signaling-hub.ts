/**
 * The video call's signaling hub (decisions 0073, 0075): a room holds two people, the officer
 * (host) and the participant (guest), each admitted by their room token. The hub relays offers,
 * answers and ICE candidates between them and tells each when the other comes and goes; it never
 * sees the media. Membership and delivery go through a SignalingBus, so the two may be connected
 * to different API instances.
 *
 * Every message is checked here, where it arrives: larger than SIGNAL_MAX_BYTES, faster than
 * SIGNAL_MAX_PER_SECOND, not JSON, or not one of the shared schema's shapes closes that socket
 * alone, never the room. A person who reconnects (a reloaded page) replaces their old socket,
 * wherever it is; a third person is refused.
 */
import { randomUUID } from 'node:crypto';
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
import type { RoomEvent, SignalingBus } from './signaling-bus';

/** The little of a WebSocket the hub needs (the `ws` package's socket satisfies it). */
export interface SignalSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

const OPEN = 1;
/** The bus could not be reached (Redis down): the browser reconnects after a pause. */
const CLOSE_UNAVAILABLE = 1011;

interface Member {
  socket: SignalSocket;
  claims: RoomClaims;
  unsubscribe: () => Promise<void>;
  /** Start of the current one-second window and the messages counted in it. */
  windowStart: number;
  count: number;
}

export interface HubEvents {
  /** A person entered or left a room (for the audit trail). */
  onPresence?: (event: { room: string; sub: string; part: SignalPart; kind: 'join' | 'leave' }) => void;
  onError?: (err: unknown) => void;
}

const otherOf = (part: SignalPart): SignalPart => (part === 'host' ? 'guest' : 'host');

export class SignalingHub {
  private readonly members = new Map<string, Member>();
  private readonly instance = randomUUID();
  private sequence = 0;

  constructor(
    private readonly bus: SignalingBus,
    private readonly events: HubEvents = {},
  ) {}

  /** Sockets in a room on this instance (for the benchmark and tests). */
  get connectionCount(): number {
    return this.members.size;
  }

  /**
   * Admits a socket with verified claims. Answers its connection id, or null when the room has no
   * place (the socket is then closed with 4409) or the bus is unreachable (closed with 1011).
   */
  async join(socket: SignalSocket, claims: RoomClaims): Promise<string | null> {
    const conn = `${this.instance}:${++this.sequence}`;
    let unsubscribe: (() => Promise<void>) | null = null;
    try {
      // Listening before claiming: the other side answers the arrival at once.
      unsubscribe = await this.bus.subscribe(claims.room, (e) => this.deliver(conn, e));
      const claim = await this.bus.claim(claims.room, claims.part, claims.sub, conn);
      if (!claim.ok) {
        await unsubscribe();
        socket.close(SIGNAL_CLOSE.roomFull, 'room full');
        return null;
      }
      this.members.set(conn, { socket, claims, unsubscribe, windowStart: Date.now(), count: 0 });
      send(socket, { type: 'presence', you: claims.part, peers: claim.peers });
      if (claim.replaced) {
        await this.bus.publish(claims.room, {
          kind: 'close',
          conn: claim.replaced,
          code: SIGNAL_CLOSE.replaced,
          reason: 'replaced by a new connection',
        });
      } else {
        await this.tell(claims, { type: 'peer-joined', part: claims.part });
        this.events.onPresence?.({ room: claims.room, sub: claims.sub, part: claims.part, kind: 'join' });
      }
      return conn;
    } catch (err) {
      this.events.onError?.(err);
      this.members.delete(conn);
      await unsubscribe?.().catch(() => {});
      socket.close(CLOSE_UNAVAILABLE, 'signaling unavailable');
      return null;
    }
  }

  /** One message from a member: relayed to the other side, or the sender's socket closed. */
  message(conn: string, raw: Buffer | string): void {
    const member = this.members.get(conn);
    if (!member) return;
    const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
    if (size > SIGNAL_MAX_BYTES || !withinRate(member)) {
      this.drop(conn, SIGNAL_CLOSE.badMessage, 'message too large or too fast');
      return;
    }
    let signal: ClientSignal;
    try {
      const parsed = clientSignalSchema.safeParse(JSON.parse(raw.toString()));
      if (!parsed.success) throw new Error('not a signal');
      signal = parsed.data;
    } catch {
      this.drop(conn, SIGNAL_CLOSE.badMessage, 'malformed message');
      return;
    }
    if (signal.type === 'leave') {
      this.drop(conn, 1000, 'left');
      return;
    }
    void this.tell(member.claims, { ...signal, from: member.claims.part }).catch((err: unknown) =>
      this.events.onError?.(err),
    );
  }

  /** A socket closed (left, dropped or replaced): the other side hears of it. Idempotent. */
  async closed(conn: string): Promise<void> {
    const member = this.members.get(conn);
    if (!member) return;
    this.members.delete(conn);
    const { claims } = member;
    try {
      await member.unsubscribe();
      // A replaced connection no longer holds the part: its successor stays, nobody "left".
      if (!(await this.bus.release(claims.room, claims.part, conn))) return;
      await this.tell(claims, { type: 'peer-left', part: claims.part });
      this.events.onPresence?.({ room: claims.room, sub: claims.sub, part: claims.part, kind: 'leave' });
    } catch (err) {
      this.events.onError?.(err);
    }
  }

  /** Closes a member's socket and lets the room know now, not after the closing handshake. */
  private drop(conn: string, code: number, reason: string): void {
    this.members.get(conn)?.socket.close(code, reason);
    void this.closed(conn);
  }

  /** Says `signal` to the other part of the sender's room, on whichever instance it is. */
  private tell(from: RoomClaims, signal: ServerSignal): Promise<void> {
    return this.bus.publish(from.room, { kind: 'signal', to: otherOf(from.part), signal });
  }

  private deliver(conn: string, event: RoomEvent): void {
    const member = this.members.get(conn);
    if (!member) return;
    if (event.kind === 'close') {
      if (event.conn !== conn) return;
      member.socket.close(event.code, event.reason);
      void this.closed(conn);
      return;
    }
    if (event.to === member.claims.part) send(member.socket, event.signal);
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
