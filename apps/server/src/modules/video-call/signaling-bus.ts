/**
 * Where the signaling hub keeps who is in which room and how it reaches them (decision 0075). The
 * embedded default keeps both in the process. With REDIS_URL set, several API instances share
 * them: a room's members live in a Redis hash (claimed atomically by a script, so "two a room,
 * the same person replaces, a third is refused" holds across instances), and what is said in a
 * room travels on the room's pub/sub channel to every instance with a member in it.
 */
import type { ServerSignal, SignalPart } from '@kilau/shared';
import type { Redis } from 'ioredis';

/** What travels in a room: a signal for one part, or an order to close a replaced connection. */
export type RoomEvent =
  | { kind: 'signal'; to: SignalPart; signal: ServerSignal }
  | { kind: 'close'; conn: string; code: number; reason: string };

export type Claim = { ok: true; peers: SignalPart[]; replaced: string | null } | { ok: false };

export interface SignalingBus {
  /** Takes `part` of `room` for `sub` on connection `conn`: refused if another person holds it. */
  claim(room: string, part: SignalPart, sub: string, conn: string): Promise<Claim>;
  /** Gives the part up if `conn` still holds it; true when it did. */
  release(room: string, part: SignalPart, conn: string): Promise<boolean>;
  publish(room: string, event: RoomEvent): Promise<void>;
  /** Events of `room` from now on (this instance's own too); answers the unsubscribe. */
  subscribe(room: string, onEvent: (event: RoomEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: the embedded default, and the tests' reference. */
export class LocalSignalingBus implements SignalingBus {
  private readonly members = new Map<string, Partial<Record<SignalPart, { sub: string; conn: string }>>>();
  private readonly listeners = new Map<string, Set<(event: RoomEvent) => void>>();

  async claim(room: string, part: SignalPart, sub: string, conn: string): Promise<Claim> {
    const members = this.members.get(room) ?? {};
    const current = members[part];
    if (current && current.sub !== sub) return { ok: false };
    members[part] = { sub, conn };
    this.members.set(room, members);
    return { ok: true, peers: partsOf(members), replaced: current?.conn ?? null };
  }

  async release(room: string, part: SignalPart, conn: string): Promise<boolean> {
    const members = this.members.get(room);
    if (members?.[part]?.conn !== conn) return false;
    delete members[part];
    if (partsOf(members).length === 0) this.members.delete(room);
    return true;
  }

  async publish(room: string, event: RoomEvent): Promise<void> {
    for (const listener of this.listeners.get(room) ?? []) listener(event);
  }

  async subscribe(room: string, onEvent: (event: RoomEvent) => void) {
    const set = this.listeners.get(room) ?? new Set();
    set.add(onEvent);
    this.listeners.set(room, set);
    return async () => {
      set.delete(onEvent);
      if (set.size === 0) this.listeners.delete(room);
    };
  }

  async close(): Promise<void> {}
}

const partsOf = (members: Partial<Record<SignalPart, unknown>>) =>
  (['host', 'guest'] as const).filter((p) => members[p]);

/**
 * Claims a part: free, or held by the same person (a reload, another instance), is taken; held by
 * another person is refused. Answers {'ok', replaced connection or '', parts…} or {'full'}.
 */
const CLAIM = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
local replaced = ''
if current then
  local sub, conn = string.match(current, '^(.-)|(.*)$')
  if sub ~= ARGV[2] then return {'full'} end
  replaced = conn
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. '|' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local result = {'ok', replaced}
for _, part in ipairs(redis.call('HKEYS', KEYS[1])) do table.insert(result, part) end
return result`;

/** Gives a part up only if the connection still holds it (a replaced one does not). */
const RELEASE = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
local sub, conn = string.match(current, '^(.-)|(.*)$')
if conn ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1`;

/**
 * Several instances through Redis. Members expire with the room (a crashed instance's member is
 * replaced by the same person coming back, and gone when the room would have closed anyway).
 */
export class RedisSignalingBus implements SignalingBus {
  private readonly handlers = new Map<string, Set<(event: RoomEvent) => void>>();

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly options: { prefix: string; memberTtlMs: number },
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      const room = channel.slice(this.channel('').length);
      let event: RoomEvent;
      try {
        event = JSON.parse(text) as RoomEvent;
      } catch {
        return;
      }
      for (const handler of this.handlers.get(room) ?? []) handler(event);
    });
  }

  private key(room: string) {
    return `${this.options.prefix}room:${room}`;
  }

  private channel(room: string) {
    return `${this.options.prefix}events:${room}`;
  }

  async claim(room: string, part: SignalPart, sub: string, conn: string): Promise<Claim> {
    const reply = (await this.redis.eval(
      CLAIM,
      1,
      this.key(room),
      part,
      sub,
      conn,
      String(this.options.memberTtlMs),
    )) as string[];
    if (reply[0] !== 'ok') return { ok: false };
    const [, replaced = '', ...parts] = reply;
    return {
      ok: true,
      replaced: replaced || null,
      peers: (['host', 'guest'] as const).filter((p) => parts.includes(p)),
    };
  }

  async release(room: string, part: SignalPart, conn: string): Promise<boolean> {
    return (await this.redis.eval(RELEASE, 1, this.key(room), part, conn)) === 1;
  }

  async publish(room: string, event: RoomEvent): Promise<void> {
    await this.redis.publish(this.channel(room), JSON.stringify(event));
  }

  async subscribe(room: string, onEvent: (event: RoomEvent) => void) {
    let set = this.handlers.get(room);
    if (!set) {
      set = new Set();
      this.handlers.set(room, set);
      await this.subscriber.subscribe(this.channel(room));
    }
    set.add(onEvent);
    const handlers = set;
    return async () => {
      handlers.delete(onEvent);
      if (handlers.size === 0 && this.handlers.get(room) === handlers) {
        this.handlers.delete(room);
        await this.subscriber.unsubscribe(this.channel(room));
      }
    };
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.redis.disconnect();
  }
}
