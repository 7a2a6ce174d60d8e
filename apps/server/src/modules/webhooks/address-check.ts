/**
 * Where a partner's webhook may go (decision 0114; OWASP SSRF prevention): an http(s) URL, HTTPS
 * only in production, and a host whose every address is a public unicast one. The host is resolved
 * here, once, and the request then connects to the checked address itself (`pinnedLookup`), so a
 * name that answers differently on the second lookup (DNS rebinding) cannot swap it for an
 * internal one. Private networks named in WEBHOOK_ALLOW_PRIVATE_CIDRS (tests, a developer's own
 * receiver; never production) pass.
 *
 * An IPv6 address that carries an IPv4 one is judged by the IPv4 address it carries, and a refusal
 * never says what a name resolved to, nor tells a name that does not resolve from one that points
 * inside: one answer, so the form cannot map the internal network (decision 0123).
 */

import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * 'invalid': not an http(s) URL with a host; 'https': plain HTTP in production; 'not_allowed': the
 * host does not resolve, or one of its addresses is not public (one reason for both, decision 0123).
 */
export type RefusalReason = 'invalid' | 'https' | 'not_allowed';

export class AddressRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

export interface AddressPolicy {
  production: boolean;
  /** CIDRs that pass although not public (config WEBHOOK_ALLOW_PRIVATE_CIDRS). */
  allowCidrs: readonly string[];
  /** Resolves a host name to all its addresses (dns.lookup by default; tests may inject). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

export interface CheckedDestination {
  url: URL;
  /** The address the request connects to: one the check passed. */
  address: string;
  family: 4 | 6;
}

const resolveAll = (host: string) => lookup(host, { all: true, verbatim: true });

/** Parses and checks the URL's shape only (no DNS): what an endpoint's form can be told at once. */
export function parseEndpointUrl(raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('invalid', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AddressRefused('invalid', 'not http(s)');
  if (production && url.protocol !== 'https:') throw new AddressRefused('https', 'HTTPS only in production');
  if (!url.hostname) throw new AddressRefused('invalid', 'no host');
  return url;
}

const cidr = (text: string) => ipaddr.parseCIDR(text) as [IPv6, number];
/** IPv4-compatible ::a.b.c.d (RFC 4291, deprecated; :: and ::1 fall in it too). */
const IPV4_COMPATIBLE = cidr('::/96');
/** IPv4-mapped ::ffff:a.b.c.d. */
const IPV4_MAPPED = cidr('::ffff:0:0/96');
/** IPv4-translated ::ffff:0:a.b.c.d (RFC 6145). */
const IPV4_TRANSLATED = cidr('::ffff:0:0:0/96');
/** NAT64's well-known prefix 64:ff9b::a.b.c.d (RFC 6052). */
const NAT64 = cidr('64:ff9b::/96');
/** NAT64 prefixes for local use (RFC 8215): a translator inside some network, never global. */
const NAT64_LOCAL = cidr('64:ff9b:1::/48');
/** 6to4 2002:AABB:CCDD::/48 (RFC 3056). */
const SIX_TO_FOUR = cidr('2002::/16');
/** Teredo 2001:0:server:flags:port:~client (RFC 4380). */
const TEREDO = cidr('2001::/32');

/**
 * The IPv4 addresses an IPv6 address carries, where a tunnel or translator would deliver it, or
 * null when it carries none. ISATAP's interface id (…:0:5efe:a.b.c.d, …:200:5efe:a.b.c.d, RFC 5214)
 * may follow any prefix: the router inside that site forwards to the IPv4 address.
 */
function embeddedIPv4(ip: IPv6): { inner: IPv4[]; prefixRouted: boolean } | null {
  const b = ip.toByteArray();
  const v4 = (at: number, flip = 0) => new ipaddr.IPv4(b.slice(at, at + 4).map((x) => x ^ flip));
  for (const net of [IPV4_COMPATIBLE, IPV4_MAPPED, IPV4_TRANSLATED, NAT64]) {
    if (ip.match(net)) return { inner: [v4(12)], prefixRouted: false };
  }
  if (ip.match(SIX_TO_FOUR)) return { inner: [v4(2)], prefixRouted: false };
  // Teredo carries the server's address as is and the client's with every bit inverted.
  if (ip.match(TEREDO)) return { inner: [v4(4), v4(12, 0xff)], prefixRouted: false };
  if ((b[8] === 0 || b[8] === 2) && b[9] === 0 && b[10] === 0x5e && b[11] === 0xfe) {
    return { inner: [v4(12)], prefixRouted: true };
  }
  return null;
}

/** Whether one address may be connected to: public unicast, or inside an allowed CIDR. */
export function addressAllowed(address: string, allowCidrs: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is matched against the allow-list as its IPv4 one.
  const ip = ipaddr.process(address);
  for (const allowed of allowCidrs) {
    const [net, bits] = ipaddr.parseCIDR(allowed);
    if (net.kind() === ip.kind() && ip.match(net, bits)) return true;
  }
  // Private, loopback, link-local (the cloud's 169.254.169.254), unique-local, unspecified,
  // multicast, CGNAT, reserved, the documentation ranges: all but public unicast.
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as IPv6;
  if (v6.match(NAT64_LOCAL)) return false;
  const embedded = embeddedIPv4(v6);
  if (!embedded) return v6.range() === 'unicast';
  // Judged by what it carries: ::7f00:1 is 127.0.0.1 to a host that still speaks the old form, and
  // 2002:a00:1:: reaches 10.0.0.1 through a 6to4 relay. An ISATAP address must also be routable.
  return (
    embedded.inner.every((inner) => inner.range() === 'unicast') &&
    (!embedded.prefixRouted || v6.range() === 'unicast')
  );
}

const notAllowed = () => new AddressRefused('not_allowed', 'address not allowed');

/** The full check: the URL's shape, then every address its host resolves to. */
export async function checkDestination(raw: string, policy: AddressPolicy): Promise<CheckedDestination> {
  const url = parseEndpointUrl(raw, policy.production);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(host);
    } catch {
      // Not 'invalid': a different answer for a name that does not resolve would tell the caller
      // which internal names exist.
      throw notAllowed();
    }
  }
  // Every address must pass: a name with one public and one internal address is refused whole.
  // The refusal names no address: the caller must not learn what an internal name resolves to.
  if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a.address, policy.allowCidrs)))
    throw notAllowed();
  const first = addresses[0] as LookupAddress;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that answers the checked address whatever the name: the socket
 * goes where the check looked, while Host and TLS SNI keep the URL's name. Node asks with
 * `all: true` when it tries several families: answered with the one address.
 */
export function pinnedLookup(dest: Pick<CheckedDestination, 'address' | 'family'>) {
  return (_host: string, options: LookupOneOptions | { all?: boolean }, callback: LookupCallback) => {
    if ((options as { all?: boolean }).all) {
      callback(null, [{ address: dest.address, family: dest.family }]);
    } else {
      callback(null, dest.address, dest.family);
    }
  };
}
