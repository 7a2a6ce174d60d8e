/**
 * Operator and customer location for the audit trail (architecture.md §1): the client IP comes from the
 * socket (or the trusted proxy, TRUST_PROXY), the city from geoip-lite's offline database.
 *
 * The database is ~110 MB. geoip-lite's own `lookup` reads all of it into memory, which was over a
 * third of an idle instance's memory; here the same files are searched in place with positioned
 * reads (about 25 reads of a few bytes per lookup, served by the OS page cache), so nothing of the
 * table is held (decision 0098). geoip-lite stays the data's source and update path; its lookup is
 * the reference the reader is tested against (geo.test.ts).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

export interface GeoInfo {
  city: string | null;
  country: string | null;
  region: string | null;
  ll: [number, number] | null;
}

export interface Geo {
  lookup(ip: string | undefined): GeoInfo;
  warmUp(): Promise<void>;
}

const UNKNOWN: GeoInfo = { city: null, country: null, region: null, ll: null };

/**
 * geoip-lite's file layout (its lib/geoip.js): sorted ranges of fixed-size records, each with a
 * location id into the names file. IPv6 ranges keep the address's upper 64 bits.
 */
const V4 = { recordSize: 24, locId: 8, lat: 12, lon: 16 } as const;
const V6 = { recordSize: 48, locId: 32, lat: 36, lon: 40 } as const;
const NAME_RECORD = 88;
const NO_LOCATION = 0xffffffff;

/** geoip-lite answers nothing for these (RFC 1918). */
const PRIVATE_V4: readonly [number, number][] = [
  [0x0a000000, 0x0affffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
];

/** An IPv6 address as its upper 64 bits, the part geoip-lite's ranges keep. */
type Upper64 = bigint;

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, octet) => ((n << 8) | Number(octet)) >>> 0, 0);
}

function v6ToUpper64(ip: string): Upper64 {
  const [head = '', tail] = ip.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 is handled before) only touches the lower 64 bits.
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  let n = 0n;
  for (let i = 0; i < 4; i++) n = (n << 16n) | BigInt(Number.parseInt(groups[i] || '0', 16) || 0);
  return n;
}

function mappedV4(ip: string): string | null {
  const m = /^(?:0:0:0:0:0:ffff:|::ffff:)(.+)$/i.exec(ip);
  return m?.[1] && isIP(m[1]) === 4 ? m[1] : null;
}

function text(buf: Buffer, start: number, end: number): string {
  const nul = buf.indexOf(0, start);
  return buf.toString('utf8', start, nul >= start && nul < end ? nul : end);
}

function geoipLiteDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
}

interface Table {
  fd: number;
  lines: number;
}

/** geoip-lite's city database, searched in its files; nothing of it is kept in memory. */
export class GeoipFiles implements Geo {
  private v4: Table | null = null;
  private v6: Table | null = null;
  private names: number | null = null;
  private readonly record = Buffer.alloc(V6.recordSize);
  private readonly name = Buffer.alloc(NAME_RECORD);

  constructor(private readonly dir: string = geoipLiteDataDir()) {}

  /** Opens the files (a missing database leaves every lookup unknown, as before it loads). */
  async warmUp(): Promise<void> {
    if (this.names !== null) return;
    const open = (file: string, recordSize: number): Table => {
      const fd = openSync(path.join(this.dir, file), 'r');
      return { fd, lines: Math.floor(fstatSync(fd).size / recordSize) };
    };
    const names = openSync(path.join(this.dir, 'geoip-city-names.dat'), 'r');
    this.v4 = open('geoip-city.dat', V4.recordSize);
    this.v6 = open('geoip-city6.dat', V6.recordSize);
    this.names = names;
  }

  close(): void {
    for (const fd of [this.v4?.fd, this.v6?.fd, this.names])
      if (fd !== undefined && fd !== null) closeSync(fd);
    this.v4 = this.v6 = this.names = null;
  }

  lookup(ip: string | undefined): GeoInfo {
    if (!ip || this.names === null) return UNKNOWN;
    const version = isIP(ip);
    if (version === 4) return this.lookup4(v4ToNumber(ip));
    if (version !== 6) return UNKNOWN;
    const v4 = mappedV4(ip);
    return v4 ? this.lookup4(v4ToNumber(v4)) : this.lookup6(v6ToUpper64(ip));
  }

  private lookup4(ip: number): GeoInfo {
    if (!this.v4 || PRIVATE_V4.some(([from, to]) => ip >= from && ip <= to)) return UNKNOWN;
    const { fd } = this.v4;
    const line = this.search(
      this.v4,
      (l) => {
        readSync(fd, this.record, 0, 8, l * V4.recordSize);
        return [this.record.readUInt32BE(0), this.record.readUInt32BE(4)];
      },
      ip,
    );
    return line === null ? UNKNOWN : this.place(fd, line * V4.recordSize, V4);
  }

  private lookup6(ip: Upper64): GeoInfo {
    if (!this.v6) return UNKNOWN;
    const { fd } = this.v6;
    const line = this.search(
      this.v6,
      (l) => {
        readSync(fd, this.record, 0, 24, l * V6.recordSize);
        return [this.record.readBigUInt64BE(0), this.record.readBigUInt64BE(16)];
      },
      ip,
    );
    return line === null ? UNKNOWN : this.place(fd, line * V6.recordSize, V6);
  }

  /** The line whose range holds `ip`: geoip-lite's own binary search, step for step. */
  private search<N extends number | bigint>(
    table: Table,
    range: (line: number) => [N, N],
    ip: N,
  ): number | null {
    if (table.lines === 0) return null;
    const [first] = range(0);
    const [, last] = range(table.lines - 1);
    if (ip < first || ip > last) return null;
    let low = 0;
    let high = table.lines - 1;
    for (;;) {
      const line = (low + high) >>> 1;
      const [floor, ceil] = range(line);
      if (floor <= ip && ceil >= ip) return line;
      if (low === high) return null;
      if (low === high - 1) {
        if (line === low) low = high;
        else high = low;
      } else if (floor > ip) high = line;
      else if (ceil < ip) low = line;
    }
  }

  private place(fd: number, offset: number, layout: typeof V4 | typeof V6): GeoInfo {
    readSync(fd, this.record, 0, layout.recordSize, offset);
    const locId = this.record.readUInt32BE(layout.locId);
    if (locId === NO_LOCATION || this.names === null) return UNKNOWN;
    readSync(this.names, this.name, 0, NAME_RECORD, locId * NAME_RECORD);
    return {
      country: text(this.name, 0, 2) || null,
      region: text(this.name, 2, 5) || null,
      city: text(this.name, 42, NAME_RECORD) || null,
      ll: [this.record.readInt32BE(layout.lat) / 10000, this.record.readInt32BE(layout.lon) / 10000],
    };
  }
}

/** For tests and tools that do not need a city. */
export class NoGeo implements Geo {
  lookup(): GeoInfo {
    return UNKNOWN;
  }
  async warmUp() {}
}
